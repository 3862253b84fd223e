// Community (rules 29, 30, 32): onboarding drafts, villages and their challenges, the impact log, and the
// premium ecosystem's requests.
// Part of the one schema (src/server/schema.ts spreads these tables in), kept in a file of its own so that
// each feature's tables read together.
import { CHALLENGE_MEASURES } from '#/domain/challenges.ts';
import { IMPACT_CATEGORIES, IMPACT_LIMITS } from '#/domain/impact.ts';
import { JOURNEY_PATH_IDS } from '#/domain/journey-paths.ts';
import { LEADERSHIP_STYLES } from '#/domain/personality.ts';
import { VILLAGE_ACCESS, VILLAGE_DESCRIPTION_MAX, VILLAGE_MAX_MEMBERS, VILLAGE_NAME_MAX, VILLAGE_STATUSES } from '#/domain/villages.ts';
import type { TableSpec } from '../schema.ts';

/** A place on a Peer-to-Peer Circle session, or a Transformation Partner. */
export const ECOSYSTEM_REQUEST_KINDS = ['circle_place', 'transformation_partner'] as const;

export const COMMUNITY_TABLES = {
  onboarding_drafts: {
    name: 'Onboarding drafts',
    columns: {
      // The row id is the learner's id: one draft each, read from any device until onboarding completes.
      displayName: { type: 'string', size: 80, required: false },
      country: { type: 'string', size: 80, required: false },
      timezone: { type: 'string', size: 64, required: false },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
      /** The quiz answers so far, "q1=a;q2=c" (src/domain/personality.ts). */
      quizAnswers: { type: 'string', size: 600, required: false },
      personalityType: { type: 'enum', elements: LEADERSHIP_STYLES, required: false },
    },
    indexes: [],
  },
  villages: {
    name: 'Villages',
    columns: {
      name: { type: 'string', size: VILLAGE_NAME_MAX, required: true },
      description: { type: 'text', size: VILLAGE_DESCRIPTION_MAX, required: false },
      access: { type: 'enum', elements: VILLAGE_ACCESS, required: true },
      /** 8 characters of src/domain/villages.ts's alphabet; changed by the founder to shut out old invitations. */
      inviteCode: { type: 'string', size: 8, required: true },
      founderId: { type: 'string', size: 36, required: true },
      /** Kept with every join and leave, in the same transaction; the upper bound refuses a 13th member. */
      memberCount: { type: 'integer', required: true, default: 0, min: 0, max: VILLAGE_MAX_MEMBERS },
      status: { type: 'enum', elements: VILLAGE_STATUSES, required: true, default: 'active' },
    },
    indexes: [
      { key: 'villages_invite_code', type: 'unique', columns: ['inviteCode'] },
      { key: 'villages_listing', type: 'key', columns: ['status', 'access', 'memberCount'] },
    ],
  },
  village_members: {
    name: 'Village members',
    columns: {
      // The row id is the learner's id, so nobody can be in two villages at once (rule 30).
      villageId: { type: 'string', size: 36, required: true },
      joinedAt: { type: 'datetime', required: true },
    },
    indexes: [{ key: 'village_members_village', type: 'key', columns: ['villageId', 'joinedAt'] }],
  },
  village_challenges: {
    name: 'Village group challenges',
    columns: {
      villageId: { type: 'string', size: 36, required: true },
      /** The challenge file's name in content/challenges/. */
      challengeId: { type: 'string', size: 40, required: true },
      startedBy: { type: 'string', size: 36, required: true },
      // The goal as it was when the village took it on (content edits never move a running goal).
      measure: { type: 'enum', elements: CHALLENGE_MEASURES, required: true },
      target: { type: 'integer', required: true, min: 1 },
      startsAt: { type: 'datetime', required: true },
      endsAt: { type: 'datetime', required: true },
      /** The badge its members earn, and when the goal was met (null while not). */
      badgeId: { type: 'string', size: 40, required: true },
      metAt: { type: 'datetime', required: false },
    },
    indexes: [{ key: 'village_challenges_village', type: 'key', columns: ['villageId', 'startsAt'], orders: ['asc', 'desc'] }],
  },
  impact_entries: {
    name: 'Impact log entries',
    columns: {
      userId: { type: 'string', size: 36, required: true },
      /** The day it happened (YYYY-MM-DD), as the learner gives it. */
      date: { type: 'string', size: 10, required: true },
      title: { type: 'string', size: IMPACT_LIMITS.title, required: true },
      description: { type: 'text', size: IMPACT_LIMITS.description, required: true },
      peopleAffected: { type: 'integer', required: true, min: 0, max: IMPACT_LIMITS.peopleAffected },
      category: { type: 'enum', elements: IMPACT_CATEGORIES, required: true },
      evidenceUrl: { type: 'string', size: IMPACT_LIMITS.evidenceUrl, required: false },
      /** Shared with the village in `villageId` (the learner's village when they shared it); private otherwise. */
      shared: { type: 'boolean', required: true, default: false },
      villageId: { type: 'string', size: 36, required: false },
    },
    indexes: [
      { key: 'impact_entries_user_date', type: 'key', columns: ['userId', 'date'], orders: ['asc', 'desc'] },
      { key: 'impact_entries_user_category', type: 'key', columns: ['userId', 'category', 'date'], orders: ['asc', 'asc', 'desc'] },
      { key: 'impact_entries_village', type: 'key', columns: ['villageId', 'shared', 'date'], orders: ['asc', 'asc', 'desc'] },
    ],
  },
  impact_totals: {
    name: 'Impact log totals',
    columns: {
      // One row per learner and category ("all" for every entry), kept with each entry's write, so the log
      // shows its totals without adding up every entry (and exactly, past Appwrite's counting cap).
      userId: { type: 'string', size: 36, required: true },
      category: { type: 'string', size: 20, required: true },
      entries: { type: 'integer', required: true, default: 0, min: 0 },
      peopleAffected: { type: 'integer', required: true, default: 0, min: 0 },
    },
    indexes: [{ key: 'impact_totals_user', type: 'key', columns: ['userId'] }],
  },
  ecosystem_requests: {
    name: 'Premium ecosystem requests',
    columns: {
      kind: { type: 'enum', elements: ECOSYSTEM_REQUEST_KINDS, required: true },
      userId: { type: 'string', size: 36, required: true },
      /** A circle place: the session asked for (`<circle>.<date>`) and what the learner would bring. */
      sessionId: { type: 'string', size: 60, required: false },
      message: { type: 'text', size: 1000, required: false },
      // A transformation partner: who the partnership is for and what it should change.
      organisation: { type: 'string', size: 120, required: false },
      jobTitle: { type: 'string', size: 80, required: false },
      teamSize: { type: 'integer', required: false, min: 1, max: 100000 },
      goals: { type: 'text', size: 2000, required: false },
      availability: { type: 'string', size: 200, required: false },
    },
    indexes: [
      { key: 'ecosystem_requests_kind', type: 'key', columns: ['kind', '$createdAt'], orders: ['asc', 'desc'] },
      { key: 'ecosystem_requests_user', type: 'key', columns: ['userId', 'kind'] },
    ],
  },
} as const satisfies Record<string, TableSpec>;
