import { sql } from 'kysely';
import { expectConstraint } from '../test/db-constraints';
import { addMember, addPendingApplication } from '../test/members';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';
import { MEMBERSHIP_AUDIT_INDEXES } from './migrations/0005-membership-audit';
import type { NewMembershipAuditRow } from './schema';

describe.each(engines)('migration 0005 membership_audit (%s)', (engine) => {
  let handle: DatabaseHandle;
  let adminId: string;
  let memberId: string;
  let applicationId: string;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    adminId = (await addMember(handle.db, { fullName: 'Audit Admin', isAdmin: true })).id;
    memberId = (await addMember(handle.db, { fullName: 'Audit Member', applications: [{ status: 'approved' }] })).id;
    applicationId = (await addPendingApplication(handle.db)).id;
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  let sequence = 0;
  const entry = (overrides: Partial<NewMembershipAuditRow> = {}): NewMembershipAuditRow => {
    sequence += 1;
    return {
      id: `e${sequence}`,
      action: 'approved',
      application_id: applicationId,
      user_id: memberId,
      admin_id: adminId,
      reason: null,
      created_at: new Date().toISOString(),
      ...overrides,
    };
  };
  const insert = (row: NewMembershipAuditRow) => handle.db.insertInto('membership_audit').values(row).execute();
  const find = (id: string) => handle.db.selectFrom('membership_audit').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores an entry for each action, the reason optional where it may be', async () => {
    await insert(entry({ id: 'approve' }));
    await insert(entry({ id: 'reject', action: 'rejected', user_id: null, reason: 'Tables are full' }));
    await insert(entry({ id: 'block', action: 'blocked', reason: 'Repeated no-shows' }));
    await insert(entry({ id: 'unblock', action: 'unblocked', application_id: null }));
    expect(await find('reject')).toMatchObject({ action: 'rejected', user_id: null, reason: 'Tables are full' });
    expect(await find('unblock')).toMatchObject({ action: 'unblocked', application_id: null, reason: null });
  });

  it('checks the action list, and a reason on rejections and blocks', async () => {
    await expectConstraint(insert(entry({ action: 'deleted' as 'approved' })), 'check');
    for (const action of ['rejected', 'blocked'] as const) {
      await expectConstraint(insert(entry({ action, reason: null })), 'check');
      await expectConstraint(insert(entry({ action, reason: '   ' })), 'check');
    }
  });

  it('requires an existing admin and existing application and user ids', async () => {
    const missingAdmin = await insert(entry({ admin_id: null as unknown as string })).then(
      () => null,
      (error: unknown) => error,
    );
    expect(missingAdmin).not.toBeNull();
    await expectConstraint(insert(entry({ admin_id: 'missing' })), 'foreignKey');
    await expectConstraint(insert(entry({ application_id: 'missing' })), 'foreignKey');
    await expectConstraint(insert(entry({ user_id: 'missing' })), 'foreignKey');
  });

  it('keeps the entries when the application or the member goes, and keeps an admin who acted', async () => {
    const member = await addMember(handle.db, { fullName: 'Leaving Member', applications: [{ status: 'approved' }] });
    const application = await addPendingApplication(handle.db);
    await insert(entry({ id: 'kept', application_id: application.id, user_id: member.id }));
    await handle.db.deleteFrom('membership_applications').where('user_id', '=', member.id).execute();
    await handle.db.deleteFrom('membership_applications').where('id', '=', application.id).execute();
    await handle.db.deleteFrom('users').where('id', '=', member.id).execute();
    expect(await find('kept')).toMatchObject({ application_id: null, user_id: null, admin_id: adminId });

    await expectConstraint(handle.db.deleteFrom('users').where('id', '=', adminId).execute(), 'foreignKey');
  });

  it('indexes the entries by application, member and admin', async () => {
    const query =
      engine === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'membership_audit'`
        : sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'membership_audit'`;
    const names = (await query.execute(handle.db)).rows.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining([...MEMBERSHIP_AUDIT_INDEXES]));
  });

  it('rolls back cleanly', async () => {
    const { membershipAudit } = await import('./migrations/0005-membership-audit');
    await membershipAudit.down?.(handle.db as never);
    const tables = await handle.db.introspection.getTables();
    expect(tables.map((t) => t.name)).not.toContain('membership_audit');
    await membershipAudit.up(handle.db as never);
    expect((await handle.db.introspection.getTables()).map((t) => t.name)).toContain('membership_audit');
  });
});
