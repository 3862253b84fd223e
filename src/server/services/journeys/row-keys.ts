// Row ids of the journey tables, derived from what makes each row unique (a learner and a module, a learner
// and a week…), so a second writer of the same row collides on the id, on both backends, and a row is found
// by id rather than by a query. Hashed as the engine's are (a letter naming the table, 32 hex digits of
// SHA-256), because composite keys exceed the 36 characters an id may have.
import { derivedRowId as hashedId } from '../derived-row-id.ts';

/** A learner's progress on one module. */
export const progressRowId = (userId: string, moduleId: string): string => hashedId('m', [userId, moduleId]);

/** A learner's reflection for one ISO week. */
export const reflectionRowId = (userId: string, week: string): string => hashedId('r', [userId, week]);

/** A learner's attendance at one webinar. */
export const attendanceRowId = (webinarId: string, userId: string): string => hashedId('a', [webinarId, userId]);

/** A learner's capstone for one journey. */
export const capstoneRowId = (userId: string, journey: string): string => hashedId('k', [userId, journey]);

/** The CPD record of one activity source. */
export const cpdRowId = (userId: string, activity: string, sourceId: string): string => hashedId('h', [userId, activity, sourceId]);
