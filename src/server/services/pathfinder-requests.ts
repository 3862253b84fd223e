// Pathfinder session requests (rule 5): validated with the same schema as the form, throttled per
// address, and stored before anything else, so nothing a visitor typed is lost even if forwarding fails.
// Forwarding is the delivery worker's job (pathfinder-delivery.ts); this only queues the row for it.
import { createPathfinderSchemas, pathfinderFieldErrors } from '#/domain/pathfinder.ts';
import { pathfinderFieldMessages } from '#/domain/pathfinder.messages.ts';
import type { Backend } from '../backend.ts';
import type { RowOf } from '../schema.ts';
import { recordThrottled, sweepThrottled, throttleWait } from './auth-throttle.ts';
import { ServiceError } from './service-error.ts';
import { pathfinderRequestMessages } from './pathfinder-requests.messages.ts';
import { readSiteSettings } from './site-settings.ts';
import { tallyEvent } from './summaries/index.ts';

const m = pathfinderRequestMessages('en');
export const PATHFINDER_INVALID_MESSAGE = m.invalid;

/** The refusal of a throttled address, with the wait in seconds under a minute and in minutes above. */
function tooManyRequests(waitSeconds: number): string {
  if (waitSeconds < 60) return waitSeconds === 1 ? m.tooManyOneSecond : m.tooManySeconds({ count: waitSeconds });
  const minutes = Math.ceil(waitSeconds / 60);
  return minutes === 1 ? m.tooManyOneMinute : m.tooManyMinutes({ count: minutes });
}

export interface StoredPathfinderRequest {
  row: RowOf<'pathfinder_requests'>;
  /** Where the browser goes next (BOOKING_URL). */
  redirect: string;
}

/**
 * Validates and stores one request. Throws `invalid-argument` with the field messages, or
 * `too-many-requests` when the address has sent its quota for the window.
 */
export async function submitPathfinderRequest(
  backend: Pick<Backend, 'store' | 'settings'>,
  input: unknown,
  meta: { ip: string },
  now: Date = new Date(),
): Promise<StoredPathfinderRequest> {
  const { store } = backend;
  const throttle = [{ kind: 'pathfinder', value: meta.ip }] as const;
  const wait = await throttleWait(store, throttle, now);
  if (wait > 0) {
    throw new ServiceError('too-many-requests', tooManyRequests(wait), {
      retryAfterSeconds: wait,
    });
  }

  const parsed = createPathfinderSchemas(pathfinderFieldMessages('en'), () => now).request.safeParse(input);
  if (!parsed.success) {
    throw new ServiceError('invalid-argument', PATHFINDER_INVALID_MESSAGE, { fields: pathfinderFieldErrors(parsed.error) });
  }

  await recordThrottled(store, throttle, now);
  // The webhook and the booking page are site settings (/admin/settings), the environment's by default.
  const site = await readSiteSettings(backend);
  const forwarding = site.pathfinderWebhookUrl.value !== null;
  const request = parsed.data;
  const row = await store.transaction(async (tx) => {
    const stored = await tx.createRow('pathfinder_requests', null, {
      name: request.name,
      email: request.email,
      phone: request.phone ?? null,
      teamSize: request.teamSize,
      timeline: request.timeline,
      duration: request.duration,
      date: request.date,
      time: request.time,
      timezone: request.timezone,
      painPoints: request.painPoints ?? null,
      status: forwarding ? 'pending' : 'no_webhook',
      attempts: 0,
      nextAttemptAt: forwarding ? now.toISOString() : null,
    });
    await tallyEvent(tx, { kind: 'pathfinder-stored', at: now, status: stored.status }, stored.$id);
    return stored;
  });
  // Old counter rows go a batch at a time, on the back of real traffic rather than a timer.
  await sweepThrottled(store, now).catch(() => undefined);
  return { row, redirect: site.bookingUrl.value };
}

/** The JSON the webhook receives: the payload of rule 42, nothing of ours. */
export function pathfinderPayload(row: RowOf<'pathfinder_requests'>): Record<string, unknown> {
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    teamSize: row.teamSize,
    timeline: row.timeline,
    duration: row.duration,
    date: row.date,
    time: row.time,
    timezone: row.timezone,
    painPoints: row.painPoints,
  };
}
