/**
 * Two API instances over one PostgreSQL database behind the shell's nginx, as docker/compose.yaml
 * runs them, tested without Docker: Debian's nginx with the repo's files (the shell's upstream
 * rendered with both instances; e2e/support/nginx-deployment.ts), the API's image build twice
 * (e2e/support/nginx-api.ts), mail through a real SMTP server in this process.
 *
 *   browser ── :4339 shell nginx ─┬─ /api, /storage ──► :4342 API 1 ─┬─► one PostgreSQL database
 *      │                          │    (round-robin)  └► :4343 API 2 ─┘      └─ SMTP :4344 (here)
 *      └────── :4341 CDN edge nginx ──► :4340 remote server nginx
 *
 * (Ports for the product on 4310: E2E_PORT + 29 onwards, clear of nginx-deploy's + 15 of this run
 * and of a run on 4320; or from TWO_INSTANCES_E2E_PORT.) Needs TEST_DATABASE_URL (.ci/run sets
 * it): without PostgreSQL the instances refuse to start and every test here fails, saying so.
 *
 * nginx sends each request to either instance; the flow must not care. The tests prove that both
 * instances served it (their request logs), that a session, an avatar and a block made through
 * one are honoured by the other (asked directly), that each mail went out once, and that a rate
 * limit counts the requests of both instances together.
 */
import type { Page } from 'playwright-core';
import { FORGOT_PASSWORD_RATE_LIMIT } from '../../api/src/features/password-reset/password-reset-routes';
import { APPLICATION_RECEIVED_MAIL_SUBJECT } from '../../api/src/core/admissions/admissions-mail';
import { BLOCKED_MAIL_SUBJECT, WELCOME_MAIL_SUBJECT } from '../../api/src/features/membership-admin/membership-mail';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../api/src/test/smtp';
import { fillApplication, applicationForm } from '../support/application';
import { loginThroughForm, openBrowser } from '../support/browser';
import { ADMIN, E2E_PORT } from '../support/env';
import { assertNginxInstalled, type RunningNginx } from '../support/nginx';
import { startApisBehindProxy, type ApiInstance, type ApisBehindProxy } from '../support/nginx-api';
import { deploymentPorts, originOf, prepareSite, startNginxServers } from '../support/nginx-deployment';
import { resetPathIn } from '../support/outbox';
import { waitUntil } from '../support/processes';

const PORTS = deploymentPorts(Number(process.env.TWO_INSTANCES_E2E_PORT ?? E2E_PORT + 29), 2);
const SMTP_PORT = PORTS.apis.at(-1)! + 1;
const SHELL = originOf(PORTS.shell);

const stamp = Date.now();
const APPLICANT = { fullName: `Noor Haddad ${stamp}`, email: `noor-${stamp}@example.org`, password: 'noor-first-password-1' };
/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let apis: ApisBehindProxy | undefined;
let smtp: TestSmtpServer | undefined;
const servers: RunningNginx[] = [];

beforeAll(async () => {
  assertNginxInstalled();
  smtp = await startSmtpServer(SMTP_PORT);
  apis = await startApisBehindProxy({
    ports: PORTS.apis,
    siteUrl: SHELL,
    cdnOrigin: originOf(PORTS.edge),
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The admin signs in with a password alone here; the second factor has its own tests.
      ADMIN_MFA: 'off',
      SEED_DEMO: '0',
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    },
  });
  servers.push(...(await startNginxServers(PORTS, await prepareSite(PORTS))));
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await apis?.stop();
  await smtp?.close();
});

const instances = (): ApiInstance[] => {
  if (!apis) throw new Error('the API instances did not start');
  return apis.instances;
};

/** The request id (X-Request-Id, which the API logs as reqId) of the requests this test sends to an instance directly. */
const DIRECT = 'direct-check';
let directCalls = 0;

interface Served {
  /** Sent to the instance directly, not through nginx. */
  direct: boolean;
  method: string;
  url: string;
  status: number | undefined;
}

/** The requests an instance logged (Fastify's JSON lines, joined by reqId) after `from` characters of its output. */
function requestsServed(instance: ApiInstance, from: number): Served[] {
  const byId = new Map<string, Served>();
  for (const line of instance.output().slice(from).split('\n')) {
    let entry: { reqId?: string; msg?: string; req?: { method?: string; url?: string }; res?: { statusCode?: number } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (!entry.reqId) continue;
    if (entry.msg === 'incoming request') {
      byId.set(entry.reqId, { direct: entry.reqId.startsWith(DIRECT), method: entry.req?.method ?? '', url: entry.req?.url ?? '', status: undefined });
    } else if (entry.msg === 'request completed') {
      const served = byId.get(entry.reqId);
      if (served) served.status = entry.res?.statusCode;
    }
  }
  return [...byId.values()];
}

/** How many mails an instance logged as sent. */
const mailsSentBy = (instance: ApiInstance): number =>
  instance.output().split('\n').filter((line) => line.includes('"msg":"mail outbox: sent"')).length;

/** Where each instance's output ends now: what follows is the next step's. */
const marks = (): number[] => instances().map((instance) => instance.output().length);

/** The requests nginx sent each instance since `from` (marks()), as "METHOD /path status" lines. */
const servedSince = (from: number[]): string[][] =>
  instances().map((instance, i) => requestsServed(instance, from[i]!)
    .filter((r) => !r.direct)
    .map((r) => `${r.method} ${r.url.split('?')[0]} ${r.status ?? '-'}`));

async function mailTo(to: string, subject: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await waitUntil(() => {
    found = smtp?.received.find((mail) => mail.to.includes(to) && mail.decoded.includes(`Subject: ${subject}`));
    return Boolean(found);
  }, 30_000, `the mail "${subject}" to ${to}`);
  return found!;
}

/** The member's session cookie, as the browser holds it. */
async function sessionCookieOf(page: Page): Promise<string> {
  const cookie = (await page.context().cookies(SHELL)).find((c) => c.name === 'club_session');
  if (!cookie) throw new Error('the browser holds no club_session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** What each instance, asked directly (not through nginx), answers to GET `path`. */
async function askEachInstance(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: Buffer }[]> {
  return Promise.all(instances().map(async (instance) => {
    const answer = await fetch(`${instance.url}${path}`, { headers: { ...headers, 'x-request-id': `${DIRECT}-${(directCalls += 1)}` } });
    return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()) };
  }));
}

describe('two API instances over one PostgreSQL behind the shell\'s nginx', () => {
  test('the lifecycle in Chromium: apply, accept, first-password mail, set password, sign in, avatar, block', async () => {
    const from = marks();
    const mailsBefore = instances().map(mailsSentBy);
    const member = await openBrowser({ baseURL: SHELL, width: 1280, height: 900 });
    const admin = await openBrowser({ baseURL: SHELL, width: 1280, height: 900 });
    try {
      // A visitor applies through the landing page.
      await member.page.goto('/');
      await fillApplication(member.page, APPLICANT.email);
      await applicationForm(member.page).getByRole('textbox', { name: 'Full Name' }).fill(APPLICANT.fullName);
      await applicationForm(member.page).getByRole('button', { name: 'Submit Application' }).click();
      await member.page.getByRole('dialog', { name: 'Submitted Successfully!' }).getByRole('button', { name: 'Close', exact: true }).click();

      // The admin signs in and accepts.
      const { page } = admin;
      await loginThroughForm(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin');
      const menu = page.getByRole('navigation', { name: 'Admin panel' });
      await menu.getByRole('button', { name: 'Membership Requests' }).click();
      await page.getByRole('button', { name: `Accept ${APPLICANT.fullName}` }).click();
      await page.locator('.Toastify').getByText('Request accepted successfully').waitFor();

      // The first-password mail arrives (sent by whichever instance's worker claimed it), with a
      // link to the shell's origin; the new member sets a password and signs in.
      const welcome = await mailTo(APPLICANT.email, WELCOME_MAIL_SUBJECT);
      expect(welcome.decoded).toContain(`${SHELL}/reset-password/`);
      await member.page.goto(resetPathIn(welcome.decoded));
      await member.page.getByRole('textbox', { name: 'New Password' }).fill(APPLICANT.password);
      await member.page.getByRole('textbox', { name: 'Confirm Password' }).fill(APPLICANT.password);
      await member.page.getByRole('button', { name: 'Update Password' }).click();
      await member.page.waitForURL('**/login');
      await loginThroughForm(member.page, APPLICANT.email, APPLICANT.password);
      await member.page.waitForURL('**/user');
      await member.page.getByRole('heading', { name: /Welcome back,/ }).waitFor();

      // An avatar through the storage client; the page shows it (the image loads).
      await member.page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
      const modal = member.page.getByRole('dialog', { name: 'Edit Profile' });
      await modal.locator('input[type="file"]').setInputFiles({ name: 'noor.png', mimeType: 'image/png', buffer: PNG });
      await modal.getByText('Change', { exact: true }).waitFor();
      await modal.getByRole('button', { name: 'Save Changes' }).click();
      await member.page.locator('.Toastify').getByText('Profile updated successfully').waitFor();
      await modal.waitFor({ state: 'detached' });
      const me = (await (await member.page.request.get('/api/auth/me')).json()) as { data: { profilePicture: string } };
      const picture = new URL(me.data.profilePicture);
      expect(picture.origin).toBe(SHELL);
      const shown = member.page.locator(`img[src="${me.data.profilePicture}"]`).first();
      await shown.waitFor();
      await member.page.waitForFunction(
        (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
        await shown.elementHandle(),
      );

      // Each instance, asked directly, knows the session and serves the avatar.
      const cookie = await sessionCookieOf(member.page);
      expect((await askEachInstance('/api/auth/me', { cookie })).map((a) => a.status)).toEqual([200, 200]);
      const avatars = await askEachInstance(picture.pathname);
      expect(avatars.map((a) => ({ status: a.status, same: a.body.equals(PNG) }))).toEqual([{ status: 200, same: true }, { status: 200, same: true }]);

      // The admin blocks the member: no instance accepts the session any more, and the member's
      // next action ends at /login.
      await menu.getByRole('button', { name: 'Approved Requests' }).click();
      await page.getByRole('button', { name: `Block ${APPLICANT.fullName}` }).click();
      const block = page.getByRole('dialog', { name: `Deactivate ${APPLICANT.fullName}` });
      await block.getByRole('textbox').fill('Unpaid membership fee.');
      await block.getByRole('button', { name: 'Block', exact: true }).click();
      await page.locator('.Toastify').getByText('Member blocked successfully!').waitFor();
      expect((await askEachInstance('/api/auth/me', { cookie })).map((a) => a.status)).toEqual([401, 401]);
      await member.page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
      await modal.getByRole('textbox', { name: 'Phone' }).fill('+1 (773) 555-0199');
      await modal.getByRole('button', { name: 'Save Changes' }).click();
      await member.page.waitForURL('**/login');
      await mailTo(APPLICANT.email, BLOCKED_MAIL_SUBJECT);
    } finally {
      await Promise.all([member.close(), admin.close()]);
    }

    // Both instances served the flow, signed-in calls included, and none failed.
    const served = servedSince(from);
    const summary = served.map((lines, i) => `instance ${i + 1} (:${PORTS.apis[i]}): ${lines.length} requests\n  ${lines.join('\n  ')}`).join('\n');
    const signedIn = /^(GET|POST) \/api\/(auth\/me|admin\/\S+|user\/auth\/edit-profile) 2\d\d$/;
    for (const lines of served) {
      expect({ signedInCalls: lines.some((line) => signedIn.test(line)), summary }).toEqual({ signedInCalls: true, summary });
    }
    expect({ failures: served.flat().filter((line) => / 5\d\d$/.test(line)), summary }).toEqual({ failures: [], summary });
    // Every mail went out once, by one instance: the SMTP server got each once, and the instances
    // logged as many sends (a send is logged once recorded, just after the server has it).
    expect(smtp!.received.filter((mail) => mail.to.includes(APPLICANT.email)).map((mail) => /^Subject: (.*)$/m.exec(mail.decoded)?.[1]))
      .toEqual([APPLICATION_RECEIVED_MAIL_SUBJECT, WELCOME_MAIL_SUBJECT, BLOCKED_MAIL_SUBJECT]);
    const sent = () => instances().reduce((sum, instance, i) => sum + mailsSentBy(instance) - mailsBefore[i]!, 0);
    await waitUntil(() => sent() >= 3, 10_000, 'both instances\' logs of the mails sent');
    expect(sent()).toBe(3);
  });

  test('a rate limit counts the requests of both instances together', async () => {
    const from = marks();
    const statuses: number[] = [];
    for (let n = 1; n <= FORGOT_PASSWORD_RATE_LIMIT + 1; n += 1) {
      const answer = await fetch(`${SHELL}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SHELL },
        body: JSON.stringify({ email: `nobody-${stamp}-${n}@example.com` }),
      });
      statuses.push(answer.status);
    }
    const served = servedSince(from).map((lines) => lines.filter((line) => line.startsWith('POST /api/auth/forgot-password')));
    // Spread over both (round-robin), yet refused once the limit is reached across them.
    expect(served.map((lines) => lines.length > 0)).toEqual([true, true]);
    expect(statuses).toEqual([...Array<number>(FORGOT_PASSWORD_RATE_LIMIT).fill(200), 429]);
  });
});
