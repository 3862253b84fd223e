// The password policy (rule 12): 8 to 256 characters counted as people see them, and not one of the
// common passwords, compared whole and case-insensitively.
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { passwordProblem } from '#/server/auth/password-policy.ts';

/** A password no list contains, of `length` characters. */
const uncommon = (length: number): string => 'Zq7!vR2#kW9$mP4&xL'.repeat(20).slice(0, length);

describe('length (rule 12)', () => {
  it('7 characters are refused', () => {
    expect(passwordProblem(uncommon(7))).not.toBeNull();
  });

  it('8 characters are accepted', () => {
    expect(passwordProblem(uncommon(8))).toBeNull();
  });

  it('256 characters are accepted', () => {
    expect(passwordProblem(uncommon(256))).toBeNull();
  });

  it('257 characters are refused', () => {
    expect(passwordProblem(uncommon(257))).not.toBeNull();
  });

  it('length counts code points, not UTF-16 units: 8 emoji are accepted, 7 refused', () => {
    expect(passwordProblem('🦊🐙🦉🐝🦋🐢🦀🐬')).toBeNull();
    expect(passwordProblem('🦊🐙🦉🐝🦋🐢🦀')).not.toBeNull();
  });

  it('256 emoji are accepted, though they are 512 UTF-16 units', () => {
    expect(passwordProblem('🦊'.repeat(256))).toBeNull();
  });
});

describe('common passwords (rule 12)', () => {
  it.each(['password', 'Password', 'PASSWORD', '12345678', 'qwertyuiop', 'iloveyou'])('%s is refused', (password) => {
    expect(passwordProblem(password)).not.toBeNull();
  });

  it('a common password inside a longer phrase is accepted', () => {
    expect(passwordProblem('password is not my secret phrase')).toBeNull();
  });

  it('the list is large: over 10 000 entries of 8+ characters, refused (a sample of 200 across the list)', () => {
    const eligible = dictionary['passwords-common'].filter((p) => [...p].length >= 8 && [...p].length <= 256);
    expect(eligible.length).toBeGreaterThanOrEqual(10_000);
    const step = Math.floor(eligible.length / 200);
    const sample = Array.from({ length: 200 }, (_, i) => eligible[i * step] ?? '');
    const accepted = sample.filter((p) => passwordProblem(p) === null);
    expect(accepted).toEqual([]);
  });
});
