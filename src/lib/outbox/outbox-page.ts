// The page's side of the offline outbox (outbox-rules.ts): every signed-in page shows what waits for its
// account ("Waiting to send", AppShell's panel), sends it on load and whenever the signal returns, asks the
// service worker to send it by Background Sync where the browser has it, and says how each send went. Only the
// page's own account's items are ever shown or sent; the server refuses them under any other session too.
// Signing out sends what waits first; what cannot go stays for its account (dropping it would lose what a
// learner typed without telling them, and nobody else who signs in on the device is shown or sends it).
import { legacyModuleAnswers, OUTBOX_LOCK, OUTBOX_SYNC_TAG, sendWaiting, type OutboxItem, type OutboxKind, type SendOutcome, type SendResult } from './outbox-rules.ts';
import { outboxAvailable, outboxQueue, withOutboxLock } from './outbox-store.ts';

/** The words of the outbox in the page's language (AppShell writes them into #offline-outbox-texts). */
export type OutboxWords = Record<
  | 'waitingAnswer' | 'waitingEntry' | 'waitingReply' | 'waitingReflection' | 'refusedHere'
  | 'sentAnswer' | 'sentEntry' | 'sentReply' | 'sentReflection'
  | 'refusedAnswer' | 'refusedEntry' | 'refusedReply' | 'refusedReflection'
  | 'listAnswer' | 'listEntry' | 'listReply' | 'listReflection' | 'listRefused' | 'open',
  string
>;

/** How each kind is described: its words for waiting, sent, refused, and its line in the panel. */
const DESCRIBED: Readonly<Record<OutboxKind, { waiting: keyof OutboxWords; sent: keyof OutboxWords; refused: keyof OutboxWords; line: keyof OutboxWords }>> = {
  'module-answer': { waiting: 'waitingAnswer', sent: 'sentAnswer', refused: 'refusedAnswer', line: 'listAnswer' },
  'impact-entry': { waiting: 'waitingEntry', sent: 'sentEntry', refused: 'refusedEntry', line: 'listEntry' },
  'forum-reply': { waiting: 'waitingReply', sent: 'sentReply', refused: 'refusedReply', line: 'listReply' },
  'weekly-reflection': { waiting: 'waitingReflection', sent: 'sentReflection', refused: 'refusedReflection', line: 'listReflection' },
};

export function outboxWords(): OutboxWords {
  try {
    return JSON.parse(document.getElementById('offline-outbox-texts')?.textContent ?? '{}') as OutboxWords;
  } catch {
    return {} as OutboxWords;
  }
}

const fill = (template: string | undefined, values: Record<string, string>) => (template ?? '').replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** What a form says once an item of its kind waits. */
export const waitingText = (item: OutboxItem, words = outboxWords()) => fill(words[DESCRIBED[item.kind].waiting], { label: item.label });

/** The signed-in account, from the page's session data (AppShell), or null. */
export function pageAccountId(): string | null {
  try {
    const id: unknown = JSON.parse(document.getElementById('session-data')?.textContent ?? 'null')?.id;
    return typeof id === 'string' && id !== '' ? id : null;
  } catch {
    return null;
  }
}

/** Asks the service worker to send what waits once the browser is online, even with no page open (Chromium). */
export async function askForBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: the next visit, or the `online` event, sends it.
  }
}

/** Fills AppShell's "Waiting to send" panel with the account's items, or hides it when nothing waits. */
export async function showWaiting(accountId: string): Promise<OutboxItem[]> {
  const panel = document.getElementById('outbox-waiting');
  const list = panel?.querySelector('ul');
  const items = outboxAvailable() ? await outboxQueue.list(accountId).catch(() => []) : [];
  if (!panel || !list) return items;
  const words = outboxWords();
  list.replaceChildren(
    ...items.map((item) => {
      const line = document.createElement('li');
      const text = fill(words[DESCRIBED[item.kind].line], { label: item.label });
      line.append(item.refused ? `${text}: ${fill(words.listRefused, { reason: item.refused })} ` : `${text} `);
      const open = document.createElement('a');
      open.href = item.page;
      open.className = 'font-semibold text-brand-700 underline';
      open.textContent = words.open ?? 'Open';
      open.setAttribute('aria-label', `${words.open ?? 'Open'}: ${text}`);
      line.append(open);
      return line;
    }),
  );
  panel.hidden = items.length === 0;
  return items;
}

/** Moves answers kept by the earlier localStorage outbox into this one, once. */
async function adoptLegacyAnswers(accountId: string): Promise<void> {
  try {
    const key = `pending-module-answers:${accountId}`;
    const old = window.localStorage.getItem(key);
    if (old === null) return;
    for (const item of legacyModuleAnswers(old, accountId)) await outboxQueue.put(item);
    window.localStorage.removeItem(key);
  } catch {
    // Storage refused: nothing to move.
  }
}

export interface FollowOptions {
  readonly send: (item: OutboxItem) => Promise<SendOutcome>;
  readonly toast: (text: string, kind: 'success' | 'info') => void;
}

let flushNow: (() => Promise<void>) | null = null;
/** Set while the page is leaving (signing out): sends are only said, never followed by a reload. */
let leaving = false;

/** Sends what waits now, if this page follows the outbox and has a signal: before signing out. */
export function sendWaitingBeforeLeaving(): Promise<void> {
  leaving = true;
  return flushNow?.() ?? Promise.resolve();
}

/** Says how sends went: on the item's own page the page shows it (reloads, or goes where the Action says), elsewhere a toast. */
function announce(results: readonly SendResult[], toast: FollowOptions['toast']): void {
  const words = outboxWords();
  for (const { item, outcome } of results) {
    const onItsPage = window.location.pathname === item.page;
    // Someone typing in a form on the page keeps what they type: the page then only says it.
    const typing = leaving || document.querySelector('form[data-offline-kind][data-typing]') !== null;
    if (outcome.kind === 'sent') {
      if (onItsPage && outcome.redirect && !typing) return window.location.assign(outcome.redirect);
      if (onItsPage && !typing) return window.location.reload();
      toast(fill(words[DESCRIBED[item.kind].sent], { label: item.label }), 'success');
    } else if (outcome.kind === 'refused') {
      if (onItsPage && !typing) return window.location.reload();
      toast(fill(words[DESCRIBED[item.kind].refused], { label: item.label, reason: outcome.message }), 'info');
    }
  }
}

/** Shows and sends what waits for the page's account: now, whenever the signal returns, and after the worker sent some. */
export function followOutbox({ send, toast }: FollowOptions): void {
  const accountId = pageAccountId();
  if (!accountId || !outboxAvailable()) return;
  let sending: Promise<void> | null = null;
  const flush = (): Promise<void> => {
    if (!navigator.onLine) return Promise.resolve();
    sending ??= withOutboxLock(OUTBOX_LOCK, () => sendWaiting(outboxQueue, accountId, send))
      .then((results) => {
        announce(results, toast);
      })
      .catch(() => undefined)
      .finally(() => {
        sending = null;
        void showWaiting(accountId);
      });
    return sending;
  };
  flushNow = flush;
  void adoptLegacyAnswers(accountId)
    .then(() => showWaiting(accountId))
    .then((items) => {
      if (items.some((item) => item.refused === undefined)) void askForBackgroundSync();
      return flush();
    });
  window.addEventListener('online', () => void flush());
  // The worker sent some by Background Sync while this page was open (or in another tab).
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: unknown; accountId?: unknown; results?: SendResult[] } | null;
    if (data?.type !== 'outbox-sent' || data.accountId !== accountId) return;
    void showWaiting(accountId);
    if (document.visibilityState === 'visible' && Array.isArray(data.results)) announce(data.results, toast);
  });
}
