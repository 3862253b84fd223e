// The offline outbox's rules (README "Installable and offline"), with no browser API in them so the page, the
// service worker and the unit tests share them: what a kept write is, which Action each kind goes to, how a
// round of sending goes, and what a server's answer means. Where the items live is outbox-store.ts (IndexedDB,
// which the page and the worker both see); who sends is outbox-page.ts (on load, on `online`) and the worker
// (Background Sync). Nothing is sent twice: impact entries, replies and weekly reflections carry a send key the
// server keeps, and a module is completed once, so a repeat — two senders racing, a retry after a lost answer —
// creates nothing and pays nothing again.

/** The writes a learner may type without signal, each with the Action its form posts to. */
export const OUTBOX_KINDS = {
  'module-answer': { action: 'journey.completeModule' },
  'impact-entry': { action: 'impact.add' },
  'forum-reply': { action: 'forum.reply' },
  'weekly-reflection': { action: 'journey.reflect' },
} as const;

export type OutboxKind = keyof typeof OUTBOX_KINDS;

/** Background Sync's tag: the worker sends what waits when the browser has a connection again. */
export const OUTBOX_SYNC_TAG = 'offline-outbox';
/** The Web Lock the page and the worker take to send, so they do not send the same item side by side. */
export const OUTBOX_LOCK = 'offline-outbox';

export interface OutboxItem {
  /** One item per module answer (a new answer replaces it); one per send key for entries, replies and reflections. */
  readonly id: string;
  readonly kind: OutboxKind;
  /** The account that typed it: it is only ever shown to and sent under that account. */
  readonly accountId: string;
  /** The form's fields as typed (the send key among them), posted as they are. */
  readonly fields: Readonly<Record<string, string>>;
  /** What the learner recognises it by: the module's, the entry's or the discussion's title, the reflection's week. */
  readonly label: string;
  /** The page its form is on, where a refused item comes back into the form. */
  readonly page: string;
  readonly keptAt: string;
  /** The server's reason, once it refused it; a refused item is not sent again until it is resubmitted. */
  readonly refused?: string;
}

/** How one send ended: reached and done, refused, held (signed out, or another account is signed in), or not reached. */
export type SendOutcome =
  | { readonly kind: 'sent'; readonly redirect: string | null }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'held' }
  | { readonly kind: 'unreached' };

const KINDS = Object.keys(OUTBOX_KINDS) as OutboxKind[];

export function isOutboxKind(value: unknown): value is OutboxKind {
  return typeof value === 'string' && (KINDS as string[]).includes(value);
}

/** The item's id: per module for answers (the last answer typed is the one sent), per send key otherwise. */
export function outboxItemId(kind: OutboxKind, fields: Readonly<Record<string, string>>): string | null {
  const own = kind === 'module-answer' ? fields.moduleId : fields.sendKey;
  return own ? `${kind}:${own}` : null;
}

/** Whether a value read back from storage is an item (anything else, from an older version or broken, is skipped). */
export function isOutboxItem(value: unknown): value is OutboxItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  const fields = item.fields as Record<string, unknown> | null;
  return (
    typeof item.id === 'string' &&
    isOutboxKind(item.kind) &&
    typeof item.accountId === 'string' &&
    typeof item.label === 'string' &&
    typeof item.page === 'string' &&
    typeof fields === 'object' &&
    fields !== null &&
    Object.values(fields).every((field) => typeof field === 'string')
  );
}

/** The fields posted for an item: as typed, plus the account it was kept for (the server refuses another's session). */
export function fieldsToSend(item: OutboxItem): Array<[string, string]> {
  return [...Object.entries(item.fields).filter(([name]) => name !== 'outboxAccount'), ['outboxAccount', item.accountId]];
}

/**
 * What an Action's answer means for a waiting item. 401: nobody, or somebody else, is signed in — the item
 * waits for its account. 429 and 5xx: try later. Any other refusal is the server's word on what was typed
 * (too short, a locked discussion …): kept with the reason, not sent again until the learner resubmits it.
 */
export function outcomeOfStatus(status: number, message: string, redirect: string | null = null): SendOutcome {
  if (status >= 200 && status < 300) return { kind: 'sent', redirect };
  if (status === 401) return { kind: 'held' };
  if (status === 0 || status === 408 || status === 429 || status >= 500) return { kind: 'unreached' };
  return { kind: 'refused', message };
}

/** The reason in an Action's error body: a field's message for input errors, else the error's message. */
export function reasonOf(body: unknown): string {
  if (typeof body !== 'object' || body === null) return '';
  const error = body as { message?: unknown; issues?: Array<{ message?: unknown }> };
  const issue = Array.isArray(error.issues) ? error.issues.find((one) => typeof one?.message === 'string') : undefined;
  if (issue) return String(issue.message);
  return typeof error.message === 'string' ? error.message : '';
}

/** Where the items live (IndexedDB in the browser, a Map in tests). */
export interface OutboxQueue {
  list(accountId: string): Promise<OutboxItem[]>;
  put(item: OutboxItem): Promise<void>;
  remove(id: string): Promise<void>;
  /** Marks an item refused, only if it is still there (another sender may have sent it meanwhile). */
  refuse(id: string, message: string): Promise<void>;
}

export interface SendResult {
  readonly item: OutboxItem;
  readonly outcome: SendOutcome;
}

/** Oldest first: what was typed first is sent first (a reply before the next one in the same discussion). */
export function waitingInOrder(items: readonly OutboxItem[]): OutboxItem[] {
  return [...items].sort((a, b) => a.keptAt.localeCompare(b.keptAt) || a.id.localeCompare(b.id));
}

/**
 * Sends every item of the account not yet refused, one at a time, oldest first: a sent one is removed, a
 * refused one keeps its text with the reason; an unreached or held one stays, and so do the rest (the signal,
 * or the session, is gone for them too).
 */
export async function sendWaiting(queue: OutboxQueue, accountId: string, send: (item: OutboxItem) => Promise<SendOutcome>): Promise<SendResult[]> {
  const results: SendResult[] = [];
  const items = waitingInOrder(await queue.list(accountId)).filter((item) => item.accountId === accountId && item.refused === undefined);
  for (const item of items) {
    const outcome = await send(item);
    results.push({ item, outcome });
    if (outcome.kind === 'unreached' || outcome.kind === 'held') break;
    if (outcome.kind === 'sent') await queue.remove(item.id);
    else await queue.refuse(item.id, outcome.message);
  }
  return results;
}

/** Answers kept by the earlier, localStorage-only outbox (`pending-module-answers:<account>`), as items. */
export function legacyModuleAnswers(stored: string | null, accountId: string): OutboxItem[] {
  try {
    const parsed: unknown = JSON.parse(stored ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((old: Record<string, unknown>) => {
      if (typeof old?.moduleId !== 'string' || typeof old.answer !== 'string') return [];
      const fields = { moduleId: old.moduleId, answer: old.answer };
      const item: OutboxItem = {
        id: `module-answer:${old.moduleId}`,
        kind: 'module-answer',
        accountId,
        fields,
        label: typeof old.title === 'string' ? old.title : old.moduleId,
        page: `/journey/modules/${old.moduleId}`,
        keptAt: typeof old.keptAt === 'string' ? old.keptAt : new Date(0).toISOString(),
        ...(typeof old.refused === 'string' ? { refused: old.refused } : {}),
      };
      return [item];
    });
  } catch {
    return [];
  }
}

/** An in-memory queue: the unit tests', and the page's when the browser gives no IndexedDB (private modes). */
export function memoryQueue(initial: readonly OutboxItem[] = []): OutboxQueue & { items: Map<string, OutboxItem> } {
  const items = new Map(initial.map((item) => [item.id, item]));
  return {
    items,
    list: async (accountId) => [...items.values()].filter((item) => item.accountId === accountId),
    put: async (item) => void items.set(item.id, item),
    remove: async (id) => void items.delete(id),
    refuse: async (id, message) => {
      const item = items.get(id);
      if (item) items.set(id, { ...item, refused: message });
    },
  };
}
