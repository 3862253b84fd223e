// People and signing in: the learners' profiles (with their role, membership and tier), email logins, sessions,
// failed sign-ins (for throttling) and linked social accounts.
// Part of the one schema (src/server/schema.ts spreads these tables in), kept in a file of its own so that
// each feature's tables read together.
import { JOURNEY_PATH_IDS } from '#/domain/journey-paths.ts';
import { LINK_METHODS } from '#/domain/social-links.ts';
import { MEMBERSHIP_STATUSES, ROLES, TRANSFORMATION_TIERS } from '#/domain/user-flags.ts';
import { LOCALES } from '#/i18n/locales.ts';
import type { TableSpec } from '../schema.ts';

export const ACCOUNT_TABLES = {
  users: {
    name: 'Users',
    columns: {
      role: { type: 'enum', elements: ROLES, required: true },
      membershipStatus: { type: 'enum', elements: MEMBERSHIP_STATUSES, required: true },
      transformationTier: { type: 'enum', elements: TRANSFORMATION_TIERS, required: false },
      lastActive: { type: 'datetime', required: false },
      displayName: { type: 'string', size: 80, required: true },
      bio: { type: 'text', size: 1000, required: false },
      country: { type: 'string', size: 80, required: false },
      timezone: { type: 'string', size: 64, required: true, default: 'UTC' },
      /** The language the person chose for the platform; null until they choose (their browser's is used). */
      language: { type: 'enum', elements: LOCALES, required: false },
      organisationId: { type: 'string', size: 36, required: false },
      villageId: { type: 'string', size: 36, required: false },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
      personalityType: { type: 'string', size: 40, required: false },
      onboardingCompletedAt: { type: 'datetime', required: false },
      leaderboardOptOut: { type: 'boolean', required: true, default: false },
      /** Set while an admin has suspended the account (rule 35): it cannot sign in, and its sessions ended. */
      suspendedAt: { type: 'datetime', required: false },
    },
    indexes: [
      { key: 'users_role', type: 'key', columns: ['role'] },
      { key: 'users_organisation', type: 'key', columns: ['organisationId'] },
      { key: 'users_village', type: 'key', columns: ['villageId'] },
      // An organisation's members by name (the /team and admin lists, cursor-paged at 10,000 members), and its leaders.
      { key: 'users_organisation_name', type: 'key', columns: ['organisationId', 'displayName'] },
      { key: 'users_organisation_tier', type: 'key', columns: ['organisationId', 'transformationTier'] },
      // The admin's learner list (services/admin/learner-directory.ts): each sort has its index, and each
      // common filter one that is already in the default order (newest first), so a page of 25 reads about
      // 25 index entries at 1,000,000 learners instead of sorting a filtered million.
      { key: 'users_created', type: 'key', columns: ['$createdAt'], orders: ['desc'] },
      { key: 'users_name', type: 'key', columns: ['displayName'] },
      { key: 'users_last_active', type: 'key', columns: ['lastActive'], orders: ['desc'] },
      { key: 'users_membership_created', type: 'key', columns: ['membershipStatus', '$createdAt'], orders: ['asc', 'desc'] },
      { key: 'users_tier_created', type: 'key', columns: ['transformationTier', '$createdAt'], orders: ['asc', 'desc'] },
      { key: 'users_journey_created', type: 'key', columns: ['journey', '$createdAt'], orders: ['asc', 'desc'] },
      { key: 'users_suspended', type: 'key', columns: ['suspendedAt'] },
    ],
  },
  auth_accounts: {
    name: 'Auth accounts (embedded backend)',
    columns: {
      /** Lower-cased, trimmed. The row id is the user id. */
      email: { type: 'string', size: 320, required: true },
      /** `scrypt$…`, or `!` for an account with no password (made by social sign-in). */
      passwordHash: { type: 'string', size: 512, required: true },
    },
    indexes: [{ key: 'auth_accounts_email', type: 'unique', columns: ['email'] }],
  },
  auth_sessions: {
    name: 'Auth sessions (embedded backend)',
    columns: {
      /** The row id is derived from the SHA-256 of the session token; the token itself is never stored. */
      userId: { type: 'string', size: 36, required: true },
      expiresAt: { type: 'datetime', required: true },
      /** Sliding renewal never extends a session past this moment. */
      absoluteExpiresAt: { type: 'datetime', required: true },
      userAgent: { type: 'string', size: 256, required: false },
    },
    indexes: [
      { key: 'auth_sessions_user', type: 'key', columns: ['userId'] },
      { key: 'auth_sessions_expires', type: 'key', columns: ['expiresAt'] },
    ],
  },
  auth_failures: {
    name: 'Failed sign-ins (throttling)',
    columns: {
      /** `email:<address>`, `ip:<address>`, `signup:<address>`, … (services/auth-throttle.ts). */
      key: { type: 'string', size: 400, required: true },
      /** The start of the second the row counts (rows of older versions: the moment of one event). */
      at: { type: 'datetime', required: true },
      /**
       * How many events of that second: a counter so that a reservation is one atomic incrementColumn with
       * a maximum. No schema bounds on purpose: a bound in the schema would make the Appwrite adapter read
       * before it increments (not atomic); the bounds are passed per call instead.
       */
      attempts: { type: 'integer', required: true, default: 1 },
    },
    indexes: [
      { key: 'auth_failures_key_at', type: 'key', columns: ['key', 'at'] },
      { key: 'auth_failures_at', type: 'key', columns: ['at'] },
    ],
  },
  social_links: {
    name: 'Social sign-in links',
    columns: {
      userId: { type: 'string', size: 36, required: true },
      /** Our provider id (an OIDC_PROVIDERS id, or an Appwrite OAuth2 provider id). */
      providerId: { type: 'string', size: 40, required: true },
      /** The provider's stable id for the person: the ID token's `sub` (Appwrite: the identity's providerUid). */
      subject: { type: 'string', size: 255, required: true },
      /** How the link was made (src/domain/social-links.ts): it decides whether it may open an admin account. */
      linkedBy: { type: 'enum', elements: LINK_METHODS, required: true },
    },
    indexes: [
      { key: 'social_links_provider_subject', type: 'unique', columns: ['providerId', 'subject'] },
      { key: 'social_links_user', type: 'key', columns: ['userId', 'providerId'] },
    ],
  },
} as const satisfies Record<string, TableSpec>;
