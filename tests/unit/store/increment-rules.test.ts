// incrementColumn's argument rules shared by both adapters (src/server/store/increment-rules.ts). The
// contract pins out-of-range and invalid for simple cases; this pins how the caller's bounds and the
// schema's range combine, and the step and bound checks made before any row is touched.
import { describe, expect, it } from 'vitest';
import { incrementRange, outOfRange } from '#/server/store/increment-rules.ts';
import { isStoreError } from '#/server/store/port.ts';

describe('incrementRange', () => {
  it("tightens the caller's bounds by the schema's range (teamSize is 4..100000)", () => {
    expect(incrementRange('pathfinder_requests', 'teamSize', 1)).toEqual({ lowest: 4, highest: 100000 });
    expect(incrementRange('pathfinder_requests', 'teamSize', 1, { min: 10, max: 200000 })).toEqual({ lowest: 10, highest: 100000 });
    expect(incrementRange('pathfinder_requests', 'teamSize', 1, { min: 0, max: 50 })).toEqual({ lowest: 4, highest: 50 });
    expect(incrementRange('user_points', 'points', -3)).toEqual({ lowest: 0, highest: undefined });
  });

  it.each([
    ['a column that is not a number', 'displayName', 1, {}, /users.displayName is not a number column/],
    ['a fractional step on an integer column', 'points', 1.5, {}, /can only be incremented by a whole number, got 1.5/],
    ['an infinite step', 'points', Number.POSITIVE_INFINITY, {}, /whole number, got Infinity/],
    ['a step that is not a number', 'points', '1', {}, /whole number, got 1/],
    ['a NaN bound', 'points', 1, { max: Number.NaN }, /bounds must be numbers, got NaN/],
    ['an unknown column', 'nickname', 1, {}, /has no writable column "nickname"/],
  ])('refuses %s as invalid', (_what, column, by, options, message) => {
    const table = column === 'displayName' ? 'users' : 'user_points';
    let thrown: unknown;
    try {
      incrementRange(table, column, by as number, options);
    } catch (error) {
      thrown = error;
    }
    expect(isStoreError(thrown, 'invalid'), String(thrown)).toBe(true);
    expect((thrown as Error).message).toMatch(message);
  });
});

describe('outOfRange', () => {
  it('names the step, the row and the range, and the current value when the adapter read it', () => {
    const range = { lowest: 0, highest: undefined };
    const error = outOfRange('user_points', 'points', 'p', -5, range);
    expect(isStoreError(error, 'out-of-range')).toBe(true);
    expect(error.message).toBe('Adding -5 to user_points.points of p would leave the range 0..∞');
    expect(outOfRange('user_points', 'points', 'p', -5, range, '3').message).toBe(
      'Adding -5 to user_points.points of p (now 3) would leave the range 0..∞',
    );
  });
});
