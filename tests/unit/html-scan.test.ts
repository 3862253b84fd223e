// The tokenizer-based scan the first-paint steps and the page policies read: exact offsets, raw text as
// written, inert regions marked, and nothing inside an attribute value or a script's text taken for a tag.
import { describe, expect, it } from 'vitest';
import { inlineCodeOf, innerText, scanHtml } from '#/server/page-html/html-scan.ts';

const PAGE =
  '<html><head><link rel="stylesheet" href="/a.css"><script type="module">if(a<b){x="</div><script>"}</script></head>' +
  '<body class="page  wide"><input value="<script>window.__xss=1</script>" class="[&amp;>p]:x"><noscript><style>.n{}</style></noscript>' +
  '<template data-card><script>card()</script></template><p data-class="not-a-class">x</p></body></html><script src="/late.js"></script>';

describe('scanHtml', () => {
  it('finds the tracked elements with their exact text, in order, inert ones marked', () => {
    const scanned = scanHtml(PAGE);
    expect(scanned.elements.map((element) => `${element.name}${element.inert ? ' (inert)' : ''}: ${PAGE.slice(element.start, element.end)}`)).toEqual([
      'link: <link rel="stylesheet" href="/a.css">',
      'script: <script type="module">if(a<b){x="</div><script>"}</script>',
      'noscript: <noscript><style>.n{}</style></noscript>',
      'style (inert): <style>.n{}</style>',
      'template: <template data-card><script>card()</script></template>',
      'script (inert): <script>card()</script>',
      'script: <script src="/late.js"></script>',
    ]);
    expect(innerText(PAGE, scanned.elements[1]!)).toBe('if(a<b){x="</div><script>"}');
    expect(PAGE.slice(scanned.bodyCloseStart, scanned.bodyCloseStart + 7)).toBe('</body>');
  });

  it('reads textareas, titles and comments as text, tags whole whatever their quoted values hold', () => {
    const page =
      "<title>a <script>x()</script></title><!-- <script>gone()</script> --><textarea name=t><script>typed()</script></textarea>" +
      "<img alt='<script>alt()</script>' src=x.png><div title=\"a > b\"><script>real()</script ></div><p class=c>x</p>";
    const scanned = scanHtml(page);
    expect(scanned.elements.map((element) => page.slice(element.start, element.end))).toEqual(['<script>real()</script >']);
    expect(inlineCodeOf(page).scripts).toEqual(['real()']);
    expect([...scanned.classes]).toEqual(['c']);
  });

  it('collects every class named, entities undone, and no other attribute', () => {
    expect([...scanHtml(PAGE).classes]).toEqual(['page', 'wide', '[&>p]:x']);
  });
});

describe('inlineCodeOf (what a page policy allows)', () => {
  it('hashes the inline code, never text a learner put in an attribute value', () => {
    const { scripts, styles } = inlineCodeOf(PAGE);
    expect(scripts).toEqual(['if(a<b){x="</div><script>"}', 'card()']);
    expect(styles).toEqual(['.n{}']);
  });
});
