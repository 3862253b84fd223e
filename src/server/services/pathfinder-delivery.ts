// Forwards stored pathfinder requests to PATHFINDER_WEBHOOK_URL (rule 5). The schedule lives in the
// rows themselves (`status`, `attempts`, `nextAttemptAt`), so a restart resumes exactly where the last
// process stopped, and a row is claimed inside a transaction with a short lease, so two workers never send
// the same attempt (a crash mid-attempt only delays the row until the lease runs out). Delivery is at least
// once: the webhook gets the row id as `Idempotency-Key` to drop a repeat.
//
// Clock, sleep and fetch are injected, so the retry schedule is tested without waiting.
import type { Columns, RowOf } from '../schema.ts';
import type { Store } from '../store/port.ts';
import { equal, lessThanEqual, limit, orderAsc } from '../store/query.ts';
import { pathfinderPayload } from './pathfinder-requests.ts';
import { tallyEvent } from './summaries/index.ts';

export interface DeliveryPolicy {
  /** Attempts in all, the first included; after the last failure the row is `failed`. */
  maxAttempts: number;
  /** The wait after the first failure; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** One attempt's time limit. */
  attemptTimeoutMs: number;
  /** How long a claimed row is reserved for the worker that claimed it. */
  leaseMs: number;
  /** How often an idle worker looks for rows another process stored. */
  idlePollMs: number;
}

/** 8 attempts over about an hour: 30 s, 1, 2, 4, 8, 16, 32 minutes apart. */
export const DEFAULT_DELIVERY_POLICY: DeliveryPolicy = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  attemptTimeoutMs: 10_000,
  leaseMs: 60_000,
  idlePollMs: 60_000,
};

/** The wait before attempt `failedAttempts + 1`: exponential backoff from the base, capped. */
export function retryDelayMs(failedAttempts: number, policy: Pick<DeliveryPolicy, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failedAttempts - 1));
}

/** Waits `ms`, or less when `signal` aborts (a wake-up). Never rejects. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    // unref: a sleeping worker alone never keeps a process (a script, a test run) alive.
    const timer = setTimeout(done, ms);
    timer.unref?.();
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });

export interface DeliveryOptions {
  store: Store;
  /**
   * Where to forward: a fixed URL, or the site setting in force (/admin/settings), asked before each pass so a
   * change applies without a restart. Null: nothing is forwarded for now (requests wait as `no_webhook`).
   */
  webhookUrl: URL | (() => Promise<URL | null>);
  fetch?: typeof fetch;
  now?: () => Date;
  sleep?: Sleep;
  /** Where failures are reported (the server log). */
  log?: (where: string, error: unknown) => void;
  policy?: Partial<DeliveryPolicy>;
}

export interface PathfinderDelivery {
  /** Sends every request that is due now, one attempt each; returns how many attempts were made. */
  deliverDue(): Promise<number>;
  /** Queues requests kept while no webhook was set, so they are forwarded now that one is. */
  requeueUnforwarded(): Promise<number>;
  /** Starts the loop (once): requeue, then deliver whatever is due, sleeping until the next is. */
  start(): void;
  /** Ends a sleep early: a new request was stored. */
  wake(): void;
  /** Stops the loop after the current pass. */
  stop(): Promise<void>;
}

const BATCH = 20;

/** A short, secret-free account of why an attempt failed (the URL may carry a token, so never the URL). */
function describeFailure(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return 'No answer within the time limit';
    const cause = error.cause as { code?: unknown } | undefined;
    const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
    return `${error.message}${code}`.slice(0, 500);
  }
  return String(error).slice(0, 500);
}

export function createPathfinderDelivery(options: DeliveryOptions): PathfinderDelivery {
  const { store } = options;
  const webhookUrl = options.webhookUrl;
  const currentUrl = (): Promise<URL | null> => (webhookUrl instanceof URL ? Promise.resolve(webhookUrl) : webhookUrl());
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? realSleep;
  const log = options.log ?? (() => undefined);
  const policy: DeliveryPolicy = { ...DEFAULT_DELIVERY_POLICY, ...options.policy };

  let running: Promise<void> | null = null;
  let stopped = false;
  let waking = new AbortController();

  /** Reserves a due row for one attempt; null when another worker has it or it is no longer due. */
  async function claim(id: string): Promise<RowOf<'pathfinder_requests'> | null> {
    const at = now();
    return store.transaction(async (tx) => {
      const row = await tx.getRow('pathfinder_requests', id);
      if (!row || row.status !== 'pending' || (row.nextAttemptAt !== null && row.nextAttemptAt > at.toISOString())) return null;
      return tx.updateRow('pathfinder_requests', id, {
        attempts: row.attempts + 1,
        nextAttemptAt: new Date(at.getTime() + policy.leaseMs).toISOString(),
      });
    });
  }

  /** Moves a request to `status` (with `changes`) and the dashboard's status counts with it, in one transaction. */
  async function settle(id: string, changes: Partial<Columns<'pathfinder_requests'>> & { status: Columns<'pathfinder_requests'>['status'] }): Promise<void> {
    await store.transaction(async (tx) => {
      const before = await tx.getRow('pathfinder_requests', id);
      if (!before) return;
      await tx.updateRow('pathfinder_requests', id, changes);
      await tallyEvent(tx, { kind: 'pathfinder-status', from: before.status, to: changes.status }, id);
    });
  }

  /** One attempt: POST the payload; any 2xx is delivered, anything else (or no answer) a failure. */
  async function attempt(row: RowOf<'pathfinder_requests'>, url: URL): Promise<void> {
    let failure: string | null = null;
    try {
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': row.$id },
        body: JSON.stringify(pathfinderPayload(row)),
        redirect: 'manual',
        signal: AbortSignal.timeout(policy.attemptTimeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status < 200 || response.status > 299) failure = `The webhook answered HTTP ${response.status}`;
    } catch (error) {
      failure = describeFailure(error);
    }

    const at = now();
    if (failure === null) {
      await settle(row.$id, {
        status: 'delivered',
        deliveredAt: at.toISOString(),
        nextAttemptAt: null,
        lastError: null,
      });
      return;
    }
    const giveUp = row.attempts >= policy.maxAttempts;
    log(
      `pathfinder delivery ${row.$id}`,
      `attempt ${row.attempts} of ${policy.maxAttempts} failed: ${failure}${giveUp ? '; giving up (status failed)' : ''}`,
    );
    await settle(row.$id, {
      status: giveUp ? 'failed' : 'pending',
      lastError: failure,
      nextAttemptAt: giveUp ? null : new Date(at.getTime() + retryDelayMs(row.attempts, policy)).toISOString(),
    });
  }

  async function deliverDue(): Promise<number> {
    const url = await currentUrl();
    if (url === null) return 0;
    let attempts = 0;
    const seen = new Set<string>();
    for (;;) {
      const { rows } = await store.listRows('pathfinder_requests', [
        equal('status', 'pending'),
        lessThanEqual('nextAttemptAt', now().toISOString()),
        orderAsc('nextAttemptAt'),
        limit(BATCH),
      ]);
      const fresh = rows.filter((row) => !seen.has(row.$id));
      if (fresh.length === 0) return attempts;
      for (const row of fresh) {
        seen.add(row.$id); // one attempt per row per pass, even if its retry is already due
        if (stopped) return attempts;
        const claimed = await claim(row.$id);
        if (!claimed) continue;
        await attempt(claimed, url);
        attempts += 1;
      }
    }
  }

  async function requeueUnforwarded(): Promise<number> {
    if ((await currentUrl()) === null) return 0;
    let count = 0;
    for (;;) {
      const { rows } = await store.listRows('pathfinder_requests', [equal('status', 'no_webhook'), limit(BATCH)]);
      if (rows.length === 0) return count;
      for (const row of rows) {
        await settle(row.$id, { status: 'pending', nextAttemptAt: now().toISOString() });
        count += 1;
      }
    }
  }

  /** How long until the earliest pending row is due (0 if one is due now), capped by the idle poll. */
  async function untilNextDue(): Promise<number> {
    const { rows } = await store.listRows('pathfinder_requests', [equal('status', 'pending'), orderAsc('nextAttemptAt'), limit(1)]);
    const next = rows[0]?.nextAttemptAt;
    if (next === undefined) return policy.idlePollMs;
    if (next === null) return 0;
    return Math.min(policy.idlePollMs, Math.max(0, new Date(next).getTime() - now().getTime()));
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      let wait = policy.idlePollMs;
      try {
        // Every pass, not only the first: a webhook URL an admin has just set forwards what was kept meanwhile.
        await requeueUnforwarded();
      } catch (error) {
        log('pathfinder delivery (requeue)', error);
      }
      try {
        await deliverDue();
        wait = await untilNextDue();
      } catch (error) {
        log('pathfinder delivery', error);
      }
      if (stopped) break;
      // A wake-up that arrived during the pass must not be lost: sleep only if none did.
      if (!waking.signal.aborted) await sleep(Math.max(wait, 10), waking.signal);
      waking = new AbortController();
    }
  }

  return {
    deliverDue,
    requeueUnforwarded,
    start() {
      running ??= loop();
    },
    wake() {
      waking.abort();
    },
    async stop() {
      stopped = true;
      waking.abort();
      await running;
    },
  };
}
