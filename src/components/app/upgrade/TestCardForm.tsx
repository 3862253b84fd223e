// The embedded test provider's card form (rule 33): clearly labelled "Test mode: no money moves", it takes
// Stripe's test cards, shows each card message next to its field, and shows the confirmation step a card
// like 4000 0025 0000 3155 asks for. Card numbers go to our server only to pick the test outcome.
import { actions } from 'astro:actions';
import { useEffect, useRef, useState, type SubmitEvent, type RefObject } from 'react';
import type { CardField, CardInput } from '#/domain/test-cards.ts';
import { testCardMethod, type TestCardCalls } from '#/lib/test-card-method.ts';
import type { Checkout, CheckoutState } from '#/stores/checkout.ts';
import Field from '../../ui/Field.tsx';

interface Props {
  checkout: Checkout;
  state: CheckoutState;
  busy: boolean;
  priceLabel: string;
}

const FIELDS: readonly { name: CardField; label: string; autoComplete: string; placeholder: string; hint?: string }[] = [
  { name: 'number', label: 'Card number', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' },
  { name: 'expiry', label: 'Expiry date', autoComplete: 'cc-exp', placeholder: 'MM / YY', hint: 'Month and year, e.g. 12 / 30.' },
  { name: 'cvc', label: 'Security code (CVC)', autoComplete: 'cc-csc', placeholder: '123' },
];

const CALLS: TestCardCalls = {
  confirmTestCard: (input) => actions.payments.confirmTestCard(input),
  answerConfirmationStep: (input) => actions.payments.answerConfirmationStep(input),
};

export default function TestCardForm({ checkout, state, busy, priceLabel }: Props) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  // Made afresh at each render, so it always sends the card as typed now.
  const method = testCardMethod(CALLS, () => card);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

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
    return <ConfirmationStep heading={stepHeading} busy={state.phase !== 'authenticating'} priceLabel={priceLabel} onAnswer={answer} />;
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void checkout.pay(method);
  }

  return (
    <form className="mt-3" noValidate onSubmit={submit} aria-describedby="test-mode-note">
      <div id="test-mode-note" className="mb-4 rounded-md border-2 border-dashed border-accent-400 bg-accent-300/20 p-3 text-sm">
        <p className="font-bold">Test mode: no money moves</p>
        <p className="mt-1">
          Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks you to confirm the
          payment. Any future expiry date and any three digits. Real cards are refused.
        </p>
      </div>
      {FIELDS.map(({ name, label, autoComplete, placeholder, hint }) => (
        <Field key={name} id={`card-${name}`} label={label} hint={hint} error={state.fieldErrors[name]}>
          {(control) => (
            <input
              {...control}
              ref={(element) => {
                inputs.current[name] = element;
              }}
              name={name}
              className="field-input"
              inputMode="numeric"
              autoComplete={autoComplete}
              placeholder={placeholder}
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
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? 'Paying…' : `Pay ${priceLabel}`}
      </button>
    </form>
  );
}

function ConfirmationStep({
  heading,
  busy,
  priceLabel,
  onAnswer,
}: {
  heading: RefObject<HTMLHeadingElement | null>;
  busy: boolean;
  priceLabel: string;
  onAnswer: (approve: boolean) => void;
}) {
  return (
    <section className="mt-3 rounded-md border border-brand-600 p-4" aria-labelledby="confirm-step-heading">
      <h3 id="confirm-step-heading" ref={heading} tabIndex={-1} className="text-lg font-bold">
        Confirm this payment
      </h3>
      <p className="mt-2">
        Your card asks you to confirm the payment of {priceLabel}. In test mode this stands in for your bank's check (3-D Secure); no bank is
        contacted.
      </p>
      <p className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={busy} onClick={() => onAnswer(true)}>
          Confirm payment
        </button>
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => onAnswer(false)}>
          Cancel
        </button>
      </p>
    </section>
  );
}
