// The test provider's card rules: Stripe's test cards, and the form's checks in Stripe's words.
import { describe, expect, it } from 'vitest';
import { NOT_A_TEST_CARD_MESSAGE, checkCard, passesLuhn, testCardOutcome } from '#/domain/test-cards.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('test cards', () => {
  it('4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for confirmation', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ kind: 'succeed' });
    expect(testCardOutcome('4000-0000-0000-0002')).toEqual({ kind: 'decline', code: 'card_declined', message: 'Your card was declined.' });
    expect(testCardOutcome('4000002500003155')).toEqual({ kind: 'authenticate' });
    expect(testCardOutcome('4000 0000 0000 9995')).toMatchObject({ kind: 'decline', message: 'Your card has insufficient funds.' });
  });

  it('any other card, a real one included, is declined: no money moves in test mode', () => {
    expect(testCardOutcome('4111 1111 1111 1111')).toEqual({ kind: 'decline', code: 'card_declined', message: NOT_A_TEST_CARD_MESSAGE });
  });

  it('card numbers carry a Luhn checksum', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
});

describe('checkCard (each message next to its field)', () => {
  it('accepts a test card with spaces, MM / YY and a CVC, keeping only the last four digits', () => {
    expect(checkCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, now)).toEqual({ ok: true, digits: '4242424242424242', last4: '4242' });
    expect(checkCard({ number: '4242424242424242', expiry: '11/2026', cvc: '1234' }, now).ok).toBe(true);
  });

  it('names what is wrong, in Stripe\'s words', () => {
    expect(checkCard({ number: '', expiry: '', cvc: '' }, now)).toEqual({
      ok: false,
      fields: {
        number: 'Your card number is incomplete.',
        expiry: "Your card's expiration date is incomplete.",
        cvc: "Your card's security code is incomplete.",
      },
    });
    expect(checkCard({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12' }, now)).toEqual({
      ok: false,
      fields: {
        number: 'Your card number is invalid.',
        expiry: "Your card's expiration date is invalid. Use MM / YY.",
        cvc: "Your card's security code is incomplete.",
      },
    });
  });

  it('a card expires at the end of its month', () => {
    expect(checkCard({ number: '4242424242424242', expiry: '10/26', cvc: '123' }, now)).toMatchObject({ ok: false, fields: { expiry: "Your card's expiration date is in the past." } });
    expect(checkCard({ number: '4242424242424242', expiry: '11/26', cvc: '123' }, now).ok).toBe(true);
  });
});
