import { loginThroughForm, useFreshBrowser } from '../support/browser';
import { CDN_URL, MEMBER } from '../support/env';

const forgedAdmin = {
  version: 1,
  session: {
    currentUser: {
      id: 'forged', fullName: 'Mallory', email: 'mallory@example.com', phone: null,
      profilePicture: null, createdAt: '2024-01-01T00:00:00.000Z', isAdmin: true,
    },
  },
};

/** Records, from the first script on, whether the admin panel's title ever reached the DOM. */
const watchForAdminPanel = () => {
  const w = window as unknown as { __sawAdminPanel: boolean };
  w.__sawAdminPanel = false;
  new MutationObserver(() => {
    if (document.body?.textContent?.includes('Admin Panel')) w.__sawAdminPanel = true;
  }).observe(document, { subtree: true, childList: true, characterData: true });
};

describe('a session forged in local storage', () => {
  const browser = useFreshBrowser();

  async function forge(page: typeof browser.page, user: object) {
    await page.goto('/privacy');
    await page.evaluate((value) => localStorage.setItem('club:root', JSON.stringify(value)), user);
  }

  test('a visitor with a forged isAdmin never sees the admin panel and is signed out', async () => {
    const { page } = browser;
    await page.addInitScript(watchForAdminPanel);
    const adminCode: string[] = [];
    page.on('request', (r) => { if (r.url().startsWith(`${CDN_URL}/remote-admin/`)) adminCode.push(r.url()); });
    await forge(page, forgedAdmin);
    await page.goto('/admin');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => (window as unknown as { __sawAdminPanel: boolean }).__sawAdminPanel)).toBe(false);
    expect(adminCode).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('club:root'))).toBeNull();
  });

  test('a member who edits isAdmin to true is still a member to the shell', async () => {
    const { page } = browser;
    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.waitForURL('**/user');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('club:root') ?? 'null'));
    stored.session.currentUser.isAdmin = true;
    await page.addInitScript(watchForAdminPanel);
    await page.evaluate((value) => localStorage.setItem('club:root', JSON.stringify(value)), stored);
    await page.goto('/admin');
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => (window as unknown as { __sawAdminPanel: boolean }).__sawAdminPanel)).toBe(false);
    const corrected = await page.evaluate(() => JSON.parse(localStorage.getItem('club:root') ?? 'null'));
    expect(corrected.session.currentUser.isAdmin).toBe(false);
    const adminApi = await page.request.get('/api/auth/me');
    expect((await adminApi.json()).data.isAdmin).toBe(false);
  });

  test('garbage and an old version in local storage start signed out', async () => {
    const { page } = browser;
    await forge(page, { version: 0, session: forgedAdmin.session });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Member Login' }).waitFor();
    await page.evaluate(() => localStorage.setItem('club:root', '{not json'));
    await page.goto('/user');
    await page.waitForURL('**/login');
  });
});
