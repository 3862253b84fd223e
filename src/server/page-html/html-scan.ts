// Reads a page's HTML with a real HTML tokenizer (htmlparser2) for the few elements the first-paint steps and
// the Content-Security-Policy move or hash. Not regular expressions: a learner's text may sit in an attribute
// value, where `<script>` is legal, unescaped text (value="<script>…</script>"), and a pattern that took it for
// an element would move it where it runs, or allow its hash. The tokenizer knows where attributes, raw text
// (script, style) and comments begin and end, as the browser does.
import { Parser } from 'htmlparser2';

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * An attribute value as the browser reads it. Values are kept as written (decoding every attribute of a page
 * costs more than the scan), and only class names need reading: Tailwind's `[&>p]:…` is written `[&amp;>p]:…`.
 */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? entity;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/** The elements the steps look at; every other element only gives its classes. */
const TRACKED = new Set(['script', 'style', 'link', 'noscript', 'template']);

export interface ScannedElement {
  /** Lower-case tag name. */
  readonly name: string;
  /** As written in the page (entities not decoded), names lower-case. */
  readonly attributes: Readonly<Record<string, string>>;
  /** Offset of its `<`. */
  readonly start: number;
  /** Offset just after its start tag. */
  readonly openEnd: number;
  /** Offset of its end tag's `<` (openEnd for a void or unclosed element). */
  readonly closeStart: number;
  /** Offset just after its end tag (openEnd for a void or unclosed element). */
  readonly end: number;
  /** Inside a <noscript> or a <template>: never rendered or run as it is. */
  readonly inert: boolean;
}

export interface ScannedPage {
  /** Scripts, styles, links, noscripts and templates, in document order. */
  readonly elements: readonly ScannedElement[];
  /** Every class any element names (templates' included). */
  readonly classes: ReadonlySet<string>;
  /** Offset of `</body>`, or -1. */
  readonly bodyCloseStart: number;
}

interface OpenElement {
  name: string;
  attributes: Record<string, string>;
  start: number;
  openEnd: number;
  closeStart: number;
  end: number;
  inert: boolean;
}

/** The page's scripts, styles, links, noscripts and templates with their exact offsets, and its classes. */
export function scanHtml(html: string): ScannedPage {
  const elements: OpenElement[] = [];
  const open: OpenElement[] = [];
  const classes = new Set<string>();
  let inertDepth = 0;
  let bodyCloseStart = -1;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const classAttribute = attributes.class;
        if (classAttribute) for (const className of classAttribute.split(/\s+/)) if (className) classes.add(decodeAttribute(className));
        if (!TRACKED.has(name)) return;
        const element: OpenElement = {
          name,
          attributes,
          start: parser.startIndex,
          openEnd: parser.endIndex + 1,
          closeStart: parser.endIndex + 1,
          end: parser.endIndex + 1,
          inert: inertDepth > 0,
        };
        elements.push(element);
        open.push(element);
        if (name === 'noscript' || name === 'template') inertDepth += 1;
      },
      onclosetag(name, isImplied) {
        if (name === 'body' && !isImplied) bodyCloseStart = parser.startIndex;
        if (!TRACKED.has(name)) return;
        const element = open.pop();
        if (!element) return;
        if (!isImplied && element.name === name) {
          element.closeStart = parser.startIndex;
          element.end = parser.endIndex + 1;
        }
        if (name === 'noscript' || name === 'template') inertDepth -= 1;
      },
    },
    { decodeEntities: false, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { elements, classes, bodyCloseStart };
}

/** The text between an element's tags (a script's code, a style's rules), as written. */
export const innerText = (html: string, element: ScannedElement): string => html.slice(element.openEnd, element.closeStart);

/** The tokens of a space-separated attribute (rel="stylesheet preload"), lower-case. */
export const tokensOf = (value: string | undefined): string[] => (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);

/** The code a page runs or applies inline: every <script> without `src` (a template's included) and <style>. */
export function inlineCodeOf(html: string, scanned: ScannedPage = scanHtml(html)): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const element of scanned.elements) {
    if (element.name === 'script' && element.attributes.src === undefined) scripts.push(innerText(html, element));
    else if (element.name === 'style') styles.push(innerText(html, element));
  }
  return { scripts, styles };
}
