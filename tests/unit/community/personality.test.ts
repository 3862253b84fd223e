// Quiz scoring (rule 29): the style chosen most often wins, a tie goes to the tied style chosen last, every
// question must be answered with one of its own answers, and the quiz content obeys the rules (8 to 12
// questions, each offering every style once).
import { describe, expect, it } from 'vitest';
import {
  decodeAnswers,
  encodeAnswers,
  knownAnswers,
  LEADERSHIP_STYLES,
  QUIZ_MESSAGES,
  quizAnswerProblems,
  quizDefinitionProblems,
  scoreQuiz,
  type LeadershipStyle,
  type QuizQuestion,
} from '#/domain/personality.ts';
import { personalityCatalogue } from '#/server/services/onboarding/personality-catalogue.ts';

const question = (id: string): QuizQuestion => ({
  id,
  prompt: `Question ${id}?`,
  options: LEADERSHIP_STYLES.map((style, index) => ({ id: 'abcd'[index] ?? 'a', text: style, style })),
});
const QUIZ = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7', 'q8'].map(question);
const optionFor = (style: LeadershipStyle) => 'abcd'[LEADERSHIP_STYLES.indexOf(style)] ?? 'a';
const answersFor = (styles: readonly LeadershipStyle[]) => Object.fromEntries(styles.map((style, index) => [`q${index + 1}`, optionFor(style)]));

describe('scoring', () => {
  it('the style chosen most often wins', () => {
    const result = scoreQuiz(QUIZ, answersFor(['coach', 'coach', 'coach', 'visionary', 'architect', 'coach', 'connector', 'visionary']));
    expect(result.style).toBe('coach');
    expect(result.tally).toEqual({ visionary: 2, coach: 4, connector: 1, architect: 1 });
  });

  it('on a tie, the tied style chosen last wins', () => {
    expect(scoreQuiz(QUIZ, answersFor(['architect', 'architect', 'architect', 'connector', 'connector', 'connector', 'coach', 'visionary'])).style).toBe('connector');
    expect(scoreQuiz(QUIZ, answersFor(['connector', 'connector', 'connector', 'architect', 'architect', 'architect', 'coach', 'visionary'])).style).toBe('architect');
  });

  it('each of the four styles can be the result', () => {
    for (const style of LEADERSHIP_STYLES) expect(scoreQuiz(QUIZ, answersFor(Array(8).fill(style))).style).toBe(style);
  });
});

describe('answers', () => {
  it('every question needs one of its own answers', () => {
    const answers = { ...answersFor(['coach', 'coach', 'coach', 'coach', 'coach', 'coach']), q7: 'z' };
    expect(quizAnswerProblems(QUIZ, answers)).toEqual({ q7: QUIZ_MESSAGES.unknownOption, q8: QUIZ_MESSAGES.unanswered });
    expect(quizAnswerProblems(QUIZ, answersFor(Array(8).fill('coach')))).toEqual({});
  });

  it('a partial draft keeps only real answers, and survives encoding', () => {
    const kept = knownAnswers(QUIZ, { q1: 'a', q2: 'zz', q99: 'a', '<b>': 'c' });
    expect(kept).toEqual({ q1: 'a' });
    expect(decodeAnswers(encodeAnswers({ q1: 'a', q2: 'c' }))).toEqual({ q1: 'a', q2: 'c' });
    expect(decodeAnswers('q1=a;junk;=b;q2=<x>')).toEqual({ q1: 'a' });
  });
});

describe('the quiz as written', () => {
  it('a quiz of 7 or 13 questions, or one that skips a style, is refused', () => {
    expect(quizDefinitionProblems(QUIZ.slice(0, 7))).toHaveLength(1);
    expect(quizDefinitionProblems([...QUIZ, ...['q9', 'q10', 'q11', 'q12', 'q13'].map(question)])).toHaveLength(1);
    const lopsided = { ...question('q1'), options: question('q1').options.map((option) => ({ ...option, style: 'coach' as const })) };
    expect(quizDefinitionProblems([lopsided, ...QUIZ.slice(1)])).toEqual(['question "q1" must offer one answer for each of the 4 styles']);
  });

  it('content/personality-types holds 8 to 12 valid questions and a profile for each style', () => {
    const { questions, styles } = personalityCatalogue();
    expect(questions.length).toBeGreaterThanOrEqual(8);
    expect(questions.length).toBeLessThanOrEqual(12);
    expect(quizDefinitionProblems(questions)).toEqual([]);
    expect(Object.keys(styles).sort()).toEqual([...LEADERSHIP_STYLES].sort());
    for (const style of LEADERSHIP_STYLES) expect(styles[style].description.length).toBeGreaterThan(100);
  });
});
