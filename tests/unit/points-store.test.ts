// $points follows the signed-in person's balance over Server-Sent Events, and reads 0 when the row is
// missing, on a stream error and on sign-out (rule 42; rule 10).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  $points,
  $pointsVersion,
  $pointsLive,
  followPoints,
  ssePointsSource,
  stopFollowingPoints,
  type PointsEventSource,
} from '#/stores/points.ts';
import { setSignedIn, setSignedOut, type BrowserUser } from '#/stores/session.ts';

/** An EventSource stand-in: records listeners and lets the test play the server. */
class FakeEventSource implements PointsEventSource {
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();

  readonly url: string;

  constructor(url: string) {
    this.url = url;
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  emit(type: string, data: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data }));
  }

  sendPoints(points: unknown): void {
    this.emit('points', JSON.stringify({ points }));
  }

  fail(): void {
    this.onerror?.(new Event('error'));
  }
}

const ADA: BrowserUser = {
  id: 'u1',
  displayName: 'Ada',
  isAdmin: false,
  isPaid: true,
  isCorporateMember: false,
  isIndividualPaid: true,
};

let opened: FakeEventSource[] = [];
const open = (url: string): FakeEventSource => {
  const source = new FakeEventSource(url);
  opened.push(source);
  return source;
};

/** Starts following and returns the one stream it opened. */
function follow(): FakeEventSource {
  followPoints(ssePointsSource(open));
  const source = opened[opened.length - 1];
  if (!source) throw new Error('followPoints opened no stream');
  return source;
}

beforeEach(() => {
  opened = [];
  setSignedIn(ADA);
  $pointsLive.set(false);
});

afterEach(() => {
  stopFollowingPoints();
});

describe('following the balance', () => {
  it('opens the points stream of the signed-in person', () => {
    const source = follow();
    expect(source.url).toBe('/api/points/stream');
  });

  it('follows `points` events', () => {
    const source = follow();
    source.sendPoints(120);
    expect($points.get()).toBe(120);
    source.sendPoints(135);
    expect($points.get()).toBe(135);
  });

  it('follows the row’s version from `points` events, and forgets it when stopped', () => {
    const source = follow();
    source.emit('points', JSON.stringify({ points: 120, version: 4 }));
    expect([$points.get(), $pointsVersion.get()]).toEqual([120, 4]);
    source.emit('points', JSON.stringify({ points: 120, version: 5 }));
    expect($pointsVersion.get()).toBe(5);
    stopFollowingPoints();
    expect($pointsVersion.get()).toBeNull();
  });

  it('resets to 0 when the points row is missing', () => {
    const source = follow();
    source.sendPoints(120);
    source.emit('missing', '{}');
    expect($points.get()).toBe(0);
  });

  it('resets to 0 on a stream error', () => {
    const source = follow();
    source.sendPoints(120);
    source.fail();
    expect($points.get()).toBe(0);
  });

  it.each([
    ['a negative balance', -5],
    ['text', 'lots'],
    ['not a number', 'NaN'],
    ['infinity', 'Infinity'],
    ['nothing', undefined],
  ])('ignores a garbage value (%s) and reads 0', (_label, garbage) => {
    const source = follow();
    source.sendPoints(120);
    source.sendPoints(garbage);
    expect($points.get()).toBe(0);
  });
});

describe('a stream the server ends on purpose (its lifetime is over: `reconnect`)', () => {
  it('keeps the balance while the browser reconnects, and follows the new stream', () => {
    const source = follow();
    source.sendPoints(120);
    source.emit('reconnect', '{}');
    source.fail(); // the stream closed; EventSource reconnects by itself
    expect($points.get()).toBe(120);
    source.sendPoints(135);
    expect($points.get()).toBe(135);
  });

  it('resets to 0 if the reconnection fails too', () => {
    const source = follow();
    source.sendPoints(120);
    source.emit('reconnect', '{}');
    source.fail();
    source.fail();
    expect($points.get()).toBe(0);
  });

  it('resets on a later error once the new stream has spoken', () => {
    const source = follow();
    source.sendPoints(120);
    source.emit('reconnect', '{}');
    source.fail();
    source.sendPoints(130);
    source.fail();
    expect($points.get()).toBe(0);
  });
});

describe('$pointsLive', () => {
  it('is false until the stream says something, and true from its first `points` event', () => {
    const source = follow();
    expect($pointsLive.get()).toBe(false);
    source.sendPoints(40);
    expect($pointsLive.get()).toBe(true);
  });

  it('becomes true when the first event says the row is missing (the badge then shows 0)', () => {
    const source = follow();
    source.emit('missing', '{}');
    expect($pointsLive.get()).toBe(true);
    expect($points.get()).toBe(0);
  });

  it('becomes true on a stream error, so the badge shows 0 rather than a stale figure', () => {
    const source = follow();
    source.fail();
    expect($pointsLive.get()).toBe(true);
    expect($points.get()).toBe(0);
  });
});

describe('one stream at a time', () => {
  it('a second followPoints call does not open a second stream', () => {
    follow();
    followPoints(ssePointsSource(open));
    expect(opened).toHaveLength(1);
  });

  it('stopFollowingPoints closes the stream and resets the balance to 0', () => {
    const source = follow();
    source.sendPoints(120);
    stopFollowingPoints();
    expect(source.closed).toBe(true);
    expect($points.get()).toBe(0);
  });

  it('after stopping, following again opens a new stream', () => {
    follow();
    stopFollowingPoints();
    follow();
    expect(opened).toHaveLength(2);
  });
});

describe('sign-out', () => {
  it('signing out closes the stream and resets the balance to 0', () => {
    const source = follow();
    source.sendPoints(120);
    setSignedOut();
    expect(source.closed).toBe(true);
    expect($points.get()).toBe(0);
  });
});
