// The rules of a stylesheet that a rendered page can use, chosen by the classes the page's HTML names: its
// first paint needs nothing else. The stylesheet is read once into a flat list of rules, each with the
// at-rules around it (@layer, @media, @supports) and the classes its selectors need; choosing for a page is
// then a pass over that list. A selector without classes (the reset, element styles) is always kept; a
// selector's classes inside :not(…) are not needed by it. Keyframes are kept when a kept rule names them.
// Rules are written back in their original order and nesting, so the cascade is the full stylesheet's.
import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';

interface IndexedRule {
  /** The at-rule preludes around the rule, outermost first (`@layer utilities`, `@media (width>=40rem)`). */
  readonly wrappers: readonly string[];
  /** The rule as written (`.flex{display:flex}`), or an at-rule without rules inside (`@property …{…}`). */
  readonly text: string;
  /** One entry per selector of the rule: the classes it needs. null: kept whatever the page. */
  readonly needs: readonly (readonly string[])[] | null;
  /** For @keyframes: its name (kept only when a kept rule mentions it). */
  readonly keyframes?: string;
}

/** A stylesheet read once for choosing pages' critical rules. */
export interface StylesheetIndex {
  readonly rules: readonly IndexedRule[];
}

/** `md\:flex` → `md:flex`, `\32 xl` → `2xl`: a class token as the HTML writes it. */
export function unescapeCss(token: string): string {
  return token.replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_, hex: string | undefined, char: string | undefined) =>
    hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
  );
}

/** Removes each `:not(…)` (with nested parentheses): what it names is not required of the element. */
function withoutNegations(selector: string): string {
  let out = '';
  for (let i = 0; i < selector.length; i++) {
    if (selector.startsWith(':not(', i)) {
      let depth = 0;
      let j = i + 4;
      for (; j < selector.length; j++) {
        if (selector[j] === '\\') j++;
        else if (selector[j] === '(') depth++;
        else if (selector[j] === ')' && --depth === 0) break;
      }
      i = j;
      continue;
    }
    out += selector[i];
  }
  return out;
}

const CLASS_TOKEN = /\.((?:\\[0-9a-fA-F]{1,6}\s?|\\.|[\w-])+)/g;

/** The classes a selector needs on the page (attribute values and escapes taken into account). */
export function classesOfSelector(selector: string): string[] {
  // Attribute selectors may hold dots in quoted values ([href$=".pdf"]): not classes.
  const bare = withoutNegations(selector).replace(/\[[^\]]*\]/g, (attr) => (attr.includes('\\') ? attr : '[]'));
  return [...bare.matchAll(CLASS_TOKEN)].map((match) => unescapeCss(match[1] as string));
}

function walk(container: Container, wrappers: readonly string[], into: IndexedRule[]): void {
  for (const node of container.nodes ?? []) indexNode(node, wrappers, into);
}

function indexNode(node: ChildNode, wrappers: readonly string[], into: IndexedRule[]): void {
  if (node.type === 'rule') {
    const rule = node as Rule;
    const needs = rule.selectors.map(classesOfSelector);
    into.push({ wrappers, text: rule.toString(), needs: needs.some((classes) => classes.length === 0) ? null : needs });
  } else if (node.type === 'atrule') {
    const at = node as AtRule;
    if (at.name === 'keyframes' || at.name === '-webkit-keyframes') {
      into.push({ wrappers, text: at.toString(), needs: [], keyframes: at.params.trim() });
    } else if (at.nodes && at.nodes.some((child) => child.type === 'rule' || child.type === 'atrule')) {
      walk(at, [...wrappers, `@${at.name}${at.raws.afterName ?? ' '}${at.params}`], into);
    } else {
      // @property, a @layer order statement, @font-face, @charset: kept as they are. A statement (no block)
      // ends with the semicolon its parent wrote between nodes.
      into.push({ wrappers, text: at.nodes ? at.toString() : `${at.toString()};`, needs: null });
    }
  }
}

/** Reads a stylesheet (as the build minified it) into the index criticalCss chooses from. */
export function indexStylesheet(css: string): StylesheetIndex {
  const root = postcss.parse(css);
  const rules: IndexedRule[] = [];
  walk(root, [], rules);
  return { rules };
}

const isNeeded = (rule: IndexedRule, classes: ReadonlySet<string>): boolean =>
  rule.needs === null || rule.needs.some((needs) => needs.length > 0 && needs.every((name) => classes.has(name)));

/** The rules of `index` a page whose HTML names `classes` can use, as one minified stylesheet. */
export function criticalCss(index: StylesheetIndex, classes: ReadonlySet<string>): string {
  const kept = index.rules.filter((rule) => rule.keyframes === undefined && isNeeded(rule, classes));
  const keptText = kept.map((rule) => rule.text).join('');
  const chosen = index.rules.filter((rule) =>
    rule.keyframes === undefined ? isNeeded(rule, classes) : new RegExp(`(^|[^\\w-])${rule.keyframes.replace(/[^\w-]/g, '\\$&')}([^\\w-]|$)`).test(keptText),
  );
  let out = '';
  let open: readonly string[] = [];
  for (const rule of chosen) {
    let shared = 0;
    while (shared < open.length && shared < rule.wrappers.length && open[shared] === rule.wrappers[shared]) shared++;
    out += '}'.repeat(open.length - shared);
    out += rule.wrappers.slice(shared).map((prelude) => `${prelude}{`).join('');
    out += rule.text;
    open = rule.wrappers;
  }
  return out + '}'.repeat(open.length);
}
