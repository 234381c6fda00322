import { CONTACT_MESSAGES } from 'shared/validation';
import { call, clientAddresses } from '../../test/http';
import { mailsTo, retryMailNow, whileMailFails } from '../../test/mail';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const CLUB_EMAIL = 'concierge@club.example';
const SENT = { success: true, message: 'Message sent successfully!' };
const m = CONTACT_MESSAGES;

interface ContactBody {
  fullName?: unknown;
  email?: unknown;
  phone?: unknown;
  interest?: unknown;
  message?: unknown;
  [key: string]: unknown;
}

describe.each(engines)('POST /api/user/auth/contact (%s)', (engine) => {
  let server: TestServer;
  let sequence = 0;

  beforeAll(async () => {
    // TRUST_PROXY lets each call come from its own client (X-Forwarded-For), so the per-client
    // limit stays out of the way; contact-rate-limit.test.ts covers it.
    server = await startTestServer(await createTestDatabase(engine), {
      SEED_DEMO: '0',
      CLUB_EMAIL,
      TRUST_PROXY: '1',
    });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const nextClient = clientAddresses('10.1');
  const uniqueEmail = () => `visitor.${(sequence += 1)}@example.com`;

  const valid = (overrides: ContactBody = {}): ContactBody => ({
    fullName: 'Taylor Visitor',
    email: uniqueEmail(),
    phone: '+13125550199',
    interest: 'Upcoming Events',
    message: 'Hello! When is the next tasting dinner?',
    ...overrides,
  });

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    call(server, '/api/user/auth/contact', {
      json: body,
      headers: { origin: server.origin, 'x-forwarded-for': nextClient(), ...headers },
    });
  const sendRaw = (body: string) =>
    call(server, '/api/user/auth/contact', {
      body,
      headers: { origin: server.origin, 'x-forwarded-for': nextClient(), 'content-type': 'application/json' },
    });

  const rowsFrom = (email: string) =>
    server.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
  const countRows = async () => {
    const { n } = await server.app.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  /** The club's mails about the sender `email`, once the background work is done. */
  const mailAbout = async (email: string) =>
    (await mailsTo(server, CLUB_EMAIL)).filter((mail) => mail.text.includes(email));

  it('stores the message and e-mails it to the club with Reply-To set to the sender', async () => {
    const body = valid({ fullName: '  Taylor Visitor ', message: '  Hello! When is the next tasting dinner?\nThanks ' });
    const email = body.email as string;
    const res = await send(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual(SENT);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('set-cookie')).toBeNull();

    const [row, ...others] = await rowsFrom(email);
    expect(others).toEqual([]);
    expect(row).toEqual({
      id: expect.any(String),
      full_name: 'Taylor Visitor',
      email,
      phone: '+13125550199',
      interest: 'Upcoming Events',
      message: 'Hello! When is the next tasting dinner?\nThanks',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      mailed_at: null,
    });

    const mails = await mailAbout(email);
    expect(mails).toEqual([
      {
        to: CLUB_EMAIL,
        replyTo: email,
        subject: 'Contact form: Upcoming Events from Taylor Visitor',
        text: expect.stringContaining('Hello! When is the next tasting dinner?\nThanks'),
        html: expect.stringContaining('Hello! When is the next tasting dinner?\nThanks'),
        sentAt: expect.any(String),
      },
    ]);
    expect(mails[0]?.text).toContain(`Email: ${email}`);
    expect(mails[0]?.text).toContain('Phone: +13125550199');
    // Marked as delivered to the club once the mail went out.
    const [mailed] = await rowsFrom(email);
    expect(mailed?.mailed_at).toEqual(expect.any(String));
  });

  it('stores an absent or empty phone as null', async () => {
    const { phone: _phone, ...withoutPhone } = valid();
    for (const body of [withoutPhone, valid({ phone: '' }), valid({ phone: '   ' })]) {
      const res = await send(body);
      expect(res.status).toBe(201);
      const [row] = await rowsFrom(body.email as string);
      expect(row?.phone).toBeNull();
      expect((await mailAbout(body.email as string))[0]?.text).toContain('Phone: not given');
    }
  });

  it('accepts a message of exactly 1000 characters and a name of 100', async () => {
    const body = valid({ fullName: 'N'.repeat(100), message: 'm'.repeat(1000) });
    const res = await send(body);
    expect(res.status).toBe(201);
    const [row] = await rowsFrom(body.email as string);
    expect(row?.message).toHaveLength(1000);
    expect(row?.full_name).toHaveLength(100);
  });

  it('escapes the HTML of the mail and keeps the subject on one line', async () => {
    const body = valid({
      fullName: '<b>Mallory</b>\r\nBcc: victim@example.com',
      message: `<img src=x onerror="alert('x')"> & Co, see you soon`,
    });
    const res = await send(body);
    expect(res.status).toBe(201);
    const [mail] = await mailAbout(body.email as string);
    expect(mail?.subject).toBe('Contact form: Upcoming Events from <b>Mallory</b> Bcc: victim@example.com');
    expect(mail?.html).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; Co');
    expect(mail?.html).toContain('&lt;b&gt;Mallory&lt;/b&gt;');
    expect(mail?.html).not.toMatch(/<img|<b>/);
    expect(mail?.text).toContain(`<img src=x onerror="alert('x')"> & Co`);
  });

  it('answers success and keeps the message when the mail to the club fails, and mails it once mail works again', async () => {
    const body = valid();
    await whileMailFails(server, async () => {
      const res = await send(body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual(SENT);
    });
    const [row] = await rowsFrom(body.email as string);
    expect(row).toMatchObject({ message: body.message, mailed_at: null });
    expect(await mailAbout(body.email as string)).toEqual([]);

    await retryMailNow(server);
    expect(await mailAbout(body.email as string)).toHaveLength(1);
    const [mailed] = await rowsFrom(body.email as string);
    expect(mailed?.mailed_at).toEqual(expect.any(String));
  });

  it.each<[string, ContactBody, { field: string; message: string }[]]>([
    ['blank fields', { fullName: ' ', email: '', phone: '', interest: '', message: '  ' }, [
      { field: 'fullName', message: m.fullNameRequired },
      { field: 'email', message: m.emailRequired },
      { field: 'interest', message: m.interestInvalid },
      { field: 'message', message: m.messageRequired },
    ]],
    ['a short name and message', { fullName: ' Al ', message: 'Too short' }, [
      { field: 'fullName', message: m.fullNameTooShort },
      { field: 'message', message: m.messageTooShort },
    ]],
  ])('refuses %s with the form’s messages', async (_name, overrides, fields) => {
    const before = await countRows();
    const res = await send(valid(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: fields });
    expect(await countRows()).toBe(before);
  });

  it.each<[string, unknown, { field: string; message: string }[]]>([
    ['missing fields', { phone: '+13125550199' }, [
      { field: 'fullName', message: 'Is required' },
      { field: 'email', message: 'Is required' },
      { field: 'interest', message: 'Is required' },
      { field: 'message', message: 'Is required' },
    ]],
    ['unknown keys', { ...valid(), isAdmin: true, status: 'read' }, [
      { field: 'isAdmin', message: 'Unknown field' },
      { field: 'status', message: 'Unknown field' },
    ]],
    ['wrong types', { ...valid(), fullName: 42, phone: null, message: ['hello there, club'] }, [
      { field: 'fullName', message: 'Must be a string, not number' },
      { field: 'phone', message: 'Must be a string, not null' },
      { field: 'message', message: 'Must be a string, not array' },
    ]],
    ['an array body', [valid()], [{ field: 'body', message: 'A JSON object body is required' }]],
  ])('refuses %s by shape', async (_name, body, fields) => {
    const before = await countRows();
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: fields });
    expect(await countRows()).toBe(before);
  });

  it('refuses malformed JSON, no body and other content types', async () => {
    const malformed = await sendRaw('{"fullName": "Taylor",');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ message: 'Malformed JSON body' });

    const empty = await call(server, '/api/user/auth/contact', {
      method: 'POST',
      headers: { origin: server.origin, 'x-forwarded-for': nextClient() },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: [{ field: 'body', message: 'A JSON object body is required' }] });

    const form = await call(server, '/api/user/auth/contact', {
      body: 'fullName=Taylor',
      headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('answers an oversized body with a JSON 413', async () => {
    const res = await send(valid({ message: 'm'.repeat(101 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message: 'Request body is too large' });
  });

  it('follows the cross-site policy: a foreign Origin is refused, no Origin (and no cookie) is not', async () => {
    const before = await countRows();
    const foreign = await send(valid(), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ message: 'Cross-site request refused' });
    expect(await countRows()).toBe(before);

    // No session cookie is read or written here, so a request without Origin (a non-browser
    // client) is not a cross-site risk; the rate limit is what bounds it.
    const noOrigin = await call(server, '/api/user/auth/contact', {
      json: valid(),
      headers: { 'x-forwarded-for': nextClient() },
    });
    expect(noOrigin.status).toBe(201);
    expect(await countRows()).toBe(before + 1);
  });
});
