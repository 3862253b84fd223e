// Plain text for the search index and meta descriptions.
import { describe, expect, it } from 'vitest';
import { leadText, markdownToPlainText, summarise } from '#/lib/markdown-text.ts';

describe('markdownToPlainText', () => {
  it('keeps the words and drops the syntax', () => {
    const md = [
      '## Heading',
      'A **bold** claim, an *aside* and `code`, with a [link to streaks](/knowledge-base/how-do-streaks-work).',
      '',
      '1. first step',
      '- a bullet',
      '',
      '| Activity | XP |',
      '|---|---|',
      '| Module | 100 |',
    ].join('\n');
    expect(markdownToPlainText(md)).toBe('Heading A bold claim, an aside and code, with a link to streaks. first step a bullet Activity XP Module 100');
  });
});

describe('summarise', () => {
  it('keeps a short text whole', () => {
    expect(summarise('One sentence.')).toBe('One sentence.');
  });

  it('cuts at a sentence end when one fits', () => {
    const text = `${'A first sentence that says something useful about the programme.'} ${'A second one that runs on and on '.repeat(5)}.`;
    expect(summarise(text, 100)).toBe('A first sentence that says something useful about the programme.');
  });

  it('otherwise cuts at a word with an ellipsis, within the limit', () => {
    const text = 'word '.repeat(60).trim();
    const summary = summarise(text, 50);
    expect(summary.length).toBeLessThanOrEqual(50);
    expect(summary.endsWith('word…')).toBe(true);
  });
});

describe('leadText', () => {
  it('takes the prose before the first table, list, heading or section title', () => {
    expect(leadText('Every activity pays XP:\n\n| Activity | XP |\n|---|---|\n| Module | 100 |')).toBe('Every activity pays XP:');
    expect(leadText('First *line*\nsecond line.\n\n- a bullet')).toBe('First line second line.');
    expect(leadText('Intro.\n\n**What we keep**\n\n- email')).toBe('Intro.');
  });

  it('falls back to the whole text when it opens with a table or list', () => {
    expect(leadText('- one\n- two')).toBe('one two');
  });
});
