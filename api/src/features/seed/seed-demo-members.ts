// Seeds the demo members when the database has no users besides admins.
import type { Kysely } from 'kysely';
import type { Print } from '../../app/app-context';
import type { ApiConfig } from '../../app/config';
import type { Database } from '../../db/schema';
import { hashPassword } from '../auth/password-hasher';
import { countUsers, createUser } from '../users/user-repository';
import { boxedNotice } from './boxed-notice';
import { DEMO_MEMBERS } from './demo-members';
import { randomPassword } from './random-password';

/** Returns how many members were created (0 when the database already has members). */
export async function seedDemoMembers(db: Kysely<Database>, config: ApiConfig, print: Print): Promise<number> {
  if ((await countUsers(db, { isAdmin: false })) > 0) return 0;
  const password = config.demoPassword ?? randomPassword(20);
  const hashes = await Promise.all(DEMO_MEMBERS.map(() => hashPassword(password)));
  await db.transaction().execute(async (trx) => {
    for (const [index, member] of DEMO_MEMBERS.entries()) {
      await createUser(trx, { ...member, passwordHash: hashes[index] ?? null });
    }
  });
  const first = DEMO_MEMBERS[0]?.email ?? '';
  if (config.demoPassword) {
    print(`Seeded ${DEMO_MEMBERS.length} demo members (e.g. ${first}) with DEMO_PASSWORD.`);
  } else {
    for (const line of boxedNotice([
      `Seeded ${DEMO_MEMBERS.length} demo members (shown once):`,
      `  email:    ${first} (and ${DEMO_MEMBERS.length - 1} more @example.com)`,
      `  password: ${password}`,
      'Set DEMO_PASSWORD to choose it, SEED_DEMO=0 to skip demo members.',
    ])) {
      print(line);
    }
  }
  return DEMO_MEMBERS.length;
}
