// Forum markdown is rendered through a sanitiser (rule 31): no raw HTML, no script, no event handler, no
// javascript: or data: link reaches a page, whatever a learner types (the XSS corpus); links to other sites
// carry rel="nofollow ugc noopener"; images become links; headings sit under the page's own.
import { describe, expect, it } from 'vitest';
import { renderForumMarkdown } from '#/server/services/forum/markdown.ts';
import { XSS_PAYLOADS } from '../../fixtures/xss-corpus.ts';

const ALLOWED_TAGS = new Set(['p', 'br', 'strong', 'em', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'h2', 'h3', 'h4', 'h5', 'h6']);
const ALLOWED_ATTRIBUTES = new Set(['href', 'rel', 'start']);

interface Tag {
  name: string;
  attributes: Record<string, string>;
  raw: string;
}

/** Every tag of the output. The sanitiser escapes `<` in text, so each `<` starts a tag. */
function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[2] ?? '').matchAll(/\s([^\s=/>]+)(?:="([^"]*)")?/g)) attributes[attribute[1] ?? ''] = attribute[2] ?? '';
    return { name: (match[1] ?? '').toLowerCase(), attributes, raw: match[0] };
  });
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|amp|lt|gt|quot);/gi, (whole, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };
    if (named[entity.toLowerCase()]) return named[entity.toLowerCase()] as string;
    const code = entity.startsWith('#x') || entity.startsWith('#X') ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });
}

/** What a browser would make of an href: entities decoded, tabs and newlines dropped, lower case. */
function schemeOf(href: string): string | null {
  // eslint-disable-next-line no-control-regex -- browsers drop control characters and spaces from a URL's scheme
  const cleaned = decodeEntities(href).replace(/[\u0000-\u0020]/g, '').toLowerCase();
  const match = /^([a-z][a-z0-9+.-]*):/.exec(cleaned);
  return match ? (match[1] ?? null) : null;
}

function expectSafe(html: string, source: string): void {
  for (const tag of tagsOf(html)) {
    expect(ALLOWED_TAGS.has(tag.name), `<${tag.name}> from ${source}`).toBe(true);
    for (const [name, value] of Object.entries(tag.attributes)) {
      expect(ALLOWED_ATTRIBUTES.has(name.toLowerCase()), `${name} on <${tag.name}> from ${source}`).toBe(true);
      if (name === 'href') expect([null, 'http', 'https', 'mailto']).toContain(schemeOf(value));
    }
  }
  expect(html).not.toMatch(/<(script|iframe|object|embed|svg|math|img|style|base|meta|link|form|input|details|body|marquee|select|textarea|title)\b/i);
}

describe('the forum renderer and the XSS corpus', () => {
  it.each(XSS_PAYLOADS)('renders %j with nothing that could run', (payload) => {
    for (const top of [2, 3] as const) {
      const html = renderForumMarkdown(payload, top);
      expectSafe(html, payload);
    }
  });

  it('runs each payload embedded in ordinary markdown too', () => {
    const html = renderForumMarkdown(XSS_PAYLOADS.map((payload) => `- item ${payload}\n\n> quote ${payload}\n\n**${payload}**`).join('\n\n'));
    expectSafe(html, 'the whole corpus in lists, quotes and bold text');
  });

  it('shows typed HTML as text rather than dropping it', () => {
    expect(renderForumMarkdown('<b>bold?</b> & <i>no</i>')).toBe('<p>&lt;b&gt;bold?&lt;/b&gt; &amp; &lt;i&gt;no&lt;/i&gt;</p>');
  });

  it('keeps no javascript: or data: link, however it is written', () => {
    for (const source of ['[x](javascript:alert(1))', '[x](JAVASCRIPT:alert(1))', '[x](&#x6A;avascript:alert(1))', '[x](data:text/html,hi)', '<javascript:alert(1)>', '[x](vbscript:msgbox)', '[x](file:///etc/passwd)']) {
      const html = renderForumMarkdown(source);
      expect(html, source).not.toMatch(/href=/);
    }
  });
});

describe('what the forum renderer keeps', () => {
  it('renders markdown: emphasis, lists, quotes, code, tables (without style attributes)', () => {
    expect(renderForumMarkdown('**bold** *italic* ~~gone~~ `code`')).toBe('<p><strong>bold</strong> <em>italic</em> <s>gone</s> <code>code</code></p>');
    expect(renderForumMarkdown('1. one\n2. two')).toBe('<ol>\n<li>one</li>\n<li>two</li>\n</ol>');
    expect(renderForumMarkdown('3. three\n4. four')).toContain('<ol start="3">');
    expect(renderForumMarkdown('| a | b |\n|--:|:-:|\n| 1 | 2 |')).not.toMatch(/style=/);
  });

  it('marks links to other sites nofollow ugc noopener, and leaves links on this site alone', () => {
    expect(renderForumMarkdown('[guide](https://example.org/guide)')).toBe('<p><a href="https://example.org/guide" rel="nofollow ugc noopener">guide</a></p>');
    expect(renderForumMarkdown('see https://example.org')).toBe('<p>see <a href="https://example.org" rel="nofollow ugc noopener">https://example.org</a></p>');
    expect(renderForumMarkdown('[badges](/knowledge-base/what-are-badges)')).toBe('<p><a href="/knowledge-base/what-are-badges">badges</a></p>');
    expect(renderForumMarkdown('[write](mailto:hello@example.org)')).toBe('<p><a href="mailto:hello@example.org">write</a></p>');
    expect(renderForumMarkdown('[x](//evil.example/path)')).not.toMatch(/href=/);
  });

  it('turns images into links to them (no image is loaded from elsewhere)', () => {
    expect(renderForumMarkdown('![our board](https://example.org/board.png)')).toBe('<p><a href="https://example.org/board.png" rel="nofollow ugc noopener">our board</a></p>');
    expect(renderForumMarkdown('![x](data:image/png;base64,AAAA)')).not.toMatch(/<a|<img/);
  });

  it('puts a post’s headings under the page’s h1, and a reply’s one level further down, never skipping a level', () => {
    expect(renderForumMarkdown('# Top\n## Next\n### Deeper', 2)).toBe('<h2>Top</h2>\n<h3>Next</h3>\n<h4>Deeper</h4>');
    expect(renderForumMarkdown('## What we tried\n###### Deep\n# Back up', 2)).toBe('<h2>What we tried</h2>\n<h3>Deep</h3>\n<h2>Back up</h2>');
    expect(renderForumMarkdown('# Top', 3)).toBe('<h3>Top</h3>');
    expect(renderForumMarkdown('###### Six\n###### Six again', 4)).toBe('<h4>Six</h4>\n<h4>Six again</h4>');
    expect(renderForumMarkdown('# A\n### B\n## C\n### D', 2)).toBe('<h2>A</h2>\n<h3>B</h3>\n<h3>C</h3>\n<h4>D</h4>');
  });
});
