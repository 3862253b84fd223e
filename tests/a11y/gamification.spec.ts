// axe on the gamification screens (issue 9) at 360 and 1280 px, with the data people see them with: a learner
// outside the top 50 (their neighbours shown), earned and locked badges, a history with a multiplier and an
// adjustment, a learner hidden from the boards, and a public profile with badges and positions. Each page is
// also kept as a screenshot in the test's output folder, to look at.
import { expect, test } from '../e2e/support/test.ts';
import { adjustXp, awardXp, setLeaderboardOptOut } from '#/server/services/gamification/index.ts';
import { createPerson, signInWithForm, withBackend, type TestPerson } from '../e2e/support/accounts.ts';
import { expectNoViolations } from './support/axe.ts';

const DAY_MS = 86_400_000;

for (const width of [1280, 360]) {
  test(`the board, badges, points and public profile are clean under axe at ${width}px`, async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    // Fifty-two learners above this one, so the board shows the top 50 and then "Where you stand".
    const tag = `${width}-${Date.now()}`;
    const others: TestPerson[] = [];
    for (let index = 0; index < 52; index++) others.push(await createPerson('free', { displayName: `Axe Peer ${index} ${tag}` }));
    const person = await createPerson('paid', { displayName: `Axe Learner ${tag}` });
    await withBackend(async (backend) => {
      for (let day = 7; day >= 0; day--) {
        await awardXp(backend, { userId: person.userId, activity: day % 2 ? 'module' : 'weekly_reflection', sourceId: `a11y-${day}` }, { now: new Date(Date.now() - day * DAY_MS) });
      }
      await adjustXp(backend, { userId: person.userId, amount: 25, reason: 'Quiz prize at the Accra meetup', actor: 'operator' });
      for (const [index, other] of others.entries()) await adjustXp(backend, { userId: other.userId, amount: 1000 + index, reason: 'a11y peer', actor: 'operator' });
    });
    await signInWithForm(page.request, baseURL!, person);
    const paths = ['/leaderboard', '/leaderboard?period=week', '/badges', '/points', '/points?activity=adjustment', `/users/${person.userId}`];
    await page.goto('/leaderboard');
    await expect(page.getByTestId('around-you')).toBeVisible();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolations(page, `${path} at ${width}px`);
      await page.screenshot({ path: test.info().outputPath(`${path.replace(/[/?=&]+/g, '_')}-${width}.png`), fullPage: true });
    }
    await withBackend((backend) => setLeaderboardOptOut(backend, person.userId, person.userId, true));
    for (const path of ['/leaderboard', '/profile']) {
      await page.goto(path);
      await expectNoViolations(page, `${path} while hidden from the boards, at ${width}px`);
      await page.screenshot({ path: test.info().outputPath(`hidden${path.replace(/[/?=&]+/g, '_')}-${width}.png`), fullPage: true });
    }
  });
}
