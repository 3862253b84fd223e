// Confirmations after a plain form post: the server redirects to `…?toast=<key>`, and the page shows the
// matching toast once and removes the parameter from the address bar. Only known keys are shown, so a
// crafted link cannot put arbitrary text on the page.
import { showToast } from '../stores/toasts.ts';

export const FLASH_TOASTS = {
  'profile-saved': 'Profile saved',
  'password-changed': 'Password changed. Your other devices have been signed out.',
  'password-set': 'Password set. You can now also sign in with your email and password.',
  'welcome-back': 'Welcome back',
  'account-created': 'Account created. Welcome!',
} as const;

export type FlashToastKey = keyof typeof FLASH_TOASTS;

export function withFlashToast(path: string, key: FlashToastKey): string {
  return `${path}${path.includes('?') ? '&' : '?'}toast=${key}`;
}

export function showFlashToast(location: Location, history: History): void {
  const url = new URL(location.href);
  const key = url.searchParams.get('toast');
  if (!key) return;
  url.searchParams.delete('toast');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  if (Object.hasOwn(FLASH_TOASTS, key)) showToast(FLASH_TOASTS[key as FlashToastKey]);
}
