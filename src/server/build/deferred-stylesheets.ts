// The full stylesheet of a prerendered page loads without blocking its first paint. Beasties does it the classic
// way, `media="print" onload="this.media='all'"`, but an inline event handler is exactly what a strict
// Content-Security-Policy refuses. So the handler becomes a marker attribute, and one small inline script (its
// hash goes into the page's policy, page-policy-hashes.ts) switches every marked stylesheet to `all` once it has
// loaded. Browsers without JavaScript get the <noscript> copy of the link Beasties writes after each.

export const DEFERRED_ATTRIBUTE = 'data-deferred-css';

/**
 * Runs where it is inserted, right after the last marked link: a sheet already loaded is switched at once, the
 * others when they load. A print stylesheet neither blocks rendering nor this script. (An `onload` set by a
 * script is not the inline handler attribute a policy refuses.)
 */
export const STYLESHEET_LOADER =
  `for(const l of document.querySelectorAll("link[${DEFERRED_ATTRIBUTE}]"))` +
  `l.sheet?l.media="all":l.onload=()=>{l.media="all"}`;

const HANDLER = / onload="this\.media='all'"/g;

/** The page with Beasties' onload handlers replaced by the marker and the loader script placed after the last marked link. */
export function loadStylesheetsWithoutHandlers(html: string): string {
  const marked = html.replace(HANDLER, ` ${DEFERRED_ATTRIBUTE}`);
  const last = marked.lastIndexOf(` ${DEFERRED_ATTRIBUTE}`);
  if (last === -1) return html;
  let insertAt = marked.indexOf('>', last) + 1;
  // Keep the link and its <noscript> fallback together.
  if (marked.startsWith('<noscript>', insertAt)) insertAt = marked.indexOf('</noscript>', insertAt) + '</noscript>'.length;
  const page = `${marked.slice(0, insertAt)}<script>${STYLESHEET_LOADER}</script>${marked.slice(insertAt)}`;
  if (/<link\b[^>]*\son[a-z]+\s*=/i.test(page)) throw new Error('critical CSS: a stylesheet link still has an inline event handler');
  return page;
}
