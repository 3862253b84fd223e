// The site settings the prerendered landing page bakes in when the site is built (the contact email of its
// email popup, the streak's days and multiplier): the admin's values from /admin/settings when the database is
// there to read, else the environment's and the built-in defaults. /admin/settings says that these change on
// the landing page only after the next build.
import { DEFAULT_STREAK_RULES, type StreakRules } from '#/domain/streak.ts';
import { openBackendIfExists } from '../config.ts';
import { logWarning } from '../log.ts';
import { readSiteSettings } from '../services/site-settings.ts';
import { parseSettings } from '../settings.ts';

export interface BakedSiteSettings {
  readonly contactEmail: string;
  readonly streak: StreakRules;
}

let baked: Promise<BakedSiteSettings> | null = null;

async function readBaked(): Promise<BakedSiteSettings> {
  const settings = parseSettings(process.env);
  const defaults = { contactEmail: settings.contactEmail, streak: DEFAULT_STREAK_RULES };
  try {
    const backend = await openBackendIfExists(settings);
    if (!backend) return defaults;
    try {
      const site = await readSiteSettings(backend, { fresh: true });
      return { contactEmail: site.contactEmail.value, streak: site.streak.value };
    } finally {
      await backend.store.close();
    }
  } catch (error) {
    // A build must not fail because the database cannot be read: the defaults are always valid.
    logWarning('site settings unavailable at build time; using the defaults', { reason: error instanceof Error ? error.message : String(error) });
    return defaults;
  }
}

/** Read once per build (every prerendered page shares it). */
export function bakedSiteSettings(): Promise<BakedSiteSettings> {
  baked ??= readBaked();
  return baked;
}
