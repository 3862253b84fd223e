// A form whose write may be typed without signal (`data-offline-kind` on the form: a module answer, an impact
// entry, a forum reply, the weekly reflection): offline, submitting keeps it in the outbox instead of losing it
// to a failed post, and the form says it is waiting; online it posts as always. Each load gives the form a fresh
// send key, so an entry kept offline and the next one typed are two writes, while any repeat of one of them is
// one. A module answer and the week's reflection are one write per page: their text stays in the form.
import { isOutboxKind, outboxItemId, type OutboxItem, type OutboxKind } from './outbox-rules.ts';
import { outboxAvailable, outboxQueue } from './outbox-store.ts';
import { askForBackgroundSync, outboxWords, pageAccountId, showWaiting, waitingText } from './outbox-page.ts';

/** A new send key (src/domain/send-keys.ts): a UUID, or 32 random hex digits where randomUUID is missing (plain http). */
export function newSendKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The form's fields as strings (files are never part of these forms); an unticked box is simply absent. */
function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** Puts a kept item's fields back into the form (after the server refused it), leaving the send key fresh. */
function refill(form: HTMLFormElement, item: OutboxItem): void {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue;
    if (element.name === '' || element.name === 'sendKey' || element.type === 'hidden') continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = item.fields[element.name] !== undefined;
    else {
      const kept = item.fields[element.name];
      if (kept !== undefined) element.value = kept;
    }
  }
}

/** Whether a kept item was typed in this form: same kind and page, and the same module or discussion. */
function belongsHere(item: OutboxItem, kind: OutboxKind, fields: Record<string, string>): boolean {
  if (item.kind !== kind || item.page !== window.location.pathname) return false;
  if (kind === 'module-answer') return item.fields.moduleId === fields.moduleId;
  if (kind === 'forum-reply') return item.fields.postId === fields.postId;
  return true;
}

/** The field whose text says whether anything was typed (the rest have defaults: a date, a category). */
const MAIN_FIELD: Readonly<Record<OutboxKind, string>> = { 'module-answer': 'answer', 'impact-entry': 'description', 'forum-reply': 'body', 'weekly-reflection': 'text' };

/**
 * Kinds with one write per page (a module is completed once, a reflection written once a week): kept, the text
 * stays in the form, and typing it again replaces what waits rather than adding a second write. The others
 * empty their form for the next entry or reply.
 */
const ONE_PER_PAGE: ReadonlySet<OutboxKind> = new Set(['module-answer', 'weekly-reflection']);

export async function keepWhatIsTypedOffline(form: HTMLFormElement): Promise<void> {
  const kind = form.dataset.offlineKind;
  const accountId = pageAccountId();
  const status = form.querySelector<HTMLElement>('[data-outbox-status]');
  if (!isOutboxKind(kind) || !accountId || !status || !outboxAvailable()) return;
  const keyField = form.querySelector<HTMLInputElement>('input[name="sendKey"]');
  if (keyField) keyField.value = newSendKey();
  const mainField = form.elements.namedItem(MAIN_FIELD[kind]) as HTMLTextAreaElement | null;
  // While someone types here, a send finishing elsewhere does not reload the page under them (outbox-page.ts).
  form.addEventListener('input', () => form.setAttribute('data-typing', ''));

  // The submit is watched before anything is read, so a quick submit is never missed.
  let refilled: OutboxItem | null = null;
  form.addEventListener('submit', (event) => {
    // Online, the form posts as always and the server's answer is the page; what it carries replaces what was kept.
    if (navigator.onLine) {
      if (refilled) void outboxQueue.remove(refilled.id);
      if (ONE_PER_PAGE.has(kind)) void outboxQueue.remove(outboxItemId(kind, fieldsOf(form)) ?? '');
      return;
    }
    event.preventDefault();
    const fields = fieldsOf(form);
    if (kind !== 'module-answer' && !fields.sendKey) fields.sendKey = newSendKey();
    const id = outboxItemId(kind, fields);
    if (!id) return;
    const item: OutboxItem = {
      id,
      kind,
      accountId,
      fields,
      label: form.dataset.offlineLabel ?? fields.title ?? '',
      page: window.location.pathname,
      keptAt: new Date().toISOString(),
    };
    void outboxQueue.put(item).then(async () => {
      // The refused item this form was refilled from is replaced by what was kept now (a module's answer has its id).
      if (refilled && refilled.id !== item.id) await outboxQueue.remove(refilled.id);
      refilled = null;
      status.textContent = waitingText(item);
      // What was typed is kept: once it is sent, its page may show it (outbox-page.ts).
      form.removeAttribute('data-typing');
      // An entry or a reply is one write each: the form empties for the next, with a new key.
      if (!ONE_PER_PAGE.has(kind)) {
        form.reset();
        if (keyField) keyField.value = newSendKey();
      }
      await showWaiting(accountId);
      await askForBackgroundSync();
    });
  });

  const mine = (await outboxQueue.list(accountId).catch(() => [])).filter((item) => belongsHere(item, kind, fieldsOf(form)));
  const refused = mine.find((item) => item.refused !== undefined);
  const waiting = mine.filter((item) => item.refused === undefined).at(-1);
  if (refused && mainField && mainField.value.trim() === '') {
    refill(form, refused);
    refilled = refused;
    status.textContent = outboxWords().refusedHere.replace('{reason}', refused.refused ?? '');
  } else if (waiting) {
    if (ONE_PER_PAGE.has(kind) && mainField && mainField.value.trim() === '') mainField.value = waiting.fields[MAIN_FIELD[kind]] ?? '';
    // The reflection that waits keeps its key here: typed again it replaces what waits, and posted online it is
    // the same send (the server returns the first if the waiting one went meanwhile), never a second reflection.
    if (kind === 'weekly-reflection' && keyField && waiting.fields.sendKey) keyField.value = waiting.fields.sendKey;
    status.textContent = waitingText(waiting);
  }
}
