// The lastActive heartbeat (rule 42): every 5 minutes, if someone was signed in when the timer was set up,
// and on activity (mouse, key, scroll, touch, click) at most once a minute. The minute is counted per tab
// across page loads (sessionStorage), since every navigation here loads a new page. The server still
// writes at most once a minute per user, whatever arrives.

export const HEARTBEAT_INTERVAL_MS = 5 * 60 * 1000;
export const ACTIVITY_THROTTLE_MS = 60 * 1000;
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keydown', 'scroll', 'touchstart', 'click'] as const;

const LAST_SENT_KEY = 'heartbeat:lastSent';

export interface HeartbeatEnvironment {
  isSignedIn(): boolean;
  /** Tells the server the person is active. Failures are ignored: the next beat tries again. */
  send(): Promise<unknown>;
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  now(): number;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** Starts the heartbeat; returns a function that stops it. */
export function startHeartbeat(env: HeartbeatEnvironment): () => void {
  // Kept in memory too, so the throttle holds when storage is unavailable or holds garbage.
  let lastSentHere = Number.NEGATIVE_INFINITY;
  const lastSent = (): number => {
    const stored = Number(env.storage?.getItem(LAST_SENT_KEY));
    return Number.isFinite(stored) ? Math.max(stored, lastSentHere) : lastSentHere;
  };
  const beat = (): void => {
    if (!env.isSignedIn()) return;
    lastSentHere = env.now();
    env.storage?.setItem(LAST_SENT_KEY, String(lastSentHere));
    env.send().catch(() => undefined);
  };
  const onActivity = (): void => {
    if (env.now() - lastSent() >= ACTIVITY_THROTTLE_MS) beat();
  };

  const timer = env.isSignedIn() ? env.setInterval(beat, HEARTBEAT_INTERVAL_MS) : null;
  for (const type of ACTIVITY_EVENTS) env.target.addEventListener(type, onActivity, { passive: true });

  return () => {
    if (timer !== null) env.clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) env.target.removeEventListener(type, onActivity);
  };
}
