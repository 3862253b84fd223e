// Rule 27: modules open in order; switching journey keeps progress (completions belong to modules); the
// custom path is the learner's pick of at least six modules from both catalogues, in their order; and rule
// 28: a journey is complete when its modules and its capstone are.
import { describe, expect, it } from 'vitest';
import {
  currentModule,
  customPickProblem,
  isJourneyComplete,
  journeySequence,
  moduleStates,
  orderCustomPick,
  type JourneyModule,
} from '#/domain/journey-modules.ts';

const mod = (id: string, path: 'kofi' | 'sabrina', order: number): JourneyModule => ({
  id,
  path,
  order,
  title: id,
  month: 1,
  minutes: 30,
  summary: 'A summary.',
  objectives: ['a', 'b', 'c'],
  reflection: 'A prompt.',
});
const catalogue = [mod('k2', 'kofi', 2), mod('k1', 'kofi', 1), mod('k3', 'kofi', 3), mod('s1', 'sabrina', 1), mod('s2', 'sabrina', 2)];

describe('sequences', () => {
  it("Kofi's and Sabrina's paths are their modules by order", () => {
    expect(journeySequence('kofi', catalogue, [])).toEqual(['k1', 'k2', 'k3']);
    expect(journeySequence('sabrina', catalogue, [])).toEqual(['s1', 's2']);
  });

  it('the custom path is the pick in the learner’s order, unknown modules dropped', () => {
    expect(journeySequence('custom', catalogue, ['s2', 'k1', 'gone', 's1'])).toEqual(['s2', 'k1', 's1']);
  });
});

describe('states: modules open in order', () => {
  it('the first module not done is current and everything after it is locked', () => {
    expect([...moduleStates(['k1', 'k2', 'k3'], new Set(['k1']))]).toEqual([
      ['k1', 'done'],
      ['k2', 'current'],
      ['k3', 'locked'],
    ]);
  });

  it('switching journey keeps progress: modules done elsewhere stay done', () => {
    const done = new Set(['k1', 'k2']);
    expect([...moduleStates(['s1', 'k1', 'k2', 's2'], done)]).toEqual([
      ['s1', 'current'],
      ['k1', 'done'],
      ['k2', 'done'],
      ['s2', 'locked'],
    ]);
    expect(currentModule(['s1', 'k1'], done)).toBe('s1');
  });

  it('there is no current module once all are done', () => {
    expect(currentModule(['k1'], new Set(['k1']))).toBeNull();
  });
});

describe('the custom pick', () => {
  const known = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g']);

  it('needs at least six modules', () => {
    expect(customPickProblem(['a', 'b', 'c', 'd', 'e'], known)).toBe('Pick at least 6 modules (5 picked so far).');
    expect(customPickProblem(['a', 'b', 'c', 'd', 'e', 'f'], known)).toBeNull();
  });

  it('refuses unknown and repeated modules', () => {
    expect(customPickProblem(['a', 'b', 'c', 'd', 'e', 'zz'], known)).toBe('Pick modules from the list.');
    expect(customPickProblem(['a', 'a', 'b', 'c', 'd', 'e'], known)).toBe('Pick each module once.');
  });

  it('orders by the positions typed, blanks last, ties in catalogue order', () => {
    const order = ['a', 'b', 'c', 'd'];
    expect(orderCustomPick([{ id: 'a', position: 3 }, { id: 'b', position: null }, { id: 'c', position: 1 }, { id: 'd', position: 3 }], order)).toEqual([
      'c',
      'a',
      'd',
      'b',
    ]);
  });
});

describe('a complete journey (rule 28)', () => {
  it('needs every module and an approved capstone', () => {
    expect(isJourneyComplete(['k1', 'k2'], new Set(['k1', 'k2']), true)).toBe(true);
    expect(isJourneyComplete(['k1', 'k2'], new Set(['k1', 'k2']), false)).toBe(false);
    expect(isJourneyComplete(['k1', 'k2'], new Set(['k1']), true)).toBe(false);
  });

  it('an empty journey is never complete', () => {
    expect(isJourneyComplete([], new Set(), true)).toBe(false);
  });
});
