// Admins' internal notes on applications (table application_notes, migration 0012). Adding one
// records an audit entry ('noted') in the same transaction: every admin action is in the trail.
// The entry names the application, and the member when the application has one; the note's text
// stays in the notes (the trail says who noted what, when; the notes say what).
import type { Kysely } from 'kysely';
import type { ApplicationNote } from 'shared/types';
import { recordMembershipAudit } from '../../core/membership/membership-audit-repository';
import { newId, nowIso } from '../../db/portable';
import type { Database } from '../../db/schema';

/** The application's notes, oldest first, with their author; null when there is no such application. */
export async function listApplicationNotes(db: Kysely<Database>, applicationId: string): Promise<ApplicationNote[] | null> {
  const application = await db
    .selectFrom('membership_applications')
    .select('id')
    .where('id', '=', applicationId)
    .executeTakeFirst();
  if (!application) return null;
  const rows = await db
    .selectFrom('application_notes as n')
    .innerJoin('users as author', 'author.id', 'n.author_id')
    .select(['n.id', 'n.text', 'n.created_at', 'author.id as author_id', 'author.full_name as author_name'])
    .where('n.application_id', '=', applicationId)
    .orderBy('n.created_at', 'asc')
    .orderBy('n.id', 'asc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    at: row.created_at,
    author: { id: row.author_id, fullName: row.author_name },
  }));
}

/** Adds a note (text trimmed, 1-2000) by an admin; null when there is no such application. */
export async function addApplicationNote(
  db: Kysely<Database>,
  input: { applicationId: string; authorId: string; text: string },
): Promise<ApplicationNote | null> {
  return db.transaction().execute(async (trx) => {
    const application = await trx
      .selectFrom('membership_applications')
      .select(['id', 'user_id'])
      .where('id', '=', input.applicationId)
      .executeTakeFirst();
    if (!application) return null;
    const author = await trx.selectFrom('users').select(['id', 'full_name']).where('id', '=', input.authorId).executeTakeFirstOrThrow();
    const note = { id: newId(), application_id: application.id, author_id: author.id, text: input.text, created_at: nowIso() };
    await trx.insertInto('application_notes').values(note).execute();
    await recordMembershipAudit(
      trx,
      { action: 'noted', applicationId: application.id, userId: application.user_id, adminId: author.id, reason: null },
      note.created_at,
    );
    return { id: note.id, text: note.text, at: note.created_at, author: { id: author.id, fullName: author.full_name } };
  });
}
