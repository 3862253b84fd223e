// The test provider's card form as a PaymentMethod for the checkout store: the card is checked in the browser
// first (Stripe's rules and words, so nothing is created for a mistyped card), then confirmed by the server's
// Action, whose answers (or lack of one) become outcomes the form shows. Nothing here throws.
import { checkCard, type CardField, type CardInput } from '#/domain/test-cards.ts';
import type { ConfirmOutcome, PaymentMethod } from '#/stores/checkout.ts';
import { networkFailedMessage, type ActionCallResult } from './action-form.ts';

type Confirmation = { status: 'succeeded' } | { status: 'requires_action' } | { status: 'failed'; message: string };

export interface TestCardCalls {
  confirmTestCard(input: CardInput & { clientSecret: string }): Promise<ActionCallResult<Confirmation>>;
  answerConfirmationStep(input: { clientSecret: string; approve: boolean }): Promise<ActionCallResult<Confirmation>>;
}

const CARD_FIELDS: readonly CardField[] = ['number', 'expiry', 'cvc'];

function outcomeOf(result: ActionCallResult<Confirmation> | null): ConfirmOutcome {
  if (result === null) return { status: 'failed', message: networkFailedMessage() };
  if (!result.error) return result.data;
  const fields: Partial<Record<CardField, string>> = {};
  for (const field of CARD_FIELDS) {
    const message = result.error.fields?.[field]?.[0];
    if (message) fields[field] = message;
  }
  if (Object.keys(fields).length > 0) return { status: 'invalid', fields };
  return { status: 'failed', message: result.error.message || 'The payment could not be confirmed.' };
}

async function settle(call: () => Promise<ActionCallResult<Confirmation>>): Promise<ConfirmOutcome> {
  try {
    return outcomeOf(await call());
  } catch {
    return outcomeOf(null);
  }
}

/** The form's PaymentMethod; `card()` reads what is typed now, `now()` is the browser's clock. */
export function testCardMethod(calls: TestCardCalls, card: () => CardInput, now: () => Date = () => new Date()): PaymentMethod {
  return {
    async check() {
      const checked = checkCard(card(), now());
      return checked.ok ? null : { status: 'invalid', fields: checked.fields };
    },
    confirm: (clientSecret) => settle(() => calls.confirmTestCard({ clientSecret, ...card() })),
    authenticate: (clientSecret, approve) => settle(() => calls.answerConfirmationStep({ clientSecret, approve })),
  };
}
