// Role, membership and tier: written by the server only (operator command, and later payments and the
// admin area), never from a form a learner can post.
import type { Backend } from '../backend.ts';
import type { Columns } from '../schema.ts';
import { ServiceError } from './service-error.ts';

export interface AccessChanges {
  role?: Columns<'users'>['role'];
  membershipStatus?: Columns<'users'>['membershipStatus'];
  transformationTier?: Columns<'users'>['transformationTier'];
}

export async function setAccess({ store, auth }: Backend, userId: string, changes: AccessChanges): Promise<void> {
  if (!(await store.getRow('users', userId))) throw new ServiceError('not-found', 'No such user.');
  await store.updateRow('users', userId, changes);
  // Appwrite mode keeps the `admin` label in step with the role (permissions may name `label:admin`).
  if (changes.role !== undefined) await auth.mirrorRole(userId, changes.role);
}
