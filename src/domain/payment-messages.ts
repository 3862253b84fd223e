// What the browser says when paying goes wrong, word for word as the product promises (the knowledge base
// quotes them): one message when the payment cannot start, one when a finished payment cannot be completed.

/** Shown when the payment cannot start: creating the intent failed, or its answer had no client secret. */
export const PAYMENT_INIT_FAILED_MESSAGE = 'Unable to initialize payment. Please try again or contact support if the issue persists.';

/** Shown when the card was charged but the server could not complete the membership (process-payment failed). */
export const PAYMENT_COMPLETION_FAILED_MESSAGE = 'Failed to process payment completion.';

/** The invalid-response error the browser raises when create-payment-intent answers without a client secret. */
export const MISSING_CLIENT_SECRET_MESSAGE = 'Response is missing clientSecret.';
