import { loginThroughForm, useFreshBrowser } from '../support/browser';
import { ADMIN, MEMBER } from '../support/env';

describe('signing in', () => {
  const browser = useFreshBrowser();

  test('the admin logs in and lands on /admin', async () => {
    const { page } = browser;
    await loginThroughForm(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    // Desktop navigation is hidden for admins.
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link').count()).toBe(0);
  });

  test('a member lands on /user, sees their name and signs out to /login', async () => {
    const { page } = browser;
    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.waitForURL('**/user');
    await page.getByRole('heading', { name: /Welcome back,/ }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/login');
    // The server session is gone too: /user sends the visitor back to /login.
    await page.goto('/user');
    await page.waitForURL('**/login');
    const me = await page.request.get('/api/auth/me');
    expect(me.status()).toBe(401);
  });
});
