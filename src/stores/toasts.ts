// Toasts: short confirmations that disappear after 3 seconds (rule 39). A store, so any island or
// script can raise one and a single live region announces them.
import { atom } from 'nanostores';

export const TOAST_DURATION_MS = 3000;

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error' | 'info';
}

export const $toasts = atom<readonly Toast[]>([]);

let nextId = 1;

/** Shows a toast for `durationMs` (3 s by default) and returns its id. */
export function showToast(message: string, tone: Toast['tone'] = 'success', durationMs = TOAST_DURATION_MS): number {
  const id = nextId++;
  $toasts.set([...$toasts.get(), { id, message, tone }]);
  setTimeout(() => dismissToast(id), durationMs);
  return id;
}

export function dismissToast(id: number): void {
  $toasts.set($toasts.get().filter((t) => t.id !== id));
}
