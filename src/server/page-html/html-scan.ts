// Reads a page's HTML as the browser tokenizes it, for the few elements the first-paint steps and the
// Content-Security-Policy move or hash. Not a search for "<script": a learner's text may sit in an attribute
// value, where `<script>` is legal, unescaped text (value="<script>…</script>"), or in a textarea, and a search
// that took it for an element would move it where it runs, or allow its hash. The scan knows where attributes,
// raw text (script, style, textarea, title) and comments begin and end.

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

/** An element while the scan is still looking for its end tag. */
type OpenElement = { -readonly [K in keyof ScannedElement]: ScannedElement[K] };

const VOID = new Set(['link']);
const INERT = new Set(['noscript', 'template']);
/** Elements whose content is text up to their end tag, never markup (HTML's raw text and escapable raw text). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);

/**
 * A start or end tag at the cursor: its name, then its attributes, where a quoted value may hold anything but its
 * own quote (a `>` or `<script>` included) and an unquoted one no space, quote or `>`.
 */
const TAG = /<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
/** One attribute inside a tag: name, then "value", 'value' or value (or none). */
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const CLASS_ATTRIBUTE = /(?:^|\s)class\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const name = (match[1] as string).toLowerCase();
    if (!(name in attributes)) attributes[name] = match[2] ?? match[3] ?? match[4] ?? '';
  }
  return attributes;
}

/**
 * The page's scripts, styles, links, noscripts and templates with their exact offsets, and its classes. Runs on
 * every page rendered on demand, so it is a tokenizer of its own, as HTML defines tokens: it jumps from `<` to
 * `<` outside raw text and comments, reads a tag whole (quoted values may hold `<` and `>`), and skips a script's,
 * style's, textarea's or title's content to its end tag. It reads nothing but what the server writes (every
 * learner's text escaped in content, quoted in attributes) four times faster than a general parser.
 */
export function scanHtml(html: string): ScannedPage {
  const elements: OpenElement[] = [];
  const open: OpenElement[] = [];
  const classes = new Set<string>();
  const classLists = new Set<string>();
  let inertDepth = 0;
  let bodyCloseStart = -1;
  let at = html.indexOf('<');
  while (at !== -1) {
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4);
      at = end === -1 ? -1 : html.indexOf('<', end + 3);
      continue;
    }
    TAG.lastIndex = at;
    const tag = TAG.exec(html);
    if (!tag) {
      // A "<" that starts no tag (a doctype, "<!…>", or a stray one in text): step over it.
      at = html.indexOf('<', at + 1);
      continue;
    }
    const closing = tag[1] === '/';
    const name = (tag[2] as string).toLowerCase();
    const afterTag = TAG.lastIndex;
    const attributeText = tag[3] as string;
    if (closing) {
      if (name === 'body') bodyCloseStart = at;
      if (TRACKED.has(name) && !VOID.has(name)) {
        const index = open.map((element) => element.name).lastIndexOf(name);
        const [element] = index === -1 ? [] : open.splice(index);
        if (element) {
          element.closeStart = at;
          element.end = afterTag;
          inertDepth = open.filter((candidate) => INERT.has(candidate.name)).length;
        }
      }
      at = html.indexOf('<', afterTag);
      continue;
    }
    // Only CSS is chosen by classes, so a "class=" found inside another attribute's value costs rules, nothing else.
    const classAttribute = CLASS_ATTRIBUTE.exec(attributeText);
    if (classAttribute) {
      const value = classAttribute[1] ?? classAttribute[2] ?? classAttribute[3] ?? '';
      // Rows of a list repeat the same class list: each distinct one is read once.
      if (!classLists.has(value)) {
        classLists.add(value);
        for (const className of (value.includes('&') ? decodeAttribute(value) : value).split(/\s+/)) if (className) classes.add(className);
      }
    }
    if (TRACKED.has(name)) {
      const element: OpenElement = { name, attributes: attributesOf(attributeText), start: at, openEnd: afterTag, closeStart: afterTag, end: afterTag, inert: inertDepth > 0 };
      elements.push(element);
      if (!VOID.has(name)) open.push(element);
      if (INERT.has(name)) inertDepth += 1;
    }
    if (RAW_TEXT.has(name)) {
      // Its content is text up to its own end tag, whatever it holds.
      const endTag = new RegExp(`</${name}[\\s/>]`, 'ig');
      endTag.lastIndex = afterTag;
      const found = endTag.exec(html);
      at = found ? found.index : -1;
      continue;
    }
    at = html.indexOf('<', afterTag);
  }
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
