// What the dinners hold about a member, in their data export and in the erasure of a departed
// member (app/member-lifecycle.ts).
// - Export: every reply of theirs (the dinner, status, guests, dietary notes, checked in) and
//   whether they have a calendar feed, since when. Not its URL: the secret in it lets anyone read
//   their dinners, and an export is a file that travels (the member sees and resets the URL in
//   the app), as a session's token is never exported either.
// - Erasure: a reply to a dinner not started yet is released as at a departure, its waitlist
//   promoted (the departure released them; the erasure makes sure none is left). The other
//   replies stay, as the club's record of who came to which dinner (seat counts, attendance and
//   no-shows, the admins' attendee lists, which then name a 'Former member'), with their dietary
//   notes emptied. The calendar feed is deleted (its URL answers 404 like any unknown one).
//   dinner_audit keeps its entries: they name members by id only (the member checked in or
//   released, the ones promoted), never a name, an address or a note.
import type { Kysely } from 'kysely';
import type { MemberDataExport } from 'shared/types';
import type { AppContext } from '../../app/app-context';
import type { Database } from '../../db/schema';
import type { DinnerContext } from './dinner-context';
import { releaseDeactivatedMember } from './rsvp';

type DinnerReplies = MemberDataExport['dinnerReplies'];

async function dinnerRepliesOf(db: Kysely<Database>, userId: string): Promise<DinnerReplies> {
  const rows = await db
    .selectFrom('dinner_rsvps as r')
    .innerJoin('dinners as d', 'd.id', 'r.dinner_id')
    .select([
      'd.id', 'd.title', 'd.starts_at', 'd.ends_at', 'd.venue', 'd.status as dinner_status',
      'r.status', 'r.guests', 'r.dietary_notes', 'r.checked_in_at', 'r.created_at',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('d.starts_at')
    .orderBy('d.id')
    .execute();
  return rows.map((row) => ({
    dinner: { id: row.id, title: row.title, startsAt: row.starts_at, endsAt: row.ends_at, venue: row.venue, status: row.dinner_status },
    status: row.status,
    guests: Number(row.guests),
    dietaryNotes: row.dietary_notes,
    checkedIn: row.checked_in_at !== null,
    repliedAt: row.created_at,
  }));
}

export function registerDinnerMemberData(ctx: DinnerContext & Pick<AppContext, 'memberLifecycle'>): void {
  const lifecycle = ctx.memberLifecycle;

  lifecycle.onExport('dinnerReplies', (db, { userId }) => dinnerRepliesOf(db, userId));

  lifecycle.onExport('calendarFeed', async (db, { userId }) => {
    const feed = await db.selectFrom('calendar_feeds').select('created_at').where('user_id', '=', userId).executeTakeFirst();
    return feed ? { createdAt: feed.created_at } : null;
  });

  lifecycle.onErased(async (trx, { userId, at }) => {
    await releaseDeactivatedMember(ctx, trx, { userId, adminId: null, reason: 'member left', at });
    await trx.updateTable('dinner_rsvps').set({ dietary_notes: null }).where('user_id', '=', userId).execute();
    await trx.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
  });
}
