import type { Page } from 'playwright-core';
import { sawAdminPanel, watchForAdminPanel } from '../support/admin-panel-watch';
import { useFreshBrowser } from '../support/browser';
import { ADMIN, BASE_URL, CDN_URL, MEMBER } from '../support/env';
import { signInOnce, type SignedIn } from '../support/session';
import {
  forgedAdmin, readStoredSession, storedSessionText, storedUserText, tamperStoredSession,
} from '../support/stored-session';

/**
 * Local storage edited by hand (the session's root key): whatever it holds, the shell starts, ends
 * signed out or signed in as the server says, and never shows what the server would not give.
 * (forged-session.e2e.ts covers a member who edits isAdmin, garbage and version 0; the other values
 * the parser drops, e.g. a future version, wrong-typed fields, a string user and JSON null, are in
 * shared/src/session/session-persistence.test.ts.)
 */

/** Values of the root key no server-confirmed session ever wrote. */
const TAMPERED: { name: string; value: string }[] = [
  { name: 'a version that is a string', value: storedSessionText({ currentUser: forgedAdmin() }, '1') },
  { name: 'a user that is a list', value: storedUserText([forgedAdmin()]) },
  { name: 'a session that is null', value: storedSessionText(null) },
  { name: 'JSON that is not an object', value: '42' },
  { name: 'a forged admin with hostile extra fields', value: storedUserText(forgedAdmin({ profilePicture: 'javascript:alert(1)', phone: { n: 1 }, createdAt: 5 })) },
  { name: 'a forged admin with a 3 MB name', value: storedUserText(forgedAdmin({ fullName: 'M'.repeat(3_000_000) })) },
  { name: '4 MB of garbage', value: `{"version":1,"session":${'['.repeat(10)}${'x'.repeat(4_000_000)}` },
];

/** What the page asked for that only an admin gets: the admin remote's code and the admin API. */
function watchAdminRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (url.startsWith(`${CDN_URL}/remote-admin/`) || (url.startsWith(`${BASE_URL}/api/admin/`) && !url.includes('/verifiedMembers'))) {
      asked.push(url);
    }
  });
  return asked;
}

const loginLink = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Member Login' });

describe('a tampered session in local storage', () => {
  const browser = useFreshBrowser();
  let member: SignedIn;

  beforeAll(async () => {
    member = await signInOnce(MEMBER.email, MEMBER.password);
  });

  test.each(TAMPERED)('$name: a visitor starts signed out and never sees the admin panel', async ({ value }) => {
    const { page } = browser;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await watchForAdminPanel(page);
    await tamperStoredSession(page, value);
    const adminRequests = watchAdminRequests(page);

    await page.goto('/admin');
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await loginLink(page).waitFor();
    expect(await sawAdminPanel(page)).toBe(false);
    expect(adminRequests).toEqual([]);
    expect(await readStoredSession(page)).toBeNull();
    // The member pages are closed too, and nothing in the page threw.
    await page.goto('/user');
    await page.waitForURL('**/login');
    expect(errors).toEqual([]);
  });

  test('a member whose stored user claims the admin\'s identity is not let into the panel', async () => {
    const { page } = browser;
    const realAdmin = await signInOnce(ADMIN.email, ADMIN.password);
    await page.context().addCookies(member.cookies);
    await watchForAdminPanel(page);
    await tamperStoredSession(page, storedUserText(realAdmin.user));
    const adminRequests = watchAdminRequests(page);

    await page.goto('/admin');
    await page.waitForURL('**/login');
    await loginLink(page).waitFor();
    expect(await sawAdminPanel(page)).toBe(false);
    expect(adminRequests).toEqual([]);
    // The stored admin is gone; the server still knows the member (the cookie is theirs).
    const stored = await readStoredSession(page);
    expect(stored === null || !(JSON.parse(stored) as { session: { currentUser: { isAdmin: boolean } } }).session.currentUser.isAdmin).toBe(true);
    expect(((await (await page.request.get('/api/auth/me')).json()) as { data: { email: string } }).data.email).toBe(MEMBER.email);
  });

  test('a member\'s stored user with wrong-typed fields is replaced by the server\'s', async () => {
    const { page } = browser;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.context().addCookies(member.cookies);
    await tamperStoredSession(page, storedUserText(
      { ...member.user, fullName: 'Forged Name', isAdmin: true, phone: { n: 1 }, createdAt: 5, profilePicture: 42 },
    ));

    await page.goto('/user');
    await page.getByRole('heading', { name: /Welcome back,/ }).getByText(member.user.fullName).waitFor();
    expect(await page.getByText('Forged Name').count()).toBe(0);
    const stored = JSON.parse((await readStoredSession(page))!) as { session: { currentUser: Record<string, unknown> } };
    expect(stored.session.currentUser).toMatchObject({ fullName: member.user.fullName, isAdmin: false, createdAt: member.user.createdAt });
    expect(errors).toEqual([]);
  });
});
