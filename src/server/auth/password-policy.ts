// The password policy of rule 12 (and ASVS 6.2.1/6.2.4): 8 to 256 characters, no composition
// rules, and not one of the common passwords that attackers try first. The list is the ~49 000
// passwords maintained by the zxcvbn-ts project, compared whole and case-insensitively.
import { dictionary } from '@zxcvbn-ts/language-common';
import { accountFormMessages } from '../forms/account-forms.messages.ts';

const m = accountFormMessages('en');

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  // Built on first use: the list is only needed when someone picks a password.
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common;
}

/** The reason a password is refused, as shown next to the field, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  // Length counts characters as people see them (code points), not UTF-16 units.
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return m.passwordAtLeast({ min: PASSWORD_MIN_LENGTH });
  if (length > PASSWORD_MAX_LENGTH) return m.passwordAtMost({ max: PASSWORD_MAX_LENGTH });
  if (commonPasswords().has(password.toLowerCase())) {
    return m.passwordCommon;
  }
  return null;
}
