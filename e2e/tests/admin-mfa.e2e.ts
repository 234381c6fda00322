/**
 * An administrator's second factor in Chromium, on a product of its own started with
 * ADMIN_MFA=required (the run's shared product has it off): the admin's first sign-in leads to
 * the authenticator app's set-up and no admin data; the panel opens only after a valid code (the
 * codes computed with otpauth from the key the page shows); the next sign-in asks for a code,
 * refuses the one already used, and a recovery code works once; the app is replaced in one step
 * (the admin's last factor cannot be turned off) and only the new one signs in.
 *
 * (Ports: E2E_PORT + 5 and + 6, clear of nginx-deploy's + 15 and two-instances' + 29.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { loginThroughForm, openBrowser } from '../support/browser';
import type { RunningChromium } from '../support/chromium';
import { ADMIN, E2E_PORT, MEMBER } from '../support/env';
import { portAnswers, spawnProduct, waitUntil } from '../support/processes';

/** The API's answer to a wrong or used code (api/src/features/auth/auth-routes.ts). */
const INVALID_CODE = 'That code is not right. Please try again.';

const PORT = E2E_PORT + 5;
const CDN_PORT = E2E_PORT + 6;
const BASE = `http://localhost:${PORT}`;

let product: ChildProcess | undefined;
let dataDir: string | undefined;
let cdnDir: string | undefined;
let browser: RunningChromium | undefined;

beforeAll(async () => {
  for (const port of [PORT, CDN_PORT]) {
    if (await portAnswers(port)) throw new Error(`port ${port} is in use: not starting the product with ADMIN_MFA=required`);
  }
  dataDir = mkdtempSync(join(tmpdir(), 'club-e2e-mfa-'));
  cdnDir = mkdtempSync(join(tmpdir(), 'club-e2e-mfa-cdn-'));
  product = await spawnProduct({
    PORT: String(PORT),
    CDN_PORT: String(CDN_PORT),
    DATA_DIR: dataDir,
    CDN_DIR: cdnDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_MFA: 'required',
    ADMIN_TOTP_SECRET: '',
    DEMO_PASSWORD: MEMBER.password,
    MAIL_TRANSPORT: 'outbox',
    DATABASE_URL: '',
    NODE_ENV: 'production',
  });
  browser = await openBrowser({ baseURL: BASE });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (product?.pid) {
    try { process.kill(-product.pid, 'SIGTERM'); } catch { /* exited already */ }
    await waitUntil(async () => !(await portAnswers(PORT)), 10_000, 'the ADMIN_MFA=required product to stop').catch(() => undefined);
  }
  for (const dir of [dataDir, cdnDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const page = (): Page => {
  if (!browser) throw new Error('the browser did not open');
  return browser.page;
};

/** The authenticator app of the test: the key read from the page. */
let app: TOTP | undefined;
/** The time step of the last code the server accepted (a step is used once). */
let usedStep = -1;
let recoveryCodes: string[] = [];

const totp = (): TOTP => {
  if (!app) throw new Error('the authenticator app was not set up');
  return app;
};

/**
 * A code of the earliest time step the server has not seen yet and still takes: the current step,
 * or the next one (the server takes a step either side, each step once and only after the last
 * used). A third code within one step waits for the next.
 */
async function freshCode(): Promise<string> {
  await waitUntil(() => TOTP.counter({ period: 30 }) + 1 > usedStep, 35_000, 'the next TOTP step');
  usedStep = Math.max(usedStep + 1, TOTP.counter({ period: 30 }));
  return totp().generate({ timestamp: usedStep * 30_000 });
}

/** What an admin-only call answers to this browser's session. */
async function adminCall(p: Page): Promise<{ status: number; code?: string }> {
  const answer = await p.request.get('/api/admin/membership/stats');
  const body = (await answer.json().catch(() => ({}))) as { code?: string };
  return { status: answer.status(), code: body.code };
}

/** Sends `code` at the login's second step (the authenticator app's field). */
async function verifyWithCode(p: Page, code: string): Promise<void> {
  const form = p.getByRole('form', { name: 'Two-step sign-in' });
  await form.getByRole('textbox', { name: 'Authentication code' }).fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();
}

async function onPanel(p: Page): Promise<void> {
  await p.waitForURL('**/admin');
  await p.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
}

describe('an administrator without a second factor (ADMIN_MFA=required)', () => {
  test('signs in to the set-up, sees no admin data, and reaches the panel only after a valid code', async () => {
    const p = page();
    const setup = p.waitForResponse((r) => r.url().endsWith('/api/auth/totp/setup'));
    await loginThroughForm(p, ADMIN.email, ADMIN.password);
    await p.waitForURL('**/admin');
    await p.getByRole('heading', { name: 'Set up two-step sign-in' }).waitFor();
    expect(await p.getByRole('heading', { name: 'Dashboard Overview' }).count()).toBe(0);
    expect(await adminCall(p)).toEqual({ status: 403, code: 'mfa-enrolment-required' });

    // The key as the page shows it (grouped for reading), as a person would type it into an app.
    await p.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    await expectNoAxeViolations(p, "the admin's set-up of two-step sign-in");
    const shown = (await p.locator('code').first().innerText()).replace(/\s/g, '');
    expect(shown).toBe(((await (await setup).json()) as { secret: string }).secret);
    app = new TOTP({ secret: Secret.fromBase32(shown), algorithm: 'SHA1', digits: 6, period: 30 });

    const form = p.getByRole('form', { name: 'Confirm your authenticator app' });
    const field = form.getByRole('textbox', { name: '6-digit code from the app' });
    // A wrong code: refused, still no panel.
    const wrong = String((Number(totp().generate()) + 500_000) % 1_000_000).padStart(6, '0');
    await field.fill(wrong);
    await form.getByRole('button', { name: 'Turn on' }).click();
    await form.getByText(INVALID_CODE).waitFor();
    expect((await adminCall(p)).status).toBe(403);

    await field.fill(await freshCode());
    await form.getByRole('button', { name: 'Turn on' }).click();
    const codes = p.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.nth(9).waitFor();
    recoveryCodes = await codes.allInnerTexts();
    await expectNoAxeViolations(p, "the admin's recovery codes");
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    await p.getByRole('button', { name: 'I have saved my codes' }).click();
    await onPanel(p);
    expect((await adminCall(p)).status).toBe(200);
  }, 120_000);

  test('is asked for a code next time: the code already used is refused, a fresh one opens the panel', async () => {
    const p = page();
    await p.getByRole('button', { name: 'Logout' }).click();
    await p.waitForURL('**/login');
    const usedCode = totp().generate({ timestamp: usedStep * 30_000 });

    await loginThroughForm(p, ADMIN.email, ADMIN.password);
    await p.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    // The password alone opened no session.
    expect((await p.request.get('/api/auth/me')).status()).toBe(401);
    await expectNoAxeViolations(p, "the login's second step");
    const form = p.getByRole('form', { name: 'Two-step sign-in' });

    // The code that turned the app on, still inside its window: refused because its step was used.
    expect(TOTP.counter({ period: 30 }) - usedStep).toBeLessThanOrEqual(1);
    await verifyWithCode(p, usedCode);
    await form.getByText(INVALID_CODE).waitFor();
    expect((await p.request.get('/api/auth/me')).status()).toBe(401);

    await verifyWithCode(p, await freshCode());
    await onPanel(p);
    expect((await adminCall(p)).status).toBe(200);
    await p.getByRole('button', { name: 'Security' }).click();
    await p.getByRole('list', { name: 'Your sessions' }).waitFor();
    await expectNoAxeViolations(p, "the admin's sign-in settings");
  }, 120_000);

  test('signs in with a recovery code once; the same code is refused the next time', async () => {
    const p = page();
    const [recovery] = recoveryCodes;
    for (const expected of ['accepted', 'refused'] as const) {
      await p.getByRole('button', { name: 'Logout' }).click();
      await p.waitForURL('**/login');
      await loginThroughForm(p, ADMIN.email, ADMIN.password);
      await p.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
      await p.getByRole('button', { name: 'Use a recovery code' }).click();
      const form = p.getByRole('form', { name: 'Two-step sign-in' });
      await form.getByRole('textbox', { name: 'Recovery code' }).fill(recovery!);
      await form.getByRole('button', { name: 'Verify' }).click();
      if (expected === 'accepted') {
        await onPanel(p);
      } else {
        await form.getByText(INVALID_CODE).waitFor();
        expect((await p.request.get('/api/auth/me')).status()).toBe(401);
      }
    }
  }, 120_000);

  test('moves to a new authenticator app in one step, which the last factor cannot be turned off for', async () => {
    const p = page();
    // Signed out (the recovery code was refused): in again, with the app.
    await p.goto('/login');
    await loginThroughForm(p, ADMIN.email, ADMIN.password);
    await verifyWithCode(p, await freshCode());
    await onPanel(p);
    await p.getByRole('button', { name: 'Security' }).click();
    const section = p.getByRole('region', { name: 'Authenticator app' });

    // Turning it off is refused (the admin's only factor), and says what to do instead.
    const off = section.getByRole('form', { name: 'Turn off the authenticator app' });
    await off.getByRole('textbox', { name: 'Code from your app, or a recovery code' }).fill('000000');
    await off.getByRole('button', { name: 'Turn off' }).click();
    await off.getByText(/replace the authenticator app instead/).waitFor();

    const setup = p.waitForResponse((r) => r.url().endsWith('/api/auth/totp/setup'));
    await section.getByRole('button', { name: 'Replace the app' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const shown = (await section.locator('code').first().innerText()).replace(/\s/g, '');
    expect(shown).toBe(((await (await setup).json()) as { secret: string }).secret);
    const oldApp = totp();
    const newApp = new TOTP({ secret: Secret.fromBase32(shown), algorithm: 'SHA1', digits: 6, period: 30 });
    await expectNoAxeViolations(p, 'the replacement of the authenticator app');
    const form = section.getByRole('form', { name: 'Confirm your new authenticator app' });
    // The phone with the old app is gone: a recovery code stands for it.
    await form.getByRole('textbox', { name: 'Code from your current app, or a recovery code' }).fill(recoveryCodes[1]!);
    await form.getByRole('textbox', { name: '6-digit code from the new app' }).fill(newApp.generate());
    usedStep = TOTP.counter({ period: 30 });
    await form.getByRole('button', { name: 'Replace' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await codes.nth(9).waitFor();
    const newCodes = await codes.allInnerTexts();
    expect(newCodes.some((code) => recoveryCodes.includes(code))).toBe(false);
    await section.getByRole('button', { name: 'I have saved my codes' }).click();
    await section.getByText('Your new authenticator app is set up; the old one no longer works.').waitFor();
    app = newApp;
    recoveryCodes = newCodes;

    // Next sign-in: the old app's code is refused, the new app's opens the panel.
    await p.getByRole('button', { name: 'Logout' }).click();
    await p.waitForURL('**/login');
    await loginThroughForm(p, ADMIN.email, ADMIN.password);
    await verifyWithCode(p, oldApp.generate());
    await p.getByRole('form', { name: 'Two-step sign-in' }).getByText(INVALID_CODE).waitFor();
    expect((await p.request.get('/api/auth/me')).status()).toBe(401);
    await verifyWithCode(p, await freshCode());
    await onPanel(p);
  }, 150_000);
});
