import { expectConstraint } from '../test/db-constraints';
import { addMember } from '../test/members';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from './create-database';
import type { DinnerRow, DinnerRsvpRow } from './schema';

describe.each(engines)('migrations 0013 dinners and 0014 dinner audit and calendar feeds (%s)', (engine) => {
  let handle: DatabaseHandle;
  let adminId: string;
  let memberId: string;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    adminId = (await addMember(handle.db, { fullName: 'Dinner Admin', isAdmin: true })).id;
    memberId = (await addMember(handle.db, { fullName: 'Dinner Member', applications: [{ status: 'approved' }] })).id;
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  let sequence = 0;
  const dinner = (overrides: Partial<DinnerRow> = {}): DinnerRow => {
    sequence += 1;
    return {
      id: `d${sequence}`,
      title: 'Supper',
      description: '',
      venue: 'Loft',
      starts_at: '2031-06-01T00:00:00.000Z',
      ends_at: '2031-06-01T03:00:00.000Z',
      rsvp_closes_at: '2031-05-31T00:00:00.000Z',
      capacity: 10,
      max_guests: 2,
      status: 'scheduled',
      cancel_reason: null,
      cancelled_at: null,
      sequence: 0,
      rsvp_counter: 0,
      reminded_at: null,
      created_at: '2031-01-01T00:00:00.000Z',
      updated_at: '2031-01-01T00:00:00.000Z',
      ...overrides,
    };
  };
  const reply = (dinnerId: string, overrides: Partial<DinnerRsvpRow> = {}): DinnerRsvpRow => {
    sequence += 1;
    return {
      id: `r${sequence}`,
      dinner_id: dinnerId,
      user_id: memberId,
      status: 'confirmed',
      guests: 0,
      dietary_notes: null,
      queue_number: sequence,
      created_at: '2031-01-01T00:00:00.000Z',
      updated_at: '2031-01-01T00:00:00.000Z',
      confirmed_at: '2031-01-01T00:00:00.000Z',
      checked_in_at: null,
      checked_in_by: null,
      ...overrides,
    };
  };
  const insertDinner = (row: DinnerRow) => handle.db.insertInto('dinners').values(row).execute();
  const insertReply = (row: DinnerRsvpRow) => handle.db.insertInto('dinner_rsvps').values(row).execute();

  it('checks a dinner’s state, bounds and times', async () => {
    await insertDinner(dinner({ id: 'ok' }));
    await insertDinner(dinner({ id: 'off', status: 'cancelled', cancel_reason: 'Storm', cancelled_at: '2031-01-02T00:00:00.000Z' }));
    for (const bad of [
      { status: 'postponed' as 'scheduled' },
      { status: 'cancelled' as const, cancel_reason: null, cancelled_at: '2031-01-02T00:00:00.000Z' },
      { status: 'cancelled' as const, cancel_reason: '  ', cancelled_at: '2031-01-02T00:00:00.000Z' },
      { cancel_reason: 'A reason on a scheduled dinner' },
      { capacity: 0 },
      { capacity: 501 },
      { max_guests: -1 },
      { max_guests: 11 },
      { ends_at: '2031-06-01T00:00:00.000Z' },
      { rsvp_closes_at: '2031-06-01T00:00:01.000Z' },
    ]) {
      await expectConstraint(insertDinner(dinner(bad)), 'check');
    }
  });

  it('keeps one reply per member and dinner, one place per reply, and each reply’s own rules', async () => {
    await insertDinner(dinner({ id: 'replies' }));
    await insertReply(reply('replies', { id: 'first', queue_number: 1 }));
    await expectConstraint(insertReply(reply('replies', { queue_number: 2 })), 'unique');
    const other = await addMember(handle.db, { fullName: 'Other Member' });
    await expectConstraint(insertReply(reply('replies', { user_id: other.id, queue_number: 1 })), 'unique');
    for (const bad of [
      { status: 'maybe' as 'confirmed' },
      { guests: 11 },
      { guests: -1 },
      { status: 'waitlisted' as const },
      { confirmed_at: null },
      { status: 'waitlisted' as const, confirmed_at: null, checked_in_at: '2031-06-01T00:00:00.000Z' },
    ]) {
      await expectConstraint(insertReply(reply('replies', { user_id: other.id, queue_number: 50, ...bad })), 'check');
    }
    await expectConstraint(insertReply(reply('nope', { user_id: other.id })), 'foreignKey');
  });

  it('records admin actions with a known action, never losing the admin or the dinner', async () => {
    await insertDinner(dinner({ id: 'audited' }));
    const entry = (action: string) => ({
      id: `a${(sequence += 1)}`,
      dinner_id: 'audited',
      admin_id: adminId,
      action: action as 'created',
      created_at: '2031-01-01T00:00:00.000Z',
    });
    for (const action of ['created', 'updated', 'cancelled', 'checked-in', 'check-in-undone', 'rsvps-released']) {
      await handle.db.insertInto('dinner_audit').values(entry(action)).execute();
    }
    await expectConstraint(handle.db.insertInto('dinner_audit').values(entry('deleted')).execute(), 'check');
    const stored = await handle.db.selectFrom('dinner_audit').select('details').where('dinner_id', '=', 'audited').executeTakeFirstOrThrow();
    expect(stored.details).toBe('{}');
    await expectConstraint(handle.db.deleteFrom('users').where('id', '=', adminId).execute(), 'foreignKey');
    await expectConstraint(handle.db.deleteFrom('dinners').where('id', '=', 'audited').execute(), 'foreignKey');
  });

  it('keeps one unique feed secret per member; a member’s replies and feed go with them', async () => {
    const leaving = await addMember(handle.db, { fullName: 'Leaving Member' });
    await handle.db.insertInto('calendar_feeds').values({ user_id: leaving.id, secret: 's1', created_at: '2031-01-01T00:00:00.000Z' }).execute();
    await expectConstraint(
      handle.db.insertInto('calendar_feeds').values({ user_id: memberId, secret: 's1', created_at: '2031-01-01T00:00:00.000Z' }).execute(),
      'unique',
    );
    await insertDinner(dinner({ id: 'left' }));
    await insertReply(reply('left', { user_id: leaving.id, queue_number: 1 }));
    await handle.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    expect(await handle.db.selectFrom('dinner_rsvps').select('id').where('user_id', '=', leaving.id).execute()).toEqual([]);
    expect(await handle.db.selectFrom('calendar_feeds').select('secret').where('user_id', '=', leaving.id).execute()).toEqual([]);
  });
});
