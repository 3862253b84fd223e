// Shows the confirmation a plain form post asked for (`?toast=<key>`, keys in src/domain/flash-toasts.ts) once,
// and removes the parameter from the address bar so a reload or a shared link does not repeat it.
import { FLASH_TOASTS, isFlashToastKey } from '#/domain/flash-toasts.ts';
import { showToast } from '#/stores/toasts.ts';

/** `translated`: the page's own text for this toast in the reader's language (ToastRegion.astro), when it has one. */
export function showFlashToast(location: Location, history: History, translated?: string): void {
  const url = new URL(location.href);
  const key = url.searchParams.get('toast');
  if (!key) return;
  url.searchParams.delete('toast');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  if (isFlashToastKey(key)) showToast(translated || FLASH_TOASTS[key]);
}
