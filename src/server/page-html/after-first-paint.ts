// Nothing but the page itself is fetched or run before a phone paints it. On 3G a round trip is ~400 ms, and
// the browser starts every stylesheet, script and manifest it meets while parsing, before the first paint:
// they share the slow link with the page and push its first paint back (Lighthouse's 3G figures went from
// ~2.9 s to ~1.7 s first paint when they stopped). So every page (prerendered at build time, rendered on
// demand as it leaves the app) carries its first screen's CSS inline, and everything else — the full
// stylesheet, the manifest, module preloads, and every script — waits in an inert <template> that one small
// loader puts into the document once the first frame has painted. Elements are found by an HTML tokenizer
// (html-scan.ts), never by patterns that could take a learner's text for a tag.
//
// Scripts then run as they always would, in document order, just later: module scripts were deferred
// anyway, and the only classic inline scripts in our pages are Astro's island runtime, which hydrates the
// islands already on the page when it runs. A page's own data (`<script type="application/json">`) stays
// where it is. Browsers without JavaScript get the full stylesheet from the <noscript> copy of each link.

import { scanHtml, tokensOf, type ScannedElement, type ScannedPage } from './html-scan.ts';

export const AFTER_PAINT_ATTRIBUTE = 'data-after-paint';

/**
 * Set on <html> by the template's last script: a module script put in after the others runs after them all
 * (scripts added with `async = false` run in the order added), so it says every script of the page has run.
 * What needs the page's behaviour, not just its look (a browser test about to press a button a script wires),
 * waits for it.
 */
export const SCRIPTS_READY_ATTRIBUTE = 'data-scripts-ready';
const SCRIPTS_READY_CODE = `document.documentElement.setAttribute("${SCRIPTS_READY_ATTRIBUTE}","")`;
const SCRIPTS_READY = `<script type="module">${SCRIPTS_READY_CODE}</script>`;

/**
 * After the next frame has painted (requestAnimationFrame runs before it, the timeout after it), moves what
 * each template holds into <head>. Scripts are created anew: a script parsed inside a template never runs.
 * `async = false` keeps external scripts in their order, as the parser would have.
 */
export const AFTER_PAINT_LOADER =
  `requestAnimationFrame(()=>setTimeout(()=>{for(const t of document.querySelectorAll("template[${AFTER_PAINT_ATTRIBUTE}]")){` +
  `for(const n of[...t.content.childNodes]){let e=n;if(n.localName==="script"){e=document.createElement("script");` +
  `for(const a of n.attributes)e.setAttribute(a.name,a.value);e.text=n.text;e.async=false}document.head.append(e)}t.remove()}}))`;

/** The inline scripts loadAfterFirstPaint adds to a page (its policy must allow them). */
export const AFTER_PAINT_SCRIPTS: readonly string[] = [SCRIPTS_READY_CODE, AFTER_PAINT_LOADER];

/** Whether a <script>'s type makes it run (absent, a JavaScript MIME type, or module); data blocks do not. */
export function isExecutableScript(type: string | undefined): boolean {
  if (type === undefined || type.trim() === '') return true;
  return /^(module|(text|application)\/(java|ecma)script)$/i.test(type.trim());
}

// Values are as written (html-scan.ts): only a quote can break the double quotes they are put back in.
const quoteAttribute = (value: string): string => value.replace(/"/g, '&quot;');

/**
 * A link as it loads once moved, written anew from its attributes: a stylesheet loses Beasties' print-media
 * trick, its inline handler and its marker (it is put in after the first paint, as `all`).
 */
function linkLoadedLater(element: ScannedElement): string {
  const stylesheet = tokensOf(element.attributes.rel).includes('stylesheet');
  const attributes = Object.entries(element.attributes).filter(
    ([name, value]) => !stylesheet || !(name === 'onload' || name === 'data-deferred-css' || (name === 'media' && value === 'print')),
  );
  return `<link${attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${quoteAttribute(value)}"`)).join('')}>`;
}

/** Whether an element waits for the first paint: stylesheets, the manifest, module preloads, scripts that run. */
function waitsForPaint(element: ScannedElement): boolean {
  if (element.inert) return false;
  if (element.name === 'script') return isExecutableScript(element.attributes.type);
  if (element.name !== 'link') return false;
  const rel = tokensOf(element.attributes.rel);
  return rel.includes('stylesheet') || rel.includes('manifest') || rel.includes('modulepreload');
}

export interface AfterPaintOptions {
  /** Written where the first moved stylesheet was (a page's critical <style>). */
  readonly beforeFirstStylesheet?: string;
  /** Leave a <noscript> copy of each moved stylesheet in its place (Beasties writes its own). */
  readonly noscriptCopies?: boolean;
}

/**
 * The page with every stylesheet link, module preload and executable script (outside <noscript> and
 * <template>) moved, in document order, into an after-paint template at the end of <body>, then a script that
 * marks them all run, then the manifest, followed by the loader. A page with none of them comes back
 * unchanged, as does a page already done.
 */
export function loadAfterFirstPaint(html: string, options: AfterPaintOptions = {}, scanned: ScannedPage = scanHtml(html)): string {
  if (scanned.elements.some((element) => element.name === 'template' && AFTER_PAINT_ATTRIBUTE in element.attributes)) return html;
  const waiting = scanned.elements.filter(waitsForPaint);
  if (waiting.length === 0) return html;
  const moved: string[] = [];
  // The manifest goes in last: the browser's "can be installed" event follows it, and the script that listens
  // for it should be running by then.
  const manifests: string[] = [];
  let page = '';
  let from = 0;
  let bodyAt = -1;
  /** Copies the page up to `to`, noting where </body> lands in what is written. */
  const copyTo = (to: number) => {
    if (scanned.bodyCloseStart >= from && scanned.bodyCloseStart < to) bodyAt = page.length + scanned.bodyCloseStart - from;
    page += html.slice(from, to);
  };
  let styled = false;
  for (const element of waiting) {
    copyTo(element.start);
    from = element.end;
    if (element.name === 'script') {
      moved.push(html.slice(element.start, element.end));
      continue;
    }
    const rel = tokensOf(element.attributes.rel);
    const later = linkLoadedLater(element);
    if (rel.includes('manifest')) {
      manifests.push(later);
      continue;
    }
    if (rel.includes('stylesheet')) {
      if (!styled && options.beforeFirstStylesheet) page += options.beforeFirstStylesheet;
      styled = true;
      if (options.noscriptCopies) page += `<noscript>${later}</noscript>`;
    }
    moved.push(later);
  }
  copyTo(html.length);
  const tail = `<template ${AFTER_PAINT_ATTRIBUTE}>${moved.join('')}${SCRIPTS_READY}${manifests.join('')}</template><script>${AFTER_PAINT_LOADER}</script>`;
  // Astro writes some scripts after </html>; the template still goes inside <body>.
  return bodyAt === -1 ? page + tail : page.slice(0, bodyAt) + tail + page.slice(bodyAt);
}
