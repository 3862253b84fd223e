// The service worker's way to send a waiting write: the same Action the form posts to, called as the browser's
// Action client calls it (POST /_actions/<name>, the form's fields, JSON answers), with this origin's cookie.
// The page sends through `astro:actions` instead (AppShell), which also reads the Action's result.
import { fieldsToSend, OUTBOX_KINDS, outcomeOfStatus, reasonOf, type OutboxItem, type SendOutcome } from './outbox-rules.ts';

export async function postOutboxItem(item: OutboxItem, fetcher: typeof fetch = fetch): Promise<SendOutcome> {
  const body = new FormData();
  for (const [name, value] of fieldsToSend(item)) body.append(name, value);
  let response: Response;
  try {
    response = await fetcher(`/_actions/${OUTBOX_KINDS[item.kind].action}`, { method: 'POST', body, credentials: 'same-origin', headers: { accept: 'application/json' } });
  } catch {
    return { kind: 'unreached' };
  }
  if (response.ok) return outcomeOfStatus(response.status, '');
  let reason = '';
  try {
    reason = reasonOf(JSON.parse(await response.text()));
  } catch {
    // Not the Action's JSON (a proxy's error page): the status says enough.
  }
  return outcomeOfStatus(response.status, reason);
}
