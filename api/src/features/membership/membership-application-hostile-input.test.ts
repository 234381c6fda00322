// Links and text a hostile applicant sends: social links that are not the profile they claim to
// be (other schemes, look-alike hosts, user info, protocol-relative, control characters), and
// text a database cannot keep. The server runs the form's own rules (shared/validation).
import { APPLICATION_MESSAGES as m } from 'shared/validation';
import { call, clientAddresses } from '../../test/http';
import { uniqueEmail, validApplication } from '../../test/membership-application-fixture';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const HOSTILE_LINKS = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)//https://instagram.com/ada',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//instagram.com/ada',
  '//evil.test/ada',
  'https://instagram.com.evil.test/ada',
  'https://evil.test/instagram.com',
  'https://evil.test/instagram.com/ada',
  'https://instagram.com@evil.test/ada',
  'https://ada:pw@instagram.com/ada',
  'https://instagram.com%2eevil.test/ada',
  'https://instagram.com./ada',
  'https://evil.test\\@instagram.com/ada',
  'https://instagram.com\\@evil.test/ada',
  'https:/\\evil.test/ada',
  'https:evil.test/ada',
  'http://instagram.com/ada',
  'https://instagram.com:443@evil.test/ada',
  'https://instagram.com/ada\u0000',
  'https://instagram.com/ada#<script>',
];

describe.each(engines)('membership application, hostile input (%s)', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0', TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const nextClient = clientAddresses('10.8');
  const apply = (body: unknown) =>
    call(server, '/api/user/membership/create', {
      json: body,
      headers: { origin: server.origin, 'x-forwarded-for': nextClient() },
    });
  const storedFor = (email: string) =>
    server.app.db.selectFrom('membership_applications').selectAll().where('email', '=', email).execute();

  it.each(HOSTILE_LINKS)('refuses %j as an Instagram or a LinkedIn link, storing nothing', async (link) => {
    const linkedin = link.replace(/instagram\.com\/ada/g, 'linkedin.com/in/ada').replace(/instagram\.com/g, 'linkedin.com');
    const email = uniqueEmail('links');
    const res = await apply(validApplication({ email, instagramUrl: link, linkedinUrl: linkedin }));
    expect(res.status).toBe(400);
    // A NUL is refused before any rule; every other link by the rules of both fields.
    if (res.body.message !== 'Text must not contain NUL characters or invalid Unicode') {
      expect(res.body.message).toEqual([
        { field: 'instagramUrl', message: m.instagramInvalid },
        { field: 'linkedinUrl', message: m.linkedinInvalid },
      ]);
    }
    expect(await storedFor(email)).toEqual([]);
  });

  it('accepts the real profiles and stores them as sent', async () => {
    const email = uniqueEmail('links');
    const res = await apply(validApplication({
      email,
      instagramUrl: 'https://www.instagram.com/ada.cooks/',
      linkedinUrl: 'https://uk.linkedin.com/in/ada-lovelace',
    }));
    expect(res.status).toBe(201);
    const [row] = await storedFor(email);
    expect(row?.instagram_url).toBe('https://www.instagram.com/ada.cooks/');
    expect(row?.linkedin_url).toBe('https://uk.linkedin.com/in/ada-lovelace');
  });

  it('refuses a NUL anywhere in the body with a clear 400, and keeps Unicode intact', async () => {
    const refused = await apply(validApplication({ dietaryRestrictions: 'none\u0000' }));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Text must not contain NUL characters or invalid Unicode' });

    const email = uniqueEmail('unicode');
    const text = 'Injera 🫓 و شاورما, crème brûlée (cre\u0300me), ‏עברית‏';
    const res = await apply(validApplication({ email, fullName: 'Zoë 👩🏽‍🍳 Åsa', cuisineInterests: text }));
    expect(res.status).toBe(201);
    const [row] = await storedFor(email);
    expect(row?.full_name).toBe('Zoë 👩🏽‍🍳 Åsa');
    expect(row?.cuisine_interests).toBe(text);
  });

  it('answers very long values with a 400 naming the field', async () => {
    const res = await apply(validApplication({ restaurantRecommendations: '🍜'.repeat(20_000) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([{ field: 'restaurantRecommendations', message: m.tooLong(1000) }]);
    const link = await apply(validApplication({ instagramUrl: `https://instagram.com/ada?${'x'.repeat(50_000)}` }));
    expect(link.status).toBe(400);
    expect(link.body.message).toEqual([{ field: 'instagramUrl', message: m.instagramInvalid }]);
  });
});
