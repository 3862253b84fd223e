// The first paint of pages rendered on demand (every signed-in page): as a prerendered page's, it needs
// nothing but the page. The CSS its HTML uses goes inline — chosen from the built stylesheet by the classes
// the rendered HTML names (src/server/page-html/critical-rules.ts), so it is exact for what this response
// shows — and the full stylesheet, the manifest and the scripts wait for the first paint
// (after-first-paint.ts). Made by the web server, which knows the build's files, and handed to the app in
// its locals (src/middleware/first-paint.ts applies it and pins the page's policy to its final inline code);
// outside that server (astro dev) pages are as Astro renders them.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AFTER_PAINT_SCRIPTS, loadAfterFirstPaint } from '../page-html/after-first-paint.ts';
import { criticalCss, indexStylesheet, type StylesheetIndex } from '../page-html/critical-rules.ts';
import { inlineCodeOf, scanHtml, tokensOf, type ScannedPage } from '../page-html/html-scan.ts';
import { pruneUnreadCustomProperties } from '../page-html/unread-custom-properties.ts';

/** The page ready for its first paint, with the inline code it holds (what its policy must allow, no more). */
export interface FirstPaintPage {
  readonly html: string;
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export type FirstPaint = (html: string) => FirstPaintPage;

/** Pages of one kind name the same classes: their CSS is chosen once. */
const CHOSEN_LIMIT = 500;

/** The page's own stylesheets (outside <noscript> and <template>): the build's files under /_astro/. */
function stylesheetsOf(scanned: ScannedPage): string[] | null {
  const hrefs: string[] = [];
  for (const element of scanned.elements) {
    if (element.name !== 'link' || element.inert || !tokensOf(element.attributes.rel).includes('stylesheet')) continue;
    const href = element.attributes.href ?? '';
    // Anything else (another origin, a path outside the build) is not ours to inline: the page stays as it is.
    if (!/^\/_astro\/[\w.-]+\.css$/.test(href)) return null;
    hrefs.push(href);
  }
  return hrefs;
}

/** The first-paint step for the build whose browser files are in `clientDir`. */
export function onDemandFirstPaint(clientDir: string): FirstPaint {
  const indexes = new Map<string, StylesheetIndex | null>();
  const chosen = new Map<string, string>();

  const indexOf = (href: string): StylesheetIndex | null => {
    if (!indexes.has(href)) {
      let index: StylesheetIndex | null = null;
      try {
        index = indexStylesheet(readFileSync(path.join(clientDir, href), 'utf8'));
      } catch {
        // Not a file of this build (a stale page kept across a deploy): the page is left as it is.
      }
      indexes.set(href, index);
    }
    return indexes.get(href) ?? null;
  };

  const cssFor = (hrefs: readonly string[], classes: ReadonlySet<string>, html: string): string | null => {
    // var() read outside the stylesheet (an inline style a component writes) keeps its custom property.
    const variables = [...new Set(html.match(/var\(\s*--[\w-]+/g) ?? [])].sort();
    const key = createHash('sha256').update([...hrefs, '', ...[...classes].sort(), '', ...variables].join('\n')).digest('base64');
    const known = chosen.get(key);
    if (known !== undefined) {
      // Most recently used last: the oldest is the first to go.
      chosen.delete(key);
      chosen.set(key, known);
      return known;
    }
    const indexesOfPage = hrefs.map(indexOf);
    if (indexesOfPage.some((index) => index === null)) return null;
    const css = pruneUnreadCustomProperties(indexesOfPage.map((index) => criticalCss(index as StylesheetIndex, classes)).join(''), variables.join(')'));
    chosen.set(key, css);
    if (chosen.size > CHOSEN_LIMIT) chosen.delete(chosen.keys().next().value as string);
    return css;
  };

  return (html) => {
    // One scan serves both the rewriting and the policy: the code the page holds afterwards is what it held
    // (moved, not changed) and what this step adds.
    const scanned = scanHtml(html);
    const inline = inlineCodeOf(html, scanned);
    const hrefs = stylesheetsOf(scanned);
    const css = hrefs === null ? null : hrefs.length > 0 ? cssFor(hrefs, scanned.classes, html) : '';
    if (css === null) return { html, ...inline };
    const ready = loadAfterFirstPaint(html, { beforeFirstStylesheet: css ? `<style>${css}</style>` : '', noscriptCopies: true }, scanned);
    if (ready === html) return { html, ...inline };
    return { html: ready, scripts: [...inline.scripts, ...AFTER_PAINT_SCRIPTS], styles: css ? [...inline.styles, css] : inline.styles };
  };
}
