// How a page lets its browser talk to another origin: it adds the origin to its own Content-Security-Policy,
// never to the whole site's. Call it from the page's frontmatter, or from a layout or component it renders
// (pages are rendered whole before their headers leave):
//
//   allowPageOrigins(Astro.csp, { script: ['https://js.stripe.com'], frame: ['https://js.stripe.com'] });
//
// On an on-demand page the origins can come from settings read at run time; on a prerendered page they are
// fixed at build time. Only origins are accepted (src/domain/csp-origins.ts); anything else throws.
import type { AstroGlobal } from 'astro';
import { pagePolicyAdditions, type PageOrigins } from '#/domain/csp-origins.ts';

export type { PageOrigins };

/** Astro's per-page policy API; undefined where no policy is built (`astro dev`). */
export type PageCsp = AstroGlobal['csp'];

/** Adds `origins` to the policy of the page being rendered. */
export function allowPageOrigins(csp: PageCsp, origins: PageOrigins): void {
  const { directives, scriptSources } = pagePolicyAdditions(origins);
  if (!csp) return;
  for (const directive of directives) csp.insertDirective(directive as Parameters<NonNullable<PageCsp>['insertDirective']>[0]);
  for (const source of scriptSources) csp.insertScriptResource(source);
}
