// $points: the signed-in person's live balance. It follows the server's `user_points` row through a
// pluggable source (Server-Sent Events from /api/points/stream by default; Appwrite Realtime in Appwrite
// mode, see src/lib/appwrite-points-source.ts) and falls back to 0 when the row is missing, on a source
// error and on sign-out (rule 42). Every source feeds the same sink, so the contract is kept in one place.
import { atom } from 'nanostores';
import { $session } from './session.ts';

export const $points = atom(0);
/**
 * The points row's version as the source last reported it (null until it does): it moves with every award
 * and badge, and the live toasts ask the server what happened when it does (src/lib/live-awards.ts).
 */
export const $pointsVersion = atom<number | null>(null);
/** Becomes true once the source has said something, so a badge can show the server-rendered value until then. */
export const $pointsLive = atom(false);
/** Becomes true when the server says the session ended while the page was open; the shell then leaves the page. */
export const $sessionEnded = atom(false);

/** What a source reports; the store turns it into $points and $pointsLive. */
export interface PointsSink {
  /**
   * The row's current balance, as the source read it (anything but a finite number ≥ 0 reads as 0), and its
   * version when the source has it (a row event carries it; a plain read may not).
   */
  points(value: unknown, version?: unknown): void;
  /** There is no balance row (never created, or deleted). */
  missing(): void;
  /** The source lost its connection or failed; until it recovers the balance reads 0. */
  error(): void;
  /** The server ended this person's session (signed out everywhere, or suspended by an admin). */
  signedOut?(): void;
}

/** Something that follows the balance: started once, stopped by the function it returns. */
export type PointsSource = (sink: PointsSink) => () => void;

/** The subset of EventSource the SSE source uses, so tests can hand in a fake. */
export interface PointsEventSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type PointsEventSourceFactory = (url: string) => PointsEventSource;

/** The embedded backend's source: `points` (`{ points, version }`) and `missing` events from /api/points/stream. */
export function ssePointsSource(
  open: PointsEventSourceFactory = (url) => new EventSource(url) as unknown as PointsEventSource,
): PointsSource {
  return (sink) => {
    const source = open('/api/points/stream');
    // The server ends each stream after a while and says so first (`reconnect`): the error that follows is
    // that planned end, and EventSource opens a new stream by itself, so the balance stays as it is.
    let plannedEnd = false;
    source.addEventListener('reconnect', () => {
      plannedEnd = true;
    });
    source.addEventListener('points', (event) => {
      plannedEnd = false;
      let row: { points?: unknown; version?: unknown } | null = null;
      try {
        row = JSON.parse(event.data) as { points?: unknown; version?: unknown } | null;
      } catch {
        // Unreadable data counts as no balance.
      }
      sink.points(row?.points ?? Number.NaN, row?.version);
    });
    source.addEventListener('missing', () => {
      plannedEnd = false;
      sink.missing();
    });
    // The session is over: no reconnecting (EventSource would only be refused).
    source.addEventListener('signed-out', () => {
      source.close();
      sink.signedOut?.();
    });
    // EventSource reconnects by itself; after an unplanned error the balance reads 0 until the server speaks
    // again, as the spec asks.
    source.onerror = () => {
      if (plannedEnd) plannedEnd = false;
      else sink.error();
    };
    return () => source.close();
  };
}

let stopCurrent: (() => void) | null = null;

function reset(): void {
  $points.set(0);
  $pointsLive.set(true);
}

/** Starts following the balance (once; a second call is a no-op) and returns a function that stops it. */
export function followPoints(source: PointsSource = ssePointsSource()): () => void {
  if (stopCurrent) return stopFollowingPoints;
  let active = true;
  // A source may call back after it was told to stop (a late socket message); those calls are ignored.
  const sink: PointsSink = {
    points(value, version) {
      if (!active) return;
      $points.set(typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0);
      if (typeof version === 'number' && Number.isSafeInteger(version) && version >= 0) $pointsVersion.set(version);
      $pointsLive.set(true);
    },
    missing() {
      if (active) reset();
    },
    error() {
      if (active) reset();
    },
    signedOut() {
      if (!active) return;
      reset();
      $sessionEnded.set(true);
    },
  };
  const stop = source(sink);
  stopCurrent = () => {
    active = false;
    stop();
  };
  return stopFollowingPoints;
}

export function stopFollowingPoints(): void {
  stopCurrent?.();
  stopCurrent = null;
  $points.set(0);
  $pointsVersion.set(null);
}

// Signing out (anywhere in the page) stops the source and resets the balance.
$session.listen((state) => {
  if (state.status === 'signed-out') stopFollowingPoints();
});
