// The page's sender for the offline outbox (src/lib/outbox/): each kind's own Action through `astro:actions`,
// which also reads the Action's answer (a module answer's next page). Kept out of src/lib so the outbox's
// rules stay free of `astro:*` and testable on their own; the service worker posts the same fields itself.
import { actions, isInputError } from 'astro:actions';
import { fieldsToSend, outcomeOfStatus, type OutboxItem, type OutboxKind, type SendOutcome } from '#/lib/outbox/outbox-rules.ts';

type FormAction = (form: FormData) => Promise<{ data?: { redirect?: string } | undefined; error?: { status?: number; message: string } | undefined }>;

const ACTIONS: Readonly<Record<OutboxKind, FormAction>> = {
  'module-answer': actions.journey.completeModule as FormAction,
  'impact-entry': actions.impact.add as FormAction,
  'forum-reply': actions.forum.reply as FormAction,
  'weekly-reflection': actions.journey.reflect as FormAction,
};

export async function sendThroughAction(item: OutboxItem): Promise<SendOutcome> {
  const form = new FormData();
  for (const [name, value] of fieldsToSend(item)) form.append(name, value);
  try {
    const { data, error } = await ACTIONS[item.kind](form);
    if (!error) return outcomeOfStatus(200, '', data?.redirect ?? null);
    const reason = isInputError(error) ? (Object.values(error.fields).flat()[0] ?? error.message) : error.message;
    return outcomeOfStatus(error.status ?? 500, String(reason));
  } catch {
    return { kind: 'unreached' };
  }
}
