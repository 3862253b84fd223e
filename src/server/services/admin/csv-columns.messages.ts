// The CSV exports' column headers in the admin's language (the values stay data): English here, French in
// src/i18n/fr/admin-csv-columns.json. A file downloaded in French has French headers.
import { defineMessages } from '#/i18n/define-messages.ts';
import fr from '#/i18n/fr/admin-csv-columns.json' with { type: 'json' };
import type { Locale } from '#/i18n/locales.ts';
import { params } from '#/i18n/message-transforms.ts';
import { CATEGORY_LABELS } from '#/domain/impact.ts';

export const csvColumnMessages = defineMessages(
  'admin-csv-columns',
  {
    id: 'id',
    name: 'name',
    email: 'email',
    role: 'role',
    membership: 'membership',
    tier: 'tier',
    organisation: 'organisation',
    journey: 'journey',
    joined: 'joined',
    lastActive: 'last active',
    suspended: 'suspended',
    points: 'points',
    learner: 'learner',
    awardedAt: 'awarded at',
    localDay: 'local day',
    activity: 'activity',
    source: 'source',
    baseXp: 'base xp',
    multiplier: 'multiplier',
    xp: 'xp',
    balanceAfter: 'balance after',
    streakDays: 'streak days',
    reason: 'reason',
    admin: 'admin',
    created: 'created',
    provider: 'provider',
    providerReference: 'provider reference',
    status: 'status',
    amountMinor: 'amount (minor units)',
    currency: 'currency',
    amount: 'amount',
    fulfilledAt: 'fulfilled at',
    failure: 'failure',
    received: 'received',
    phone: 'phone',
    teamSize: 'team size',
    timeline: 'timeline',
    duration: 'duration',
    date: 'date',
    time: 'time',
    timeZone: 'time zone',
    painPoints: 'pain points',
    attempts: 'attempts',
    deliveredAt: 'delivered at',
    lastError: 'last error',
    members: 'members',
    membersWithEntries: 'members with entries',
    entries: 'entries',
    peopleAffected: 'people affected',
    categoryEntries: params('{category} entries'),
    // The impact categories' English names, by category code (domain/impact.ts).
    ...CATEGORY_LABELS,
  },
  { fr },
);

type Key = Exclude<keyof ReturnType<typeof csvColumnMessages>, 'categoryEntries'>;

const KEYS = {
  learners: ['id', 'name', 'email', 'role', 'membership', 'tier', 'organisation', 'journey', 'joined', 'lastActive', 'suspended', 'points'],
  'xp-ledger': ['id', 'learner', 'awardedAt', 'localDay', 'activity', 'source', 'baseXp', 'multiplier', 'xp', 'balanceAfter', 'streakDays', 'reason', 'admin'],
  payments: ['id', 'learner', 'created', 'provider', 'providerReference', 'status', 'amountMinor', 'currency', 'amount', 'fulfilledAt', 'failure'],
  'pathfinder-requests': ['id', 'received', 'name', 'email', 'phone', 'teamSize', 'timeline', 'duration', 'date', 'time', 'timeZone', 'painPoints', 'status', 'attempts', 'deliveredAt', 'lastError'],
  'impact-by-organisation': ['organisation', 'members', 'membersWithEntries', 'entries', 'peopleAffected'],
} as const satisfies Record<string, readonly Key[]>;

/** The impact categories in the order the impact export writes their columns. */
const CATEGORY_KEYS = ['team', 'coaching', 'process', 'digital', 'community', 'wellbeing'] as const satisfies readonly Key[];

/** The header row of an export in `locale`. */
export function exportColumns(name: keyof typeof KEYS, locale: Locale, categories: readonly string[] = CATEGORY_KEYS): string[] {
  const t = csvColumnMessages(locale);
  const columns: string[] = KEYS[name].map((key) => t[key]);
  if (name !== 'impact-by-organisation') return columns;
  const categoryLabel = (category: string) => ((CATEGORY_KEYS as readonly string[]).includes(category) ? t[category as (typeof CATEGORY_KEYS)[number]] : category);
  return [...columns, ...categories.map((category) => t.categoryEntries({ category: categoryLabel(category) }))];
}
