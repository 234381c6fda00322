import { APPLICATION_FIELDS, APPLICATION_MESSAGES, type MembershipApplication } from 'shared/validation';
import { applicationFromRow, type StoredApplication } from '../../core/membership/membership-application-repository';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../test/admin';
import { call, clientAddresses } from '../../test/http';
import { uniqueEmail, validApplication } from '../../test/membership-application-fixture';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { DEMO_MEMBER_EMAIL, startTestServer, type TestServer } from '../../test/test-server';

const SUBMITTED = { success: true, message: 'Application submitted successfully' };
const PENDING = { message: 'An application for this email is already pending.' };
const MEMBER = { message: 'This email already belongs to a member.' };
const m = APPLICATION_MESSAGES;

type FieldList = { field: string; message: string }[];

describe.each(engines)('POST /api/user/membership/create (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    // Demo members and a known admin exist; TRUST_PROXY lets each call come from its own client
    // (X-Forwarded-For), so the per-client limit stays out of the way (see the rate-limit suite).
    server = await startTestServer(await createTestDatabase(engine), {
      SEED_DEMO: '1',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      TRUST_PROXY: '1',
    });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const nextClient = clientAddresses('10.2');

  const apply = (body: unknown, headers: Record<string, string> = {}) =>
    call(server, '/api/user/membership/create', {
      json: body,
      headers: { origin: server.origin, 'x-forwarded-for': nextClient(), ...headers },
    });

  const applicationsFor = async (email: string): Promise<StoredApplication[]> =>
    (await server.app.db.selectFrom('membership_applications').selectAll().where('email', '=', email).execute()).map(
      applicationFromRow,
    );
  const countRows = async () => {
    const { n } = await server.app.db
      .selectFrom('membership_applications')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  /** A body with some fields removed (an empty optional field is left out by the form). */
  const without = (body: MembershipApplication, ...keys: (keyof MembershipApplication)[]) => {
    const copy: Record<string, unknown> = { ...body };
    for (const key of keys) delete copy[key];
    return copy;
  };

  describe('a valid application', () => {
    it('is stored as pending, normalised, and answered with 201', async () => {
      const email = uniqueEmail('Stored');
      const body = validApplication({
        email: `  ${email.toUpperCase()} `,
        fullName: '  Jordan Applicant ',
        phoneNumber: '+1 (312) 555-0100',
        profession: 'Consultant -   Strategy ',
        professionalContribution: ' Dinners. ',
        availableDays: ['Sunday', 'Monday', 'Friday'],
        membershipGoals: ['Support local food culture', 'Professional networking'],
        instagramUrl: 'https://www.instagram.com/jordan.eats/',
        linkedinUrl: 'https://www.linkedin.com/in/jordan-applicant',
        dietaryRestrictions: ' No shellfish ',
      });
      const res = await apply(body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual(SUBMITTED);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('set-cookie')).toBeNull();

      const stored = await applicationsFor(email.toLowerCase());
      expect(stored).toEqual([
        {
          id: expect.any(String),
          email: email.toLowerCase(),
          fullName: 'Jordan Applicant',
          phoneNumber: '+13125550100',
          profession: 'Consultant - Strategy',
          professionalContribution: 'Dinners.',
          interestReason: body.interestReason,
          culinarySkills: body.culinarySkills,
          cuisineInterests: body.cuisineInterests,
          restaurantRecommendations: body.restaurantRecommendations,
          diningFrequency: '3–5 times/month',
          availableDays: ['Monday', 'Friday', 'Sunday'],
          membershipGoals: ['Professional networking', 'Support local food culture'],
          cohostingInterest: 'Maybe, with support',
          referralSource: 'Friend',
          instagramUrl: 'https://www.instagram.com/jordan.eats/',
          linkedinUrl: 'https://www.linkedin.com/in/jordan-applicant',
          dietaryRestrictions: 'No shellfish',
          membershipAgreement: true,
          status: 'pending',
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
          reviewedAt: null,
          reviewedBy: null,
          rejectionReason: null,
          userId: null,
        },
      ]);
      // The lists are JSON text in the row.
      const row = await server.app.db
        .selectFrom('membership_applications')
        .select(['available_days', 'membership_goals'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.available_days)).toEqual(['Monday', 'Friday', 'Sunday']);
    });

    it('stores absent or empty optional fields as null', async () => {
      const absent = without(validApplication(), 'instagramUrl', 'linkedinUrl', 'dietaryRestrictions');
      const empty = validApplication({ instagramUrl: '', linkedinUrl: '  ', dietaryRestrictions: '' });
      for (const body of [absent, empty]) {
        expect((await apply(body)).status).toBe(201);
        const [stored] = await applicationsFor(body.email as string);
        expect(stored).toMatchObject({ instagramUrl: null, linkedinUrl: null, dietaryRestrictions: null });
      }
    });

    it('accepts every listed option, merged professions and 1000-character answers', async () => {
      const bodies = [
        validApplication({ profession: 'Other - Sommelier', referralSource: 'X (Formerly Twitter)' }),
        validApplication({ profession: 'Creative (Designer, Artist, etc)', diningFrequency: 'Only on special occasions' }),
        validApplication({
          availableDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          membershipGoals: [
            'Social community / new friendships',
            'Professional networking',
            'Culinary education / chef experiences',
            'Access to exclusive events',
            'Support local food culture',
          ],
          interestReason: 'r'.repeat(1000),
          fullName: 'F'.repeat(100),
          linkedinUrl: 'https://linkedin.com/company/supper-club',
        }),
      ];
      for (const body of bodies) {
        const res = await apply(body);
        expect(res.status).toBe(201);
      }
      const [long] = await applicationsFor(bodies[2]?.email ?? '');
      expect(long?.interestReason).toHaveLength(1000);
      expect(long?.availableDays).toHaveLength(7);
    });
  });

  describe('validation', () => {
    const refuses = async (body: unknown, fields: FieldList) => {
      const before = await countRows();
      const res = await apply(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: fields });
      expect(await countRows()).toBe(before);
    };

    it('lists every missing field', async () => {
      const required = APPLICATION_FIELDS.filter(
        (field) => !['instagramUrl', 'linkedinUrl', 'dietaryRestrictions'].includes(field),
      );
      await refuses(
        {},
        required.map((field) => ({ field, message: 'Is required' })),
      );
    });

    it('lists every empty field with the form’s on-submit messages', async () => {
      await refuses(
        {
          ...validApplication(),
          email: ' ',
          fullName: '',
          phoneNumber: '',
          profession: '',
          professionalContribution: '',
          interestReason: ' ',
          culinarySkills: '',
          cuisineInterests: '',
          restaurantRecommendations: '',
          diningFrequency: '',
          availableDays: [],
          membershipGoals: [],
          cohostingInterest: '',
          referralSource: '',
          membershipAgreement: false,
        },
        [
          { field: 'email', message: m.emailRequired },
          { field: 'fullName', message: m.fullNameRequired },
          { field: 'phoneNumber', message: m.phoneInvalid },
          { field: 'profession', message: m.professionRequired },
          { field: 'professionalContribution', message: m.fieldRequired },
          { field: 'interestReason', message: m.fieldRequired },
          { field: 'culinarySkills', message: m.fieldRequired },
          { field: 'cuisineInterests', message: m.fieldRequired },
          { field: 'restaurantRecommendations', message: m.fieldRequired },
          { field: 'diningFrequency', message: m.diningFrequencyRequired },
          { field: 'availableDays', message: m.availableDaysRequired },
          { field: 'membershipGoals', message: m.membershipGoalsRequired },
          { field: 'cohostingInterest', message: m.cohostingInterestRequired },
          { field: 'referralSource', message: m.referralSourceRequired },
          { field: 'membershipAgreement', message: m.agreementRequired },
        ],
      );
    });

    it.each<[string, Partial<MembershipApplication>, FieldList]>([
      ['the consultant option unmerged', { profession: 'Consultant (Please Specify Below)' }, [
        { field: 'profession', message: m.consultingFieldRequired },
      ]],
    ])('refuses %s', async (_name, overrides, fields) => {
      await refuses(validApplication(overrides), fields);
    });

    it('refuses lists longer than their options before any other rule', async () => {
      const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
      await refuses(validApplication({ availableDays: [...days, 'Monday'] }), [
        { field: 'availableDays', message: m.optionInvalid },
      ]);
      await refuses(validApplication({ membershipGoals: Array.from({ length: 5000 }, () => 'x') }), [
        { field: 'membershipGoals', message: m.optionInvalid },
      ]);
      await refuses(validApplication({ availableDays: ['x'.repeat(500)] }), [
        { field: 'availableDays', message: m.optionInvalid },
      ]);
    });

    it('refuses unknown keys, including the unmerged profession details and admin fields', async () => {
      await refuses({ ...validApplication(), consultingField: 'Strategy', status: 'approved', userId: 'x' }, [
        { field: 'consultingField', message: 'Unknown field' },
        { field: 'status', message: 'Unknown field' },
        { field: 'userId', message: 'Unknown field' },
      ]);
    });

    it('refuses wrong types', async () => {
      await refuses(
        {
          ...validApplication(),
          email: 42,
          availableDays: 'Monday',
          membershipGoals: [1],
          instagramUrl: null,
          membershipAgreement: 'yes',
        },
        [
          { field: 'email', message: 'Must be a string, not number' },
          { field: 'availableDays', message: 'Must be an array, not string' },
          { field: 'membershipGoals.0', message: 'Must be a string, not number' },
          { field: 'instagramUrl', message: 'Must be a string, not null' },
          { field: 'membershipAgreement', message: 'Must be a boolean, not string' },
        ],
      );
      await refuses('an application', [{ field: 'body', message: 'A JSON object body is required' }]);
    });

    it('refuses malformed JSON and an oversized body with JSON errors', async () => {
      const malformed = await call(server, '/api/user/membership/create', {
        body: '{"email": "jordan@example.com", ',
        headers: { origin: server.origin, 'x-forwarded-for': nextClient(), 'content-type': 'application/json' },
      });
      expect(malformed.status).toBe(400);
      expect(malformed.body).toEqual({ message: 'Malformed JSON body' });

      const huge = await apply(validApplication({ interestReason: 'r'.repeat(101 * 1024) }));
      expect(huge.status).toBe(413);
      expect(huge.body).toEqual({ message: 'Request body is too large' });
    });
  });

  describe('conflicts', () => {
    it('answers 409 while an application for the e-mail is pending, whatever its case', async () => {
      const email = uniqueEmail('pending');
      expect((await apply(validApplication({ email }))).status).toBe(201);
      const again = await apply(validApplication({ email: ` ${email.toUpperCase()}` }));
      expect(again.status).toBe(409);
      expect(again.body).toEqual(PENDING);
      expect(await applicationsFor(email)).toHaveLength(1);
    });

    it('lets exactly one of two simultaneous applications for one e-mail through', async () => {
      // Several pairs at once, so the race is exercised more than once per run.
      const emails = Array.from({ length: 5 }, () => uniqueEmail('race'));
      const results = await Promise.all(
        emails.flatMap((email) => [
          apply(validApplication({ email })),
          apply(validApplication({ email: email.toUpperCase() })),
        ]),
      );
      for (let i = 0; i < emails.length; i += 1) {
        const pair = results.slice(i * 2, i * 2 + 2);
        expect(pair.map((r) => r.status).sort()).toEqual([201, 409]);
        expect(pair.find((r) => r.status === 409)?.body).toEqual(PENDING);
        expect(await applicationsFor(emails[i] ?? '')).toHaveLength(1);
      }
    });

    it('answers 409 for the e-mail of a member or the admin', async () => {
      for (const email of [DEMO_MEMBER_EMAIL, ` ${DEMO_MEMBER_EMAIL.toUpperCase()} `, ADMIN_EMAIL]) {
        const res = await apply(validApplication({ email }));
        expect(res.status).toBe(409);
        expect(res.body).toEqual(MEMBER);
      }
      // Only the demo member's seeded (approved) application: nothing was stored.
      expect((await applicationsFor(DEMO_MEMBER_EMAIL)).map((a) => a.status)).toEqual(['approved']);
    });

    it('lets a rejected applicant apply again', async () => {
      const email = uniqueEmail('rejected');
      expect((await apply(validApplication({ email }))).status).toBe(201);
      await server.app.db
        .updateTable('membership_applications')
        .set({ status: 'rejected', rejection_reason: 'Not this season', reviewed_at: new Date().toISOString() })
        .where('email', '=', email)
        .execute();

      const again = await apply(validApplication({ email }));
      expect(again.status).toBe(201);
      expect(again.body).toEqual(SUBMITTED);
      const statuses = (await applicationsFor(email)).map((a) => a.status).sort();
      expect(statuses).toEqual(['pending', 'rejected']);
      // And that new one blocks a third.
      expect((await apply(validApplication({ email }))).status).toBe(409);
    });
  });

  it('follows the cross-site policy: a foreign Origin is refused', async () => {
    const before = await countRows();
    const res = await apply(validApplication(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: 'Cross-site request refused' });
    expect(await countRows()).toBe(before);
  });
});
