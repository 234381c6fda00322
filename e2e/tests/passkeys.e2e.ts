/**
 * Passkeys and sessions in Chromium with a virtual authenticator (e2e/support/webauthn.ts): a
 * member creates a passkey from the dashboard, signs out, and signs in with it from the login
 * page's button, from the email field's autofill (conditional UI) and as the second step of a
 * password sign-in; sees their sessions and ends another one; removes the passkey.
 *
 * One browser for the file, its authenticator holding the passkey from test to test: the tests
 * run in order. The authenticator answers an autofill request at once (as a user picking the
 * passkey would), so the login page offers the autofill only in the test of the autofill. The member is a demo member no other suite signs in as (a passkey changes how
 * their password sign-in goes).
 */
import { request, type Page } from 'playwright-core';
import { DEMO_MEMBER_WITHOUT_PROFESSION } from '../../api/src/features/seed/demo-members';
import { expectNoAxeViolations } from '../support/axe';
import { loginThroughForm, openBrowser } from '../support/browser';
import type { RunningChromium } from '../support/chromium';
import { BASE_URL, MEMBER } from '../support/env';
import { waitUntil } from '../support/processes';
import { signInOnce, type SignedIn } from '../support/session';
import {
  addVirtualAuthenticator, controlPasskeyAutofill, offerPasskeyAutofill, type VirtualAuthenticator,
} from '../support/webauthn';

const PASSKEY_MEMBER = { email: DEMO_MEMBER_WITHOUT_PROFESSION, password: MEMBER.password };
const PASSKEY_NAME = 'E2E laptop';

let browser: RunningChromium | undefined;
let authenticator: VirtualAuthenticator | undefined;

beforeAll(async () => {
  browser = await openBrowser();
  authenticator = await addVirtualAuthenticator(browser.page);
  await controlPasskeyAutofill(browser.page);
});

afterAll(async () => {
  await authenticator?.remove().catch(() => undefined);
  await browser?.close();
});

const page = (): Page => {
  if (!browser) throw new Error('the browser did not open');
  return browser.page;
};

async function onDashboard(p: Page): Promise<void> {
  await p.waitForURL('**/user');
  await p.getByRole('heading', { name: /Welcome back,/ }).waitFor();
}

async function openSecurity(p: Page) {
  await p.getByRole('button', { name: 'Sign-in & security' }).click();
  const dialog = p.getByRole('dialog', { name: 'Sign-in & security' });
  await dialog.waitFor();
  return dialog;
}

/** What /api/auth/me answers to a session's cookie alone (200 signed in, 401 ended). */
async function sessionAnswers(cookies: SignedIn['cookies']): Promise<number> {
  const api = await request.newContext({ baseURL: BASE_URL });
  try {
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    return (await api.get('/api/auth/me', { headers: { cookie } })).status();
  } finally {
    await api.dispose();
  }
}

async function signOut(p: Page): Promise<void> {
  await p.getByRole('button', { name: 'Sign Out' }).click();
  await p.waitForURL('**/login');
  await p.getByRole('heading', { name: 'Member Access' }).waitFor();
}

describe('sessions', () => {
  test('lists the sessions, this browser marked, ends another one, then every other one', async () => {
    const p = page();
    await loginThroughForm(p, PASSKEY_MEMBER.email, PASSKEY_MEMBER.password);
    await onDashboard(p);
    // Two more sessions of the member, as other devices would hold them.
    const other = await signInOnce(PASSKEY_MEMBER.email, PASSKEY_MEMBER.password);
    const third = await signInOnce(PASSKEY_MEMBER.email, PASSKEY_MEMBER.password);
    const dialog = await openSecurity(p);
    const list = dialog.getByRole('list', { name: 'Your sessions' });
    await list.getByRole('listitem').nth(2).waitFor();
    const here = list.getByRole('listitem').filter({ hasText: 'This browser' });
    expect(await here.count()).toBe(1);
    await here.getByText(/Signed in .* · Last active .* · Network /).waitFor();

    // The newest other session first after this one: end the first one that is not this browser.
    const others = list.getByRole('listitem').filter({ hasNotText: 'This browser' });
    const before = await others.count();
    await others.first().getByRole('button', { name: 'Sign out' }).click();
    await dialog.getByRole('status').filter({ hasText: /^Signed out of / }).waitFor();
    await waitUntil(async () => (await others.count()) === before - 1, 5000, 'the ended session to leave the list');
    const stillIn = await Promise.all([other, third].map((s) => sessionAnswers(s.cookies)));
    expect(stillIn.sort()).toEqual([200, 401]);

    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await dialog.getByRole('status').filter({ hasText: /^Signed out of \d+ other sessions?\.$/ }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await Promise.all([other, third].map((s) => sessionAnswers(s.cookies)))).toEqual([401, 401]);
    // This browser is still signed in.
    expect((await p.request.get('/api/auth/me')).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await signOut(p);
  });
});

describe('passkeys', () => {
  test('a member creates a passkey from the dashboard and sees it listed', async () => {
    const p = page();
    await loginThroughForm(p, PASSKEY_MEMBER.email, PASSKEY_MEMBER.password);
    await onDashboard(p);
    const dialog = await openSecurity(p);
    await dialog.getByText('No passkeys yet.').waitFor();

    await dialog.getByRole('textbox', { name: 'Passkey name' }).fill(PASSKEY_NAME);
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();

    await dialog.getByRole('status').filter({ hasText: `Passkey “${PASSKEY_NAME}” added.` }).waitFor();
    const list = dialog.getByRole('list', { name: 'Your passkeys' });
    await list.getByText(PASSKEY_NAME).waitFor();
    await list.getByText(/Added .* · Not used yet/).waitFor();
    await expectNoAxeViolations(p, "the member's sign-in settings with a passkey");
    expect(await authenticator!.credentials()).toHaveLength(1);
    const listed = await p.request.get('/api/auth/passkeys');
    expect(((await listed.json()) as { data: { name: string }[] }).data.map((k) => k.name)).toEqual([PASSKEY_NAME]);

    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await offerPasskeyAutofill(p, false);
    await signOut(p);
  });

  test("signs in with the login page's 'Sign in with a passkey' button", async () => {
    const p = page();
    await p.goto('/login');
    // The password form stays (the field offers passkeys where the browser has the autofill).
    expect(await p.getByRole('textbox', { name: 'Email' }).getAttribute('autocomplete')).toBe('username webauthn');
    await p.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await onDashboard(p);
    const me = (await (await p.request.get('/api/auth/me')).json()) as { data: { email: string; mfa: { passkeys: number } } };
    expect(me.data.email).toBe(PASSKEY_MEMBER.email);
    expect(me.data.mfa.passkeys).toBe(1);
    await signOut(p);
  });

  test("signs in from the email field's autofill (conditional UI), nothing clicked", async () => {
    const p = page();
    await offerPasskeyAutofill(p, true);
    const options = p.waitForResponse((r) => r.url().endsWith('/api/auth/passkeys/authentication-options'));
    const login = p.waitForResponse((r) => r.url().endsWith('/api/auth/passkeys/login'));
    await p.goto('/login');
    // The page asks the browser for a conditional request on its own; the passkey picked signs in.
    expect((await options).status()).toBe(200);
    expect((await login).status()).toBe(200);
    await onDashboard(p);
    const me = (await (await p.request.get('/api/auth/me')).json()) as { data: { email: string } };
    expect(me.data.email).toBe(PASSKEY_MEMBER.email);
    await offerPasskeyAutofill(p, false);
    await signOut(p);
  });

  test('a password sign-in of an account with a passkey asks for it as the second step', async () => {
    const p = page();
    await loginThroughForm(p, PASSKEY_MEMBER.email, PASSKEY_MEMBER.password);
    await p.getByRole('heading', { name: 'Two-step sign-in' }).waitFor();
    await p.getByText('Use your passkey to finish signing in.').waitFor();
    // The password alone opened no session.
    expect((await p.request.get('/api/auth/me')).status()).toBe(401);
    await p.getByRole('button', { name: 'Use a passkey' }).click();
    await onDashboard(p);
  });

  test('removes the passkey', async () => {
    const p = page();
    const dialog = await openSecurity(p);
    const list = dialog.getByRole('list', { name: 'Your passkeys' });
    await list.getByText(/Last used/).waitFor();
    await list.getByRole('button', { name: 'Remove' }).click();
    await list.getByRole('group', { name: `Remove ${PASSKEY_NAME}?` }).getByRole('button', { name: 'Remove' }).click();
    await dialog.getByRole('status').filter({ hasText: `Passkey “${PASSKEY_NAME}” removed.` }).waitFor();
    await dialog.getByText('No passkeys yet.').waitFor();
    const listed = await p.request.get('/api/auth/passkeys');
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
  });
});
