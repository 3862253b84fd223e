// Learning journeys (rules 24, 27, 28): module progress, custom picks, weekly reflections, webinars and
// their attendance, mentoring sessions, capstones, CPD records and certificates.
// Part of the one schema (src/server/schema.ts spreads these tables in), kept in a file of its own so that
// each feature's tables read together.
import { CAPSTONE_LIMITS, CAPSTONE_STATUSES } from '#/domain/capstone.ts';
import { CPD_ACTIVITIES } from '#/domain/cpd.ts';
import { MODULE_ID_MAX_LENGTH } from '#/domain/journey-modules.ts';
import { JOURNEY_PATH_IDS } from '#/domain/journey-paths.ts';
import { SESSION_MINUTES, SESSION_STATUSES, TOPIC_LENGTH } from '#/domain/mentoring.ts';
import { MODULE_ANSWER_MAX } from '#/domain/module-completion.ts';
import { WEBINAR_LIMITS } from '#/domain/webinars.ts';
import { REFLECTION_MAX } from '#/domain/weekly-reflection.ts';
import { MAX_SOURCE_ID_LENGTH } from '#/domain/xp-awards.ts';
import type { TableSpec } from '../schema.ts';

export const JOURNEY_TABLES = {
  module_progress: {
    name: 'Module progress',
    columns: {
      // One row per learner and module (the id is derived from both): written when the learner first opens
      // the module (the clock of rule 24 starts there), completed with the reflection answer.
      userId: { type: 'string', size: 36, required: true },
      moduleId: { type: 'string', size: MODULE_ID_MAX_LENGTH, required: true },
      openedAt: { type: 'datetime', required: true },
      completedAt: { type: 'datetime', required: false },
      answer: { type: 'text', size: MODULE_ANSWER_MAX, required: false },
      /** The journey the learner followed when completing it. */
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
    },
    indexes: [{ key: 'module_progress_user', type: 'key', columns: ['userId', 'completedAt'] }],
  },
  custom_journeys: {
    name: 'Custom journeys',
    columns: {
      /** The row id is the learner's id; the picked module ids, comma-separated, in the learner's order. */
      modules: { type: 'text', size: 4000, required: true },
    },
    indexes: [],
  },
  weekly_reflections: {
    name: 'Weekly reflections',
    columns: {
      // One per learner and ISO week on their own calendar: the id is derived from both.
      userId: { type: 'string', size: 36, required: true },
      week: { type: 'string', size: 8, required: true },
      prompt: { type: 'text', size: 500, required: true },
      text: { type: 'text', size: REFLECTION_MAX, required: true },
      submittedAt: { type: 'datetime', required: true },
      /** The send key it came with (src/domain/send-keys.ts): a repeat of that send returns this row, paying nothing. */
      sendKey: { type: 'string', size: 64, required: false },
    },
    indexes: [{ key: 'weekly_reflections_user', type: 'key', columns: ['userId', 'submittedAt'], orders: ['asc', 'desc'] }],
  },
  webinars: {
    name: 'Webinars',
    columns: {
      title: { type: 'string', size: WEBINAR_LIMITS.title.max, required: true },
      description: { type: 'text', size: WEBINAR_LIMITS.description.max, required: false },
      startsAt: { type: 'datetime', required: true },
      minutes: { type: 'integer', required: true, min: WEBINAR_LIMITS.minutes.min, max: WEBINAR_LIMITS.minutes.max },
      joinUrl: { type: 'string', size: WEBINAR_LIMITS.joinUrl.max, required: true },
      /** Read out at the webinar; never sent to a learner's browser. */
      attendanceCode: { type: 'string', size: WEBINAR_LIMITS.code.max, required: true },
      /** The journey it belongs to; null: every journey. */
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
      createdBy: { type: 'string', size: 36, required: true },
    },
    indexes: [{ key: 'webinars_starts', type: 'key', columns: ['startsAt'] }],
  },
  webinar_attendance: {
    name: 'Webinar attendance',
    columns: {
      // One row per learner and webinar (id derived from both): attended, and wrong codes entered.
      webinarId: { type: 'string', size: 36, required: true },
      userId: { type: 'string', size: 36, required: true },
      attendedAt: { type: 'datetime', required: false },
      wrongCodes: { type: 'integer', required: true, default: 0, min: 0 },
    },
    indexes: [{ key: 'webinar_attendance_user', type: 'key', columns: ['userId', 'attendedAt'] }],
  },
  mentoring_sessions: {
    name: 'Mentoring sessions',
    columns: {
      mentorId: { type: 'string', size: 36, required: true },
      menteeId: { type: 'string', size: 36, required: true },
      villageId: { type: 'string', size: 36, required: true },
      /** Both ids, smaller first: the pair paid at most once per ISO week. */
      pairKey: { type: 'string', size: 73, required: true },
      /** The ISO week of the session's date, and the date itself (the mentor's calendar). */
      week: { type: 'string', size: 8, required: true },
      sessionDate: { type: 'string', size: 10, required: true },
      minutes: { type: 'integer', required: true, min: SESSION_MINUTES.min, max: SESSION_MINUTES.max },
      topic: { type: 'string', size: TOPIC_LENGTH.max, required: true },
      status: { type: 'enum', elements: SESSION_STATUSES, required: true, default: 'pending' },
      respondedAt: { type: 'datetime', required: false },
    },
    indexes: [
      { key: 'mentoring_mentee_status', type: 'key', columns: ['menteeId', 'status'] },
      { key: 'mentoring_mentor_date', type: 'key', columns: ['mentorId', 'sessionDate'] },
      { key: 'mentoring_pair_week', type: 'key', columns: ['pairKey', 'week'] },
    ],
  },
  capstones: {
    name: 'Capstones',
    columns: {
      // One per learner and journey (the id is derived from both); resubmissions update it.
      userId: { type: 'string', size: 36, required: true },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: true },
      title: { type: 'string', size: CAPSTONE_LIMITS.title.max, required: true },
      summary: { type: 'text', size: CAPSTONE_LIMITS.summary.max, required: true },
      evidence: { type: 'text', size: CAPSTONE_LIMITS.evidence.max, required: true },
      evidenceUrl: { type: 'string', size: CAPSTONE_LIMITS.evidenceUrl.max, required: false },
      status: { type: 'enum', elements: CAPSTONE_STATUSES, required: true, default: 'in_review' },
      /** The reviewer's words when it was last returned. */
      feedback: { type: 'text', size: CAPSTONE_LIMITS.feedback.max, required: false },
      submissions: { type: 'integer', required: true, default: 1, min: 1 },
      submittedAt: { type: 'datetime', required: true },
      reviewedAt: { type: 'datetime', required: false },
      reviewerId: { type: 'string', size: 36, required: false },
    },
    indexes: [
      { key: 'capstones_status', type: 'key', columns: ['status', 'submittedAt'] },
      { key: 'capstones_user', type: 'key', columns: ['userId'] },
    ],
  },
  cpd_records: {
    name: 'CPD records',
    columns: {
      // One per learner and activity source (the id is derived from both), written with the activity's award.
      userId: { type: 'string', size: 36, required: true },
      activity: { type: 'enum', elements: CPD_ACTIVITIES, required: true },
      sourceId: { type: 'string', size: MAX_SOURCE_ID_LENGTH, required: true },
      title: { type: 'string', size: 200, required: true },
      minutes: { type: 'integer', required: true, min: 0 },
      /** What the award paid (streak multiplier included). */
      xp: { type: 'integer', required: true, min: 0 },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: false },
      completedAt: { type: 'datetime', required: true },
      /** "2026-11" on the learner's calendar, for the monthly totals. */
      month: { type: 'string', size: 7, required: true },
    },
    indexes: [{ key: 'cpd_records_user', type: 'key', columns: ['userId', 'completedAt'], orders: ['asc', 'desc'] }],
  },
  certificates: {
    name: 'Certificates',
    columns: {
      // The row id is the certificate's public id; what it states is fixed when it is issued.
      userId: { type: 'string', size: 36, required: true },
      journey: { type: 'enum', elements: JOURNEY_PATH_IDS, required: true },
      learnerName: { type: 'string', size: 80, required: true },
      journeyName: { type: 'string', size: 80, required: true },
      minutes: { type: 'integer', required: true, min: 0 },
      moduleCount: { type: 'integer', required: true, min: 0 },
      startedOn: { type: 'string', size: 10, required: true },
      completedOn: { type: 'string', size: 10, required: true },
      issuedAt: { type: 'datetime', required: true },
      distinction: { type: 'boolean', required: true, default: false },
    },
    indexes: [{ key: 'certificates_user_journey', type: 'unique', columns: ['userId', 'journey'] }],
  },
} as const satisfies Record<string, TableSpec>;
