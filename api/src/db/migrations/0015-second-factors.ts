// Sign-in beyond passwords: passkeys (WebAuthn credentials) and their one-time challenges, TOTP
// secrets, recovery codes and the tokens between a password and its second factor. Portable
// column types only (see db/schema.ts); every row of a user goes with the user (cascade).
// - passkeys.credential_id is the authenticator's credential id (base64url), unique over every
//   user: one credential signs in one account. counter is the signature counter the last
//   assertion reported (bigint: authenticators count up to 2^32 - 1).
// - webauthn_challenges: a challenge is deleted when it is used (single use) and refused once
//   expires_at has passed. user_id binds a registration challenge to the signed-in user; a
//   sign-in challenge names nobody (discoverable credentials).
// - totp_factors: one row per user. secret is the active one (null until enabled), pending_secret
//   the one being set up; last_step is the last time step a code was accepted for, so no code is
//   accepted twice.
// - recovery_codes and mfa_tokens store only the SHA-256 of their secrets.
import { sql, type Kysely, type Migration } from 'kysely';

export const SECOND_FACTOR_INDEXES = [
  'passkeys_user_id_idx',
  'webauthn_challenges_expires_at_idx',
  'recovery_codes_user_id_idx',
  'mfa_tokens_user_id_idx',
] as const;

export const secondFactors: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('credential_id', 'text', (c) => c.notNull().unique())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('device_type', 'text', (c) => c.notNull())
      .addColumn('backed_up', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addCheckConstraint('passkeys_backed_up_bool', sql`backed_up in (0, 1)`)
      .addCheckConstraint('passkeys_counter_range', sql`counter >= 0`)
      .execute();

    await db.schema
      .createTable('webauthn_challenges')
      .addColumn('challenge', 'text', (c) => c.primaryKey())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addCheckConstraint('webauthn_challenges_purpose', sql`purpose in ('registration', 'authentication')`)
      .addCheckConstraint(
        'webauthn_challenges_registration_user',
        sql`purpose <> 'registration' or user_id is not null`,
      )
      .execute();

    await db.schema
      .createTable('totp_factors')
      .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret', 'text')
      .addColumn('enabled_at', 'text')
      .addColumn('last_step', 'bigint')
      .addColumn('pending_secret', 'text')
      .addColumn('pending_created_at', 'text')
      .addCheckConstraint('totp_factors_enabled', sql`(secret is null) = (enabled_at is null)`)
      .execute();

    await db.schema
      .createTable('recovery_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addUniqueConstraint('recovery_codes_user_code', ['user_id', 'code_hash'])
      .execute();

    await db.schema
      .createTable('mfa_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();

    const [passkeysByUser, challengesByExpiry, codesByUser, tokensByUser] = SECOND_FACTOR_INDEXES;
    await db.schema.createIndex(passkeysByUser).on('passkeys').column('user_id').execute();
    await db.schema.createIndex(challengesByExpiry).on('webauthn_challenges').column('expires_at').execute();
    await db.schema.createIndex(codesByUser).on('recovery_codes').column('user_id').execute();
    await db.schema.createIndex(tokensByUser).on('mfa_tokens').column('user_id').execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['mfa_tokens', 'recovery_codes', 'totp_factors', 'webauthn_challenges', 'passkeys']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
