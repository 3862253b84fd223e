// The upgrade page's payment island: the card form of the configured provider (the test provider's own
// "Test mode: no money moves" form, or Stripe's Payment Element, loaded only in Stripe mode), progress while
// paying, and a clear result. The flow is the checkout store's; this only renders it and wires the calls.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { callFunction } from '#/lib/callable.ts';
import { createCheckout, type Checkout, type CheckoutPhase } from '#/stores/checkout.ts';
import { markPaid } from '#/stores/session.ts';
import { useHydrated } from '../../ui/use-hydrated.ts';
import type { Locale } from '#/i18n/locales.ts';
import TestCardForm from './TestCardForm.tsx';
import { paymentTextIn, upgradeMessages } from './upgrade.messages.ts';

// Stripe's libraries are fetched only when Stripe takes the payments, and only in the browser: a boundary
// that suspends while the server renders makes React stream its completion as inline <script>s, which the
// page's Content-Security-Policy refuses (it allows only the inline scripts Astro hashed).
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

export type CheckoutProvider = { provider: 'test' } | { provider: 'stripe'; publishableKey: string };

interface Props {
  checkout: CheckoutProvider;
  userId: string;
  /** Minor units and ISO code, for Stripe's Payment Element. */
  amount: number;
  currency: string;
  /** "USD 99.00", for the Pay button. */
  priceLabel: string;
  locale: Locale;
}

/** What the live region says in each phase; empty when there is nothing to announce. */
function progressIn(locale: Locale): Readonly<Record<CheckoutPhase, string>> {
  const t = upgradeMessages(locale);
  return { ready: '', starting: t.preparing, confirming: t.checking, authenticating: '', completing: t.completing, 'completion-failed': '', processing: t.processing, paid: '' };
}

function useCheckout(userId: string): Checkout {
  const [checkout] = useState(() =>
    createCheckout({
      userId,
      createIntent: () => callFunction('create-payment-intent', {}),
      processPayment: (input) => callFunction('process-payment', input),
      onPaid: markPaid,
    }),
  );
  return checkout;
}

export default function UpgradeCheckout({ checkout: provider, userId, amount, currency, priceLabel, locale }: Props) {
  const t = upgradeMessages(locale);
  const stripeLoading = <p className="mt-4 text-sm text-muted">{t.loadingStripe}</p>;
  const checkout = useCheckout(userId);
  const state = useStore(checkout.$state);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const busy = state.phase !== 'ready';
  const hydrated = useHydrated();

  // Back from a bank's page (Stripe redirects there for some cards): complete the payment it confirmed.
  useEffect(() => {
    const secret = new URLSearchParams(window.location.search).get('payment_intent_client_secret');
    if (secret) void checkout.resume(secret);
  }, [checkout]);

  useEffect(() => {
    if (state.phase === 'paid') resultHeading.current?.focus();
  }, [state.phase]);

  if (state.phase === 'paid') {
    return (
      <div className="mt-4 rounded-md border border-brand-600 bg-brand-50 p-4">
        <h3 ref={resultHeading} tabIndex={-1} className="text-lg font-bold text-brand-800">
          {t.paidNow}
        </h3>
        <p className="mt-2">{t.thankYou}</p>
        <p className="mt-4 flex flex-wrap gap-3">
          <a className="btn-primary" href="/points">{t.goToPoints}</a>
          <a className="btn-secondary" href="/profile#payments">{t.seeReceipt}</a>
        </p>
      </div>
    );
  }

  return (
    <div>
      <p role="status" className="min-h-5 text-sm font-medium text-brand-800">
        {progressIn(locale)[state.phase]}
      </p>
      {state.error ? (
        <div role="alert" className="mt-2 rounded-md border border-danger bg-danger-50 p-3 text-sm text-danger">
          <p className="font-semibold">{paymentTextIn(state.error, locale)}</p>
          {state.detail ? <p className="mt-1">{paymentTextIn(state.detail, locale)}</p> : null}
          {state.phase === 'completion-failed' ? (
            <button type="button" className="btn-secondary mt-3" onClick={() => void checkout.retryCompletion()}>
              {t.tryCompleting}
            </button>
          ) : null}
        </div>
      ) : null}
      {state.phase === 'processing' || state.phase === 'completion-failed' ? null : provider.provider === 'test' ? (
        <TestCardForm checkout={checkout} state={state} busy={busy} priceLabel={priceLabel} locale={locale} />
      ) : hydrated ? (
        <Suspense fallback={stripeLoading}>
          <StripeCardForm checkout={checkout} busy={busy} publishableKey={provider.publishableKey} amount={amount} currency={currency} priceLabel={priceLabel} locale={locale} />
        </Suspense>
      ) : (
        stripeLoading
      )}
    </div>
  );
}
