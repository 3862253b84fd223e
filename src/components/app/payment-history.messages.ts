// The payments list's words (PaymentHistory.astro, on /profile and an admin's learner page), French in
// src/i18n/fr/payment-history.json. Statuses by their code (the English is PAYMENT_STATUS_LABELS).
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/payment-history.json' with { type: 'json' };
import { params } from '#/i18n/message-transforms.ts';

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
    pending: 'Not paid yet',
    requires_action: 'Waiting for confirmation',
    processing: 'Processing',
    succeeded: 'Paid',
    failed: 'Failed',
    canceled: 'Cancelled',
  },
  { fr },
);
