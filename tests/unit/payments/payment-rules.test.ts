// When a payment makes someone paid (rule 4): only a succeeded intent, theirs, for membership, at the
// price asked, with the whole amount received.
import { describe, expect, it } from 'vitest';
import { judgeIntent, membershipMetadata, paymentStatusOf, type IntentFacts } from '#/domain/payment-rules.ts';

const price = { amount: 9900, currency: 'USD' };
const expected = { userId: 'u1', price };
const paid: IntentFacts = { status: 'succeeded', amount: 9900, amountReceived: 9900, currency: 'usd', metadata: membershipMetadata('u1', price), lastError: null };
const reasonOf = (intent: IntentFacts) => {
  const verdict = judgeIntent(intent, expected);
  return verdict.ok ? 'ok' : verdict.reason;
};

describe('judgeIntent', () => {
  it('a succeeded intent of this person, for membership, at the price, fully received: ok', () => {
    expect(reasonOf(paid)).toBe('ok');
  });

  it("someone else's intent is refused first, whatever its state (nothing about it is told)", () => {
    expect(reasonOf({ ...paid, metadata: { ...paid.metadata, userId: 'u2' } })).toBe('wrong-user');
    expect(reasonOf({ ...paid, status: 'processing', metadata: { ...paid.metadata, userId: 'u2' } })).toBe('wrong-user');
  });

  it('not for membership, the wrong amount or currency charged or stated: refused', () => {
    expect(reasonOf({ ...paid, metadata: { ...paid.metadata, purpose: 'donation' } })).toBe('wrong-purpose');
    expect(reasonOf({ ...paid, amount: 100, amountReceived: 100 })).toBe('wrong-amount');
    expect(reasonOf({ ...paid, metadata: { ...paid.metadata, amount: '100' } })).toBe('wrong-amount');
    expect(reasonOf({ ...paid, currency: 'eur' })).toBe('wrong-currency');
    expect(reasonOf({ ...paid, metadata: { ...paid.metadata, currency: 'EUR' } })).toBe('wrong-currency');
    expect(reasonOf({ ...paid, amountReceived: 5000 })).toBe('wrong-amount');
  });

  it('processing, failed, waiting or never paid: refused with a reason a person understands', () => {
    expect(reasonOf({ ...paid, status: 'processing', amountReceived: 0 })).toBe('processing');
    expect(judgeIntent({ ...paid, status: 'requires_payment_method', amountReceived: 0, lastError: 'Your card was declined.' }, expected)).toEqual({
      ok: false,
      reason: 'failed',
      message: 'The payment did not go through: Your card was declined.',
    });
    expect(reasonOf({ ...paid, status: 'requires_payment_method', amountReceived: 0 })).toBe('not-paid');
    expect(reasonOf({ ...paid, status: 'requires_action', amountReceived: 0 })).toBe('not-paid');
    expect(reasonOf({ ...paid, status: 'canceled', amountReceived: 0 })).toBe('not-paid');
  });
});

describe('paymentStatusOf', () => {
  it("maps the provider's status; a refused card (open intent with an error) is a failure", () => {
    expect(paymentStatusOf({ status: 'requires_payment_method', lastError: null })).toBe('pending');
    expect(paymentStatusOf({ status: 'requires_payment_method', lastError: 'Your card was declined.' })).toBe('failed');
    expect(paymentStatusOf({ status: 'requires_action', lastError: null })).toBe('requires_action');
    expect(paymentStatusOf({ status: 'requires_capture', lastError: null })).toBe('processing');
    expect(paymentStatusOf({ status: 'succeeded', lastError: null })).toBe('succeeded');
    expect(paymentStatusOf({ status: 'canceled', lastError: null })).toBe('canceled');
  });
});
