// The account forms' schemas as an Action receives them: Astro hands an empty field over as null, which must
// read as empty and get the field's own message, not a type error.
import { describe, expect, it } from 'vitest';
import { fieldErrors } from '#/server/forms/form-fields.ts';
import { passwordForm, profileForm, signInForm, signUpForm } from '#/server/forms/account-forms.ts';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);

describe('account forms', () => {
  it('sign-in: empty fields (null from the form) get their own messages', () => {
    expect(errorsOf(signInForm.safeParse({ email: null, password: null, next: null }))).toEqual({
      email: 'Enter your email address.',
      password: 'Enter your password.',
    });
  });

  it('sign-in: a good form parses, email trimmed, next kept', () => {
    expect(signInForm.parse({ email: ' ada@example.org ', password: 'pw', next: '/profile' })).toEqual({ email: 'ada@example.org', password: 'pw', next: '/profile' });
  });

  it('sign-up: name, email and password problems, each next to its field', () => {
    expect(errorsOf(signUpForm.safeParse({ displayName: '   ', email: 'nope', password: 'short', timezone: null, next: null }))).toEqual({
      displayName: 'Enter your name.',
      email: 'Enter a valid email address, like name@example.com.',
      password: expect.stringMatching(/at least 8 characters/i),
    });
  });

  it('sign-up: an unknown or missing time zone falls back to UTC instead of failing', () => {
    const base = { displayName: 'Ada', email: 'ada@example.org', password: 'palm wine at sunset', next: '' };
    expect(signUpForm.parse({ ...base, timezone: 'Mars/Olympus' }).timezone).toBe('UTC');
    expect(signUpForm.parse({ ...base, timezone: null }).timezone).toBe('UTC');
    expect(signUpForm.parse({ ...base, timezone: 'Africa/Lagos' }).timezone).toBe('Africa/Lagos');
  });

  it('profile: optional fields left empty become null; too long is refused with the limit', () => {
    expect(profileForm.parse({ displayName: 'Ada', bio: null, country: '  ', timezone: 'Africa/Accra' })).toEqual({ displayName: 'Ada', bio: null, country: null, timezone: 'Africa/Accra' });
    expect(errorsOf(profileForm.safeParse({ displayName: 'Ada', bio: 'x'.repeat(1001), country: null, timezone: 'Nowhere/Else' }))).toEqual({
      bio: 'Use at most 1000 characters.',
      timezone: 'Choose a time zone from the list.',
    });
  });

  it('password: the current one is required and the new one must differ', () => {
    expect(errorsOf(passwordForm.safeParse({ currentPassword: null, newPassword: 'a brand new phrase' }))).toEqual({ currentPassword: 'Enter your current password.' });
    expect(errorsOf(passwordForm.safeParse({ currentPassword: 'same old phrase', newPassword: 'same old phrase' }))).toEqual({ newPassword: 'Choose a password different from your current one.' });
  });
});
