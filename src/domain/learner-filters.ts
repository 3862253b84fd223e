// The admin's learner list (/admin/users): what it can be filtered and sorted by, read from the page's query
// string and written back into links (pagination, CSV export), so a filtered list can be shared as a URL.
// Unknown or malformed values are dropped rather than refused: a hand-edited URL still shows a list.
import { isId } from './ids.ts';
import { JOURNEY_PATH_IDS } from './journey-paths.ts';
import { MEMBERSHIP_STATUSES, ROLES, TRANSFORMATION_TIERS } from './user-flags.ts';

export const LEARNER_SORTS = ['newest', 'oldest', 'name', 'active'] as const;
export type LearnerSort = (typeof LEARNER_SORTS)[number];

export const SORT_LABELS: Readonly<Record<LearnerSort, string>> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  name: 'Name (A–Z)',
  active: 'Recently active',
};

export const ACTIVITY_FILTERS = ['active', 'inactive', 'never'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];

export const ACTIVITY_LABELS: Readonly<Record<ActivityFilter, string>> = {
  active: 'Active in the last 30 days',
  inactive: 'Not active for 30 days',
  never: 'Never active',
};

/** "Active" means a visit within this many days. */
export const ACTIVE_DAYS = 30;

export interface LearnerFilters {
  /** The search box's text (a name, or an email with its @). */
  readonly q: string;
  readonly membership: (typeof MEMBERSHIP_STATUSES)[number] | null;
  /** A tier, or `none` for learners without one. */
  readonly tier: (typeof TRANSFORMATION_TIERS)[number] | 'none' | null;
  readonly role: (typeof ROLES)[number] | null;
  readonly organisation: string | null;
  readonly journey: (typeof JOURNEY_PATH_IDS)[number] | null;
  readonly activity: ActivityFilter | null;
  /** `yes`: only suspended accounts; `no`: only accounts in good standing. */
  readonly suspended: 'yes' | 'no' | null;
  readonly sort: LearnerSort;
}

export const NO_FILTERS: LearnerFilters = {
  q: '',
  membership: null,
  tier: null,
  role: null,
  organisation: null,
  journey: null,
  activity: null,
  suspended: null,
  sort: 'newest',
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** The filters a query string asks for. */
export function readLearnerFilters(params: URLSearchParams): LearnerFilters {
  const organisation = params.get('organisation');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    membership: oneOf(MEMBERSHIP_STATUSES, params.get('membership')),
    tier: oneOf([...TRANSFORMATION_TIERS, 'none'] as const, params.get('tier')),
    role: oneOf(ROLES, params.get('role')),
    organisation: organisation !== null && isId(organisation) ? organisation : null,
    journey: oneOf(JOURNEY_PATH_IDS, params.get('journey')),
    activity: oneOf(ACTIVITY_FILTERS, params.get('activity')),
    suspended: oneOf(['yes', 'no'] as const, params.get('suspended')),
    sort: oneOf(LEARNER_SORTS, params.get('sort')) ?? 'newest',
  };
}

/** The query string of the filters (defaults left out), for links that keep them. */
export function learnerFilterParams(filters: LearnerFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  for (const key of ['membership', 'tier', 'role', 'organisation', 'journey', 'activity', 'suspended'] as const) {
    const value = filters[key];
    if (value !== null) params.set(key, value);
  }
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** Whether any filter beyond the search and sort is set. */
export function hasFilters(filters: LearnerFilters): boolean {
  return [filters.membership, filters.tier, filters.role, filters.organisation, filters.journey, filters.activity, filters.suspended].some((value) => value !== null);
}
