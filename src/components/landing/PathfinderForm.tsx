// The pathfinder session form (rules 37, 39, 40): two steps, messages next to the fields, Enter advances or
// submits, Back allowed. The rules live in the store (stores/pathfinder-form.ts); this only renders it.
// The time zone and "today" come from the browser after hydration (the page is prerendered on a server
// that knows neither), so nothing rendered on the server depends on them.
import type { Locale } from '#/i18n/locales.ts';
import { actions } from 'astro:actions';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { noSubscription } from '../ui/use-hydrated.ts';
import {
  APPOINTMENT_SLOTS,
  PATHFINDER_DURATIONS,
  PATHFINDER_TIMELINES,
  slotLabel,
  type PathfinderField,
} from '#/domain/pathfinder.ts';
import { localDateTime, timeZoneLabel } from '#/domain/time-zones.ts';
import { createPathfinderSender } from '#/lib/pathfinder-client.ts';
import { createPathfinderForm, firstInvalidField, type PathfinderValues } from '#/stores/pathfinder-form.ts';
import ErrorBoundary from '../ui/ErrorBoundary.tsx';
import Field from '../ui/Field.tsx';

const ID = 'pathfinder';
const idOf = (field: PathfinderField) => `${ID}-${field}`;

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The browser's zone and today, or null while hydrating (the server snapshot). */
function useBrowserClock(): { zone: string; today: string } | null {
  const zone = useSyncExternalStore(noSubscription, browserTimeZone, () => null);
  const today = useSyncExternalStore(
    noSubscription,
    () => localDateTime(browserTimeZone(), new Date()).date,
    () => null,
  );
  return zone && today ? { zone, today } : null;
}

function PathfinderFormFields() {
  const [form] = useState(() =>
    createPathfinderForm({
      send: createPathfinderSender((payload) => actions.pathfinder.request(payload)),
      navigate: (url) => window.location.assign(url),
      timeZone: browserTimeZone,
    }),
  );
  const state = useStore(form.$state);
  const clock = useBrowserClock();
  const { step, values, errors, status, formError } = state;
  const busy = status !== 'editing';

  // Each refused move puts focus on the first field with a message.
  const refusals = useRef(state.refusals);
  useEffect(() => {
    if (state.refusals === refusals.current) return;
    refusals.current = state.refusals;
    const first = firstInvalidField(state.errors);
    if (first) document.getElementById(idOf(first === 'timezone' ? 'time' : first))?.focus();
  }, [state.refusals, state.errors]);

  // A step change puts focus on the new step's first field (not on the first render).
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    document.getElementById(idOf(step === 0 ? 'name' : 'timeline'))?.focus();
  }, [step]);

  const set = (field: keyof PathfinderValues) => (event: { currentTarget: { value: string } }) =>
    form.setField(field, event.currentTarget.value);

  // Enter advances or submits from any field but the multi-line one (rule 40); selects included.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLButtonElement) return;
    event.preventDefault();
    void form.advance();
  };

  return (
    <form
      noValidate
      aria-label="Request a pathfinder session"
      className="card text-left"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void form.advance();
      }}
    >
      <p className="text-sm font-semibold text-brand-700">Step {step + 1} of 2</p>
      {step === 0 ? (
        <fieldset>
          <legend className="mb-4 text-xl font-bold">About you and your team</legend>
          <Field id={idOf('name')} label="Name" error={errors.name}>
            {(control) => (
              <input {...control} className="field-input" autoComplete="name" maxLength={120} value={values.name} onChange={set('name')} />
            )}
          </Field>
          <Field id={idOf('email')} label="Email" error={errors.email}>
            {(control) => (
              <input {...control} className="field-input" type="email" autoComplete="email" maxLength={254} value={values.email} onChange={set('email')} />
            )}
          </Field>
          <Field id={idOf('phone')} label="Phone (optional)" hint="With your country code, if we should call you." error={errors.phone}>
            {(control) => (
              <input {...control} className="field-input" type="tel" autoComplete="tel" maxLength={40} value={values.phone} onChange={set('phone')} />
            )}
          </Field>
          <Field id={idOf('teamSize')} label="Team size" hint="How many people you lead or want to train (at least 4)." error={errors.teamSize}>
            {(control) => (
              <input {...control} className="field-input" type="number" inputMode="numeric" min={4} step={1} value={values.teamSize} onChange={set('teamSize')} />
            )}
          </Field>
        </fieldset>
      ) : (
        <fieldset>
          <legend className="mb-4 text-xl font-bold">Your programme</legend>
          <Field id={idOf('timeline')} label="When would you like to start?" error={errors.timeline}>
            {(control) => (
              <select {...control} className="field-input" value={values.timeline} onChange={set('timeline')}>
                <option value="">Choose a timeline</option>
                {PATHFINDER_TIMELINES.map((option) => (
                  <option key={option.value} value={option.value}>{option.label}</option>
                ))}
              </select>
            )}
          </Field>
          <Field id={idOf('duration')} label="Programme duration" error={errors.duration}>
            {(control) => (
              <select {...control} className="field-input" value={values.duration} onChange={set('duration')}>
                <option value="">Choose a duration</option>
                {PATHFINDER_DURATIONS.map((option) => (
                  <option key={option.value} value={option.value}>{option.label}</option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field id={idOf('date')} label="Session date" error={errors.date}>
              {(control) => (
                <input {...control} className="field-input" type="date" min={clock?.today} value={values.date} onChange={set('date')} />
              )}
            </Field>
            <Field
              id={idOf('time')}
              label="Session time"
              hint={clock ? `30 minutes, in your time zone: ${timeZoneLabel(clock.zone)}` : '30 minutes, in your time zone'}
              error={errors.time ?? errors.timezone}
            >
              {(control) => (
                <select {...control} className="field-input" value={values.time} onChange={set('time')}>
                  <option value="">Choose a time</option>
                  {APPOINTMENT_SLOTS.map((slot) => (
                    <option key={slot} value={slot}>{slotLabel(slot)}</option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field id={idOf('painPoints')} label="What would you like to solve? (optional)" error={errors.painPoints}>
            {(control) => (
              <textarea {...control} className="field-input" rows={4} maxLength={2000} value={values.painPoints} onChange={set('painPoints')} />
            )}
          </Field>
        </fieldset>
      )}

      <div role="alert" className="mb-4 rounded-md border border-danger bg-danger-50 px-4 py-3 text-sm font-medium text-danger empty:hidden">
        {formError}
      </div>

      {state.redirect ? (
        <p role="status" className="mb-4 rounded-md bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">
          Your request is in. Taking you to the booking page… <a className="underline" href={state.redirect}>Continue to booking</a>
        </p>
      ) : null}

      <div className="flex flex-wrap justify-end gap-3">
        {step === 1 ? (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => form.back()}>
            Back
          </button>
        ) : null}
        {/* Disabled until hydrated: before that, a submit would post the visitor's details into the URL. */}
        <button type="submit" className="btn-primary" disabled={busy || clock === null}>
          {step === 0 ? 'Continue' : status === 'editing' ? 'Request my session' : 'Sending…'}
        </button>
      </div>
    </form>
  );
}

export default function PathfinderForm(_props: { locale?: Locale }) {
  return (
    <ErrorBoundary>
      <PathfinderFormFields />
    </ErrorBoundary>
  );
}
