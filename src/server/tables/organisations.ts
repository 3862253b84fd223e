// Organisations and corporate teams (rule 34).
// Part of the one schema (src/server/schema.ts spreads these tables in), kept in a file of its own so that
// each feature's tables read together.
import { EMAIL_MAX_LENGTH } from '#/domain/email-list.ts';
import { JOIN_CODE_LENGTH, ORGANISATION_NAME_MAX, SEAT_LIMIT_MAX } from '#/domain/organisations.ts';
import type { TableSpec } from '../schema.ts';

export const ORGANISATION_TABLES = {
  organisations: {
    name: 'Organisations',
    columns: {
      // Created by admins (rule 34). Members are the users whose organisationId is this row's id.
      name: { type: 'string', size: ORGANISATION_NAME_MAX, required: true },
      /** While false nobody joins, and members who did not pay themselves do not count as paid. */
      active: { type: 'boolean', required: true, default: true },
      /** Corporate seats (leaders included); null: no limit. */
      seatLimit: { type: 'integer', required: false, min: 1, max: SEAT_LIMIT_MAX },
      /**
       * Members now (leaders included), kept by the join and leave transactions: counted totals stop at 5,000
       * on Appwrite, and the seat check is one bounded increment of this column.
       */
      memberCount: { type: 'integer', required: true, default: 0, min: 0 },
      /** The code members join with (src/domain/organisations.ts), stored without its dash. */
      joinCode: { type: 'string', size: JOIN_CODE_LENGTH, required: true },
    },
    indexes: [
      { key: 'organisations_join_code', type: 'unique', columns: ['joinCode'] },
      { key: 'organisations_name', type: 'key', columns: ['name'] },
    ],
  },
  organisation_invitations: {
    name: 'Organisation invitations (pending)',
    columns: {
      // Made by a corporate leader's email list; accepted (and deleted) when that email signs up or signs in.
      organisationId: { type: 'string', size: 36, required: true },
      /** Lower-cased. */
      email: { type: 'string', size: EMAIL_MAX_LENGTH, required: true },
      invitedBy: { type: 'string', size: 36, required: true },
    },
    indexes: [
      { key: 'organisation_invitations_org_email', type: 'unique', columns: ['organisationId', 'email'] },
      { key: 'organisation_invitations_email', type: 'key', columns: ['email'] },
    ],
  },
} as const satisfies Record<string, TableSpec>;
