// Where a person lands after signing in (rule 11): a safe `next` wins; otherwise a learner who has
// not finished onboarding goes to /welcome, everyone else to /leaderboard.
import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from '#/domain/after-sign-in.ts';

describe('after sign-in (rule 11)', () => {
  it.each(['/badges', '/forum/posts/abc?page=2', '/points#history'])('a safe next (%s) wins', (next) => {
    expect(destinationAfterSignIn({ next, onboardingCompleted: false })).toBe(next);
    expect(destinationAfterSignIn({ next, onboardingCompleted: true })).toBe(next);
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com', 'javascript:alert(1)', 'evil.com'])(
    'an unsafe next (%s) is ignored',
    (next) => {
      expect(destinationAfterSignIn({ next, onboardingCompleted: true })).toBe('/leaderboard');
      expect(destinationAfterSignIn({ next, onboardingCompleted: false })).toBe('/welcome');
    },
  );

  it.each(['/auth', '/auth?next=%2Fbadges'])('a next pointing back at the sign-in page (%s) is ignored', (next) => {
    expect(destinationAfterSignIn({ next, onboardingCompleted: true })).toBe('/leaderboard');
  });

  it('a path that merely starts with "auth" is not the sign-in page (/authors is kept)', () => {
    expect(destinationAfterSignIn({ next: '/authors', onboardingCompleted: true })).toBe('/authors');
  });

  it.each([null, undefined, ''])('without a next (%s), a learner who has not finished onboarding goes to /welcome', (next) => {
    expect(destinationAfterSignIn({ next, onboardingCompleted: false })).toBe('/welcome');
  });

  it.each([null, undefined, ''])('without a next (%s), someone who has finished onboarding goes to /leaderboard', (next) => {
    expect(destinationAfterSignIn({ next, onboardingCompleted: true })).toBe('/leaderboard');
  });
});
