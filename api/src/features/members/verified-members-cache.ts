// The member directory's body, read and serialized once per version of its data (migration 0006:
// a counter that every committed change to users, membership_applications or member_privacy
// moves, the last by migration 0010). Each call reads that one row; only when it has moved are
// the members listed (verified-members-repository) and serialized again: without it, the
// 1,000-row join, the sort and the JSON of every call cost seven times as much as sending the
// bytes (bench/api-load.ts).
//
// Why a stale directory is never served: the version is read before the list. Any change the list
// includes committed together with its bump, so it left the counter above the version the body is
// kept under, and the next call reads the list again. A body is reused only while the counter
// still equals that version, that is while nothing has changed since it was read.
//
// Privacy: the body is the one every member receives, made of entries that already leave out what
// each member hides (member-privacy.ts), so a hidden field is never in the cache, and one body
// serves every caller. A member's change of their choices moves the version like any other change.
import type { Kysely } from 'kysely';
import type { VerifiedMembersResponse } from 'shared/types';
import type { Database } from '../../db/schema';
import { listVerifiedMembers } from './verified-members-repository';

/** The directory version now (one indexed row). */
export async function readDirectoryVersion(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('directory_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow();
  return Number(row.version);
}

/** The body of GET /api/admin/membership/verifiedMembers, as UTF-8 JSON. */
export type DirectoryBody = () => Promise<Buffer>;

/** One per server: remembers the last body it serialized, and the version it was read at. */
export function createVerifiedMembersCache(db: Kysely<Database>): DirectoryBody {
  let latest: { version: number; body: Buffer } | null = null;
  // Calls that find the same new version share one read of the list.
  let reading: { version: number; body: Promise<Buffer> } | null = null;

  async function read(version: number): Promise<Buffer> {
    const response: VerifiedMembersResponse = { data: { data: await listVerifiedMembers(db) } };
    const body = Buffer.from(JSON.stringify(response));
    // A slower read of an older version must not replace a newer one.
    if (!latest || latest.version < version) latest = { version, body };
    return body;
  }

  return async () => {
    const version = await readDirectoryVersion(db);
    if (latest?.version === version) return latest.body;
    if (reading?.version === version) return reading.body;
    const body = read(version);
    const entry = { version, body };
    reading = entry;
    try {
      return await body;
    } finally {
      if (reading === entry) reading = null;
    }
  };
}
