// A pathfinder session request (rules 38, 40, 44; rules 5 and 16): its options, the appointment slots and
// the one schema the browser (field messages as the visitor types) and the server (the same messages in a
// 400) both validate with. zod/mini keeps the island light; the rules and messages are the spec's.
import { addDays, isKnownTimeZone, localDateTime } from './time-zones.ts';
import * as z from 'zod/mini';

export const PATHFINDER_MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  teamSizeRequired: 'Team size is required',
  teamSizeMin: 'Team size must be at least 4',
  teamSizeWhole: 'Team size must be a whole number',
  teamSizeMax: 'Team size must be at most 100,000',
  timelineRequired: 'Timeline is required',
  durationRequired: 'Duration is required',
  dateRequired: 'Date is required',
  dateInPast: 'Choose today or a later date',
  dateTooFar: 'Choose a date within the next 12 months',
  timeRequired: 'Time is required',
  timePassed: 'That time has passed today; choose a later time or another day',
  timezoneInvalid: 'Your time zone could not be read; reload the page and try again',
  tooLong: (max: number) => `Use at most ${max} characters`,
} as const;

/** Minimum team size (rule 44). */
export const PATHFINDER_MIN_TEAM_SIZE = 4;
export const PATHFINDER_MAX_TEAM_SIZE = 100_000;
/** How far ahead a session can be requested. */
export const PATHFINDER_MAX_DAYS_AHEAD = 366;

/** When the organisation wants to start. */
export const PATHFINDER_TIMELINES = [
  { value: 'asap', label: 'As soon as possible' },
  { value: 'within-1-month', label: 'Within a month' },
  { value: '1-3-months', label: 'In 1 to 3 months' },
  { value: '3-6-months', label: 'In 3 to 6 months' },
  { value: 'exploring', label: 'Just exploring for now' },
] as const;

/** How long a programme they have in mind (the journeys run 3 to 12 months). */
export const PATHFINDER_DURATIONS = [
  { value: '3-months', label: '3 months' },
  { value: '6-months', label: '6 months' },
  { value: '9-months', label: '9 months' },
  { value: '12-months', label: '12 months' },
  { value: 'not-sure', label: 'Not sure yet' },
] as const;

export type PathfinderTimeline = (typeof PATHFINDER_TIMELINES)[number]['value'];
export type PathfinderDuration = (typeof PATHFINDER_DURATIONS)[number]['value'];

const FIRST_SLOT_MINUTES = 13 * 60 + 30;
const LAST_SLOT_MINUTES = 20 * 60;
const SLOT_STEP_MINUTES = 30;

const pad = (n: number) => String(n).padStart(2, '0');

/** The session start times, "HH:MM" in 24-hour time: 13:30 to 20:00 every 30 minutes (14 slots). */
export function appointmentSlots(): string[] {
  const slots: string[] = [];
  for (let minutes = FIRST_SLOT_MINUTES; minutes <= LAST_SLOT_MINUTES; minutes += SLOT_STEP_MINUTES) {
    slots.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  return slots;
}

export const APPOINTMENT_SLOTS: readonly string[] = appointmentSlots();

/** "13:30" → "1:30 PM", as the spec writes times. */
export function slotLabel(slot: string): string {
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${suffix}`;
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

// ---- The schema -------------------------------------------------------------------------------------------

/** What a text field holds: trimmed text; numbers as text; anything else (missing, null) as empty. */
function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

type Ctx = z.core.ParsePayload<unknown>;

/** Adds a message to the field being parsed and returns zod's "no value". */
function fail(ctx: Ctx, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/**
 * A field parsed by hand from whatever arrived, so every failure carries exactly the spec's message. The
 * input is optional so a missing key reaches `parse` as empty text (and gets the "is required" message).
 */
function field<T>(parse: (text: string, ctx: Ctx) => T) {
  return z.pipe(
    z.optional(z.unknown()),
    z.transform((value: unknown, ctx) => parse(asText(value), ctx as unknown as Ctx)),
  );
}

function requiredText(required: string, max: number) {
  return field((text, ctx) => {
    if (text === '') return fail(ctx, required);
    if (text.length > max) return fail(ctx, PATHFINDER_MESSAGES.tooLong(max));
    return text;
  });
}

function optionalText(max: number, check?: (text: string) => string | null) {
  return field((text, ctx): string | null => {
    if (text === '') return null;
    if (text.length > max) return fail(ctx, PATHFINDER_MESSAGES.tooLong(max));
    const problem = check?.(text);
    return problem ? fail(ctx, problem) : text;
  });
}

function choice<const V extends string>(options: readonly { value: V }[], required: string) {
  return field((text, ctx): V => {
    const found = options.find((option) => option.value === text);
    return found ? found.value : fail(ctx, required);
  });
}

/** The spec's "simple email pattern": something, an @, something, a dot, something; no spaces. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators and an optional leading +; at least 6 digits. */
const PHONE = /^\+?[\d\s().-]+$/;

const email = field((text, ctx) => {
  if (text === '') return fail(ctx, PATHFINDER_MESSAGES.emailRequired);
  if (text.length > 254 || !SIMPLE_EMAIL.test(text)) return fail(ctx, PATHFINDER_MESSAGES.emailInvalid);
  return text;
});

const teamSize = field((text, ctx) => {
  if (text === '') return fail(ctx, PATHFINDER_MESSAGES.teamSizeRequired);
  const size = Number(text);
  if (!Number.isFinite(size)) return fail(ctx, PATHFINDER_MESSAGES.teamSizeWhole);
  if (size < PATHFINDER_MIN_TEAM_SIZE) return fail(ctx, PATHFINDER_MESSAGES.teamSizeMin);
  if (!Number.isInteger(size)) return fail(ctx, PATHFINDER_MESSAGES.teamSizeWhole);
  if (size > PATHFINDER_MAX_TEAM_SIZE) return fail(ctx, PATHFINDER_MESSAGES.teamSizeMax);
  return size;
});

const date = field((text, ctx) => (isCalendarDate(text) ? text : fail(ctx, PATHFINDER_MESSAGES.dateRequired)));

const time = field((text, ctx) => (APPOINTMENT_SLOTS.includes(text) ? text : fail(ctx, PATHFINDER_MESSAGES.timeRequired)));

const timezone = field((text, ctx) => (isKnownTimeZone(text) ? text : fail(ctx, PATHFINDER_MESSAGES.timezoneInvalid)));

/** Step 0, basic information. */
export const PATHFINDER_STEP_0_FIELDS = ['name', 'email', 'phone', 'teamSize'] as const;
/** Step 1, programme details (the time zone travels with the time, unseen). */
export const PATHFINDER_STEP_1_FIELDS = ['timeline', 'duration', 'date', 'time', 'painPoints'] as const;

export type PathfinderField = (typeof PATHFINDER_STEP_0_FIELDS)[number] | (typeof PATHFINDER_STEP_1_FIELDS)[number] | 'timezone';

const step0Shape = {
  name: requiredText(PATHFINDER_MESSAGES.nameRequired, 120),
  email,
  phone: optionalText(40, (text) =>
    PHONE.test(text) && text.replace(/\D/g, '').length >= 6 ? null : PATHFINDER_MESSAGES.phoneInvalid,
  ),
  teamSize,
};

const step1Shape = {
  timeline: choice(PATHFINDER_TIMELINES, PATHFINDER_MESSAGES.timelineRequired),
  duration: choice(PATHFINDER_DURATIONS, PATHFINDER_MESSAGES.durationRequired),
  date,
  time,
  painPoints: optionalText(2000),
  timezone,
};

/**
 * The date and time must not lie in the past where the visitor is: the browser's "today" is the minimum
 * (rule 16), and the server checks the same thing in the zone the request names.
 */
function notInThePast(now: () => Date) {
  return z.superRefine((value: { date: string; time: string; timezone: string }, ctx) => {
    const here = localDateTime(value.timezone, now());
    if (value.date < here.date) {
      ctx.issues.push({ code: 'custom', message: PATHFINDER_MESSAGES.dateInPast, path: ['date'], input: value.date });
    } else if (value.date > addDays(here.date, PATHFINDER_MAX_DAYS_AHEAD)) {
      ctx.issues.push({ code: 'custom', message: PATHFINDER_MESSAGES.dateTooFar, path: ['date'], input: value.date });
    } else if (value.date === here.date && value.time <= here.time) {
      ctx.issues.push({ code: 'custom', message: PATHFINDER_MESSAGES.timePassed, path: ['time'], input: value.time });
    }
  });
}

/** The schemas of each step and of the whole request; `now` is injectable for tests. */
export function createPathfinderSchemas(now: () => Date = () => new Date()) {
  return {
    step0: z.object(step0Shape),
    step1: z.object(step1Shape).check(notInThePast(now)),
    request: z.object({ ...step0Shape, ...step1Shape }).check(notInThePast(now)),
  };
}

export const pathfinderSchemas = createPathfinderSchemas();

/** A valid request, as stored and forwarded (rule 42 payload). */
export type PathfinderRequest = z.output<ReturnType<typeof createPathfinderSchemas>['request']>;

/** Field → its first message, from a failed parse. */
export function pathfinderFieldErrors(error: z.core.$ZodError): Partial<Record<PathfinderField, string>> {
  const errors: Partial<Record<PathfinderField, string>> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '') as PathfinderField;
    if (key) errors[key] ??= issue.message;
  }
  return errors;
}
