// The site settings admins change in /admin/settings (src/domain/site-settings.ts), read by every part of the
// server that uses them: stored in the `settings` table, defaulting to the environment, in effect without a
// restart. Reads are cached per store for SETTINGS_CACHE_MS, so a change made by another server process is
// seen within that time; a change made here is seen at once (the cache is dropped). Every change is audited.
import { DEFAULT_FEATURES, SITE_SETTING_KEYS, maskSecretUrl, usableFeatures, type FeatureToggles, type SiteSettingName } from '#/domain/site-settings.ts';
import { DEFAULT_STREAK_RULES, streakRulesProblem, type StreakRules } from '#/domain/streak.ts';
import { DEFAULT_FARMING_LIMITS, farmingLimitsProblem, type FarmingField, type FarmingLimits } from '#/domain/farming-limits.ts';
import type { Backend } from '../backend.ts';
import type { Store, StoreOps } from '../store/port.ts';
import { equal, limit } from '../store/query.ts';
import { recordAudit } from './audit-log.ts';
import { requireAdmin } from './admin/admin-actor.ts';

/** How long a read may be reused: the longest another process's change goes unseen. */
export const SETTINGS_CACHE_MS = 2000;

/** Where a value comes from: saved by an admin, or the environment's default. */
export type SettingSource = 'admin' | 'environment' | 'default';

export interface SourcedValue<T> {
  readonly value: T;
  readonly source: SettingSource;
}

export interface SiteSettings {
  readonly contactEmail: SourcedValue<string>;
  readonly bookingUrl: SourcedValue<string>;
  /** Null: requests are only stored, not forwarded. Never shown in full (see maskSecretUrl). */
  readonly pathfinderWebhookUrl: SourcedValue<URL | null>;
  readonly streak: SourcedValue<StreakRules>;
  readonly farming: SourcedValue<FarmingLimits>;
  readonly features: SourcedValue<FeatureToggles>;
}

type Stored = Partial<Record<SiteSettingName, unknown>>;

function parse(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

async function readStored(store: Pick<StoreOps, 'findRows'>): Promise<Stored> {
  const keys = Object.values(SITE_SETTING_KEYS);
  const rows = await store.findRows('settings', [equal('$id', keys), limit(keys.length)]);
  const stored: Stored = {};
  for (const [name, key] of Object.entries(SITE_SETTING_KEYS) as [SiteSettingName, string][]) {
    const row = rows.find((candidate) => candidate.$id === key);
    if (row) stored[name] = parse(row.value);
  }
  return stored;
}

function asUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Stored anti-farming limits when they are whole and within bounds, else null (the defaults apply). */
function usableFarming(value: unknown): FarmingLimits | null {
  if (!value || typeof value !== 'object') return null;
  const limits = value as Record<FarmingField, unknown>;
  if (farmingLimitsProblem(limits) !== null) return null;
  return {
    reflectionMin: limits.reflectionMin as number,
    moduleAnswerMin: limits.moduleAnswerMin as number,
    moduleTimeShare: limits.moduleTimeShare as number,
    webinarWindowHours: limits.webinarWindowHours as number,
  };
}

/** The settings in force: each stored value when it is usable, else the environment's (a bad row never blocks anything). */
function resolve(stored: Stored, defaults: Backend['settings']): SiteSettings {
  const email = stored.contactEmail;
  const booking = stored.bookingUrl;
  const webhook = stored.pathfinderWebhookUrl;
  const streak = stored.streak as Partial<StreakRules> | undefined;
  const features = stored.features as Partial<FeatureToggles> | undefined;
  const farming = usableFarming(stored.farming);
  const storedStreak = streak && streakRulesProblem({ days: streak.days, multiplier: streak.multiplier }) === null ? (streak as StreakRules) : null;
  // The webhook's stored value is `{ url: string | null }`, so "no forwarding" can be chosen over the environment's URL.
  const webhookChoice = webhook && typeof webhook === 'object' && 'url' in webhook ? (webhook as { url: unknown }).url : undefined;
  return {
    contactEmail: typeof email === 'string' ? { value: email, source: 'admin' } : { value: defaults.contactEmail, source: 'environment' },
    bookingUrl: typeof booking === 'string' ? { value: booking, source: 'admin' } : { value: defaults.bookingUrl, source: 'environment' },
    pathfinderWebhookUrl:
      webhookChoice === null || typeof webhookChoice === 'string'
        ? { value: asUrl(webhookChoice), source: 'admin' }
        : { value: defaults.pathfinderWebhookUrl, source: 'environment' },
    streak: storedStreak ? { value: { days: storedStreak.days, multiplier: storedStreak.multiplier }, source: 'admin' } : { value: DEFAULT_STREAK_RULES, source: 'default' },
    farming: farming ? { value: farming, source: 'admin' } : { value: DEFAULT_FARMING_LIMITS, source: 'default' },
    features: features && typeof features === 'object' ? { value: usableFeatures(features), source: 'admin' } : { value: DEFAULT_FEATURES, source: 'default' },
  };
}

interface Held<T> {
  readonly at: number;
  readonly value: Promise<T>;
}

/**
 * One read per store every SETTINGS_CACHE_MS, shared by every caller meanwhile. A page rendered from the held
 * value still depends on the settings table: the render cache (read-tracking.ts) learns it here, since no
 * read of its own reaches the store.
 */
function heldPerStore<T>(cache: WeakMap<object, Held<T>>, store: Pick<Store, 'readTracking'>, read: () => Promise<T>, fresh = false): Promise<T> {
  store.readTracking?.dependOn('settings');
  const now = Date.now();
  const held = cache.get(store);
  if (held && !fresh && now - held.at < SETTINGS_CACHE_MS) return held.value;
  const value = read();
  cache.set(store, { at: now, value });
  // A failed read is not kept: the next caller tries again.
  value.catch(() => cache.delete(store));
  return value;
}

const siteSettingsCache = new WeakMap<object, Held<SiteSettings>>();

/** The settings in force (cached per store for SETTINGS_CACHE_MS; `fresh` reads the store, as the settings page does). */
export function readSiteSettings({ store, settings }: Pick<Backend, 'store' | 'settings'>, options: { fresh?: boolean } = {}): Promise<SiteSettings> {
  return heldPerStore(siteSettingsCache, store, () => readStored(store).then((stored) => resolve(stored, settings)), options.fresh);
}

/** The feature toggles in force, read through a transaction (a challenge being started: never a cached value). */
export async function featureTogglesIn(tx: Pick<StoreOps, 'getRow'>): Promise<FeatureToggles> {
  const row = await tx.getRow('settings', SITE_SETTING_KEYS.features);
  return usableFeatures(row ? parse(row.value) : undefined);
}

const featuresCache = new WeakMap<object, Held<FeatureToggles>>();

/** The feature toggles for a page or a read (cached per store like the other settings). */
export function readFeatureToggles(store: Pick<Store, 'getRow' | 'readTracking'>): Promise<FeatureToggles> {
  return heldPerStore(featuresCache, store, () => featureTogglesIn(store));
}

/** The anti-farming limits in force, read through a transaction (a completion, a reflection, an attendance). */
export async function farmingLimitsIn(tx: Pick<StoreOps, 'getRow'>): Promise<FarmingLimits> {
  const row = await tx.getRow('settings', SITE_SETTING_KEYS.farming);
  return (row ? usableFarming(parse(row.value)) : null) ?? DEFAULT_FARMING_LIMITS;
}

const farmingCache = new WeakMap<object, Held<FarmingLimits>>();

/** The anti-farming limits for a page's hints (cached per store like the other settings). */
export function readFarmingLimits(store: Pick<Store, 'getRow' | 'readTracking'>): Promise<FarmingLimits> {
  return heldPerStore(farmingCache, store, () => farmingLimitsIn(store));
}

/** The streak rules in force, read through a transaction (the engine's awards: never a cached value). */
export async function streakRulesIn(tx: Pick<StoreOps, 'getRow'>): Promise<StreakRules> {
  const row = await tx.getRow('settings', SITE_SETTING_KEYS.streak);
  const stored = row ? (parse(row.value) as Partial<StreakRules> | undefined) : undefined;
  if (stored && streakRulesProblem({ days: stored.days, multiplier: stored.multiplier }) === null) {
    return { days: stored.days as number, multiplier: stored.multiplier as number };
  }
  return DEFAULT_STREAK_RULES;
}

const rulesCache = new WeakMap<object, Held<StreakRules>>();

/** The streak rules in force for showing a streak (cached per store like the other settings). */
export function readStreakRules(store: Pick<Store, 'getRow' | 'readTracking'>): Promise<StreakRules> {
  return heldPerStore(rulesCache, store, () => streakRulesIn(store));
}

/** A change to one setting: a new value, or null to go back to the environment's default. */
export type SiteSettingChange =
  | { readonly name: 'contactEmail' | 'bookingUrl'; readonly value: string | null }
  /** `{ url: null }` stops forwarding whatever the environment says; null goes back to the environment's URL. */
  | { readonly name: 'pathfinderWebhookUrl'; readonly value: { url: string | null } | null }
  | { readonly name: 'streak'; readonly value: StreakRules | null }
  | { readonly name: 'farming'; readonly value: FarmingLimits | null }
  | { readonly name: 'features'; readonly value: FeatureToggles | null };

/** What the audit log keeps of a value: a secret URL masked. */
function audited(name: SiteSettingName, value: unknown): unknown {
  if (name !== 'pathfinderWebhookUrl') return value;
  return value instanceof URL ? maskSecretUrl(value.href) : null;
}

/**
 * Saves changed settings, each with an audit entry (who, before → after, why), in one transaction; values
 * equal to the ones stored are left alone. Values must be checked first (the admin forms do, with the rules
 * in src/domain/site-settings.ts). Returns the names that changed.
 */
export async function saveSiteSettings(
  backend: Pick<Backend, 'store' | 'settings'>,
  actorId: string,
  changes: readonly SiteSettingChange[],
  reason: string | null,
  now = new Date(),
): Promise<SiteSettingName[]> {
  const changed = await backend.store.transaction(async (tx) => {
    const names: SiteSettingName[] = [];
    await requireAdmin(tx, actorId);
    const before = resolve(await readStored(tx), backend.settings);
    for (const change of changes) {
      const key = SITE_SETTING_KEYS[change.name];
      const row = await tx.getRow('settings', key);
      if (change.value === null) {
        if (!row) continue;
        await tx.deleteRow('settings', key);
      } else {
        const value = JSON.stringify(change.value);
        if (row?.value === value) continue;
        if (row) await tx.updateRow('settings', key, { value });
        else await tx.createRow('settings', key, { value });
      }
      names.push(change.name);
    }
    const after = resolve(await readStored(tx), backend.settings);
    for (const name of names) {
      await recordAudit(tx, {
        actorId,
        action: 'settings.changed',
        targetType: 'settings',
        targetId: SITE_SETTING_KEYS[name],
        before: { [name]: audited(name, before[name].value), source: before[name].source },
        after: { [name]: audited(name, after[name].value), source: after[name].source },
        reason,
        at: now,
      });
    }
    return names;
  });
  siteSettingsCache.delete(backend.store);
  rulesCache.delete(backend.store);
  farmingCache.delete(backend.store);
  featuresCache.delete(backend.store);
  return changed;
}
