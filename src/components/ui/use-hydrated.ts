// Whether React has taken over the island. False in the prerendered HTML and during hydration, true after:
// islands keep their controls disabled until then, so an early click or Enter is never silently lost (or
// submitted natively, reloading the page).
import { useSyncExternalStore } from 'react';

/** A store that never changes: only the server/client snapshot difference matters. */
export const noSubscription = (): (() => void) => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
