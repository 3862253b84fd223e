// Rule 24 for modules: a module completes only with a reflection answer of at least 100 characters, and not
// before a quarter of its estimated minutes has passed since it was first opened.
import { describe, expect, it } from 'vitest';
import { completableFrom, minimumOpenMs, moduleAnswerProblem, moduleTimeProblem, MODULE_ANSWER_MIN } from '#/domain/module-completion.ts';

const opened = new Date('2026-11-18T10:00:00Z');
const after = (minutes: number, seconds = 0) => new Date(opened.getTime() + minutes * 60_000 + seconds * 1000);

describe('the reflection answer (rule 24: at least 100 characters)', () => {
  it('refuses an empty answer and says how long it must be', () => {
    expect(moduleAnswerProblem('')).toMatch(/at least 100 characters/);
    expect(moduleAnswerProblem('   \n ')).toMatch(/at least 100 characters/);
  });

  it('refuses 99 characters and says how many more are needed', () => {
    expect(moduleAnswerProblem('a'.repeat(99))).toBe('Your reflection needs at least 100 characters: it has 99, so 1 more.');
  });

  it('accepts exactly 100 characters', () => {
    expect(moduleAnswerProblem('a'.repeat(MODULE_ANSWER_MIN))).toBeNull();
  });

  it('counts characters after trimming, so padding with spaces does not pass', () => {
    expect(moduleAnswerProblem(`  ${'a'.repeat(60)}${' '.repeat(60)}`)).toMatch(/it has 60/);
  });

  it('refuses an answer over 5,000 characters', () => {
    expect(moduleAnswerProblem('a'.repeat(5001))).toMatch(/5,000/);
  });
});

describe('the time since opening (rule 24: a quarter of the estimated minutes)', () => {
  it('a 40-minute module can be completed 10 minutes after it was opened, not a second earlier', () => {
    expect(minimumOpenMs(40)).toBe(10 * 60_000);
    expect(moduleTimeProblem(opened, 40, after(9, 59))).toMatch(/in about 1 minute\b/);
    expect(moduleTimeProblem(opened, 40, after(10))).toBeNull();
    expect(completableFrom(opened, 40).toISOString()).toBe('2026-11-18T10:10:00.000Z');
  });

  it('rounds a fractional quarter up (a 30-minute module waits 7.5 minutes)', () => {
    expect(moduleTimeProblem(opened, 30, after(7, 29))).not.toBeNull();
    expect(moduleTimeProblem(opened, 30, after(7, 30))).toBeNull();
  });

  it('says how long the module takes and how much longer to wait', () => {
    expect(moduleTimeProblem(opened, 40, after(2))).toBe(
      'This module takes about 40 minutes: it can be completed 10 minutes after you first opened it, so in about 8 minutes. Your reflection is kept below.',
    );
  });

  it('a module never opened cannot be completed', () => {
    expect(moduleTimeProblem(null, 40, after(60))).toMatch(/Open the module/);
  });
});
