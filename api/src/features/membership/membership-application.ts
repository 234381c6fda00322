// Submitting a membership application: normalise the validated payload, refuse an e-mail that
// already belongs to a member, store it as pending (one pending application per e-mail; a
// rejected or approved one does not block a new one).
import type { Kysely } from 'kysely';
import type { MembershipApplication } from 'shared/validation';
import { insertApplication, type StoredApplication } from '../../core/membership/membership-application-repository';
import { normalizeApplication } from '../../core/membership/normalize-application';
import { findUserByEmail } from '../../core/users/user-repository';
import type { Database } from '../../db/schema';

export type SubmitApplicationResult =
  | { outcome: 'submitted'; application: StoredApplication }
  | { outcome: 'member-exists' }
  | { outcome: 'pending-exists' };

/** Stores a validated application (see `membershipApplicationErrors`). */
export async function submitApplication(
  db: Kysely<Database>,
  payload: MembershipApplication,
): Promise<SubmitApplicationResult> {
  const application = normalizeApplication(payload);
  if (await findUserByEmail(db, application.email)) return { outcome: 'member-exists' };
  const result = await insertApplication(db, application);
  if (result.outcome === 'pending-exists') return result;
  return { outcome: 'submitted', application: result.application };
}
