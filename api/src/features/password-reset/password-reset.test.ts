import { createHash } from 'node:crypto';
import { hashSecretToken } from '../../app/secret-token';
import { hashPassword, verifyPassword } from '../../core/auth/password-hasher';
import {
  FIRST_PASSWORD_TOKEN_TTL_MS,
  RESET_TOKEN_TTL_MS,
  issuePasswordToken,
} from '../../core/auth/password-token';
import type { MailMessage } from '../../core/mail/mailer';
import type { OutboxMail } from '../../core/mail/outbox-store';
import { createUser, updateUser, type User } from '../../core/users/user-repository';
import { call, clientAddresses, login, postLogin, postWithRawHeaders } from '../../test/http';
import { mailsTo, retryMailNow, whileMailFails } from '../../test/mail';
import { codeAt, enableTotp, forgetUsedStep, passwordStep, postMfa } from '../../test/mfa';
import { addPendingApplication } from '../../test/members';
import { createTestDatabase, dropTestDatabases, engines } from '../../test/test-database';
import { startTestServer, type TestServer } from '../../test/test-server';
import { median, timeRequests } from '../../test/timed-requests';

const SITE_URL = 'https://club.example.com';
const SENT = { message: 'If an account exists for that e-mail, we have sent password reset instructions.' };
const UPDATED = { success: true, message: 'Password has been updated successfully!' };
const INVALID = { success: false, message: 'This reset link is invalid or has expired.' };
const LINK = /https:\/\/club\.example\.com\/reset-password\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(engines)('password reset (%s)', (engine) => {
  let server: TestServer;
  let sequence = 0;

  beforeAll(async () => {
    // TRUST_PROXY lets each call come from its own client (X-Forwarded-For), so the per-client
    // limits (5 and 10 per 15 minutes) stay out of the way; password-reset-rate-limit.test.ts
    // covers them.
    server = await startTestServer(await createTestDatabase(engine), {
      SEED_DEMO: '0',
      SITE_URL,
      TRUST_PROXY: '1',
    });
  });

  afterAll(async () => {
    await server?.close();
    await dropTestDatabases();
  });

  const unique = (name: string) => {
    sequence += 1;
    return `${name}.${sequence}@example.com`;
  };
  const nextClient = clientAddresses('10.0');

  const forgot = (body: unknown, headers: Record<string, string> = {}) =>
    call(server, '/api/auth/forgot-password', {
      json: body,
      headers: { origin: server.origin, 'x-forwarded-for': nextClient(), ...headers },
    });
  const forgotEmail = (email: string) => forgot({ email });
  const reset = (token: unknown, newPassword: unknown) =>
    call(server, '/api/auth/reset-password', {
      method: 'PATCH',
      json: { token, newPassword },
      headers: { origin: server.origin, 'x-forwarded-for': nextClient() },
    });
  const me = (headers: Record<string, string>) => call(server, '/api/auth/me', { headers });

  async function makeUser(password: string | null, extra: { fullName?: string; isActive?: boolean } = {}) {
    return createUser(server.app.db, {
      fullName: extra.fullName ?? 'Reset Tester',
      email: unique('reset'),
      passwordHash: password === null ? null : await hashPassword(password),
      isActive: extra.isActive,
    });
  }

  function tokenOf(mail: OutboxMail | undefined): string {
    const token = LINK.exec(mail?.text ?? '')?.[1];
    if (!token) throw new Error(`no reset link in ${JSON.stringify(mail)}`);
    return token;
  }

  /** Asks for a reset link for the user and returns the token from the e-mail. */
  async function requestToken(user: User): Promise<string> {
    const before = (await mailsTo(server, user.email)).length;
    const res = await forgotEmail(user.email);
    expect(res.status).toBe(200);
    const mails = await mailsTo(server, user.email);
    expect(mails).toHaveLength(before + 1);
    return tokenOf(mails.at(-1));
  }

  const tokenRows = (userId: string) =>
    server.app.db.selectFrom('password_reset_tokens').selectAll().where('user_id', '=', userId).execute();

  describe('POST /api/auth/forgot-password', () => {
    it('answers known, unknown, blocked and password-less e-mails and pending applicants identically', async () => {
      const known = await makeUser('old-password-1');
      const blocked = await makeUser('old-password-2', { isActive: false });
      const noPassword = await makeUser(null);
      const applicant = await addPendingApplication(server.app.db, { email: unique('applicant') });
      const unknownEmail = unique('nobody');

      const responses = [
        await forgotEmail(known.email),
        await forgotEmail(unknownEmail),
        await forgotEmail(blocked.email),
        await forgotEmail(noPassword.email),
        await forgotEmail(`  ${known.email.toUpperCase()} `),
        await forgotEmail(applicant.email),
      ];
      for (const res of responses) {
        expect(res.status).toBe(200);
        expect(res.body).toEqual(SENT);
        expect(res.text).toBe(responses[0]?.text);
        expect(res.headers.get('content-type')).toBe(responses[0]?.headers.get('content-type'));
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('set-cookie')).toBeNull();
      }

      // Mail for the active users only (the e-mail matched case-insensitively: two for known).
      const knownMails = await mailsTo(server, known.email);
      expect(knownMails).toHaveLength(2);
      expect(await mailsTo(server, unknownEmail)).toEqual([]);
      expect(await mailsTo(server, blocked.email)).toEqual([]);
      expect(await tokenRows(blocked.id)).toEqual([]);
      expect(await mailsTo(server, applicant.email)).toEqual([]);
      expect(await mailsTo(server, noPassword.email)).toHaveLength(1);

      const mail = knownMails[0];
      expect(mail).toEqual({
        to: known.email,
        subject: 'Reset your password',
        text: expect.stringContaining(`${SITE_URL}/reset-password/`),
        html: expect.stringContaining(`href="${SITE_URL}/reset-password/`),
        sentAt: expect.any(String),
      });
      const token = tokenOf(mail);
      expect(mail?.html).toContain(`${SITE_URL}/reset-password/${token}`);
      expect(mail?.text).toContain('1 hour');
    });

    it('builds the link from SITE_URL, never from Host or X-Forwarded-Host', async () => {
      const user = await makeUser('old-password-1');
      const status = await postWithRawHeaders(server, '/api/auth/forgot-password', { email: user.email }, {
        host: 'evil.example.net',
        'x-forwarded-host': 'evil.example.org',
        'x-forwarded-proto': 'http',
        'x-forwarded-for': nextClient(),
      });
      expect(status).toBe(200);
      const [mail] = await mailsTo(server, user.email);
      expect(mail?.text).toMatch(LINK);
      expect(`${mail?.text}${mail?.html}`).not.toMatch(/evil\.example/);
    });

    it('stores only the SHA-256 of the token, for 1 hour, with purpose reset', async () => {
      const user = await makeUser('old-password-1');
      const token = await requestToken(user);
      const rows = await tokenRows(user.id);
      expect(rows).toHaveLength(1);
      const row = rows[0];
      expect(row?.token_hash).toBe(sha256(token));
      expect(row?.purpose).toBe('reset');
      expect(row?.used_at).toBeNull();
      expect(Object.values(row ?? {})).not.toContain(token);
      const lifetime = Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '');
      expect(lifetime).toBe(RESET_TOKEN_TTL_MS);
      expect(Date.parse(row?.expires_at ?? '') - Date.now()).toBeGreaterThan(RESET_TOKEN_TTL_MS - 60_000);
    });

    it('escapes the name in the HTML of the e-mail', async () => {
      const user = await makeUser('old-password-1', { fullName: `<img src=x onerror="alert('x')"> & Co` });
      await forgotEmail(user.email);
      const [mail] = await mailsTo(server, user.email);
      expect(mail?.html).toContain('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; Co');
      expect(mail?.html).not.toContain('<img');
      expect(mail?.text).toContain(`<img src=x onerror="alert('x')"> & Co`);
    });

    it('answers the same when the mail cannot be sent, and sends the link once mail works again', async () => {
      const user = await makeUser('old-password-1');
      await whileMailFails(server, async () => {
        const res = await forgotEmail(user.email);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(SENT);
      });
      expect(await mailsTo(server, user.email)).toEqual([]);

      await retryMailNow(server);
      const mails = await mailsTo(server, user.email);
      expect(mails).toHaveLength(1);
      expect((await reset(tokenOf(mails[0]), 'brand-new-password')).body).toEqual(UPDATED);
    });

    it('validates the body', async () => {
      const cases: [unknown, { field: string; message: string }[]][] = [
        [{}, [{ field: 'email', message: 'Is required' }]],
        [{ email: '   ' }, [{ field: 'email', message: 'Please enter your email address' }]],
        [{ email: 'not-an-email' }, [{ field: 'email', message: 'Enter a valid email address' }]],
        [{ email: `${'a'.repeat(250)}@example.com` }, [{ field: 'email', message: 'Email is too long' }]],
        [{ email: 42 }, [{ field: 'email', message: 'Must be a string, not number' }]],
        [
          { email: 'someone@example.com', isAdmin: true },
          [{ field: 'isAdmin', message: 'Unknown field' }],
        ],
      ];
      for (const [body, fields] of cases) {
        const res = await forgot(body);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ message: fields });
      }
    });

    it('answers in the same time for known, unknown and blocked e-mails and pending applicants, even when mail is slow', async () => {
      const { mailer } = server.app;
      const send = mailer.send;
      // SMTP-like latency: a route that awaited the mail would be this much slower.
      mailer.send = async (message: MailMessage) => {
        await delay(150);
        await send.call(mailer, message);
      };
      type Kind = 'known' | 'unknown' | 'blocked' | 'applicant';
      const kinds: Kind[] = ['known', 'unknown', 'blocked', 'applicant'];
      const knownUsers: User[] = [];
      // One run: a warm-up round (not counted), then 5 rounds, each in another order; a known
      // e-mail is a new member each time (one mail each, under the per-account cap). Returns the
      // median time of each kind.
      const measure = async () => {
        const blocked = await makeUser(null, { isActive: false });
        const { email: applicant } = await addPendingApplication(server.app.db);
        const order: Kind[] = [];
        for (let round = 0; round < 6; round += 1) order.push(...kinds.map((_, i) => kinds[(i + round) % 4] as Kind));
        const emails: string[] = [];
        for (const kind of order) {
          if (kind === 'known') {
            const user = await makeUser(null);
            knownUsers.push(user);
            emails.push(user.email);
          } else {
            emails.push({ unknown: unique('nobody'), blocked: blocked.email, applicant }[kind]);
          }
        }
        const results = await timeRequests(
          server.url,
          emails.map((email) => ({
            path: '/api/auth/forgot-password',
            json: { email },
            headers: { origin: server.origin, 'x-forwarded-for': nextClient() },
          })),
        );
        for (const result of results) expect(JSON.parse(result.text)).toEqual(SENT);
        const counted = results.map((result, i) => ({ kind: order[i], ms: result.ms })).slice(4);
        return Object.fromEntries(
          kinds.map((kind) => [kind, median(counted.filter((r) => r.kind === kind).map((r) => r.ms))]),
        ) as Record<Kind, number>;
      };
      // Timed from another thread (as a remote client), the kinds differ by a fraction of a
      // millisecond. Awaiting the mail (150 ms here) or an argon2 hash (about 10 ms) in the known
      // path exceeds this bound.
      const gap = (run: Record<Kind, number>) => Math.max(...kinds.map((kind) => Math.abs(run[kind] - run.unknown)));
      const tolerance = (run: Record<Kind, number>) => Math.max(5, run.unknown * 0.5);
      try {
        // A loaded machine can skew one run; a real difference shows in every run.
        let run = await measure();
        for (let attempt = 1; attempt < 3 && gap(run) >= tolerance(run); attempt += 1) run = await measure();
        expect(gap(run)).toBeLessThan(tolerance(run));
        await server.app.backgroundTasks.idle();
      } finally {
        mailer.send = send;
      }
      // The work was still done: one mail per known request.
      for (const user of knownUsers) expect(await mailsTo(server, user.email)).toHaveLength(1);
    });

    it('mails one account at most 3 reset links per 15 minutes, however many clients ask, and answers the same', async () => {
      const user = await makeUser('old-password-1');
      const responses = [];
      for (let i = 0; i < 6; i += 1) responses.push(await forgotEmail(user.email));
      for (const res of responses) expect([res.status, res.text]).toEqual([200, JSON.stringify(SENT)]);
      const mails = await mailsTo(server, user.email);
      expect(mails).toHaveLength(3);
      // The last link sent is the one that works.
      expect((await reset(tokenOf(mails.at(-1)), 'brand-new-password')).body).toEqual(UPDATED);
    });
  });

  describe('PATCH /api/auth/reset-password', () => {
    it('sets the new password, ends every session and refuses the token a second time', async () => {
      const user = await makeUser('old-password-1');
      const byCookie = await login(server, user.email, 'old-password-1');
      const byBearer = await login(server, user.email, 'old-password-1');
      const token = await requestToken(user);

      const res = await reset(token, 'brand-new-password');
      expect(res.status).toBe(200);
      expect(res.body).toEqual(UPDATED);
      expect(res.headers.get('cache-control')).toBe('no-store');

      expect((await postLogin(server, user.email, 'brand-new-password')).status).toBe(200);
      expect((await postLogin(server, user.email, 'old-password-1')).status).toBe(401);
      expect((await me({ cookie: byCookie.cookie })).status).toBe(401);
      expect((await me({ authorization: `Bearer ${byBearer.token}` })).status).toBe(401);

      const [row] = await tokenRows(user.id);
      expect(row?.used_at).toEqual(expect.any(String));

      const again = await reset(token, 'another-password-2');
      expect(again.status).toBe(400);
      expect(again.body).toEqual(INVALID);
      expect((await postLogin(server, user.email, 'brand-new-password')).status).toBe(200);
    });

    it('ends a sign-in that was waiting for its second factor with the old password', async () => {
      const user = await makeUser('old-password-1');
      const { secret } = await enableTotp(server, await login(server, user.email, 'old-password-1'));
      const pending = await passwordStep(server, user.email, 'old-password-1');
      const token = await requestToken(user);

      expect((await reset(token, 'brand-new-password')).status).toBe(200);

      // The code enabling TOTP used this time step: only the ended sign-in may refuse this one.
      await forgetUsedStep(server, user.id);
      const res = await postMfa(server, pending, codeAt(secret));
      expect(res.status).toBe(401);
      expect(res.body?.token).toBeUndefined();
    });

    it('lets exactly one of two simultaneous resets with one token succeed', async () => {
      const user = await makeUser('old-password-1');
      const token = await requestToken(user);
      const results = await Promise.all([reset(token, 'first-password-1'), reset(token, 'second-password-2')]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
      const winner = results[0]?.status === 200 ? 'first-password-1' : 'second-password-2';
      const loser = winner === 'first-password-1' ? 'second-password-2' : 'first-password-1';
      expect(results.find((r) => r.status === 400)?.body).toEqual(INVALID);
      expect((await postLogin(server, user.email, winner)).status).toBe(200);
      expect((await postLogin(server, user.email, loser)).status).toBe(401);
    });

    it('lets exactly one of 8 simultaneous resets with one token succeed', async () => {
      const user = await makeUser('old-password-1');
      const byBearer = await login(server, user.email, 'old-password-1');
      const token = await requestToken(user);
      const passwords = Array.from({ length: 8 }, (_, i) => `racing-password-${i}`);
      const results = await Promise.all(passwords.map((password) => reset(token, password)));
      const winners = passwords.filter((_, i) => results[i]?.status === 200);
      expect(winners).toHaveLength(1);
      for (const res of results.filter((r) => r.status !== 200)) expect([res.status, res.body]).toEqual([400, INVALID]);
      for (const password of passwords) {
        expect((await postLogin(server, user.email, password)).status).toBe(password === winners[0] ? 200 : 401);
      }
      expect((await me({ authorization: `Bearer ${byBearer.token}` })).status).toBe(401);
      const [row] = await tokenRows(user.id);
      expect(row?.used_at).toEqual(expect.any(String));
    });

    it('stores the new password as an argon2id hash of the sign-in\'s hasher (its cost: auth.test.ts)', async () => {
      const user = await makeUser('old-password-1');
      expect((await reset(await requestToken(user), 'brand-new-password')).body).toEqual(UPDATED);
      const row = await server.app.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$/);
      expect(await verifyPassword(row.password_hash ?? '', 'brand-new-password')).toBe(true);
    });

    it('refuses an expired token', async () => {
      const user = await makeUser('old-password-1');
      const token = await requestToken(user);
      await server.app.db
        .updateTable('password_reset_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', sha256(token))
        .execute();
      const res = await reset(token, 'brand-new-password');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(INVALID);
      expect((await postLogin(server, user.email, 'old-password-1')).status).toBe(200);
    });

    it('refuses a token superseded by a newer forgot-password', async () => {
      const user = await makeUser('old-password-1');
      const older = await requestToken(user);
      const newer = await requestToken(user);
      expect(newer).not.toBe(older);
      expect((await reset(older, 'brand-new-password')).body).toEqual(INVALID);
      expect((await reset(newer, 'brand-new-password')).body).toEqual(UPDATED);
    });

    it('refuses a too short or too long password and keeps the token usable', async () => {
      const user = await makeUser('old-password-1');
      const token = await requestToken(user);

      const short = await reset(token, 'short');
      expect(short.status).toBe(400);
      expect(short.body).toEqual({
        message: [{ field: 'newPassword', message: 'Password must be at least 8 characters' }],
      });

      const long = await reset(token, 'x'.repeat(129));
      expect(long.status).toBe(400);
      expect(long.body).toEqual({
        message: [{ field: 'newPassword', message: 'Password must be at most 128 characters' }],
      });

      expect((await reset(token, 'x'.repeat(128))).body).toEqual(UPDATED);
      expect((await postLogin(server, user.email, 'x'.repeat(128))).status).toBe(200);
    });

    it('validates the body and refuses unknown or malformed tokens', async () => {
      const missing = await call(server, '/api/auth/reset-password', {
        method: 'PATCH',
        json: { newPassword: 'brand-new-password', extra: 1 },
        headers: { origin: server.origin, 'x-forwarded-for': nextClient() },
      });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({
        message: [
          { field: 'token', message: 'Is required' },
          { field: 'extra', message: 'Unknown field' },
        ],
      });
      expect((await reset('', 'brand-new-password')).body).toEqual({
        message: [{ field: 'token', message: 'Token is required' }],
      });

      for (const token of ['abc', 'A'.repeat(43), 'A'.repeat(44), '../../etc/passwd', 'é'.repeat(43)]) {
        const res = await reset(token, 'brand-new-password');
        expect(res.status).toBe(400);
        expect(res.body).toEqual(INVALID);
      }
    });

    it('refuses the token of a member blocked after it was sent', async () => {
      const user = await makeUser('old-password-1');
      const token = await requestToken(user);
      await updateUser(server.app.db, user.id, { isActive: false });
      expect((await reset(token, 'brand-new-password')).body).toEqual(INVALID);
      await updateUser(server.app.db, user.id, { isActive: true });
      expect((await postLogin(server, user.email, 'old-password-1')).status).toBe(200);
    });

    it('lets a member without a password yet set one', async () => {
      const user = await makeUser(null);
      const token = await requestToken(user);
      expect((await reset(token, 'first-own-password')).body).toEqual(UPDATED);
      expect((await postLogin(server, user.email, 'first-own-password')).status).toBe(200);
    });
  });

  describe('issuePasswordToken', () => {
    it("issues a 72-hour 'first-password' token the reset route accepts", async () => {
      const user = await makeUser(null);
      const issued = await issuePasswordToken(server.app.db, user.id, 'first-password', FIRST_PASSWORD_TOKEN_TTL_MS);
      expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await tokenRows(user.id);
      expect(row).toMatchObject({
        purpose: 'first-password',
        token_hash: hashSecretToken(issued.token),
        used_at: null,
      });
      expect(Date.parse(row?.expires_at ?? '') - Date.parse(row?.created_at ?? '')).toBe(FIRST_PASSWORD_TOKEN_TTL_MS);
      expect((await reset(issued.token, 'first-own-password')).body).toEqual(UPDATED);
    });

    it('works inside the caller’s transaction and rolls back with it', async () => {
      const user = await makeUser(null);
      await expect(
        server.app.db.transaction().execute(async (trx) => {
          await issuePasswordToken(trx, user.id, 'first-password', FIRST_PASSWORD_TOKEN_TTL_MS);
          throw new Error('accept failed');
        }),
      ).rejects.toThrow('accept failed');
      expect(await tokenRows(user.id)).toEqual([]);

      const issued = await server.app.db
        .transaction()
        .execute((trx) => issuePasswordToken(trx, user.id, 'first-password', FIRST_PASSWORD_TOKEN_TTL_MS));
      expect(await tokenRows(user.id)).toHaveLength(1);
      expect((await reset(issued.token, 'first-own-password')).body).toEqual(UPDATED);
    });

    it('leaves exactly one usable token when several are issued at once', async () => {
      const user = await makeUser('old-password-1');
      const issued = await Promise.all(
        Array.from({ length: 5 }, () => issuePasswordToken(server.app.db, user.id, 'reset', RESET_TOKEN_TTL_MS)),
      );
      const rows = await tokenRows(user.id);
      expect(rows).toHaveLength(5);
      expect(rows.filter((row) => row.used_at === null)).toHaveLength(1);
      const results = [];
      for (const { token } of issued) results.push((await reset(token, 'brand-new-password')).status);
      expect(results.filter((status) => status === 200)).toHaveLength(1);
    });

    it('refuses a non-positive lifetime', async () => {
      const user = await makeUser(null);
      await expect(issuePasswordToken(server.app.db, user.id, 'reset', 0)).rejects.toThrow(RangeError);
    });
  });
});
