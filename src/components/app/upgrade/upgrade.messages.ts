// The words of /upgrade and its payment island (UpgradeCheckout, TestCardForm, StripeCardForm), and the
// payment messages the island may show (the checkout store's and the test provider's, written in English in
// src/domain/payment-messages.ts and src/domain/test-cards.ts), English here, French in
// src/i18n/fr/upgrade.json. The island bundles only this file.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/upgrade.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { params } from '#/i18n/message-transforms.ts';
import { MISSING_CLIENT_SECRET_MESSAGE, PAYMENT_COMPLETION_FAILED_MESSAGE, PAYMENT_INIT_FAILED_MESSAGE } from '#/domain/payment-messages.ts';
import { AUTHENTICATION_FAILED_MESSAGE, NOT_A_TEST_CARD_MESSAGE } from '#/domain/test-cards.ts';

export const upgradeMessages = defineMessages(
  'upgrade',
  {
    title: 'Upgrade',
    paidHeading: 'You are a paid member',
    youPaid: params('You paid {amount} on {date}.'),
    openReceipt: 'Open your receipt',
    organisationGives: 'Your organisation gives you paid membership.',
    switchedOn: 'Your membership was switched on by the team.',
    goToPoints: 'Go to your Points page',
    paymentsAndReceipts: 'Payments and receipts',
    howPaymentWorks: 'How does payment work?',
    payOnce: params('Pay once: {price}'),
    oneOff: 'A one-off payment. Nothing renews, nothing is charged again.',
    needsJs: 'Paying needs JavaScript: the card form runs in your browser. Turn JavaScript on and reload this page.',
    untranslated: 'This description is not translated yet.',
    loadingStripe: 'Loading the secure card form…',
    preparing: 'Preparing your payment…',
    checking: 'Checking your card…',
    completing: 'Payment received. Switching on your membership…',
    processing: 'Your payment is being processed. Your membership starts as soon as it completes; you can leave this page.',
    paidNow: 'Payment received: you are a paid member',
    thankYou: 'Thank you. Your receipt is on your profile, and the Points page is open to you now.',
    seeReceipt: 'See your receipt',
    tryCompleting: 'Try completing again',
    paying: 'Paying…',
    pay: params('Pay {price}'),
    testMode: 'Test mode: no money moves',
    testCards:
      'Use a test card: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks you to confirm the payment. Any future expiry date and any three digits. Real cards are refused.',
    cardNumber: 'Card number',
    expiry: 'Expiry date',
    expiryPlaceholder: 'MM / YY',
    expiryHint: 'Month and year, e.g. 12 / 30.',
    cvc: 'Security code (CVC)',
    confirmHeading: 'Confirm this payment',
    confirmLead: params("Your card asks you to confirm the payment of {price}. In test mode this stands in for your bank's check (3-D Secure); no bank is contacted."),
    confirmPayment: 'Confirm payment',
    cancel: 'Cancel',
    checkCard: 'Check the card details.',
    declined: 'Your card was declined.',
    notCompleted: 'The payment was not completed. Nothing was charged; please try again.',
    notConfirmed: 'The payment could not be confirmed. Nothing was charged; please try again.',
    initFailed: PAYMENT_INIT_FAILED_MESSAGE,
    completionFailed: PAYMENT_COMPLETION_FAILED_MESSAGE,
    missingSecret: MISSING_CLIENT_SECRET_MESSAGE,
    notATestCard: NOT_A_TEST_CARD_MESSAGE,
    authenticationFailed: AUTHENTICATION_FAILED_MESSAGE,
    insufficientFunds: 'Your card has insufficient funds.',
    expired: 'Your card has expired.',
    incorrectCvc: "Your card's security code is incorrect.",
    processingError: 'An error occurred while processing your card. Try again in a little bit.',
    numberIncomplete: 'Your card number is incomplete.',
    numberInvalid: 'Your card number is invalid.',
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryInvalid: "Your card's expiration date is invalid. Use MM / YY.",
    expiryPast: "Your card's expiration date is in the past.",
    cvcIncomplete: "Your card's security code is incomplete.",
    providerDown: 'The payment service cannot be reached right now. Nothing was charged. Please try again in a few minutes.',
    alreadyPaid: 'You are already a paid member.',
    signInFirst: 'Sign in first.',
  },
  { fr },
);

/**
 * A payment message the island shows (the checkout store's, a card refusal, a provider's answer) in `locale`
 * when it is one of ours; anything else (Stripe's own words, already in the browser's language) as it came.
 */
export function paymentTextIn(text: string, locale: Locale): string {
  if (locale === 'en') return text;
  const english = upgradeMessages('en') as Record<string, unknown>;
  const own = upgradeMessages(locale) as Record<string, unknown>;
  const key = Object.keys(english).find((candidate) => english[candidate] === text);
  const found = key === undefined ? undefined : own[key];
  return typeof found === 'string' ? found : text;
}
