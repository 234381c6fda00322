import type { PendingRequest } from 'shared';
import { toMembershipRecord } from '../records/membership-record';

const NONE = { votes: { yes: 0, no: 0, abstain: 0 }, endorsements: { requested: 0, endorsed: 0, declined: 0 } };

/**
 * One row of the pending list: the request (as toMembershipRecord reads it) and the committee's
 * progress on it as the API counts it (none yet from an API that does not count it). Null for
 * something without an id.
 */
export function toPendingRequest(value: unknown): PendingRequest | null {
  const record = toMembershipRecord(value);
  if (!record) return null;
  const { votes, endorsements } = value as Partial<PendingRequest>;
  return { ...record, votes: votes ?? NONE.votes, endorsements: endorsements ?? NONE.endorsements };
}
