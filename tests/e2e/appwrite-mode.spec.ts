// The platform with BACKEND=appwrite, end to end in Chromium: its own built server, configured for a fake
// Appwrite started here (Appwrite itself cannot run on this machine). Proves that the pages, middleware
// and services work unchanged on the Appwrite adapters: demo seeding, sign-in (session secret in our
// cookie), guards, the admin label, sign-up, sign-out deleting the Appwrite session.
// Ports: this server listens on E2E_PORT + 30 and the fake on E2E_PORT + 35 (+10 is the test OpenID
// provider, +20 the pathfinder webhook receiver).
import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startFakeAppwrite, type FakeAppwrite } from '../fakes/appwrite/index.ts';

const port = Number(process.env.E2E_PORT ?? 4399) + 30;
const base = `http://127.0.0.1:${port}`;
let fake: FakeAppwrite;
let server: ChildProcess;
let serverLog = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  fake = await startFakeAppwrite({ port: port + 5 });
  server = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: base,
      BACKEND: 'appwrite',
      APPWRITE_ENDPOINT: fake.endpoint,
      APPWRITE_PROJECT_ID: fake.projectId,
      APPWRITE_API_KEY: fake.apiKey,
      APPWRITE_DATABASE_ID: fake.databaseId,
      SEED_DEMO: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  for (let attempt = 0; attempt < 120; attempt += 1) {
    try {
      if ((await fetch(`${base}/auth`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The Appwrite-mode server did not start:\n${serverLog}`);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await fake?.close();
});

test('seeds the demo accounts into Appwrite, with the admin label on the admin', async () => {
  expect(serverLog).toContain('admin@demo.example');
  const admin = fake.auth.userByEmail('admin@demo.example');
  expect(admin?.labels).toEqual(['admin']);
  expect(fake.auth.userByEmail('paid@demo.example')?.labels).toEqual([]);
  expect(fake.tablesDb.rows('users').map((row) => row.$id)).toContain(admin?.$id);
});

test('signs in through Appwrite, keeps the session secret in our cookie, and signs out server-side', async ({ page, context }) => {
  await page.goto(`${base}/admin`);
  await expect(page).toHaveURL(`${base}/auth?next=%2Fadmin`);
  await page.getByLabel('Email').fill('admin@demo.example');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Incorrect email or password')).toBeVisible();
  await page.getByLabel('Password').fill('demo-Admin-Baobab-26');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${base}/admin`);

  const cookie = (await context.cookies(base)).find((candidate) => candidate.name === 'session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  const session = [...fake.auth.sessions.values()].find((candidate) => candidate.secret === cookie?.value);
  expect(session).toMatchObject({ userId: fake.auth.userByEmail('admin@demo.example')?.$id, provider: 'email' });

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(`${base}/`);
  expect([...fake.auth.sessions.values()].some((candidate) => candidate.secret === cookie?.value)).toBe(false);
  await page.goto(`${base}/leaderboard`);
  await expect(page).toHaveURL(`${base}/auth?next=%2Fleaderboard`);
});

test('signs up a learner as an Appwrite user with the profile in Appwrite rows', async ({ page }) => {
  await page.goto(`${base}/auth?mode=sign-up`);
  await page.getByLabel('Your name').fill('Kwame Mensah');
  await page.getByLabel('Email').fill('Kwame@Example.org');
  await page.getByLabel('Password').fill('palm wine at sunset');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${base}/welcome`);
  await expect(page.getByRole('heading', { name: 'Welcome, Kwame!' })).toBeVisible();
  const user = fake.auth.userByEmail('kwame@example.org');
  expect(user?.labels).toEqual([]);
  expect(fake.tablesDb.rows('users').find((row) => row.$id === user?.$id)).toMatchObject({ displayName: 'Kwame Mensah', role: 'learner' });
  expect(fake.tablesDb.rows('user_points').find((row) => row.$id === user?.$id)).toMatchObject({ points: 0 });
});
