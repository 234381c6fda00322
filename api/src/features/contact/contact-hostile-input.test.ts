// Text a hostile visitor types into the contact form: NUL, broken Unicode, line breaks aimed at
// mail headers, markup, and what must pass through untouched (emoji, right-to-left text,
// combining marks). Either a clear 400 and nothing stored, or stored and mailed exactly as sent.
import { call, clientAddresses } from '../../test/http';
import { mailsTo } from '../../test/mail';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';

const CLUB_EMAIL = 'concierge@club.example';
const UNSTORABLE = { message: 'Text must not contain NUL characters or invalid Unicode' };

describe.each(engines)('contact form, hostile input (%s)', (engine) => {
  let server: TestServer;
  let sequence = 0;

  beforeAll(async () => {
    server = await startTestServer(await createTestDatabase(engine), { SEED_DEMO: '0', CLUB_EMAIL, TRUST_PROXY: '1' });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const nextClient = clientAddresses('10.7');
  const valid = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Taylor Visitor',
    email: `hostile.${(sequence += 1)}@example.com`,
    interest: 'Other',
    message: 'Hello to the whole club!',
    ...overrides,
  });
  const send = (body: unknown) =>
    call(server, '/api/user/auth/contact', {
      json: body,
      headers: { origin: server.origin, 'x-forwarded-for': nextClient() },
    });
  /** Sends JSON text as is (JSON.stringify would not write a lone surrogate escape). */
  const sendText = (text: string) =>
    call(server, '/api/user/auth/contact', {
      body: text,
      headers: { origin: server.origin, 'x-forwarded-for': nextClient(), 'content-type': 'application/json' },
    });
  const countRows = async () => Number(
    (await server.app.db.selectFrom('contact_messages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
  );
  const rowOf = (email: string) =>
    server.app.db.selectFrom('contact_messages').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it.each([
    ['a NUL in the message', { message: 'Hello club\u0000, DROP TABLE' }],
    ['a NUL in the name', { fullName: 'Tay\u0000lor' }],
    ['a NUL in a key', { 'message\u0000': 'x' }],
  ])('refuses %s with a clear 400 and stores nothing', async (_label, overrides) => {
    const before = await countRows();
    const res = await send(valid(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(UNSTORABLE);
    expect(await countRows()).toBe(before);
  });

  it.each([
    ['a lone high surrogate', '"Hello \\ud83d club, how are you?"'],
    ['a lone low surrogate', '"Hello \\ude00 club, how are you?"'],
    ['surrogates in the wrong order', '"Hello \\ude00\\ud83d club, how are you?"'],
  ])('refuses %s (which a database would silently replace) with a clear 400', async (_label, message) => {
    const before = await countRows();
    const res = await sendText(`{"fullName":"Taylor Visitor","email":"lone@example.com","interest":"Other","message":${message}}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(UNSTORABLE);
    expect(await countRows()).toBe(before);
  });

  it('stores and mails emoji, right-to-left text and combining marks exactly as sent', async () => {
    const fullName = 'Zoë 👩🏽‍🍳 عائشة';
    const message = 'Cafe\u0301 — שלום 🍝🇮🇹 \u202eevil\u202c and Z̤̈ͅalgo, see you!';
    const body = valid({ fullName, message });
    const res = await send(body);
    expect(res.status).toBe(201);
    const row = await rowOf(body.email);
    expect(row.full_name).toBe(fullName);
    expect(row.message).toBe(message);
    const [mail] = (await mailsTo(server, CLUB_EMAIL)).filter((m) => m.text.includes(body.email));
    expect(mail?.text).toContain(message);
    expect(mail?.subject).toBe(`Contact form: Other from ${fullName}`);
  });

  it('measures lengths as the form does and refuses a name far over the limit', async () => {
    const res = await send(valid({ fullName: '😀'.repeat(5000) }));
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([{ field: 'fullName', message: expect.stringMatching(/at most 100/) }]);
    const email = await send(valid({ email: `${'a'.repeat(5000)}@example.com` }));
    expect(email.status).toBe(400);
    expect(email.body.message).toEqual([{ field: 'email', message: expect.any(String) }]);
  });

  it('cannot add mail headers through the name, and the e-mail field cannot hold a second address', async () => {
    for (const fullName of ['Eve\r\nBcc: victim@example.com', 'Eve\nSubject: hi', 'Eve\u2028Bcc: x@example.com']) {
      const body = valid({ fullName });
      expect((await send(body)).status).toBe(201);
      const [mail] = (await mailsTo(server, CLUB_EMAIL)).filter((m) => m.text.includes(body.email));
      expect(mail?.subject).not.toMatch(/[\r\n\u2028]/);
      expect(mail?.replyTo).toBe(body.email);
    }
    for (const email of ['eve@example.com\r\nBcc: victim@example.com', 'eve@example.com\nbcc:x@example.com', 'eve@example.com,victim@example.com']) {
      const res = await send(valid({ email }));
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([{ field: 'email', message: expect.any(String) }]);
    }
  });

  it('escapes markup and script in every part of the HTML mail', async () => {
    const body = valid({
      fullName: '<svg onload=alert(1)>',
      message: '</p><script>alert(document.cookie)</script><a href="javascript:x">x</a>',
    });
    expect((await send(body)).status).toBe(201);
    const [mail] = (await mailsTo(server, CLUB_EMAIL)).filter((m) => m.text.includes(body.email));
    expect(mail?.html).not.toMatch(/<script|<svg|<a href|<\/p><script/i);
    expect(mail?.html).toContain('&lt;script&gt;alert(document.cookie)&lt;/script&gt;');
    expect(mail?.html).toContain('&lt;svg onload=alert(1)&gt;');
  });
});
