// Custom properties nothing reads cost bytes and do nothing: Tailwind declares every theme variable and
// registers every `@property` of the whole stylesheet, a third of a page's inline CSS.

const referencedVariables = (text: string): Set<string> =>
  new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] as string));

/**
 * Drops the custom properties that nothing in `css` or `restOfPage` reads. A custom property no `var()` reads
 * has no effect on rendering, and the full stylesheet brings them all back when it loads. Repeats until
 * stable, because dropping one declaration can leave another unread.
 */
export function pruneUnreadCustomProperties(css: string, restOfPage: string): string {
  let current = css;
  for (;;) {
    const read = referencedVariables(current + restOfPage);
    const next = current
      .replace(/@property\s+(--[\w-]+)\s*\{[^}]*\}/g, (rule, name: string) => (read.has(name) ? rule : ''))
      // Lookbehind, not a group: a kept declaration must not swallow the ';' the next one is found by.
      .replace(/(?<=[{;])(--[\w-]+):[^;{}]*(;|(?=\}))/g, (declaration, name: string) => (read.has(name) ? declaration : ''))
      .replace(/;\}/g, '}');
    if (next === current) return current;
    current = next;
  }
}
