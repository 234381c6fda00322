// Seeds the demo members when the database has no users besides admins: each with an approved
// application reviewed by the (first) admin, so they appear in the member directory.
import type { Kysely } from 'kysely';
import type { MembershipApplication } from 'shared/validation';
import type { Print } from '../../app/app-context';
import type { ApiConfig } from '../../app/config';
import { hashPassword } from '../../core/auth/password-hasher';
import { newApplicationRow } from '../../core/membership/membership-application-repository';
import { normalizeApplication } from '../../core/membership/normalize-application';
import { countUsers, createUser } from '../../core/users/user-repository';
import type { Database } from '../../db/schema';
import { boxedNotice } from './boxed-notice';
import { DEMO_MEMBERS, type DemoMember } from './demo-members';
import { randomPassword } from './random-password';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A demo member's application as the form would have sent it. */
export function demoApplicationPayload(member: DemoMember): MembershipApplication {
  const { phoneNumber, ...answers } = member.application;
  return {
    email: member.email,
    fullName: member.fullName,
    phoneNumber: phoneNumber ?? member.phone ?? '',
    membershipAgreement: true,
    ...answers,
  };
}

/** Returns how many members were created (0 when the database already has members). */
export async function seedDemoMembers(db: Kysely<Database>, config: ApiConfig, print: Print): Promise<number> {
  if ((await countUsers(db, { isAdmin: false })) > 0) return 0;
  const password = config.demoPassword ?? randomPassword(20);
  const hashes = await Promise.all(DEMO_MEMBERS.map(() => hashPassword(password)));
  const now = Date.now();
  await db.transaction().execute(async (trx) => {
    const admin = await trx
      .selectFrom('users')
      .select('id')
      .where('is_admin', '=', 1)
      .orderBy('created_at')
      .orderBy('id')
      .executeTakeFirst();
    for (const [index, member] of DEMO_MEMBERS.entries()) {
      const user = await createUser(trx, {
        fullName: member.fullName,
        email: member.email,
        phone: member.phone,
        passwordHash: hashes[index] ?? null,
      });
      await trx
        .insertInto('membership_applications')
        .values({
          ...newApplicationRow(normalizeApplication(demoApplicationPayload(member))),
          status: 'approved',
          // Applied a week or two ago, accepted just now (the account is created on acceptance).
          created_at: new Date(now - (7 + index * 2) * DAY_MS).toISOString(),
          reviewed_at: user.createdAt,
          reviewed_by: admin?.id ?? null,
          user_id: user.id,
        })
        .execute();
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
