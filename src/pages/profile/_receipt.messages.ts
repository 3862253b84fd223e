// The words of a printable receipt (/profile/receipts/<id>), English here, French in src/i18n/fr/receipt.json.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/receipt.json' with { type: 'json' };

export const receiptMessages = defineMessages(
  'receipt',
  {
    receipt: 'Receipt',
    paymentRecord: 'Payment record',
    notFound: 'Receipt not found',
    testMode: 'Test mode: no money moved for this payment.',
    number: 'Receipt number',
    date: 'Date',
    paidBy: 'Paid by',
    for: 'For',
    forWhat: 'Paid membership (one-off payment, nothing renews)',
    amount: 'Amount',
    currency: 'Currency',
    total: 'Total',
    status: 'Status',
    reference: 'Reference',
    processedBy: 'Processed by',
    testProvider: 'The test payment provider',
    printReceipt: 'Print this receipt',
    printRecord: 'Print this record',
    back: 'Back to your profile',
    notFoundLead: 'There is no payment of yours with this number. Your receipts are listed on your profile.',
    goToPayments: 'Go to your payments',
  },
  { fr },
);
