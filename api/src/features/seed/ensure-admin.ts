// At start: make sure an administrator can sign in.
// - ADMIN_EMAIL + ADMIN_PASSWORD: create that admin, or update its password and admin flag.
// - Otherwise, when no admin exists: create admin@<club domain> with a random password and
//   print both once. When one exists: nothing.
// - ADMIN_TOTP_SECRET: the admin so ensured gets that TOTP secret, enabled (automated tests sign
//   in with codes of a known secret); with ADMIN_MFA required an admin without one enrols a
//   second factor at their first sign-in instead.
import type { Kysely } from 'kysely';
import type { Print } from '../../app/app-context';
import type { ApiConfig } from '../../app/config';
import { hashPassword, verifyPassword } from '../../core/auth/password-hasher';
import { deleteSessionsOfUser } from '../../core/auth/session-repository';
import { findTotp, setActiveTotp } from '../../core/auth/totp-repository';
import { countUsers, createUser, findUserByEmail, updateUser } from '../../core/users/user-repository';
import type { Database } from '../../db/schema';
import { boxedNotice } from './boxed-notice';
import { randomPassword } from './random-password';

export const ADMIN_FULL_NAME = 'Club Administrator';

export type EnsureAdminResult = 'created' | 'updated' | 'unchanged' | 'generated' | 'exists';

export async function ensureAdmin(db: Kysely<Database>, config: ApiConfig, print: Print): Promise<EnsureAdminResult> {
  const result = await ensureAdminAccount(db, config, print);
  const { adminTotpSecret, encryptionKey } = config.mfa;
  if (adminTotpSecret && result !== 'exists') {
    const email = config.admin?.email ?? generatedAdminEmail(config);
    const admin = await findUserByEmail(db, email);
    if (admin && (await findTotp(db, admin.id, encryptionKey))?.secret !== adminTotpSecret) {
      await setActiveTotp(db, admin.id, adminTotpSecret, encryptionKey);
      print(`Admin account ${email}: two-step sign-in set from ADMIN_TOTP_SECRET.`);
    }
  }
  return result;
}

const generatedAdminEmail = (config: ApiConfig): string => `admin@${config.clubEmail.split('@')[1] ?? 'localhost'}`;

async function ensureAdminAccount(db: Kysely<Database>, config: ApiConfig, print: Print): Promise<EnsureAdminResult> {
  if (config.admin) {
    const { email, password } = config.admin;
    const existing = await findUserByEmail(db, email);
    if (!existing) {
      await createUser(db, { fullName: ADMIN_FULL_NAME, email, passwordHash: await hashPassword(password), isAdmin: true });
      print(`Admin account ${email} created from ADMIN_EMAIL / ADMIN_PASSWORD.`);
      return 'created';
    }
    const passwordMatches = existing.passwordHash ? await verifyPassword(existing.passwordHash, password) : false;
    if (passwordMatches && existing.isAdmin && existing.isActive) return 'unchanged';
    await updateUser(db, existing.id, {
      isAdmin: true,
      isActive: true,
      ...(!passwordMatches && { passwordHash: await hashPassword(password) }),
    });
    // A changed password ends the sessions opened with the old one.
    if (!passwordMatches) await deleteSessionsOfUser(db, existing.id);
    print(`Admin account ${email} updated from ADMIN_EMAIL / ADMIN_PASSWORD.`);
    return 'updated';
  }

  if ((await countUsers(db, { isAdmin: true })) > 0) return 'exists';

  const email = generatedAdminEmail(config);
  const password = randomPassword(20);
  const existing = await findUserByEmail(db, email);
  if (existing) {
    await updateUser(db, existing.id, { isAdmin: true, isActive: true, passwordHash: await hashPassword(password) });
    await deleteSessionsOfUser(db, existing.id);
  } else {
    await createUser(db, { fullName: ADMIN_FULL_NAME, email, passwordHash: await hashPassword(password), isAdmin: true });
  }
  for (const line of boxedNotice([
    'Administrator created (shown once, save it now):',
    `  email:    ${email}`,
    `  password: ${password}`,
    'Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.',
  ])) {
    print(line);
  }
  return 'generated';
}
