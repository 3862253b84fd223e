// Derived row ids are stored: every database made so far finds its ledger rows, counters and badges by them, so
// the way they are made may never change. Pinned here against SHA-256 computed another way.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivedRowId } from '#/server/services/derived-row-id.ts';
import { boardCountId, ledgerRowId } from '#/server/services/gamification/row-keys.ts';

describe('derivedRowId', () => {
  it('is the prefix and the first 32 hex digits of SHA-256 of the parts joined by NUL', () => {
    const expected = `t${createHash('sha256').update('learner-1\u0000module:intro').digest('hex').slice(0, 32)}`;
    expect(derivedRowId('t', ['learner-1', 'module:intro'])).toBe(expected);
    expect(ledgerRowId('learner-1', 'module:intro')).toBe(expected);
    // And the literal value, so that a change to both ways at once is caught too.
    expect(expected).toBe('t338fce0de09d0564c86d6ec00b0fc14a');
  });

  it('keeps parts apart: ("ab", "c") and ("a", "bc") differ', () => {
    expect(derivedRowId('c', ['ab', 'c'])).not.toBe(derivedRowId('c', ['a', 'bc']));
    expect(derivedRowId('c', ['ab', 'c'])).toMatch(/^c[0-9a-f]{32}$/);
  });
});

describe('boardCountId', () => {
  it('is the derived id of the board, level and bucket, remembered or not', () => {
    for (const [board, level, bucket] of [['all', 0, 1], ['all', 1, 0], ['week:2026-W47', 2, 3], ['all', 0, 1]] as const) {
      expect(boardCountId(board, level, bucket)).toBe(derivedRowId('b', [board, String(level), String(bucket)]));
    }
    expect(boardCountId('all', 0, 8)).not.toBe(boardCountId('all', 1, 7));
  });
});
