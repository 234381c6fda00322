// The club's own dinners and the members' replies to them. Portable column types only (see
// db/schema.ts); times are ISO-8601 UTC text of one fixed format, so text order is time order.
// - dinners: a dinner's details, its state ('scheduled' or 'cancelled', with the reason) and the
//   bookkeeping of its calendar entry (sequence, moved on every change a calendar shows) and of
//   its reminder (reminded_at, set once by the one instance that sends it). rsvp_counter hands
//   out the replies' places in the queue, under the dinner's row lock.
// - dinner_rsvps: one reply per member and dinner, a party of the member and `guests` plus-ones,
//   'confirmed' (its seats counted) or 'waitlisted'. queue_number orders the replies of a dinner
//   by arrival: the waitlist is promoted in that order. checked_in_at marks a member let in at
//   the door. A reply goes with its dinner or its member.
// Seats are never over capacity: replies to one dinner are written one at a time under the
// dinner's row (features/dinners/rsvp.ts); the database checks each value's own bounds.
import { sql, type Kysely, type Migration } from 'kysely';

export const DINNERS_STARTS_AT_INDEX = 'dinners_starts_at_idx';
export const DINNER_RSVPS_MEMBER_INDEX = 'dinner_rsvps_dinner_user_idx';
export const DINNER_RSVPS_QUEUE_INDEX = 'dinner_rsvps_dinner_queue_idx';
export const DINNER_RSVPS_USER_INDEX = 'dinner_rsvps_user_idx';

export const dinners: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('dinners')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('venue', 'text', (c) => c.notNull())
      .addColumn('starts_at', 'text', (c) => c.notNull())
      .addColumn('ends_at', 'text', (c) => c.notNull())
      .addColumn('rsvp_closes_at', 'text', (c) => c.notNull())
      .addColumn('capacity', 'integer', (c) => c.notNull())
      .addColumn('max_guests', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('scheduled'))
      .addColumn('cancel_reason', 'text')
      .addColumn('cancelled_at', 'text')
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('rsvp_counter', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('reminded_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('dinners_status', sql`status in ('scheduled', 'cancelled')`)
      .addCheckConstraint(
        'dinners_cancel_reason',
        sql`case when status = 'cancelled'
          then cancel_reason is not null and trim(cancel_reason) <> '' and cancelled_at is not null
          else cancel_reason is null and cancelled_at is null end`,
      )
      .addCheckConstraint('dinners_capacity', sql`capacity between 1 and 500`)
      .addCheckConstraint('dinners_max_guests', sql`max_guests between 0 and 10`)
      .addCheckConstraint('dinners_times', sql`ends_at > starts_at and rsvp_closes_at <= starts_at`)
      .execute();
    // Both lists (upcoming, past) and the reminders' look-up go by start time.
    await db.schema.createIndex(DINNERS_STARTS_AT_INDEX).on('dinners').column('starts_at').execute();

    await db.schema
      .createTable('dinner_rsvps')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('dinner_id', 'text', (c) => c.notNull().references('dinners.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('guests', 'integer', (c) => c.notNull())
      .addColumn('dietary_notes', 'text')
      .addColumn('queue_number', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('checked_in_at', 'text')
      .addColumn('checked_in_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addCheckConstraint('dinner_rsvps_status', sql`status in ('confirmed', 'waitlisted')`)
      .addCheckConstraint('dinner_rsvps_guests', sql`guests between 0 and 10`)
      .addCheckConstraint('dinner_rsvps_confirmed_at', sql`(status = 'confirmed') = (confirmed_at is not null)`)
      .addCheckConstraint('dinner_rsvps_check_in', sql`checked_in_at is null or status = 'confirmed'`)
      .execute();
    // One reply per member and dinner; one place in the queue per reply.
    await db.schema.createIndex(DINNER_RSVPS_MEMBER_INDEX).on('dinner_rsvps').columns(['dinner_id', 'user_id']).unique().execute();
    await db.schema.createIndex(DINNER_RSVPS_QUEUE_INDEX).on('dinner_rsvps').columns(['dinner_id', 'queue_number']).unique().execute();
    // A member's replies: their dinners, their no-shows, the release of a blocked member's seats.
    await db.schema.createIndex(DINNER_RSVPS_USER_INDEX).on('dinner_rsvps').column('user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('dinner_rsvps').execute();
    await db.schema.dropTable('dinners').execute();
  },
};
