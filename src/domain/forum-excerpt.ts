// The line under a discussion's title in the forum list: the first words of its body without markdown
// syntax, cut at a word. Kept with the post when it is written, so the list reads no bodies.

export const EXCERPT_LENGTH = 160;

/** Plain words of a markdown text: links keep their text, code fences, images' targets and markup go. */
export function plainWords(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s*\|?[\s|:-]*-{3,}[\s|:-]*$/gm, ' ')
    // A table row reads as a sentence: its cells separated by commas.
    .replace(/^\s*\|(.*)\|\s*$/gm, (_, cells: string) => `${cells.split('|').map((cell) => cell.trim()).filter(Boolean).join(', ')}.`)
    .replace(/^\s{0,3}(?:#{1,6}|>|[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters of the body's words, whole words, with an ellipsis when cut. */
export function excerptOf(markdown: string, max = EXCERPT_LENGTH): string {
  const words = plainWords(markdown);
  if (words.length <= max) return words;
  const cut = words.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
