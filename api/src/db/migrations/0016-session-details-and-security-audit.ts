// What a person sees of their sessions, and the security audit trail. Portable column types only
// (see db/schema.ts).
// - sessions.browser, sessions.os: read from the User-Agent when the session began (the header
//   itself is not kept); client_address: the client's network, never the full address (IPv4 /24,
//   IPv6 /48). Null for sessions that began before these were recorded.
// - security_audit: every second factor or passkey added or removed, recovery code used and
//   session ended, with the account, who did it, when and from which network. Rows are only
//   ever inserted; they stay when the account goes (user_id becomes null).
import { sql, type Kysely, type Migration } from 'kysely';

export const SECURITY_AUDIT_ACTIONS = [
  'totp-enabled',
  'totp-replaced',
  'totp-disabled',
  'passkey-added',
  'passkey-removed',
  'recovery-code-used',
  'session-ended',
  'other-sessions-ended',
] as const;

export const SECURITY_AUDIT_INDEX = 'security_audit_user_id_idx';

export const sessionDetailsAndSecurityAudit: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('sessions').addColumn('browser', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('os', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('client_address', 'text').execute();

    const actions = sql.join(SECURITY_AUDIT_ACTIONS.map((action) => sql.lit(action)));
    await db.schema
      .createTable('security_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('actor_id', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('detail', 'text')
      .addColumn('client_address', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addCheckConstraint('security_audit_action', sql`action in (${actions})`)
      .execute();
    await db.schema.createIndex(SECURITY_AUDIT_INDEX).on('security_audit').columns(['user_id', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('security_audit').execute();
    await db.schema.alterTable('sessions').dropColumn('client_address').execute();
    await db.schema.alterTable('sessions').dropColumn('os').execute();
    await db.schema.alterTable('sessions').dropColumn('browser').execute();
  },
};
