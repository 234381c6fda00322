// What the sign-in holds about a user, in their data export and in the erasure of a departed
// member (app/member-lifecycle.ts).
// - Export: their passkeys (name and dates, never a key), whether TOTP is on and how many
//   recovery codes are left (never a secret or a code), and their security trail (the network
//   only of what they did themselves).
// - Erasure: passkeys, WebAuthn challenges, TOTP, recovery codes and second-step tokens are
//   deleted. The security trail keeps its rows (what happened to the account, and when) with
//   their details (a passkey's name, a session's id) and networks emptied.
import type { AppContext } from '../../app/app-context';
import { deleteTotp } from '../../core/auth/totp-repository';
import { secondFactorsOf } from '../../core/auth/second-factors';
import { listPasskeys } from './passkey-repository';
import { deleteRecoveryCodes } from './recovery-codes';

export function registerAuthMemberData(ctx: Pick<AppContext, 'memberLifecycle'>): void {
  const lifecycle = ctx.memberLifecycle;

  lifecycle.onExport('passkeys', async (db, { userId }) =>
    (await listPasskeys(db, userId)).map(({ name, createdAt, lastUsedAt, backedUp }) => ({ name, createdAt, lastUsedAt, backedUp })));

  lifecycle.onExport('twoFactor', async (db, { userId }) => {
    const factors = await secondFactorsOf(db, userId);
    const totp = await db.selectFrom('totp_factors').select('enabled_at').where('user_id', '=', userId).where('secret', 'is not', null).executeTakeFirst();
    return { totpEnabled: factors.totp, enabledAt: totp?.enabled_at ?? null, recoveryCodesLeft: factors.recoveryCodesLeft };
  });

  lifecycle.onExport('securityEvents', async (db, { userId }) => {
    const rows = await db
      .selectFrom('security_audit')
      .select(['action', 'created_at', 'detail', 'client_address', 'actor_id'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      action: row.action,
      at: row.created_at,
      detail: row.detail,
      network: row.actor_id === userId ? row.client_address : null,
    }));
  });

  lifecycle.onErased(async (trx, { userId }) => {
    await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
    await trx.deleteFrom('webauthn_challenges').where('user_id', '=', userId).execute();
    await deleteTotp(trx, userId);
    await deleteRecoveryCodes(trx, userId);
    await trx.deleteFrom('mfa_tokens').where('user_id', '=', userId).execute();
    await trx
      .updateTable('security_audit')
      .set({ detail: null, client_address: null })
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('actor_id', '=', userId)]))
      .execute();
  });
}
