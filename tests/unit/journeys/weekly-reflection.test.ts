// Rule 24 for weekly reflections: at least 200 characters, and not a near-copy of the previous one, where a
// near-copy is a text 70% or more of whose three-word sequences (words lower-cased, punctuation ignored)
// occur in the previous reflection. And the prompt rotates with the ISO week.
import { describe, expect, it } from 'vitest';
import { comparableWords, isNearCopy, promptForWeek, reflectionTextProblem, sharedShare } from '#/domain/weekly-reflection.ts';

const previous =
  'This week I asked my team which weekly task wastes the most time. Three people named the stock count, which we copy by hand ' +
  'from paper to the spreadsheet every Friday. We agreed to try a shared form for two weeks and to measure how long the count takes.';

describe('length (rule 24: at least 200 characters)', () => {
  it('refuses an empty text and one of 199 characters, saying how many more', () => {
    expect(reflectionTextProblem('', null)).toMatch(/at least 200 characters/);
    expect(reflectionTextProblem('x'.repeat(199), null)).toMatch(/it has 199, so 1 more/);
  });

  it('accepts 200 characters when there is no previous reflection', () => {
    expect(reflectionTextProblem('x'.repeat(200), null)).toBeNull();
  });
});

describe('near-copy of the previous reflection (rule 24)', () => {
  it('the same text is a near-copy', () => {
    expect(isNearCopy(previous, previous)).toBe(true);
    expect(reflectionTextProblem(previous, previous)).toMatch(/almost the same as your previous reflection/);
  });

  it('changing case, punctuation and spacing does not make it new', () => {
    const shouted = previous.toUpperCase().replace(/[.,]/g, ' ! ').replace(/ /g, '   ');
    expect(sharedShare(shouted, previous)).toBe(1);
    expect(isNearCopy(shouted, previous)).toBe(true);
  });

  it('changing a word or two is still a near-copy', () => {
    const edited = previous.replace('Three people', 'Four colleagues').replace('two weeks', 'three weeks');
    expect(isNearCopy(edited, previous)).toBe(true);
  });

  it('adding one new sentence to a copy is still a near-copy', () => {
    const padded = `${previous} The form worked well on Friday.`;
    expect(sharedShare(padded, previous)).toBeGreaterThanOrEqual(0.7);
    expect(isNearCopy(padded, previous)).toBe(true);
  });

  it('a new reflection on the same theme, in new sentences, is not a near-copy', () => {
    const next =
      'The shared form for the stock count is in its second week. Friday took forty minutes instead of two hours, but two people ' +
      'still fill in the paper sheet first because they do not trust the phone signal in the store room. I will ask them what would help.';
    expect(sharedShare(next, previous)).toBeLessThan(0.7);
    expect(reflectionTextProblem(next, previous)).toBeNull();
  });

  it('the threshold is exactly 70% of the new text’s three-word sequences', () => {
    // 10 words → 8 sequences. Keeping the first 8 words (6 shared sequences, 75%) is a near-copy;
    // keeping the first 7 (5 shared, 62.5%) is not.
    const old = 'one two three four five six seven eight nine ten';
    expect(sharedShare('one two three four five six seven eight x y', old)).toBe(0.75);
    expect(isNearCopy('one two three four five six seven eight x y', old)).toBe(true);
    expect(sharedShare('one two three four five six seven x y z', old)).toBe(0.625);
    expect(isNearCopy('one two three four five six seven x y z', old)).toBe(false);
  });

  it('words are compared after Unicode normalisation and lower-casing', () => {
    expect(comparableWords('Ｃafé, CAFÉ… café!')).toEqual(['café', 'café', 'café']);
  });

  it('a text of fewer than three words is a near-copy only when its words are the same', () => {
    expect(isNearCopy('Hello there', 'hello, THERE!')).toBe(true);
    expect(isNearCopy('Hello there', 'hello world')).toBe(false);
  });
});

describe('the prompt of the week', () => {
  const prompts = Array.from({ length: 12 }, (_, index) => ({ week: index + 1, prompt: `Prompt ${index + 1}` }));

  it('takes the prompts in turn by ISO week number: week 1 in weeks 1, 13, 25…', () => {
    expect(promptForWeek(prompts, '2026-W01').prompt).toBe('Prompt 1');
    expect(promptForWeek(prompts, '2026-W12').prompt).toBe('Prompt 12');
    expect(promptForWeek(prompts, '2026-W13').prompt).toBe('Prompt 1');
    expect(promptForWeek(prompts, '2026-W47').prompt).toBe('Prompt 11');
  });

  it('does not depend on the order prompts are listed in', () => {
    expect(promptForWeek([...prompts].reverse(), '2026-W02').prompt).toBe('Prompt 2');
  });
});
