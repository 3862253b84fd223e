// A pathfinder session request (rules 38, 40, 44; rules 5 and 16): its options, the appointment slots and
// the one schema the browser (field messages as the visitor types) and the server (the same messages in a
// 400) both validate with. zod/mini keeps the island light; the rules and messages are the spec's.
import { addDays, isKnownTimeZone, localDateTime } from './time-zones.ts';
import * as z from 'zod/mini';

/**
 * The words of the schema's refusals, in one language (pathfinder.messages.ts: English for the server, which
 * translates them on their way out; the page's language in the form).
 */
export interface PathfinderMessages {
  readonly nameRequired: string;
  readonly emailRequired: string;
  readonly emailInvalid: string;
  readonly phoneInvalid: string;
  readonly teamSizeRequired: string;
  readonly teamSizeMin: string;
  readonly teamSizeWhole: string;
  readonly teamSizeMax: string;
  readonly timelineRequired: string;
  readonly durationRequired: string;
  readonly dateRequired: string;
  readonly dateInPast: string;
  readonly dateTooFar: string;
  readonly timeRequired: string;
  readonly timePassed: string;
  readonly timezoneInvalid: string;
  tooLong(values: { max: number }): string;
}

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

/** "13:30" → "1:30 PM", as the spec writes times; in French "13 h 30", as French writes them. */
export function slotLabel(slot: string, locale: 'en' | 'fr' = 'en'): string {
  const [hours = 0, minutes = 0] = slot.split(':').map(Number);
  if (locale === 'fr') return `${hours} h ${pad(minutes)}`;
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

function requiredText(required: string, max: number, m: PathfinderMessages) {
  return field((text, ctx) => {
    if (text === '') return fail(ctx, required);
    if (text.length > max) return fail(ctx, m.tooLong({ max }));
    return text;
  });
}

function optionalText(max: number, m: PathfinderMessages, check?: (text: string) => string | null) {
  return field((text, ctx): string | null => {
    if (text === '') return null;
    if (text.length > max) return fail(ctx, m.tooLong({ max }));
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

/** Step 0, basic information. */
export const PATHFINDER_STEP_0_FIELDS = ['name', 'email', 'phone', 'teamSize'] as const;
/** Step 1, programme details (the time zone travels with the time, unseen). */
export const PATHFINDER_STEP_1_FIELDS = ['timeline', 'duration', 'date', 'time', 'painPoints'] as const;

export type PathfinderField = (typeof PATHFINDER_STEP_0_FIELDS)[number] | (typeof PATHFINDER_STEP_1_FIELDS)[number] | 'timezone';

/** The fields of each step, refusing with `m`'s words. */
function shapes(m: PathfinderMessages) {
  const email = field((text, ctx) => {
    if (text === '') return fail(ctx, m.emailRequired);
    if (text.length > 254 || !SIMPLE_EMAIL.test(text)) return fail(ctx, m.emailInvalid);
    return text;
  });

  const teamSize = field((text, ctx) => {
    if (text === '') return fail(ctx, m.teamSizeRequired);
    const size = Number(text);
    if (!Number.isFinite(size)) return fail(ctx, m.teamSizeWhole);
    if (size < PATHFINDER_MIN_TEAM_SIZE) return fail(ctx, m.teamSizeMin);
    if (!Number.isInteger(size)) return fail(ctx, m.teamSizeWhole);
    if (size > PATHFINDER_MAX_TEAM_SIZE) return fail(ctx, m.teamSizeMax);
    return size;
  });

  const step0 = {
    name: requiredText(m.nameRequired, 120, m),
    email,
    phone: optionalText(40, m, (text) => (PHONE.test(text) && text.replace(/\D/g, '').length >= 6 ? null : m.phoneInvalid)),
    teamSize,
  };

  const step1 = {
    timeline: choice(PATHFINDER_TIMELINES, m.timelineRequired),
    duration: choice(PATHFINDER_DURATIONS, m.durationRequired),
    date: field((text, ctx) => (isCalendarDate(text) ? text : fail(ctx, m.dateRequired))),
    time: field((text, ctx) => (APPOINTMENT_SLOTS.includes(text) ? text : fail(ctx, m.timeRequired))),
    painPoints: optionalText(2000, m),
    timezone: field((text, ctx) => (isKnownTimeZone(text) ? text : fail(ctx, m.timezoneInvalid))),
  };
  return { step0, step1 };
}

/**
 * The date and time must not lie in the past where the visitor is: the browser's "today" is the minimum
 * (rule 16), and the server checks the same thing in the zone the request names.
 */
function notInThePast(now: () => Date, m: PathfinderMessages) {
  return z.superRefine((value: { date: string; time: string; timezone: string }, ctx) => {
    const here = localDateTime(value.timezone, now());
    if (value.date < here.date) {
      ctx.issues.push({ code: 'custom', message: m.dateInPast, path: ['date'], input: value.date });
    } else if (value.date > addDays(here.date, PATHFINDER_MAX_DAYS_AHEAD)) {
      ctx.issues.push({ code: 'custom', message: m.dateTooFar, path: ['date'], input: value.date });
    } else if (value.date === here.date && value.time <= here.time) {
      ctx.issues.push({ code: 'custom', message: m.timePassed, path: ['time'], input: value.time });
    }
  });
}

/** The schemas of each step and of the whole request, refusing with `messages`; `now` is injectable for tests. */
export function createPathfinderSchemas(messages: PathfinderMessages, now: () => Date = () => new Date()) {
  const { step0, step1 } = shapes(messages);
  return {
    step0: z.object(step0),
    step1: z.object(step1).check(notInThePast(now, messages)),
    request: z.object({ ...step0, ...step1 }).check(notInThePast(now, messages)),
  };
}

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
