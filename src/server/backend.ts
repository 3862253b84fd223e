// What a service needs from the outside world, bundled: the Store, the Auth adapters, the payment provider
// and the settings.
// Services take it as their first argument, so tests and scripts can hand them any adapter.
import type { Auth } from './auth/port.ts';
import type { RealtimeGrants } from './auth/realtime-grants.ts';
import type { SocialSignIn } from './auth/social/port.ts';
import type { BackendInfo } from './backend-info.ts';
import type { PaymentProvider } from './payments/port.ts';
import type { Settings } from './settings.ts';
import type { Store } from './store/port.ts';

export interface Backend {
  store: Store;
  auth: Auth;
  /** Sign-in through outside identity providers (none configured: no buttons). */
  social: SocialSignIn;
  settings: Settings;
  /** Which backend runs, its version and a cheap ping (/appwrite-demo, /api/backend-health). */
  info: BackendInfo;
  /** Who takes payments (PAYMENT_PROVIDER): the embedded test provider or Stripe. */
  payments: PaymentProvider;
  /** Realtime credentials for the browser; absent when points arrive over /api/points/stream (embedded). */
  realtime?: RealtimeGrants;
}
