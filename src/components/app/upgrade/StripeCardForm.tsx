// Stripe's Payment Element (PAYMENT_PROVIDER=stripe), loaded only on the upgrade page in Stripe mode (the
// island imports this file lazily, and `@stripe/stripe-js/pure` fetches Stripe.js only when asked). Card
// details go from the browser to Stripe, never to our server. Stripe's "collect details before creating the
// intent" flow: the element is shown for the price, Pay checks it (elements.submit), the server creates the
// intent, and Stripe.js confirms it, showing the bank's own confirmation step when a card needs one.
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type SubmitEvent } from 'react';
import type { Checkout, ConfirmOutcome, PaymentMethod } from '#/stores/checkout.ts';
import type { Locale } from '#/i18n/locales.ts';
import { upgradeMessages } from './upgrade.messages.ts';

interface Props {
  checkout: Checkout;
  busy: boolean;
  publishableKey: string;
  /** Minor units; Stripe wants the currency in lower case. */
  amount: number;
  currency: string;
  priceLabel: string;
  locale: Locale;
}

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key) as Promise<Stripe | null>;
};

/** Stripe.js as a PaymentMethod for the checkout store. */
export function stripeMethod(stripe: Stripe, elements: StripeElements): PaymentMethod {
  return {
    async check(): Promise<ConfirmOutcome | null> {
      const { error } = await elements.submit();
      return error ? { status: 'failed', message: error.message ?? 'Check the card details.' } : null;
    },
    async confirm(clientSecret) {
      const { error, paymentIntent } = await stripe.confirmPayment({
        elements,
        clientSecret,
        // Only cards that must leave the page (a bank's own page) come back here; the island then completes.
        confirmParams: { return_url: `${window.location.origin}/upgrade` },
        redirect: 'if_required',
      });
      if (error) return { status: 'failed', message: error.message ?? 'Your card was declined.' };
      if (paymentIntent.status === 'succeeded') return { status: 'succeeded' };
      if (paymentIntent.status === 'processing') return { status: 'processing' };
      return { status: 'failed', message: 'The payment was not completed. Nothing was charged; please try again.' };
    },
  };
}

function PayWithStripe({ checkout, busy, priceLabel, locale }: Pick<Props, 'checkout' | 'busy' | 'priceLabel' | 'locale'>) {
  const t = upgradeMessages(locale);
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements) return;
    void checkout.pay(stripeMethod(stripe, elements));
  }

  return (
    <form className="mt-3" onSubmit={submit}>
      <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      <button type="submit" className="btn-primary mt-4 w-full sm:w-auto" disabled={busy || !ready || !stripe}>
        {busy ? t.paying : t.pay({ price: priceLabel })}
      </button>
    </form>
  );
}

export default function StripeCardForm({ checkout, busy, publishableKey, amount, currency, priceLabel, locale }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ mode: 'payment', amount, currency: currency.toLowerCase(), locale }}>
      <PayWithStripe checkout={checkout} busy={busy} priceLabel={priceLabel} locale={locale} />
    </Elements>
  );
}
