// The pathfinder form's step machine (rules 39, 40): step 0 basic information, step 1 programme details, then
// submit. Back is allowed, jumping forward is not; each move validates with the shared schema, a message
// clears when its field is edited, and a failed submission keeps every value. A store factory, so all of it
// is tested without React; the island only renders the state and calls the actions.
import { atom, type ReadableAtom } from 'nanostores';
import {
  createPathfinderSchemas,
  pathfinderFieldErrors,
  PATHFINDER_STEP_0_FIELDS,
  PATHFINDER_STEP_1_FIELDS,
  type PathfinderField,
} from '#/domain/pathfinder.ts';
import { pathfinderFieldMessages } from '#/domain/pathfinder.messages.ts';
import type { Locale } from '#/i18n/locales.ts';
import type { PathfinderSender } from '#/lib/pathfinder-client.ts';
import { pathfinderClientMessages } from '#/lib/pathfinder-client.messages.ts';

export type PathfinderStep = 0 | 1;

/** The visible fields, as typed (the time zone is not typed: it comes from the browser). */
export type PathfinderValues = Record<Exclude<PathfinderField, 'timezone'>, string>;
export type PathfinderErrors = Partial<Record<PathfinderField, string>>;

export const EMPTY_PATHFINDER_VALUES: PathfinderValues = {
  name: '',
  email: '',
  phone: '',
  teamSize: '',
  timeline: '',
  duration: '',
  date: '',
  time: '',
  painPoints: '',
};

export interface PathfinderFormState {
  step: PathfinderStep;
  values: PathfinderValues;
  errors: PathfinderErrors;
  /** `sending` while the request is on its way; `leaving` once stored, while the booking page loads. */
  status: 'editing' | 'sending' | 'leaving';
  /** A message about the submission as a whole (network failure, throttling), shown in an alert. */
  formError: string | null;
  /** The booking page, once the request is stored (shown as a link too, in case the visitor comes back). */
  redirect: string | null;
  /** Counts refused moves, so the island can focus the first invalid field every time. */
  refusals: number;
}

export interface PathfinderEnvironment {
  send: PathfinderSender;
  /** Goes to the booking page. */
  navigate(url: string): void;
  /** The browser's IANA time zone. */
  timeZone(): string;
  now?: () => Date;
  /** The language of the messages (the page's); English when not given. */
  locale?: Locale;
}

export interface PathfinderForm {
  $state: ReadableAtom<PathfinderFormState>;
  setField(field: keyof PathfinderValues, value: string): void;
  /** Enter or the main button: Continue on step 0, Submit on step 1. */
  advance(): Promise<void>;
  back(): void;
}

const STEP_OF: Record<PathfinderField, PathfinderStep> = {
  name: 0,
  email: 0,
  phone: 0,
  teamSize: 0,
  timeline: 1,
  duration: 1,
  date: 1,
  time: 1,
  painPoints: 1,
  timezone: 1,
};

/** The fields in the order they appear, for choosing which to focus. */
export const PATHFINDER_FIELD_ORDER: readonly PathfinderField[] = [...PATHFINDER_STEP_0_FIELDS, ...PATHFINDER_STEP_1_FIELDS, 'timezone'];

/** The first field with a message, in the order they appear. */
export function firstInvalidField(errors: PathfinderErrors): PathfinderField | null {
  return PATHFINDER_FIELD_ORDER.find((field) => errors[field] !== undefined) ?? null;
}

export function createPathfinderForm(env: PathfinderEnvironment): PathfinderForm {
  const locale = env.locale ?? 'en';
  const schemas = createPathfinderSchemas(pathfinderFieldMessages(locale), env.now);
  const $state = atom<PathfinderFormState>({
    step: 0,
    values: EMPTY_PATHFINDER_VALUES,
    errors: {},
    status: 'editing',
    formError: null,
    redirect: null,
    refusals: 0,
  });
  const update = (change: Partial<PathfinderFormState>) => $state.set({ ...$state.get(), ...change });
  const refuse = (errors: PathfinderErrors, step: PathfinderStep) =>
    update({ errors, step, status: 'editing', refusals: $state.get().refusals + 1 });

  async function submit(): Promise<void> {
    const { values } = $state.get();
    const step1 = schemas.step1.safeParse({ ...values, timezone: env.timeZone() });
    if (!step1.success) return refuse(pathfinderFieldErrors(step1.error), 1);
    const whole = schemas.request.safeParse({ ...values, timezone: env.timeZone() });
    if (!whole.success) {
      const errors = pathfinderFieldErrors(whole.error);
      return refuse(errors, STEP_OF[firstInvalidField(errors) ?? 'name']);
    }

    update({ status: 'sending', formError: null });
    const outcome = await env.send(whole.data);
    switch (outcome.kind) {
      case 'stored':
        update({ status: 'leaving', redirect: outcome.redirect });
        env.navigate(outcome.redirect);
        return;
      case 'invalid':
        return refuse(outcome.errors, STEP_OF[firstInvalidField(outcome.errors) ?? 'name']);
      case 'refused':
        update({ status: 'editing', formError: outcome.message });
        return;
      case 'failed':
        update({ status: 'editing', formError: pathfinderClientMessages(locale).failed });
        return;
    }
  }

  return {
    $state,
    setField(field, value) {
      const { values, errors } = $state.get();
      const { [field]: _cleared, ...rest } = errors;
      update({ values: { ...values, [field]: value }, errors: rest });
    },
    async advance() {
      const { step, status, values } = $state.get();
      if (status !== 'editing') return; // a second Enter while sending must not send twice
      if (step === 1) return submit();
      const parsed = schemas.step0.safeParse(values);
      if (parsed.success) update({ step: 1, errors: {} });
      else refuse(pathfinderFieldErrors(parsed.error), 0);
    },
    back() {
      const { step, status } = $state.get();
      if (step === 1 && status === 'editing') update({ step: 0, errors: {} });
    },
  };
}
