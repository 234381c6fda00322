// Work on a pending application that a decision must not overtake (a committee vote, a sponsor's
// answer) starts by locking the application's row: on PostgreSQL a SELECT ... FOR UPDATE, which
// waits for a decision under way (its claiming UPDATE holds the row) and makes a decision wait for
// it in turn; SQLite runs one write transaction at a time. So a decision counts exactly the votes
// and endorsements committed before it, and none lands on a decided application.
import type { Kysely } from 'kysely';
import type { DbEngine } from '../../db/create-database';
import type { Database } from '../../db/schema';

export type PendingLock = 'pending' | 'decided' | 'not-found';

export async function lockPendingApplication(trx: Kysely<Database>, applicationId: string, engine: DbEngine): Promise<PendingLock> {
  const row = await trx
    .selectFrom('membership_applications')
    .select('status')
    .where('id', '=', applicationId)
    .$if(engine === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) return 'not-found';
  return row.status === 'pending' ? 'pending' : 'decided';
}
