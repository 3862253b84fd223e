// The live award toasts: a newer points version makes the browser ask for the awards since the version it
// showed last, and show each once; a first visit does not replay history; awards made between pages are
// shown on the next one; a failed request is asked again on the next change.
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { followLiveAwards, type LiveToast } from '#/lib/live-awards.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

/** A server that knows the toasts of each version. */
function server(events: Record<number, string[]>) {
  const asked: number[] = [];
  let failNext = false;
  return {
    asked,
    failOnce: () => (failNext = true),
    fetchAwards: async (since: number) => {
      asked.push(since);
      if (failNext) {
        failNext = false;
        throw new Error('offline');
      }
      const versions = Object.keys(events).map(Number).filter((version) => version > since);
      const toasts: LiveToast[] = versions.sort((a, b) => a - b).flatMap((version) => (events[version] ?? []).map((text) => ({ kind: 'xp' as const, text })));
      return { version: Math.max(since, ...versions), toasts };
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('live award toasts', () => {
  it('show what happened after the version this page was rendered with, once, when the version moves', async () => {
    const version = atom<number | null>(null);
    const shown: string[] = [];
    const api = server({ 3: ['+50 XP · Onboarding completed'], 4: ['+100 XP · Module finished', 'Badge earned: First module'] });
    const storage = memoryStorage();
    followLiveAwards({ userId: 'u1', renderedVersion: 3, version, fetchAwards: api.fetchAwards, show: (toast) => shown.push(toast.text), storage });
    version.set(3);
    await settle();
    expect(shown).toEqual([]);
    version.set(4);
    await settle();
    expect(shown).toEqual(['+100 XP · Module finished', 'Badge earned: First module']);
    expect(api.asked).toEqual([3]);
    version.set(4);
    await settle();
    expect(api.asked).toEqual([3]);
    expect(storage.items.get('awards-seen:u1')).toBe('4');
  });

  it('on the next page, shows awards made in between (a form that redirected), and not again after', async () => {
    const api = server({ 5: ['+150 XP · Module finished (streak ×1.5)'] });
    const storage = memoryStorage({ 'awards-seen:u1': '4' });
    const shown: string[] = [];
    followLiveAwards({ userId: 'u1', renderedVersion: 5, version: atom<number | null>(5), fetchAwards: api.fetchAwards, show: (toast) => shown.push(toast.text), storage });
    await settle();
    expect(shown).toEqual(['+150 XP · Module finished (streak ×1.5)']);
    const again: string[] = [];
    followLiveAwards({ userId: 'u1', renderedVersion: 5, version: atom<number | null>(5), fetchAwards: api.fetchAwards, show: (toast) => again.push(toast.text), storage });
    await settle();
    expect(again).toEqual([]);
  });

  it('asks again from the same version after a failed request', async () => {
    const version = atom<number | null>(1);
    const api = server({ 2: ['+60 XP · Weekly reflection'], 3: ['+75 XP · Webinar attended'] });
    const shown: string[] = [];
    followLiveAwards({ userId: 'u1', renderedVersion: 1, version, fetchAwards: api.fetchAwards, show: (toast) => shown.push(toast.text), storage: null });
    api.failOnce();
    version.set(2);
    await settle();
    expect(shown).toEqual([]);
    version.set(3);
    await settle();
    expect(shown).toEqual(['+60 XP · Weekly reflection', '+75 XP · Webinar attended']);
    expect(api.asked).toEqual([1, 1]);
  });
});
