// The upgrade page's payment flow (rules 3, 4, 33, 42, 43): check the card, create the intent
// (create-payment-intent), confirm it with the card (the test provider's Action, or Stripe.js), answer a
// confirmation step if the card asks for one, then complete it (process-payment). A store factory, so the
// whole flow is tested without React; the island renders the state and calls the actions. A second click on
// Pay while a payment is on its way does nothing, so one click is one payment.
import { atom, type ReadableAtom } from 'nanostores';
import { CallableError } from '#/domain/callable-errors.ts';
import { MISSING_CLIENT_SECRET_MESSAGE, PAYMENT_COMPLETION_FAILED_MESSAGE, PAYMENT_INIT_FAILED_MESSAGE } from '#/domain/payment-messages.ts';
import type { CardField } from '#/domain/test-cards.ts';

/** Where the payment stands; the island shows one thing per phase. */
export type CheckoutPhase =
  /** The card form, ready for Pay. */
  | 'ready'
  /** Asking the server for a payment intent. */
  | 'starting'
  /** The card is being charged. */
  | 'confirming'
  /** The card asks the payer to confirm the payment (4000 0025 0000 3155 in test mode). */
  | 'authenticating'
  /** The charge went through; the server is switching membership on. */
  | 'completing'
  /** Charged, but completing failed: the payer can try completing again (never paying again). */
  | 'completion-failed'
  /** The provider is still processing; the webhook will finish it. */
  | 'processing'
  /** Done: a paid member. */
  | 'paid';

/** What confirming a card (or its confirmation step) came to. */
export type ConfirmOutcome =
  | { readonly status: 'succeeded' | 'requires_action' | 'processing' }
  /** Refused: declined, or a step the payer did not confirm, with the provider's words. */
  | { readonly status: 'failed'; readonly message: string }
  /** The card details are wrong, per field. */
  | { readonly status: 'invalid'; readonly fields: Partial<Record<CardField, string>> };

/** The card form of one provider: the test provider's own fields, or Stripe's Payment Element. */
export interface PaymentMethod {
  /** Checks the card before anything is created; null when it may be charged. */
  check(): Promise<ConfirmOutcome | null>;
  confirm(clientSecret: string): Promise<ConfirmOutcome>;
  /** Answers the confirmation step (test provider; Stripe.js shows its own). */
  authenticate?(clientSecret: string, approve: boolean): Promise<ConfirmOutcome>;
}

export interface CheckoutEnvironment {
  /** The signed-in person, sent as `userId` to process-payment (the server checks it is the caller). */
  readonly userId: string;
  /** create-payment-intent through the callable client. */
  createIntent(): Promise<unknown>;
  /** process-payment through the callable client. */
  processPayment(input: { paymentIntentId: string; userId: string }): Promise<{ status?: unknown; membershipStatus?: unknown }>;
  /** Told once the person is a paid member (the header and the menu change at once). */
  onPaid(): void;
}

export interface CheckoutState {
  phase: CheckoutPhase;
  /** One of the two product messages (or a refusal such as a declined card), shown in an alert. */
  error: string | null;
  /** The server's own words under the message, when it said more (e.g. "You are already a paid member."). */
  detail: string | null;
  fieldErrors: Partial<Record<CardField, string>>;
  /** The payment is going on from the confirmation step (the form keeps that step on screen meanwhile). */
  afterStep: boolean;
}

export interface Checkout {
  $state: ReadableAtom<CheckoutState>;
  /** The Pay button. */
  pay(method: PaymentMethod): Promise<void>;
  /** The confirmation step's buttons. */
  authenticate(method: PaymentMethod, approve: boolean): Promise<void>;
  /** "Try again" after the charge went through but completing failed. */
  retryCompletion(): Promise<void>;
  /** Completes a payment confirmed away from this page (Stripe's return from a bank's page carries its secret). */
  resume(clientSecret: string): Promise<void>;
  /** Clears a field's message when the payer edits it. */
  editField(field: CardField): void;
}

/** The intent id inside a client secret (`<id>_secret_<random>`), or null. */
export function intentIdOf(clientSecret: string): string | null {
  const at = clientSecret.indexOf('_secret_');
  return at > 0 ? clientSecret.slice(0, at) : null;
}

/** The client secret of create-payment-intent's answer; the invalid-response error when it has none (rule 42). */
export function clientSecretOf(answer: unknown): string {
  const secret = typeof answer === 'object' && answer !== null ? (answer as { clientSecret?: unknown }).clientSecret : undefined;
  if (typeof secret !== 'string' || intentIdOf(secret) === null) throw new CallableError('internal', MISSING_CLIENT_SECRET_MESSAGE);
  return secret;
}

function wordsOf(error: unknown): string | null {
  return error instanceof Error && error.message !== '' && error.message !== 'internal' ? error.message : null;
}

export function createCheckout(env: CheckoutEnvironment): Checkout {
  const $state = atom<CheckoutState>({ phase: 'ready', error: null, detail: null, fieldErrors: {}, afterStep: false });
  const update = (change: Partial<CheckoutState>) => $state.set({ ...$state.get(), ...change });
  let clientSecret: string | null = null;

  async function complete(): Promise<void> {
    const id = clientSecret === null ? null : intentIdOf(clientSecret);
    if (id === null) return;
    update({ phase: 'completing', error: null, detail: null });
    try {
      const answer = await env.processPayment({ paymentIntentId: id, userId: env.userId });
      if (answer.status === 'processing') return update({ phase: 'processing' });
      if (answer.membershipStatus !== 'paid') throw new Error('The payment was not completed.');
      update({ phase: 'paid' });
      env.onPaid();
    } catch (error) {
      update({ phase: 'completion-failed', error: PAYMENT_COMPLETION_FAILED_MESSAGE, detail: wordsOf(error) });
    }
  }

  async function follow(outcome: ConfirmOutcome): Promise<void> {
    switch (outcome.status) {
      case 'succeeded':
        return complete();
      case 'requires_action':
        return update({ phase: 'authenticating' });
      case 'processing':
        return update({ phase: 'processing' });
      case 'failed':
        return update({ phase: 'ready', error: outcome.message });
      case 'invalid':
        return update({ phase: 'ready', fieldErrors: outcome.fields });
    }
  }

  async function confirmWith(step: () => Promise<ConfirmOutcome>): Promise<void> {
    update({ phase: 'confirming' });
    let outcome: ConfirmOutcome;
    try {
      outcome = await step();
    } catch (error) {
      return update({ phase: 'ready', error: wordsOf(error) ?? 'The payment could not be confirmed. Nothing was charged; please try again.' });
    }
    return follow(outcome);
  }

  return {
    $state,

    async pay(method) {
      if ($state.get().phase !== 'ready') return;
      update({ phase: 'starting', error: null, detail: null, fieldErrors: {}, afterStep: false });
      const problem = await method.check();
      if (problem !== null) return follow(problem);
      try {
        clientSecret = clientSecretOf(await env.createIntent());
      } catch (error) {
        return update({ phase: 'ready', error: PAYMENT_INIT_FAILED_MESSAGE, detail: wordsOf(error) });
      }
      const secret = clientSecret;
      return confirmWith(() => method.confirm(secret));
    },

    async authenticate(method, approve) {
      const secret = clientSecret;
      if ($state.get().phase !== 'authenticating' || secret === null || !method.authenticate) return;
      const answer = method.authenticate;
      update({ afterStep: true });
      return confirmWith(() => answer(secret, approve));
    },

    async retryCompletion() {
      if ($state.get().phase === 'completion-failed') return complete();
    },

    async resume(secret) {
      if ($state.get().phase !== 'ready' || intentIdOf(secret) === null) return;
      clientSecret = secret;
      return complete();
    },

    editField(field) {
      const { [field]: _cleared, ...rest } = $state.get().fieldErrors;
      update({ fieldErrors: rest });
    },
  };
}
