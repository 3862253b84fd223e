// The refusals of the payment services (checkout, test cards, payment history), English here, French in
// src/i18n/fr/payment-service.json: raised in English, translated on their way out of an Action (the upgrade
// island translates those it receives from the payment callables itself, upgrade.messages.ts).
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/payment-service.json' with { type: 'json' };

export const paymentServiceMessages = defineMessages(
  'payment-service',
  {
    providerDown: 'The payment service cannot be reached right now. Nothing was charged. Please try again in a few minutes.',
    signInFirst: 'Sign in first.',
    alreadyPaid: 'You are already a paid member.',
    ownPaymentOnly: 'You can only complete your own payment.',
    someoneElses: 'This payment belongs to someone else.',
    noPayment: 'No such payment.',
    ownPaymentsOnly: 'You can only see your own payments.',
    providerForm: "Card details are entered in the payment provider's own form.",
    checkCard: 'Check the card details.',
  },
  { fr },
);
