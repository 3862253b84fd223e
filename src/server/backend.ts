// What a service needs from the outside world, bundled: the Store, the Auth adapters and the settings.
// Services take it as their first argument, so tests and scripts can hand them any adapter.
import type { Auth } from './auth/port.ts';
import type { SocialSignIn } from './auth/social/port.ts';
import type { Settings } from './settings.ts';
import type { Store } from './store/port.ts';

export interface Backend {
  store: Store;
  auth: Auth;
  /** Sign-in through outside identity providers (none configured: no buttons). */
  social: SocialSignIn;
  settings: Settings;
}
