// The pathfinder session form (rules 37, 39, 40): two steps, messages next to the fields, Enter advances or
// submits, Back allowed. The rules live in the store (stores/pathfinder-form.ts); this only renders it.
// The time zone and "today" come from the browser after hydration (the page is prerendered on a server
// that knows neither), so nothing rendered on the server depends on them. Its words are in the page's
// language (pathfinder-form.messages.ts; the field messages are the schema's, in the same language).
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
import { createPathfinderSender, redirectInLocale } from '#/lib/pathfinder-client.ts';
import { createPathfinderForm, firstInvalidField, type PathfinderValues } from '#/stores/pathfinder-form.ts';
import ErrorBoundary from '../ui/ErrorBoundary.tsx';
import Field from '../ui/Field.tsx';
import { pathfinderFormMessages } from './pathfinder-form.messages.ts';

type Words = ReturnType<typeof pathfinderFormMessages>;
const TIMELINE_KEYS = { asap: 'asap', 'within-1-month': 'withinMonth', '1-3-months': 'oneToThree', '3-6-months': 'threeToSix', exploring: 'exploring' } as const;

function durationLabel(value: (typeof PATHFINDER_DURATIONS)[number]['value'], t: Words): string {
  return value === 'not-sure' ? t.notSure : t.months({ count: Number.parseInt(value, 10) });
}

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

function PathfinderFormFields({ locale }: { locale: Locale }) {
  const t = pathfinderFormMessages(locale);
  const [form] = useState(() => {
    const send = createPathfinderSender((payload) => actions.pathfinder.request(payload));
    return createPathfinderForm({
      // Our own "request received" page in this page's language.
      send: async (payload) => {
        const outcome = await send(payload);
        return outcome.kind === 'stored' ? { ...outcome, redirect: redirectInLocale(outcome.redirect, locale, location.href) } : outcome;
      },
      navigate: (url) => window.location.assign(url),
      timeZone: browserTimeZone,
      locale,
    });
  });
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
      aria-label={t.formLabel}
      className="card text-left"
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void form.advance();
      }}
    >
      <p className="text-sm font-semibold text-brand-700">{t.stepOf({ step: step + 1, total: 2 })}</p>
      {step === 0 ? (
        <fieldset>
          <legend className="mb-4 text-xl font-bold">{t.aboutYou}</legend>
          <Field id={idOf('name')} label={t.name} error={errors.name}>
            {(control) => (
              <input {...control} className="field-input" autoComplete="name" maxLength={120} value={values.name} onChange={set('name')} />
            )}
          </Field>
          <Field id={idOf('email')} label={t.email} error={errors.email}>
            {(control) => (
              <input {...control} className="field-input" type="email" autoComplete="email" maxLength={254} value={values.email} onChange={set('email')} />
            )}
          </Field>
          <Field id={idOf('phone')} label={t.phone} hint={t.phoneHint} error={errors.phone}>
            {(control) => (
              <input {...control} className="field-input" type="tel" autoComplete="tel" maxLength={40} value={values.phone} onChange={set('phone')} />
            )}
          </Field>
          <Field id={idOf('teamSize')} label={t.teamSize} hint={t.teamSizeHint} error={errors.teamSize}>
            {(control) => (
              <input {...control} className="field-input" type="number" inputMode="numeric" min={4} step={1} value={values.teamSize} onChange={set('teamSize')} />
            )}
          </Field>
        </fieldset>
      ) : (
        <fieldset>
          <legend className="mb-4 text-xl font-bold">{t.programme}</legend>
          <Field id={idOf('timeline')} label={t.timeline} error={errors.timeline}>
            {(control) => (
              <select {...control} className="field-input" value={values.timeline} onChange={set('timeline')}>
                <option value="">{t.chooseTimeline}</option>
                {PATHFINDER_TIMELINES.map((option) => (
                  <option key={option.value} value={option.value}>{t[TIMELINE_KEYS[option.value]]}</option>
                ))}
              </select>
            )}
          </Field>
          <Field id={idOf('duration')} label={t.duration} error={errors.duration}>
            {(control) => (
              <select {...control} className="field-input" value={values.duration} onChange={set('duration')}>
                <option value="">{t.chooseDuration}</option>
                {PATHFINDER_DURATIONS.map((option) => (
                  <option key={option.value} value={option.value}>{durationLabel(option.value, t)}</option>
                ))}
              </select>
            )}
          </Field>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field id={idOf('date')} label={t.date} error={errors.date}>
              {(control) => (
                <input {...control} className="field-input" type="date" min={clock?.today} value={values.date} onChange={set('date')} />
              )}
            </Field>
            <Field
              id={idOf('time')}
              label={t.time}
              hint={clock ? t.timeHintZone({ zone: timeZoneLabel(clock.zone) }) : t.timeHint}
              error={errors.time ?? errors.timezone}
            >
              {(control) => (
                <select {...control} className="field-input" value={values.time} onChange={set('time')}>
                  <option value="">{t.chooseTime}</option>
                  {APPOINTMENT_SLOTS.map((slot) => (
                    <option key={slot} value={slot}>{slotLabel(slot, locale)}</option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field id={idOf('painPoints')} label={t.painPoints} error={errors.painPoints}>
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
          {t.requestIn} <a className="underline" href={state.redirect}>{t.continueToBooking}</a>
        </p>
      ) : null}

      <div className="flex flex-wrap justify-end gap-3">
        {step === 1 ? (
          <button type="button" className="btn-secondary" disabled={busy} onClick={() => form.back()}>
            {t.back}
          </button>
        ) : null}
        {/* Disabled until hydrated: before that, a submit would post the visitor's details into the URL. */}
        <button type="submit" className="btn-primary" disabled={busy || clock === null}>
          {step === 0 ? t.continue : status === 'editing' ? t.request : t.sending}
        </button>
      </div>
    </form>
  );
}

export default function PathfinderForm({ locale = 'en' }: { locale?: Locale }) {
  return (
    <ErrorBoundary fallback={<p role="alert" className="text-sm text-danger">{pathfinderFormMessages(locale).failed}</p>}>
      <PathfinderFormFields locale={locale} />
    </ErrorBoundary>
  );
}
