// An Action's refusal is written in English where it is raised (a form schema's messages, a service's error);
// this puts it into the reader's language on its way out, whichever way the Action was called: a form posted
// without JavaScript (the page renders with the result, so the Action is run here and its result handed to
// the page) or a script's call to `/_actions/…` (whose JSON answer is rewritten).
import { defineMiddleware } from 'astro:middleware';
import { getActionContext } from 'astro:actions';
import '#/i18n/all-messages.ts';
import { pageLocale } from '#/i18n/page-locale.ts';
import { translateActionError } from '#/i18n/translate-action-error.ts';

export const translateActionErrors = defineMiddleware(async (context, next) => {
  const locale = pageLocale(context);
  if (context.request.method !== 'POST' || locale === 'en') return next();
  const { action, setActionResult, serializeActionResult } = getActionContext(context);
  if (action?.calledFrom === 'form') {
    const serialized = serializeActionResult(await action.handler());
    setActionResult(action.name, serialized.type === 'error' ? { ...serialized, body: translateActionError(serialized.body, locale) } : serialized);
    return next();
  }
  const response = await next();
  if (!context.url.pathname.startsWith('/_actions/') || response.ok || !response.headers.get('content-type')?.includes('application/json')) {
    return response;
  }
  const body = translateActionError(await response.text(), locale);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
});
