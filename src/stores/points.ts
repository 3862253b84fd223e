// $points: the signed-in person's live balance. It follows the server's `user_points` row over
// Server-Sent Events and falls back to 0 when the row is missing, on a stream error and on sign-out (spec §7).
import { atom } from 'nanostores';
import { $session } from './session.ts';

export const $points = atom(0);
/** Becomes true once the stream has said something, so a badge can show the server-rendered value until then. */
export const $pointsLive = atom(false);

/** The subset of EventSource this store uses, so tests can hand in a fake. */
export interface PointsEventSource {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type PointsEventSourceFactory = (url: string) => PointsEventSource;

let current: PointsEventSource | null = null;

function reset(): void {
  $points.set(0);
  $pointsLive.set(true);
}

/** Starts following the balance (once; a second call is a no-op) and returns a function that stops it. */
export function followPoints(
  open: PointsEventSourceFactory = (url) => new EventSource(url) as unknown as PointsEventSource,
): () => void {
  if (current) return stopFollowingPoints;
  const source = open('/api/points/stream');
  current = source;
  source.addEventListener('points', (event) => {
    let points = Number.NaN;
    try {
      points = Number((JSON.parse(event.data) as { points?: unknown } | null)?.points);
    } catch {
      // Unreadable data counts as no balance.
    }
    $points.set(Number.isFinite(points) && points >= 0 ? points : 0);
    $pointsLive.set(true);
  });
  source.addEventListener('missing', reset);
  // EventSource reconnects by itself; until the server speaks again the balance reads 0, as the spec asks.
  source.onerror = reset;
  return stopFollowingPoints;
}

export function stopFollowingPoints(): void {
  current?.close();
  current = null;
  $points.set(0);
}

// Signing out (anywhere in the page) stops the stream and resets the balance.
$session.listen((state) => {
  if (state.status === 'signed-out') stopFollowingPoints();
});
