// Renders what learners write in the forum (rule 31): markdown through markdown-it with raw HTML off (any tag
// typed is shown as text), then through sanitize-html with a short allowlist, so no raw HTML, no script, no
// event handler and no style reaches a page whatever the markdown parser lets through. Links keep only
// http(s), mailto and same-site paths; links to other sites get rel="nofollow ugc noopener". Images become
// plain links (no third-party requests, nothing for the Content-Security-Policy to refuse). Headings are
// fitted so the body's outline sits under the page's own headings.
//
// Rendering happens once, when a post or reply is written (the row keeps `bodyHtml`), so reading a page
// renders nothing.
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

/** The heading level a body's top heading (`#`) becomes: posts sit under the page's h1, replies deeper. */
export type TopHeading = 2 | 3 | 4;

const SAFE_LINK = /^(?:https?:|mailto:)/i;
/** A same-site path: `/x`, `#x`, or a relative path with no scheme. */
const RELATIVE_LINK = /^(?:\/(?!\/)|#|[^:/?#]+(?:[/?#]|$))/;

const markdown = new MarkdownIt('default', { html: false, linkify: true, typographer: false, breaks: true });
markdown.validateLink = (url: string) => {
  const trimmed = url.trim();
  return SAFE_LINK.test(trimmed) || RELATIVE_LINK.test(trimmed);
};
// An image is shown as a link to it, labelled with its alt text.
markdown.renderer.rules.image = (tokens, index) => {
  const token = tokens[index];
  const source = String(token?.attrGet('src') ?? '');
  const label = token?.children?.map((child) => child.content).join('') || source;
  return `<a href="${markdown.utils.escapeHtml(source)}">${markdown.utils.escapeHtml(label)}</a>`;
};

type Tokens = ReturnType<typeof markdown.parse>;

/**
 * Sets every heading's level so the body's outline fits under the page's: a heading is one level below the
 * nearest earlier heading that the author wrote at a higher level, or `top` when there is none, and never
 * past h6. So the outline keeps its shape but never skips a level (# then ### is two steps written, one
 * step shown): screen-reader users move through a page by its headings.
 */
function fitHeadings(tokens: Tokens, top: TopHeading): void {
  const outline: { written: number; level: number }[] = [];
  const open: number[] = [];
  for (const token of tokens) {
    if (token.type === 'heading_open') {
      const written = Number(token.tag.slice(1));
      while ((outline.at(-1)?.written ?? 0) >= written) outline.pop();
      const level = Math.min(6, (outline.at(-1)?.level ?? top - 1) + 1);
      outline.push({ written, level });
      token.tag = `h${level}`;
      open.push(level);
    } else if (token.type === 'heading_close') {
      token.tag = `h${open.pop() ?? top}`;
    }
  }
}

function isExternal(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href.trim());
}

function sanitizeOptions(top: TopHeading): sanitizeHtml.IOptions {
  return {
    allowedTags: ['p', 'br', 'strong', 'em', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'hr', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'h2', 'h3', 'h4', 'h5', 'h6'],
    allowedAttributes: { a: ['href', 'rel'], ol: ['start'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'escape',
    transformTags: {
      // Headings were fitted under the page's (fitHeadings); an h1 could only come from outside markdown.
      h1: `h${top}`,
      a: (tagName, attribs) => {
        const href = attribs.href ?? '';
        const kept: sanitizeHtml.Attributes = isExternal(href) ? { href, rel: 'nofollow ugc noopener' } : { href };
        return { tagName, attribs: kept };
      },
    },
    // An anchor whose href was refused keeps its text, not a dead link.
    exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
  };
}

const OPTIONS: Readonly<Record<TopHeading, sanitizeHtml.IOptions>> = { 2: sanitizeOptions(2), 3: sanitizeOptions(3), 4: sanitizeOptions(4) };

/** Safe HTML for a learner's markdown. */
export function renderForumMarkdown(source: string, top: TopHeading = 2): string {
  const env = {};
  const tokens = markdown.parse(source, env);
  fitHeadings(tokens, top);
  return sanitizeHtml(markdown.renderer.render(tokens, markdown.options, env), OPTIONS[top]).trim();
}
