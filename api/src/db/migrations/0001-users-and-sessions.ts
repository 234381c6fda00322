// Users and their sessions. Portable column types only (see db/schema.ts).
import { sql, type Kysely, type Migration } from 'kysely';

export const usersAndSessions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('phone', 'text')
      .addColumn('profile_picture', 'text')
      .addColumn('password_hash', 'text')
      .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addCheckConstraint('users_email_lowercase', sql`email = lower(email)`)
      .addCheckConstraint('users_is_admin_bool', sql`is_admin in (0, 1)`)
      .addCheckConstraint('users_is_active_bool', sql`is_active in (0, 1)`)
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text')
      .execute();

    await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('sessions').execute();
    await db.schema.dropTable('users').execute();
  },
};
