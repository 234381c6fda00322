// Single-use password tokens (forgot password, first password of a new member), stored hashed.
// Portable column types only (see db/schema.ts).
import { sql, type Kysely, type Migration } from 'kysely';

export const passwordResetTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('password_reset_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addCheckConstraint('password_reset_tokens_purpose', sql`purpose in ('reset', 'first-password')`)
      .execute();

    await db.schema
      .createIndex('password_reset_tokens_user_id_idx')
      .on('password_reset_tokens')
      .column('user_id')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('password_reset_tokens').execute();
  },
};
