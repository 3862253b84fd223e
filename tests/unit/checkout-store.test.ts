// The upgrade page's payment flow (rules 4, 33, 42, 43), as a store tested without React: the two product
// messages, the missing client secret, a double click, a declined card then a good one, the confirmation
// step, a payment still processing, and completing again after a failure without paying again.
import { describe, expect, it, vi } from 'vitest';
import { CallableError } from '#/domain/callable-errors.ts';
import { PAYMENT_COMPLETION_FAILED_MESSAGE, PAYMENT_INIT_FAILED_MESSAGE } from '#/domain/payment-messages.ts';
import { clientSecretOf, createCheckout, type CheckoutEnvironment, type ConfirmOutcome, type PaymentMethod } from '#/stores/checkout.ts';
import { testCardMethod, type TestCardCalls } from '#/lib/test-card-method.ts';

const SECRET = 'pi_test_abc_secret_xyz';

function environment(overrides: Partial<CheckoutEnvironment> = {}) {
  return {
    userId: 'u1',
    createIntent: vi.fn(async () => ({ clientSecret: SECRET })),
    processPayment: vi.fn(async () => ({ status: 'succeeded', membershipStatus: 'paid' })),
    onPaid: vi.fn(),
    ...overrides,
  } satisfies CheckoutEnvironment;
}

function method(...outcomes: ConfirmOutcome[]): PaymentMethod & { confirm: ReturnType<typeof vi.fn>; authenticate: ReturnType<typeof vi.fn> } {
  const queue = [...outcomes];
  return {
    check: vi.fn(async () => null),
    confirm: vi.fn(async () => queue.shift()!),
    authenticate: vi.fn(async () => queue.shift()!),
  };
}

describe('checkout', () => {
  it('4242…: creates the intent, confirms it, completes it with { paymentIntentId, userId } and becomes paid', async () => {
    const env = environment();
    const checkout = createCheckout(env);
    const card = method({ status: 'succeeded' });
    await checkout.pay(card);
    expect(card.confirm).toHaveBeenCalledWith(SECRET);
    expect(env.processPayment).toHaveBeenCalledWith({ paymentIntentId: 'pi_test_abc', userId: 'u1' });
    expect(checkout.$state.get()).toMatchObject({ phase: 'paid', error: null });
    expect(env.onPaid).toHaveBeenCalledTimes(1);
  });

  it('a double click on Pay is one payment', async () => {
    const env = environment();
    const checkout = createCheckout(env);
    const card = method({ status: 'succeeded' });
    await Promise.all([checkout.pay(card), checkout.pay(card), checkout.pay(card)]);
    expect(env.createIntent).toHaveBeenCalledTimes(1);
    expect(card.confirm).toHaveBeenCalledTimes(1);
    expect(env.processPayment).toHaveBeenCalledTimes(1);
  });

  it("an answer without clientSecret raises the invalid-response error and shows 'Unable to initialize payment…'", async () => {
    expect(() => clientSecretOf({})).toThrow(new CallableError('internal', 'Response is missing clientSecret.'));
    const checkout = createCheckout(environment({ createIntent: async () => ({ secret: 'nope' }) }));
    const card = method();
    await checkout.pay(card);
    expect(checkout.$state.get()).toMatchObject({ phase: 'ready', error: PAYMENT_INIT_FAILED_MESSAGE, detail: 'Response is missing clientSecret.' });
    expect(card.confirm).not.toHaveBeenCalled();
  });

  it("create-payment-intent refused (already paid, provider down): 'Unable to initialize payment…' with the server's words", async () => {
    const checkout = createCheckout(environment({ createIntent: () => Promise.reject(new CallableError('unavailable', 'The payment service cannot be reached right now.')) }));
    await checkout.pay(method());
    expect(checkout.$state.get()).toMatchObject({ error: PAYMENT_INIT_FAILED_MESSAGE, detail: 'The payment service cannot be reached right now.' });
  });

  it("process-payment failing shows 'Failed to process payment completion.' and completing again never pays again", async () => {
    const processPayment = vi.fn().mockRejectedValueOnce(new CallableError('internal', 'internal')).mockResolvedValueOnce({ status: 'succeeded', membershipStatus: 'paid' });
    const env = environment({ processPayment });
    const checkout = createCheckout(env);
    const card = method({ status: 'succeeded' });
    await checkout.pay(card);
    expect(checkout.$state.get()).toMatchObject({ phase: 'completion-failed', error: PAYMENT_COMPLETION_FAILED_MESSAGE, detail: null });
    await checkout.pay(card);
    expect(card.confirm).toHaveBeenCalledTimes(1);
    await checkout.retryCompletion();
    expect(checkout.$state.get().phase).toBe('paid');
    expect(env.createIntent).toHaveBeenCalledTimes(1);
  });

  it('a declined card shows the reason and stays ready; a good card then pays', async () => {
    const env = environment();
    const checkout = createCheckout(env);
    const card = method({ status: 'failed', message: 'Your card was declined.' }, { status: 'succeeded' });
    await checkout.pay(card);
    expect(checkout.$state.get()).toMatchObject({ phase: 'ready', error: 'Your card was declined.' });
    expect(env.processPayment).not.toHaveBeenCalled();
    await checkout.pay(card);
    expect(checkout.$state.get()).toMatchObject({ phase: 'paid', error: null });
  });

  it('a card that asks for confirmation shows the step; confirmed it pays, cancelled it is refused', async () => {
    const checkout = createCheckout(environment());
    const card = method({ status: 'requires_action' }, { status: 'succeeded' });
    await checkout.pay(card);
    expect(checkout.$state.get().phase).toBe('authenticating');
    await checkout.authenticate(card, true);
    expect(card.authenticate).toHaveBeenCalledWith(SECRET, true);
    expect(checkout.$state.get().phase).toBe('paid');

    const refused = createCheckout(environment());
    const other = method({ status: 'requires_action' }, { status: 'failed', message: 'We are unable to authenticate your payment method.' });
    await refused.pay(other);
    await refused.authenticate(other, false);
    expect(refused.$state.get()).toMatchObject({ phase: 'ready', error: 'We are unable to authenticate your payment method.' });
  });

  it('a payment still processing says so and does not claim membership', async () => {
    const env = environment({ processPayment: async () => ({ status: 'processing', membershipStatus: 'free' }) });
    const checkout = createCheckout(env);
    await checkout.pay(method({ status: 'succeeded' }));
    expect(checkout.$state.get().phase).toBe('processing');
    expect(env.onPaid).not.toHaveBeenCalled();
  });

  it('back from a bank page, the payment is completed from the secret in the address', async () => {
    const env = environment();
    const checkout = createCheckout(env);
    await checkout.resume(SECRET);
    expect(env.processPayment).toHaveBeenCalledWith({ paymentIntentId: 'pi_test_abc', userId: 'u1' });
    expect(checkout.$state.get().phase).toBe('paid');
  });
});

describe("the test provider's card form", () => {
  const answered = (data: unknown) => vi.fn(async () => ({ data }) as never);
  const card = { number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

  it('checks the card in the browser first: nothing is created for a mistyped card', async () => {
    const createIntent = vi.fn();
    const checkout = createCheckout(environment({ createIntent }));
    const calls: TestCardCalls = { confirmTestCard: answered({ status: 'succeeded' }), answerConfirmationStep: answered({}) };
    await checkout.pay(testCardMethod(calls, () => ({ number: '4242', expiry: '01/21', cvc: '' })));
    expect(checkout.$state.get().fieldErrors).toEqual({
      number: 'Your card number is invalid.',
      expiry: "Your card's expiration date is in the past.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(createIntent).not.toHaveBeenCalled();
  });

  it("sends the card with the client secret to the Action and reads its answers, field messages and a lost connection", async () => {
    const confirm = vi.fn(async () => ({ data: { status: 'failed', message: 'Your card was declined.' } }) as never);
    const method = testCardMethod({ confirmTestCard: confirm, answerConfirmationStep: answered({}) }, () => card);
    expect(await method.confirm(SECRET)).toEqual({ status: 'failed', message: 'Your card was declined.' });
    expect(confirm).toHaveBeenCalledWith({ clientSecret: SECRET, ...card });
    const fields = testCardMethod(
      { confirmTestCard: async () => ({ error: { message: 'x', type: 'AstroActionInputError', fields: { number: ['Your card number is invalid.'] } } }), answerConfirmationStep: answered({}) },
      () => card,
    );
    expect(await fields.confirm(SECRET)).toEqual({ status: 'invalid', fields: { number: 'Your card number is invalid.' } });
    const offline = testCardMethod({ confirmTestCard: () => Promise.reject(new TypeError('Failed to fetch')), answerConfirmationStep: answered({}) }, () => card);
    expect(await offline.confirm(SECRET)).toMatchObject({ status: 'failed', message: expect.stringMatching(/couldn't reach the server/) });
  });
});
