// Password login. Unknown e-mail, no password yet and wrong password cost the same and look the
// same; only a right password on a deactivated account says so.
import type { Kysely } from 'kysely';
import { verifyAgainstDummy, verifyPassword } from '../../core/auth/password-hasher';
import { createSession, deleteExpiredSessionsOfUser } from '../../core/auth/session-repository';
import { findUserByEmail, type User } from '../../core/users/user-repository';
import type { Database } from '../../db/schema';

export type LoginResult =
  | { outcome: 'signed-in'; user: User; token: string }
  | { outcome: 'invalid-credentials' }
  | { outcome: 'deactivated' };

export async function login(db: Kysely<Database>, email: string, password: string): Promise<LoginResult> {
  const user = await findUserByEmail(db, email);
  const passwordMatches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, password)
    : await verifyAgainstDummy(password);
  if (!user || !passwordMatches) return { outcome: 'invalid-credentials' };
  if (!user.isActive) return { outcome: 'deactivated' };
  await deleteExpiredSessionsOfUser(db, user.id);
  const session = await createSession(db, user.id);
  return { outcome: 'signed-in', user, token: session.token };
}
