// The pipeline every on-demand request runs through, outermost first; each step is one small middleware
// with one job. Prerendered pages pass straight through (middleware only runs for them at build time).
// Actions and pages run inside the last step, so they see `locals.user` and `locals.clientAddress`, and a
// cross-site form post is refused (checkOrigin) before any of them, or any other step, does work. A signed-in
// person's page whose reads are unchanged is answered again (reuseRenderedPage) before the steps after it run:
// their reads are part of what it checks. The response's language is chosen once the person is known;
// an Action's refusal is put into it last, as the Action runs. A page is readied for a phone's first paint
// (firstPaint) inside reuseRenderedPage, so a kept page is kept ready.
import { sequence } from 'astro:middleware';
import { attachUser } from './attach-user.ts';
import { checkOrigin } from './check-origin.ts';
import { chooseLocale } from './choose-locale.ts';
import { clientAddress } from './client-address.ts';
import { firstPaint } from './first-paint.ts';
import { guardRoute } from './guard-route.ts';
import { personalPageCaching } from './personal-page-caching.ts';
import { renewSessionCookie } from './renew-session-cookie.ts';
import { reuseRenderedPage } from './reuse-rendered-page.ts';
import { securityHeaders } from './security-headers.ts';
import { translateActionErrors } from './translate-action-errors.ts';

export const onRequest = sequence(securityHeaders, checkOrigin, clientAddress, reuseRenderedPage, firstPaint, attachUser, chooseLocale, renewSessionCookie, guardRoute, personalPageCaching, translateActionErrors);
