// The API killed (SIGKILL) right after an accept committed and before its first-password mail
// was sent: the mail is in the outbox, committed with the decision, and the next start sends it,
// once, with a link that works. The crash point (crash-point.ts) is the decision's COMMIT.
import { loadConfig } from '../../app/config';
import type { OutboxMail } from '../../core/mail/outbox-store';
import { createDatabase } from '../../db/create-database';
import { PENDING_REQUESTS_PATH, RESPOND_PATH } from '../../features/membership-admin/membership-admin-routes';
import { WELCOME_MAIL_SUBJECT } from '../../features/membership-admin/membership-mail';
import { APPLICATION_PATH } from '../../features/membership/membership-application-routes';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../admin';
import { call } from '../http';
import { uniqueEmail, validApplication } from '../membership-application-fixture';
import { createTestDatabase, dropTestDatabases, engines, type TestDatabase } from '../test-database';
import { expectStatus, send } from './api-client';
import { spawnApi } from './spawn-api';

const LINK = /\/reset-password\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/;

describe.each(engines)('SIGKILL between a commit and its mail (%s)', (engine) => {
  let database: TestDatabase;
  const env = () => ({ ...database.env, ADMIN_EMAIL, ADMIN_PASSWORD, SEED_DEMO: '0', TRUST_PROXY: '1' });

  beforeAll(async () => {
    database = await createTestDatabase(engine, { blank: true });
  });

  afterAll(async () => {
    await dropTestDatabases();
  });

  it('sends the mail of a committed accept after the restart', async () => {
    let api = await spawnApi(env());
    const login = await expectStatus(api, { path: '/api/auth/login', json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }, 200);
    const admin = { id: login.data.id as string, token: login.token as string };
    const email = uniqueEmail('crash-mail');
    await expectStatus(api, { path: APPLICATION_PATH, json: validApplication({ email }) }, 201);
    const pending = (await expectStatus(api, { path: PENDING_REQUESTS_PATH, token: admin.token }, 200)).data as { id: string; email: string }[];
    const applicationId = pending.find((r) => r.email === email)?.id ?? '';
    expect(await api.stop()).toBe(0);

    // Dies right after the accept's COMMIT: never answered, never sent.
    api = await spawnApi(env(), { crashPoint: { sql: '^commit' } });
    const outcome = await send(api, { path: `${RESPOND_PATH}/${applicationId}`, json: { adminId: admin.id, action: 'approved' }, token: admin.token });
    expect(outcome.answered).toBe(false);
    await api.ended();

    const handle = createDatabase(loadConfig(database.env).database);
    try {
      const application = await handle.db.selectFrom('membership_applications').select('status').where('id', '=', applicationId).executeTakeFirstOrThrow();
      expect(application.status).toBe('approved');
      // The application's confirmation went out before; the welcome is committed and not sent.
      const mails = await handle.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', email).where('subject', '=', WELCOME_MAIL_SUBJECT).execute();
      expect(mails.map((m) => [m.subject, m.status, Number(m.attempts)])).toEqual([[WELCOME_MAIL_SUBJECT, 'pending', 0]]);
    } finally {
      await handle.close();
    }

    api = await spawnApi(env());
    const started = Date.now();
    let welcome: OutboxMail[] = [];
    while (welcome.length === 0 && Date.now() - started < 20_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const outbox = (await expectStatus(api, { path: '/api/dev/outbox', direct: true }, 200)).data as OutboxMail[];
      welcome = outbox.filter((mail) => mail.to === email && mail.subject === WELCOME_MAIL_SUBJECT);
    }
    expect(welcome.map((mail) => mail.subject)).toEqual([WELCOME_MAIL_SUBJECT]);
    const token = LINK.exec(welcome[0]?.text ?? '')?.[1] ?? '';
    const set = await call(api, '/api/auth/reset-password', {
      method: 'PATCH',
      json: { token, newPassword: 'first-password-1' },
      headers: { origin: api.url },
    });
    expect(set.status).toBe(200);
    expect(await api.stop()).toBe(0);
  }, 60_000);
});
