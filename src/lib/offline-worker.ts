// The page's side of the service worker (src/service-worker/sw.ts): registering it, and the messages that
// tell it who is signed in, that they signed out, and what to save for offline. Every call gives up quietly
// (null) in a browser without service workers, or when the worker does not answer in time.
import { isPersonalCache, type WorkerMessage } from '#/domain/offline-caching.ts';

const supported = (): boolean => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/** Registers /sw.js once the page has loaded, so the worker's install never competes with the page's own files. */
export function registerServiceWorker(): void {
  if (!supported()) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Sends one message to the active worker and waits for its answer (null: no worker, or no answer in time). */
export async function tellWorker(message: WorkerMessage, timeoutMs = 10_000): Promise<Record<string, unknown> | null> {
  if (!supported()) return null;
  let timer: number | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = window.setTimeout(() => resolve(null), timeoutMs);
  });
  const answer = navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise<Record<string, unknown> | null>((resolve) => {
        const worker = registration.active;
        if (!worker) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent) => resolve((event.data as Record<string, unknown>) ?? null);
        worker.postMessage(message, [channel.port2]);
      }),
  );
  try {
    return await Promise.race([answer, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

/**
 * Drops the signed-in person's kept pages: through the worker (which also forgets who was signed in), and
 * from the page itself as well, so a slow or missing worker cannot leave them behind on a shared phone.
 */
export async function dropPersonalPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  // No worker registered yet: nothing to tell (and nothing to wait for before the form leaves).
  const registration = supported() ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  await Promise.allSettled([
    registration ? tellWorker({ type: 'signed-out' }, 3_000) : null,
    caches.keys().then((names) => Promise.all(names.filter(isPersonalCache).map((name) => caches.delete(name)))),
  ]);
}

/** The hashed files this page loaded (its scripts' chunks included), to keep alongside a saved page. */
export function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/_astro/'))
    .map((url) => url.pathname);
}
