// The embedded test provider's card rules: Stripe's published test cards and what each one does, and the
// checks Stripe's card form makes before it sends anything (number, expiry, security code), with Stripe's
// own wording. So the "Test mode: no money moves" form behaves like the real one, and a tester who learnt
// it with one provider can use the other. No real card is ever accepted: any other number is declined.

/** What a test card does when it pays. */
export type TestCardOutcome =
  | { readonly kind: 'succeed' }
  /** Asks the payer to confirm the payment first (3-D Secure in real life). */
  | { readonly kind: 'authenticate' }
  | { readonly kind: 'decline'; readonly code: string; readonly message: string };

const DECLINED = 'Your card was declined.';

/** Stripe's test cards (docs.stripe.com/testing), by number. */
const TEST_CARDS: ReadonlyMap<string, TestCardOutcome> = new Map([
  ['4242424242424242', { kind: 'succeed' }],
  ['5555555555554444', { kind: 'succeed' }],
  ['4000002500003155', { kind: 'authenticate' }],
  ['4000002760003184', { kind: 'authenticate' }],
  ['4000000000000002', { kind: 'decline', code: 'card_declined', message: DECLINED }],
  ['4000000000009995', { kind: 'decline', code: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
  ['4000000000000069', { kind: 'decline', code: 'expired_card', message: 'Your card has expired.' }],
  ['4000000000000127', { kind: 'decline', code: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
  ['4000000000000119', { kind: 'decline', code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' }],
]);

/** What Stripe answers in test mode to a card that is not one of its test cards. */
export const NOT_A_TEST_CARD_MESSAGE = `${DECLINED} This is test mode: use a test card such as 4242 4242 4242 4242.`;

/** What Stripe answers when the payer does not confirm a payment that needed it. */
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** Digits only: people type spaces and dashes between the groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What the test card does; a number that is not a test card is declined, never charged. */
export function testCardOutcome(number: string): TestCardOutcome {
  return TEST_CARDS.get(cardDigits(number)) ?? { kind: 'decline', code: 'card_declined', message: NOT_A_TEST_CARD_MESSAGE };
}

/** A card as typed into the form. */
export interface CardInput {
  readonly number: string;
  /** "MM / YY", "MM/YY" or "MM/YYYY". */
  readonly expiry: string;
  readonly cvc: string;
}

export type CardField = keyof CardInput;

export type CardCheck =
  | { readonly ok: true; readonly digits: string; readonly last4: string }
  | { readonly ok: false; readonly fields: Partial<Record<CardField, string>> };

/** The month after the card's expiry month, as a UTC time: a card works until the end of its month. */
function expiryEnd(expiry: string): Date | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) return null;
  const [, monthText = '', yearText = ''] = match;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return new Date(Date.UTC(year, month, 1));
}

/** Checks the form's three fields as Stripe's card form does, each message next to its field. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const fields: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(input.number);
  if (digits === '') fields.number = 'Your card number is incomplete.';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) fields.number = 'Your card number is invalid.';
  const end = expiryEnd(input.expiry);
  if (input.expiry.trim() === '') fields.expiry = "Your card's expiration date is incomplete.";
  else if (end === null) fields.expiry = "Your card's expiration date is invalid. Use MM / YY.";
  else if (end.getTime() <= now.getTime()) fields.expiry = "Your card's expiration date is in the past.";
  if (!/^\d{3,4}$/.test(input.cvc.trim())) fields.cvc = "Your card's security code is incomplete.";
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, digits, last4: digits.slice(-4) };
}
