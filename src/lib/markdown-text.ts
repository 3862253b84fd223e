// Plain text from an article's markdown: what the search index holds and where meta descriptions come from.
// Markdown syntax is stripped, not rendered; the words are all that matter here.

/** The words of a markdown text, without its syntax (links keep their text, tables their cells). */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*>\s?/gm, '')
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, '')
    .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, ' ')
    .replace(/\|/g, ' ')
    .replace(/(\*\*|__|\*|_|`)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A description of at most `max` characters: whole sentences when they fit, otherwise whole words and an ellipsis. */
export function summarise(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(\s|$)/g) ?? [];
  let summary = '';
  for (const sentence of sentences) {
    if ((summary + sentence).trim().length > max) break;
    summary += sentence;
  }
  if (summary.trim().length >= max / 2) return summary.trim();
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/**
 * The opening paragraphs of a markdown text as plain text: everything before its first table, list, heading or
 * bold-only line (a section title). Summaries read well from prose, badly from table cells. Falls back to the
 * whole text when it opens with one of those.
 */
export function leadText(markdown: string): string {
  const lead: string[] = [];
  for (const line of markdown.trim().split('\n')) {
    if (/^\s*(\||[-*+]\s|\d+\.\s|#|\*\*[^*]+\*\*\s*$)/.test(line)) break;
    lead.push(line);
  }
  const text = markdownToPlainText(lead.join('\n'));
  return text === '' ? markdownToPlainText(markdown) : text;
}
