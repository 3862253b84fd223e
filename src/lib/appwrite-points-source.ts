// The Appwrite mode source for $points: subscribes to the user's own `user_points` row over Appwrite
// Realtime with a short-lived JWT from our server, reads the row once after every (re)connection (Realtime
// only reports changes), renews the JWT at 80% of its life by opening a new subscription before closing
// the old one (the socket reads its JWT only when it opens), and reports a deleted row as missing.
// The SDK is reached through a RealtimeLink, so tests drive it with a fake and a fake clock.
import type { RealtimeGrant } from '#/domain/realtime-grant.ts';
import type { PointsSink, PointsSource } from '#/stores/points.ts';
import { RealtimeGrantRefused } from './realtime-grant-client.ts';

/** One row event as Appwrite Realtime delivers it. */
export interface RowEvent {
  /** e.g. `databases.main.tables.user_points.rows.u1.update` */
  events: readonly string[];
  payload: unknown;
}

export interface RealtimeLinkHandlers {
  event(event: RowEvent): void;
  /** The connection failed or dropped (the SDK retries by itself). */
  error(): void;
  /** The connection came back after an error; events may have been missed meanwhile. */
  reconnected(): void;
}

/** One live subscription to the row with one grant. */
export interface RealtimeLinkHandle {
  /** The row's `points`, or null when there is no row. Rejects on any other failure. */
  readRow(): Promise<unknown>;
  close(): Promise<void>;
}

/** Opens subscriptions; the real one wraps the Appwrite web SDK (appwrite-realtime-link.ts). */
export interface RealtimeLink {
  open(grant: RealtimeGrant, handlers: RealtimeLinkHandlers): Promise<RealtimeLinkHandle>;
}

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface AppwritePointsOptions {
  fetchGrant: () => Promise<RealtimeGrant>;
  link: RealtimeLink;
  clock: Clock;
}

/** Renew when this share of the grant's life has passed. */
export const RENEW_AT_SHARE = 0.8;
/** Never renew sooner than this, whatever the grant says (a clock far off must not cause a storm). */
export const MIN_RENEW_MS = 10_000;
/** Waits between failed attempts: doubling from the first, capped at the last. */
export const RETRY_MS = [2_000, 4_000, 8_000, 16_000, 30_000] as const;

function isDeleteEvent(event: RowEvent): boolean {
  return event.events.some((name) => name.endsWith('.delete'));
}

export function appwritePointsSource({ fetchGrant, link, clock }: AppwritePointsOptions): PointsSource {
  return (sink: PointsSink) => {
    let stopped = false;
    let current: { handle: RealtimeLinkHandle; grant: RealtimeGrant } | null = null;
    let timer: unknown = null;
    let failures = 0;
    /** Bumped by every connection attempt, so a slower, older attempt cannot overwrite a newer one. */
    let attempt = 0;

    const expired = (grant: RealtimeGrant): boolean => Date.parse(grant.expiresAt) <= clock.now();

    const schedule = (fn: () => void, ms: number): void => {
      if (timer !== null) clock.clearTimeout(timer);
      timer = clock.setTimeout(() => {
        timer = null;
        fn();
      }, ms);
    };

    /** Counts row events, so a read that an event overtook does not put back an older balance. */
    let eventsSeen = 0;

    const read = (handle: RealtimeLinkHandle, mine: number): void => {
      const eventsBefore = eventsSeen;
      handle.readRow().then(
        (points) => {
          if (stopped || mine !== attempt || eventsSeen !== eventsBefore) return;
          if (points === null) sink.missing();
          else sink.points(points);
        },
        () => {
          if (!stopped && mine === attempt) sink.error();
        },
      );
    };

    const connect = async (): Promise<void> => {
      const mine = ++attempt;
      let handle: RealtimeLinkHandle | null = null;
      try {
        const grant = await fetchGrant();
        if (stopped || mine !== attempt) return;
        handle = await link.open(grant, {
          event(event) {
            if (stopped || current?.handle !== handle) return;
            eventsSeen += 1;
            if (isDeleteEvent(event)) sink.missing();
            else {
              const row = event.payload as { points?: unknown; version?: unknown } | null;
              sink.points(row?.points, row?.version);
            }
          },
          error() {
            if (stopped || current?.handle !== handle) return;
            sink.error();
            // A dropped socket reconnects with the JWT it started with; once that has expired, only a new grant helps.
            if (current && expired(current.grant)) schedule(() => void connect(), 0);
          },
          reconnected() {
            if (!stopped && current?.handle === handle && handle) read(handle, mine);
          },
        });
        if (stopped || mine !== attempt) {
          await handle.close();
          return;
        }
        // Make before break: the new subscription is live before the old one closes, so no change is missed.
        const previous = current;
        current = { handle, grant };
        failures = 0;
        read(handle, mine);
        const life = Date.parse(grant.expiresAt) - clock.now();
        schedule(() => void connect(), Math.max(MIN_RENEW_MS, life * RENEW_AT_SHARE));
        await previous?.handle.close().catch(() => undefined);
      } catch (error) {
        await handle?.close().catch(() => undefined);
        if (stopped || mine !== attempt) return;
        // While the previous subscription still holds a valid JWT it keeps delivering: a failed renewal is
        // only an error for the balance once nothing live is left.
        if (!current || expired(current.grant)) sink.error();
        if (error instanceof RealtimeGrantRefused && !error.retry) return;
        const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? RETRY_MS[0];
        failures += 1;
        schedule(() => void connect(), wait);
      }
    };

    void connect();

    return () => {
      stopped = true;
      attempt += 1;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
      const last = current;
      current = null;
      void last?.handle.close().catch(() => undefined);
    };
  };
}
