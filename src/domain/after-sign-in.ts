// Where a person lands after signing in (rule 11): a safe `next` wins; otherwise a learner who has
// not finished onboarding starts at /welcome, and everyone else at the leadership board.
import { matchRoute, safeNextPath } from './route-policy.ts';

export function destinationAfterSignIn(input: { next: string | null | undefined; onboardingCompleted: boolean }): string {
  const next = safeNextPath(input.next);
  // Back to /auth would only bounce again; the policy's matcher sees /AUTH, /auth/ and /auth?x as that page too.
  if (next && matchRoute(next)?.pattern !== '/auth') return next;
  return input.onboardingCompleted ? '/leaderboard' : '/welcome';
}
