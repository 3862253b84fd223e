// The /appwrite-demo "Check again" helpers: reading the endpoint's answer and the sentence shown.
import { describe, expect, it } from 'vitest';
import { describeHealth, fetchHealth, readHealthAnswer } from '#/lib/backend-health-check.ts';

const ANSWER = { backend: 'embedded', ok: true, latencyMs: 0.42, checkedAt: '2026-11-22T00:00:00.000Z' };

describe('describeHealth', () => {
  it('says whether the backend answered and how fast, to a tenth of a millisecond', () => {
    expect(describeHealth({ ok: true, latencyMs: 0.42 })).toBe('Healthy, answered in 0.4 ms');
    expect(describeHealth({ ok: false, latencyMs: 5003.06 })).toBe('Not answering (gave up after 5003.1 ms)');
  });
});

describe('readHealthAnswer', () => {
  it('accepts the endpoint\'s answer and refuses anything else', () => {
    expect(readHealthAnswer(ANSWER)).toEqual(ANSWER);
    expect(readHealthAnswer({ ...ANSWER, backend: 'mongo' })).toBeNull();
    expect(readHealthAnswer({ ...ANSWER, latencyMs: -1 })).toBeNull();
    expect(readHealthAnswer({ ...ANSWER, latencyMs: '3' })).toBeNull();
    expect(readHealthAnswer({ ...ANSWER, ok: 'yes' })).toBeNull();
    expect(readHealthAnswer('nope')).toBeNull();
  });
});

describe('fetchHealth', () => {
  it('reads a 503 answer too (the figure is still worth showing)', async () => {
    const down = { ...ANSWER, ok: false };
    const fetchImpl: typeof fetch = () => Promise.resolve(new Response(JSON.stringify(down), { status: 503 }));
    expect(await fetchHealth(fetchImpl)).toEqual(down);
  });

  it('fails on an unreadable answer', async () => {
    const fetchImpl: typeof fetch = () => Promise.resolve(new Response('{"latencyMs": "fast"}'));
    await expect(fetchHealth(fetchImpl)).rejects.toThrow(/unreadable/);
  });
});
