// Contact messages and membership applications. Portable column types only (see db/schema.ts):
// lists are JSON text, booleans 0/1, timestamps ISO text.
// - No client address is kept with a contact message: the per-client rate limit needs none, and
//   a hash of an IPv4 address is no anonymisation (the whole space is quickly hashed).
// - At most one pending application per e-mail: a UNIQUE partial index, so two simultaneous
//   submissions cannot both be pending (SQLite and PostgreSQL both support partial indexes).
import { sql, type Kysely, type Migration } from 'kysely';

/** The index that refuses a second pending application for one e-mail (named in its errors). */
export const PENDING_APPLICATION_EMAIL_INDEX = 'membership_applications_pending_email_key';

export const contactAndApplications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('interest', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      // Set once the message has been e-mailed to the club; null means it is only stored.
      .addColumn('mailed_at', 'text')
      .execute();

    await db.schema
      .createIndex('contact_messages_created_at_idx')
      .on('contact_messages')
      .column('created_at')
      .execute();

    await db.schema
      .createTable('membership_applications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('profession', 'text', (c) => c.notNull())
      .addColumn('professional_contribution', 'text', (c) => c.notNull())
      .addColumn('interest_reason', 'text', (c) => c.notNull())
      .addColumn('culinary_skills', 'text', (c) => c.notNull())
      .addColumn('cuisine_interests', 'text', (c) => c.notNull())
      .addColumn('restaurant_recommendations', 'text', (c) => c.notNull())
      .addColumn('dining_frequency', 'text', (c) => c.notNull())
      .addColumn('available_days', 'text', (c) => c.notNull())
      .addColumn('membership_goals', 'text', (c) => c.notNull())
      .addColumn('cohosting_interest', 'text', (c) => c.notNull())
      .addColumn('referral_source', 'text', (c) => c.notNull())
      .addColumn('instagram_url', 'text')
      .addColumn('linkedin_url', 'text')
      .addColumn('dietary_restrictions', 'text')
      .addColumn('membership_agreement', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('reviewed_at', 'text')
      // The admin who accepted or rejected it; kept (as null) if that account is ever deleted.
      .addColumn('reviewed_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('rejection_reason', 'text')
      // The member account created on approval.
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addCheckConstraint('membership_applications_email_lowercase', sql`email = lower(email)`)
      .addCheckConstraint(
        'membership_applications_status',
        sql`status in ('pending', 'approved', 'rejected')`,
      )
      .addCheckConstraint('membership_applications_agreement_bool', sql`membership_agreement in (0, 1)`)
      .execute();

    await db.schema
      .createIndex(PENDING_APPLICATION_EMAIL_INDEX)
      .on('membership_applications')
      .column('email')
      .unique()
      .where(sql.ref('status'), '=', 'pending')
      .execute();

    // The admin lists: pending and approved, newest or oldest first.
    await db.schema
      .createIndex('membership_applications_status_created_at_idx')
      .on('membership_applications')
      .columns(['status', 'created_at'])
      .execute();

    await db.schema
      .createIndex('membership_applications_user_id_idx')
      .on('membership_applications')
      .column('user_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('membership_applications').execute();
    await db.schema.dropTable('contact_messages').execute();
  },
};
