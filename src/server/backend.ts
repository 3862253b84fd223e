// What a service needs from the outside world, bundled: the Store, the Auth adapter and the settings.
// Services take it as their first argument, so tests and scripts can hand them any adapter.
import type { Auth } from './auth/port.ts';
import type { Settings } from './settings.ts';
import type { Store } from './store/port.ts';

export interface Backend {
  store: Store;
  auth: Auth;
  settings: Settings;
}
