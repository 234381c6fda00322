import { Migrator, sql } from 'kysely';
import { readDirectoryVersion } from '../features/members/verified-members-cache';
import { expectConstraint } from '../test/db-constraints';
import { addMember, addPendingApplication } from '../test/members';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';
import { migrations } from './migrations';
import { ADMIN_LIST_INDEXES, adminReview } from './migrations/0012-admin-review';
import { LOWER_NAME_INDEXES } from './migrations/0018-name-key';

describe.each(engines)('migrations 0010-0012: privacy, departures, member records, notes (%s)', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  const recordOf = async (userId: string) =>
    (await handle.db.selectFrom('member_records').selectAll().where('user_id', '=', userId).executeTakeFirst()) ?? null;
  const applicationsOf = (userId: string) =>
    handle.db.selectFrom('membership_applications').select(['id', 'reviewed_at']).where('user_id', '=', userId).orderBy('reviewed_at').execute();

  describe('member_privacy (0010)', () => {
    it('stores 0/1 choices per user, goes with the user, and moves the directory version', async () => {
      const member = await addMember(handle.db, { fullName: 'Private Person' });
      const row = { user_id: member.id, listed: 1, show_email: 0, show_phone: 0, show_profession: 1, show_social_links: 1, show_picture: 0, updated_at: new Date().toISOString() };
      const before = await readDirectoryVersion(handle.db);
      await handle.db.insertInto('member_privacy').values(row).execute();
      expect(await readDirectoryVersion(handle.db)).toBeGreaterThan(before);
      // A second row for the user: refused by the primary key.
      await expect(handle.db.insertInto('member_privacy').values(row).execute()).rejects.toMatchObject({ message: expect.stringMatching(/unique|duplicate/i) });
      await expectConstraint(handle.db.updateTable('member_privacy').set({ show_email: 2 }).where('user_id', '=', member.id).execute(), 'check');
      await expectConstraint(handle.db.insertInto('member_privacy').values({ ...row, user_id: 'missing' }).execute(), 'foreignKey');
      await handle.db.deleteFrom('users').where('id', '=', member.id).execute();
      expect(await handle.db.selectFrom('member_privacy').selectAll().where('user_id', '=', member.id).execute()).toEqual([]);
    });
  });

  describe('member_departures (0011)', () => {
    it('keeps one departure per user, of an existing user', async () => {
      const member = await addMember(handle.db, { fullName: 'Departing Person' });
      const now = new Date().toISOString();
      const row = { user_id: member.id, requested_at: now, erase_after: now, erased_at: null, erased_by: null };
      await handle.db.insertInto('member_departures').values(row).execute();
      await expect(handle.db.insertInto('member_departures').values(row).execute()).rejects.toMatchObject({ message: expect.stringMatching(/unique|duplicate/i) });
      await expectConstraint(handle.db.insertInto('member_departures').values({ ...row, user_id: 'missing' }).execute(), 'foreignKey');
    });
  });

  describe('member_records (0012)', () => {
    it('names each member’s latest approved application, whoever writes the applications', async () => {
      const member = await addMember(handle.db, {
        fullName: 'Record Keeper',
        applications: [
          { status: 'approved', reviewedAt: '2024-01-01T00:00:00.000Z', profession: 'Lawyer' },
          { status: 'approved', reviewedAt: '2025-01-01T00:00:00.000Z', profession: 'Engineer' },
          { status: 'rejected', reviewedAt: '2026-01-01T00:00:00.000Z', profession: 'Student' },
        ],
      });
      const [older, newer] = await applicationsOf(member.id);
      expect(await recordOf(member.id)).toEqual({
        user_id: member.id, application_id: newer?.id, approved_at: '2025-01-01T00:00:00.000Z', profession: 'Engineer',
        full_name: 'Record Keeper', email: member.email, is_active: 1, is_admin: 0, departed: 0,
        search: `record keeper\n${member.email}\nengineer`,
        // Migration 0018's sort key and 0019's search key, stored on PostgreSQL.
        ...(engine === 'postgres' ? { name_sort: 'record keeper', search_key: `record keeper\n${member.email}\nengineer` } : {}),
      });

      // The newer one is withdrawn: the older one is the record again; then none is approved.
      await handle.db.updateTable('membership_applications').set({ status: 'rejected' }).where('id', '=', newer?.id ?? '').execute();
      expect(await recordOf(member.id)).toMatchObject({ application_id: older?.id, profession: 'Lawyer' });
      await handle.db.updateTable('membership_applications').set({ profession: '' }).where('id', '=', older?.id ?? '').execute();
      expect(await recordOf(member.id)).toMatchObject({ application_id: older?.id, profession: '' });
      await handle.db.deleteFrom('membership_applications').where('id', '=', older?.id ?? '').execute();
      expect(await recordOf(member.id)).toBeNull();
    });

    it('follows an application linked to its member later (an approval), and a review time that changes', async () => {
      const member = await addMember(handle.db, { fullName: 'Linked Later' });
      const application = await addPendingApplication(handle.db, { fullName: 'Linked Later' });
      expect(await recordOf(member.id)).toBeNull();
      await handle.db
        .updateTable('membership_applications')
        .set({ status: 'approved', reviewed_at: '2025-05-05T00:00:00.000Z', user_id: member.id })
        .where('id', '=', application.id)
        .execute();
      expect(await recordOf(member.id)).toMatchObject({ application_id: application.id, approved_at: '2025-05-05T00:00:00.000Z' });

      const other = await addMember(handle.db, { fullName: 'Other Owner' });
      await handle.db.updateTable('membership_applications').set({ user_id: other.id }).where('id', '=', application.id).execute();
      expect(await recordOf(member.id)).toBeNull();
      expect(await recordOf(other.id)).toMatchObject({ application_id: application.id });

      await handle.db.deleteFrom('users').where('id', '=', other.id).execute();
      expect(await recordOf(other.id)).toBeNull();
      expect((await handle.db.selectFrom('membership_applications').select('user_id').where('id', '=', application.id).executeTakeFirstOrThrow()).user_id).toBeNull();
    });

    it('copies the account’s name, e-mail and flags, and whether the member asked to leave', async () => {
      const member = await addMember(handle.db, { fullName: 'Copied Account', applications: [{ status: 'approved' }] });
      await handle.db.updateTable('users').set({ full_name: 'Renamed Account', email: 'renamed.account@example.com' }).where('id', '=', member.id).execute();
      expect(await recordOf(member.id)).toMatchObject({
        full_name: 'Renamed Account', email: 'renamed.account@example.com', search: 'renamed account\nrenamed.account@example.com\nphysician',
      });
      await handle.db.updateTable('users').set({ is_active: 0, is_admin: 1 }).where('id', '=', member.id).execute();
      expect(await recordOf(member.id)).toMatchObject({ is_active: 0, is_admin: 1, departed: 0 });
      const now = new Date().toISOString();
      await handle.db.insertInto('member_departures').values({ user_id: member.id, requested_at: now, erase_after: now, erased_at: null, erased_by: null }).execute();
      expect(await recordOf(member.id)).toMatchObject({ departed: 1 });
      // A later approval keeps what the account and the departure say.
      await addPendingApplication(handle.db, { fullName: 'Later One' }).then((a) =>
        handle.db.updateTable('membership_applications').set({ status: 'approved', reviewed_at: '2999-01-01T00:00:00.000Z', user_id: member.id }).where('id', '=', a.id).execute(),
      );
      expect(await recordOf(member.id)).toMatchObject({ approved_at: '2999-01-01T00:00:00.000Z', full_name: 'Renamed Account', is_active: 0, departed: 1 });
      await handle.db.deleteFrom('member_departures').where('user_id', '=', member.id).execute();
      expect(await recordOf(member.id)).toMatchObject({ departed: 0 });
    });

    it('is filled for the members there already were when it came, and rolls back cleanly', async () => {
      const fresh = await openTestDatabase(engine, { migrate: false });
      try {
        const provider = { getMigrations: async () => migrations };
        const before = Object.keys(migrations).filter((name) => name < '0012');
        const result = await new Migrator({ db: fresh.db, provider }).migrateTo(before[before.length - 1] ?? '');
        expect(result.error).toBeUndefined();
        const member = await addMember(fresh.db, {
          fullName: 'Already Here',
          applications: [
            { status: 'approved', reviewedAt: '2024-03-01T00:00:00.000Z' },
            { status: 'approved', reviewedAt: '2024-04-01T00:00:00.000Z' },
          ],
        });
        await addMember(fresh.db, { fullName: 'Never Approved', applications: [{ status: 'rejected' }] });
        const to0012 = await new Migrator({ db: fresh.db, provider }).migrateTo('0012_admin_review');
        expect(to0012.results?.map((r) => r.migrationName)).toEqual(['0012_admin_review']);
        const records = await fresh.db.selectFrom('member_records').selectAll().execute();
        expect(records).toEqual([{
          user_id: member.id, application_id: expect.any(String), approved_at: '2024-04-01T00:00:00.000Z', profession: 'Physician',
          full_name: 'Already Here', email: member.email, is_active: 1, is_admin: 0, departed: 0,
          search: `already here\n${member.email}\nphysician`,
        }]);

        await adminReview.down?.(fresh.db as never);
        const tables = (await fresh.db.introspection.getTables()).map((t) => t.name);
        expect(tables).not.toContain('member_records');
        expect(tables).not.toContain('application_notes');
        await expectConstraint(
          sql`insert into membership_audit (id, action, admin_id, created_at) values ('x', 'noted', ${member.id}, '2024-01-01')`.execute(fresh.db),
          'check',
        );
        await adminReview.up(fresh.db as never);
        expect(await fresh.db.selectFrom('member_records').select('user_id').execute()).toEqual([{ user_id: member.id }]);
      } finally {
        await fresh.close();
      }
    });
  });

  describe('application_notes and the audit actions (0012)', () => {
    it('keeps notes with a text, on an application, by an existing user; the trail takes noted and erased', async () => {
      const admin = await addMember(handle.db, { fullName: 'Noting Admin', isAdmin: true });
      const application = await addPendingApplication(handle.db);
      const note = { id: 'n1', application_id: application.id, author_id: admin.id, text: 'Fine', created_at: new Date().toISOString() };
      await handle.db.insertInto('application_notes').values(note).execute();
      await expectConstraint(handle.db.insertInto('application_notes').values({ ...note, id: 'n2', text: '   ' }).execute(), 'check');
      await expectConstraint(handle.db.insertInto('application_notes').values({ ...note, id: 'n3', author_id: 'missing' }).execute(), 'foreignKey');
      await expectConstraint(handle.db.deleteFrom('users').where('id', '=', admin.id).execute(), 'foreignKey');
      for (const action of ['noted', 'erased'] as const) {
        await handle.db
          .insertInto('membership_audit')
          .values({ id: `a-${action}`, action, application_id: application.id, user_id: null, admin_id: admin.id, reason: null, created_at: new Date().toISOString() })
          .execute();
      }
    });

    it('adds its indexes', async () => {
      const query =
        engine === 'sqlite'
          ? sql<{ name: string }>`select name from sqlite_master where type = 'index'`
          : sql<{ name: string }>`select indexname as name from pg_indexes`;
      const names = (await query.execute(handle.db)).rows.map((row) => row.name);
      // Less the two by lower(full_name) that migration 0018 replaced.
      const kept = Object.values(ADMIN_LIST_INDEXES).flat().filter((name) => !(LOWER_NAME_INDEXES as readonly string[]).includes(name));
      expect(names).toEqual(expect.arrayContaining(kept));
    });
  });
});
