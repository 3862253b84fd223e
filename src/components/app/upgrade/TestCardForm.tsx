// The embedded test provider's card form (rule 33): clearly labelled "Test mode: no money moves", it takes
// Stripe's test cards, shows each card message next to its field, and shows the confirmation step a card
// like 4000 0025 0000 3155 asks for. Card numbers go to our server only to pick the test outcome.
import { actions } from 'astro:actions';
import { useEffect, useRef, useState, type SubmitEvent, type RefObject } from 'react';
import type { CardField, CardInput } from '#/domain/test-cards.ts';
import { testCardMethod, type TestCardCalls } from '#/lib/test-card-method.ts';
import type { Checkout, CheckoutState } from '#/stores/checkout.ts';
import type { Locale } from '#/i18n/locales.ts';
import Field from '../../ui/Field.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { paymentTextIn, upgradeMessages } from './upgrade.messages.ts';

interface Props {
  checkout: Checkout;
  state: CheckoutState;
  busy: boolean;
  priceLabel: string;
  locale: Locale;
}

// The fields' words are in upgrade.messages.ts, in the reader's language.
const FIELDS: readonly { name: CardField; autoComplete: string; placeholder: string }[] = [
  { name: 'number', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
  { name: 'expiry', autoComplete: 'cc-exp', placeholder: 'MM / YY' },
  { name: 'cvc', autoComplete: 'cc-csc', placeholder: '123' },
];

const CALLS: TestCardCalls = {
  confirmTestCard: (input) => actions.payments.confirmTestCard(input),
  answerConfirmationStep: (input) => actions.payments.answerConfirmationStep(input),
};

export default function TestCardForm({ checkout, state, busy, priceLabel, locale }: Props) {
  const t = upgradeMessages(locale);
  const words: Record<CardField, { label: string; placeholder?: string; hint?: string }> = {
    number: { label: t.cardNumber },
    expiry: { label: t.expiry, placeholder: t.expiryPlaceholder, hint: t.expiryHint },
    cvc: { label: t.cvc },
  };
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  // Made afresh at each render, so it always sends the card as typed now.
  const method = testCardMethod(CALLS, () => card);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});
  // Pay is disabled until the script runs: before that, the browser would submit the form itself, a GET that puts
  // the card in the address (history, logs, the Referer header). The fields have no name for the same reason.
  const hydrated = useHydrated();

  // A refused card puts focus on its first wrong field; the confirmation step gets focus when it appears.
  useEffect(() => {
    const first = FIELDS.find((field) => state.fieldErrors[field.name]);
    if (first) inputs.current[first.name]?.focus();
  }, [state.fieldErrors]);
  useEffect(() => {
    if (state.phase === 'authenticating') stepHeading.current?.focus();
  }, [state.phase]);

  // The step stays on screen (its buttons disabled) while its answer is on its way.
  if (state.phase === 'authenticating' || (state.afterStep && busy)) {
    const answer = (approve: boolean) => void checkout.authenticate(method, approve);
    return <ConfirmationStep heading={stepHeading} busy={state.phase !== 'authenticating'} priceLabel={priceLabel} onAnswer={answer} locale={locale} />;
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void checkout.pay(method);
  }

  return (
    <form className="mt-3" noValidate onSubmit={submit} aria-describedby="test-mode-note">
      <div id="test-mode-note" className="mb-4 rounded-md border-2 border-dashed border-accent-400 bg-accent-300/20 p-3 text-sm">
        <p className="font-bold">{t.testMode}</p>
        <p className="mt-1">{t.testCards}</p>
      </div>
      {FIELDS.map(({ name, autoComplete, placeholder }) => (
        <Field key={name} id={`card-${name}`} label={words[name].label} hint={words[name].hint} error={state.fieldErrors[name] === undefined ? undefined : paymentTextIn(state.fieldErrors[name], locale)}>
          {(control) => (
            <input
              {...control}
              ref={(element) => {
                inputs.current[name] = element;
              }}
              className="field-input"
              inputMode="numeric"
              autoComplete={autoComplete}
              placeholder={words[name].placeholder ?? placeholder}
              value={card[name]}
              disabled={busy}
              onChange={(event) => {
                setCard({ ...card, [name]: event.target.value });
                checkout.editField(name);
              }}
            />
          )}
        </Field>
      ))}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy || !hydrated}>
        {busy ? t.paying : t.pay({ price: priceLabel })}
      </button>
    </form>
  );
}

function ConfirmationStep({
  heading,
  busy,
  priceLabel,
  onAnswer,
  locale,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  priceLabel: string;
  onAnswer: (approve: boolean) => void;
  locale: Locale;
}) {
  const t = upgradeMessages(locale);
  return (
    <section className="mt-3 rounded-md border border-brand-600 p-4" aria-labelledby="confirm-step-heading">
      <h3 id="confirm-step-heading" ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t.confirmHeading}
      </h3>
      <p className="mt-2">{t.confirmLead({ price: priceLabel })}</p>
      <p className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => onAnswer(true)}>
          {t.confirmPayment}
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => onAnswer(false)}>
          {t.cancel}
        </button>
      </p>
    </section>
  );
}
