import { expectConstraint } from '../test/db-constraints';
import { dropTestDatabases, engines, openTestDatabase } from '../test/test-database';
import { isUniqueViolation } from './constraint-error';
import type { DatabaseHandle } from './create-database';
import { PENDING_APPLICATION_EMAIL_INDEX } from './migrations/0003-contact-and-applications';
import type { NewMembershipApplicationRow } from './schema';

const PENDING_TARGET = { index: PENDING_APPLICATION_EMAIL_INDEX, column: 'membership_applications.email' };

describe.each(engines)('migration 0003 contact_messages and membership_applications (%s)', (engine) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(engine);
    const now = new Date().toISOString();
    for (const id of ['admin', 'member']) {
      await handle.db
        .insertInto('users')
        .values({ id, full_name: 'Someone', email: `${id}@example.com`, created_at: now, updated_at: now })
        .execute();
    }
  });

  afterAll(async () => {
    await handle?.close();
    await dropTestDatabases();
  });

  let sequence = 0;
  const application = (overrides: Partial<NewMembershipApplicationRow> = {}): NewMembershipApplicationRow => {
    sequence += 1;
    return {
      id: `a${sequence}`,
      email: 'applicant@example.com',
      full_name: 'Jordan Applicant',
      phone_number: '+13125550100',
      profession: 'Physician',
      professional_contribution: 'x',
      interest_reason: 'x',
      culinary_skills: 'x',
      cuisine_interests: 'x',
      restaurant_recommendations: 'x',
      dining_frequency: 'Weekly or more',
      available_days: '["Monday"]',
      membership_goals: '["Professional networking"]',
      cohosting_interest: 'Yes, definitely',
      referral_source: 'Friend',
      instagram_url: null,
      linkedin_url: null,
      dietary_restrictions: null,
      membership_agreement: 1,
      created_at: new Date().toISOString(),
      reviewed_at: null,
      reviewed_by: null,
      rejection_reason: null,
      user_id: null,
      ...overrides,
    };
  };
  const insert = (row: NewMembershipApplicationRow) => handle.db.insertInto('membership_applications').values(row).execute();
  const find = (id: string) =>
    handle.db.selectFrom('membership_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('stores a contact message, phone and mailed_at null by default', async () => {
    await handle.db
      .insertInto('contact_messages')
      .values({
        id: 'c1',
        full_name: 'Visitor',
        email: 'Visitor@Example.com',
        interest: 'Other',
        message: 'Hello there, club!',
        created_at: new Date().toISOString(),
      })
      .execute();
    const row = await handle.db.selectFrom('contact_messages').selectAll().where('id', '=', 'c1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'Visitor@Example.com', phone: null, mailed_at: null });
  });

  it('stores an application as pending with the review columns empty', async () => {
    await insert(application({ id: 'p1', email: 'first@example.com' }));
    expect(await find('p1')).toMatchObject({
      status: 'pending',
      available_days: '["Monday"]',
      membership_agreement: 1,
      reviewed_at: null,
      reviewed_by: null,
      rejection_reason: null,
      user_id: null,
      instagram_url: null,
    });
  });

  it('checks the status list, the lowercase e-mail and the agreement flag', async () => {
    await expectConstraint(insert(application({ email: 'status@example.com', status: 'archived' as 'pending' })), 'check');
    await expectConstraint(insert(application({ email: 'Upper@example.com' })), 'check');
    await expectConstraint(insert(application({ email: 'flag@example.com', membership_agreement: 2 })), 'check');
  });

  it('allows one pending application per e-mail, and any number of reviewed ones', async () => {
    const email = 'once@example.com';
    await insert(application({ id: 'once-1', email }));
    const duplicate = await insert(application({ email })).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(duplicate, PENDING_TARGET)).toBe(true);

    await handle.db.updateTable('membership_applications').set({ status: 'rejected' }).where('id', '=', 'once-1').execute();
    await insert(application({ id: 'once-2', email }));
    await insert(application({ email, status: 'rejected' }));
    await insert(application({ email, status: 'approved' }));
    await insert(application({ email, status: 'approved' }));

    // Back to pending while another is pending: refused too.
    await expectConstraint(
      handle.db.updateTable('membership_applications').set({ status: 'pending' }).where('id', '=', 'once-1').execute(),
      'unique',
    );
  });

  it('tells the pending-email violation from other unique violations', async () => {
    const sameId = await insert(application({ id: 'p1', email: 'other-id@example.com' })).then(
      () => null,
      (error: unknown) => error,
    );
    expect(sameId).not.toBeNull();
    expect(isUniqueViolation(sameId, PENDING_TARGET)).toBe(false);
    // The message alone is not enough: it must come with a unique-violation code.
    const lookalike = new Error('UNIQUE constraint failed: membership_applications.email');
    expect(isUniqueViolation(lookalike, PENDING_TARGET)).toBe(false);
  });

  it('references users for reviewed_by and user_id, and keeps the application when they go', async () => {
    await expectConstraint(insert(application({ email: 'fk1@example.com', reviewed_by: 'missing' })), 'foreignKey');
    await expectConstraint(insert(application({ email: 'fk2@example.com', user_id: 'missing' })), 'foreignKey');

    await insert(
      application({
        id: 'reviewed',
        email: 'member@example.com',
        status: 'approved',
        reviewed_at: new Date().toISOString(),
        reviewed_by: 'admin',
        user_id: 'member',
      }),
    );
    await handle.db.deleteFrom('users').where('id', 'in', ['admin', 'member']).execute();
    expect(await find('reviewed')).toMatchObject({ status: 'approved', reviewed_by: null, user_id: null });
  });
});
