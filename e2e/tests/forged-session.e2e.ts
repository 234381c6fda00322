import { sawAdminPanel, watchForAdminPanel } from '../support/admin-panel-watch';
import { loginThroughForm, useFreshBrowser } from '../support/browser';
import { MEMBER } from '../support/env';
import {
  forgedAdmin, readStoredSession, storedSessionText, tamperStoredSession, writeStoredSession,
} from '../support/stored-session';

describe('a session forged in local storage', () => {
  const browser = useFreshBrowser();

  test('a member who edits isAdmin to true is still a member to the shell', async () => {
    const { page } = browser;
    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.waitForURL('**/user');
    const stored = JSON.parse((await readStoredSession(page)) ?? 'null');
    stored.session.currentUser.isAdmin = true;
    await watchForAdminPanel(page);
    await writeStoredSession(page, JSON.stringify(stored));
    await page.goto('/admin');
    await page.waitForURL('**/login');
    expect(await sawAdminPanel(page)).toBe(false);
    const corrected = JSON.parse((await readStoredSession(page)) ?? 'null');
    expect(corrected.session.currentUser.isAdmin).toBe(false);
    const adminApi = await page.request.get('/api/auth/me');
    expect((await adminApi.json()).data.isAdmin).toBe(false);
  });

  test('garbage and an old version in local storage start signed out', async () => {
    const { page } = browser;
    await tamperStoredSession(page, storedSessionText({ currentUser: forgedAdmin() }, 0));
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Member Login' }).waitFor();
    await writeStoredSession(page, '{not json');
    await page.goto('/user');
    await page.waitForURL('**/login');
  });
});
