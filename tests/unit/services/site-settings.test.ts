// Site settings (rule 35) are in effect without a restart: a server process sees another process's change
// within SETTINGS_CACHE_MS, and its own at once. Two stores on one database file stand for two processes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseSettings } from '#/server/settings.ts';
import { readSiteSettings, readStreakRules, saveSiteSettings, SETTINGS_CACHE_MS } from '#/server/services/site-settings.ts';
import { openSqliteStore } from '#/server/store/sqlite/sqlite-store.ts';
import type { Store } from '#/server/store/port.ts';

describe('site settings across processes', () => {
  let dir: string;
  let one: Store;
  let two: Store;
  const settings = parseSettings({ CONTACT_EMAIL: 'env@example.org', BOOKING_URL: '/pathfinder/requested' });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'site-settings-'));
    one = openSqliteStore({ file: path.join(dir, 'platform.db') });
    two = openSqliteStore({ file: path.join(dir, 'platform.db') });
    await one.createRow('users', 'admin1', { role: 'admin', membershipStatus: 'paid', displayName: 'Admin', timezone: 'UTC' });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await one.close();
    await two.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the environment gives the defaults until an admin saves a value, which wins', async () => {
    expect((await readSiteSettings({ store: one, settings }, { fresh: true })).contactEmail).toEqual({ value: 'env@example.org', source: 'environment' });
    await saveSiteSettings({ store: one, settings }, 'admin1', [{ name: 'contactEmail', value: 'desk@example.org' }], null);
    expect((await readSiteSettings({ store: one, settings })).contactEmail).toEqual({ value: 'desk@example.org', source: 'admin' });
    // Back to the default.
    await saveSiteSettings({ store: one, settings }, 'admin1', [{ name: 'contactEmail', value: null }], null);
    expect((await readSiteSettings({ store: one, settings })).contactEmail.value).toBe('env@example.org');
  });

  it("another process sees a change within the cache's few seconds, never later", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T10:00:00Z'));
    expect((await readStreakRules(two)).multiplier).toBe(1.5);
    expect((await readSiteSettings({ store: two, settings })).features.value.forumOpenToFree).toBe(true);
    await saveSiteSettings({ store: one, settings }, 'admin1', [
      { name: 'streak', value: { days: 5, multiplier: 2 } },
      { name: 'features', value: { forumOpenToFree: false, groupChallenges: true } },
    ], 'Trial month');
    // Within the cache window the other process may still hold the old value…
    vi.setSystemTime(new Date(Date.now() + SETTINGS_CACHE_MS + 1));
    // …and after it, it has the new one.
    expect(await readStreakRules(two)).toEqual({ days: 5, multiplier: 2 });
    expect((await readSiteSettings({ store: two, settings })).features.value.forumOpenToFree).toBe(false);
    expect(SETTINGS_CACHE_MS).toBeLessThanOrEqual(5000);
  });

  it('a stored value that is not usable falls back to the default instead of blocking anything', async () => {
    await one.createRow('settings', 'engine.streak', { value: '{"days":0,"multiplier":"lots"}' });
    await one.createRow('settings', 'site.contactEmail', { value: 'not json' });
    const site = await readSiteSettings({ store: one, settings }, { fresh: true });
    expect(site.streak.source).toBe('default');
    expect(site.contactEmail.value).toBe('env@example.org');
  });
});
