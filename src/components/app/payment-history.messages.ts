// The payments list's words (PaymentHistory.astro, on /profile and an admin's learner page), French in
// src/i18n/fr/payment-history.json. Statuses by their code (the English is PAYMENT_STATUS_LABELS).
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/payment-history.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';
import { PAYMENT_STATUS_LABELS } from '#/domain/payment-rules.ts';

export const paymentHistoryMessages = defineMessages(
  'payment-history',
  {
    heading: 'Payments and receipts',
    none: 'No payments yet.',
    upgrade: 'Upgrade to paid membership',
    date: 'Date',
    amount: 'Amount',
    currency: 'Currency',
    status: 'Status',
    reference: 'Reference',
    openReceipt: 'Open receipt',
    openRecord: 'Open payment record',
    ofDate: params(' of {date}'),
    // The statuses' English names, by status code (payment-rules.ts).
    ...PAYMENT_STATUS_LABELS,
  },
  { fr },
);
