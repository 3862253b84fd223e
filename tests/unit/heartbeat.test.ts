// The lastActive heartbeat (rules 42, 44): every 5 minutes if someone was signed in when the timer was set up,
// and on activity at most once per 60 seconds, counted across page loads of one tab.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_EVENTS,
  ACTIVITY_THROTTLE_MS,
  HEARTBEAT_INTERVAL_MS,
  startHeartbeat,
  type HeartbeatEnvironment,
} from '#/lib/heartbeat.ts';

const MINUTE = 60 * 1000;

/** A sessionStorage stand-in: one per browser tab. */
class FakeStorage implements Pick<Storage, 'getItem' | 'setItem'> {
  private readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

interface Page {
  env: HeartbeatEnvironment;
  send: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
  setIntervalSpy: ReturnType<typeof vi.fn<(fn: () => void, ms: number) => unknown>>;
  clearIntervalSpy: ReturnType<typeof vi.fn<(handle: unknown) => void>>;
  target: EventTarget;
  signIn(): void;
  signOut(): void;
  activity(type?: string): void;
}

/** One page load: its own window (event target), sharing the tab's storage. */
function page(options: { signedIn: boolean; storage?: FakeStorage; send?: () => Promise<unknown> }): Page {
  let signedIn = options.signedIn;
  const target = new EventTarget();
  const send = vi.fn(options.send ?? (() => Promise.resolve()));
  const setIntervalSpy = vi.fn((fn: () => void, ms: number): unknown => setInterval(fn, ms));
  const clearIntervalSpy = vi.fn((handle: unknown): void => clearInterval(handle as ReturnType<typeof setInterval>));
  const env: HeartbeatEnvironment = {
    isSignedIn: () => signedIn,
    send,
    target,
    now: () => Date.now(),
    setInterval: setIntervalSpy,
    clearInterval: clearIntervalSpy,
    storage: options.storage ?? new FakeStorage(),
  };
  return {
    env,
    send,
    setIntervalSpy,
    clearIntervalSpy,
    target,
    signIn: () => {
      signedIn = true;
    },
    signOut: () => {
      signedIn = false;
    },
    activity: (type = 'mousemove') => {
      target.dispatchEvent(new Event(type));
    },
  };
}

const stops: (() => void)[] = [];
function start(p: Page): () => void {
  const stop = startHeartbeat(p.env);
  stops.push(stop);
  return stop;
}

beforeEach(() => {
  // setImmediate stays real so a test can wait for Node to report unhandled rejections.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2025-03-01T09:00:00Z'));
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
});

describe('timings (rule 44)', () => {
  it('the heartbeat is 5 minutes and the activity throttle 60 seconds', () => {
    expect(HEARTBEAT_INTERVAL_MS).toBe(5 * MINUTE);
    expect(ACTIVITY_THROTTLE_MS).toBe(MINUTE);
  });

  it('activity means mousedown, mousemove, keydown, scroll, touchstart and click', () => {
    expect([...ACTIVITY_EVENTS]).toEqual(['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'click']);
  });
});

describe('the 5-minute heartbeat', () => {
  it('sends every 5 minutes when someone was signed in when the timer was set up', () => {
    const p = page({ signedIn: true });
    start(p);
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(p.send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(p.send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(p.send).toHaveBeenCalledTimes(3);
  });

  it('sets up no interval at all when signed out at setup, even if they sign in later', () => {
    const p = page({ signedIn: false });
    start(p);
    expect(p.setIntervalSpy).not.toHaveBeenCalled();
    p.signIn();
    vi.advanceTimersByTime(30 * MINUTE);
    expect(p.send).not.toHaveBeenCalled();
  });

  it('skips an interval beat while signed out', () => {
    const p = page({ signedIn: true });
    start(p);
    p.signOut();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(p.send).not.toHaveBeenCalled();
    p.signIn();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(p.send).toHaveBeenCalledTimes(1);
  });
});

describe('the activity beat', () => {
  it.each([...ACTIVITY_EVENTS])('a %s event sends a beat', (type) => {
    const p = page({ signedIn: true });
    start(p);
    p.activity(type);
    expect(p.send).toHaveBeenCalledTimes(1);
  });

  it('sends at most once per 60 seconds, whatever the mix of events', () => {
    const p = page({ signedIn: true });
    start(p);
    p.activity('mousemove');
    expect(p.send).toHaveBeenCalledTimes(1);
    for (const type of ACTIVITY_EVENTS) p.activity(type);
    vi.advanceTimersByTime(MINUTE - 1);
    for (const type of ACTIVITY_EVENTS) p.activity(type);
    expect(p.send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    p.activity('keydown');
    p.activity('click');
    expect(p.send).toHaveBeenCalledTimes(2);
  });

  it('the 60-second throttle carries over to the next page load in the same tab (storage)', () => {
    const tab = new FakeStorage();
    const first = page({ signedIn: true, storage: tab });
    const stopFirst = start(first);
    first.activity();
    expect(first.send).toHaveBeenCalledTimes(1);
    stopFirst();

    vi.advanceTimersByTime(30 * 1000);
    const second = page({ signedIn: true, storage: tab });
    start(second);
    second.activity();
    expect(second.send).not.toHaveBeenCalled();

    vi.advanceTimersByTime(30 * 1000);
    second.activity();
    expect(second.send).toHaveBeenCalledTimes(1);
  });

  it('a new tab (fresh storage) is not throttled by another tab', () => {
    const first = page({ signedIn: true });
    start(first);
    first.activity();
    const other = page({ signedIn: true });
    start(other);
    other.activity();
    expect(other.send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing on activity while signed out', () => {
    const p = page({ signedIn: false });
    start(p);
    for (const type of ACTIVITY_EVENTS) p.activity(type);
    vi.advanceTimersByTime(2 * MINUTE);
    p.activity();
    expect(p.send).not.toHaveBeenCalled();
  });
});

describe('failures and stopping', () => {
  it('a failed send is swallowed, and the next beat tries again', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const p = page({ signedIn: true, send: () => Promise.reject(new Error('offline')) });
      start(p);
      expect(() => p.activity()).not.toThrow();
      expect(() => vi.advanceTimersByTime(5 * MINUTE)).not.toThrow();
      // Let Node report any rejection nobody handled.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).not.toHaveBeenCalled();
      expect(p.send).toHaveBeenCalledTimes(2);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('the returned stop function removes the activity listeners and the interval', () => {
    const p = page({ signedIn: true });
    const stop = start(p);
    const handle = p.setIntervalSpy.mock.results[0]?.value;
    stop();
    expect(p.clearIntervalSpy).toHaveBeenCalledWith(handle);
    for (const type of ACTIVITY_EVENTS) p.activity(type);
    vi.advanceTimersByTime(30 * MINUTE);
    expect(p.send).not.toHaveBeenCalled();
  });
});

describe('without usable storage', () => {
  it('still throttles activity to once a minute when there is no storage', () => {
    const p = page({ signedIn: true });
    p.env.storage = null;
    start(p);
    for (let i = 0; i < 50; i++) p.activity();
    expect(p.send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS);
    p.activity();
    expect(p.send).toHaveBeenCalledTimes(2);
  });

  it('a garbage stored value does not block activity beats', () => {
    const storage = new FakeStorage();
    storage.setItem('heartbeat:lastSent', 'not a number');
    const p = page({ signedIn: true, storage });
    start(p);
    p.activity();
    expect(p.send).toHaveBeenCalledTimes(1);
  });
});
