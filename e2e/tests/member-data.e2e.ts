import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request, type APIRequestContext } from 'playwright-core';
import { seedBenchMembers } from '../../bench/api-load-seed';
import { createDatabase } from '../../api/src/db/create-database';
import { loginThroughForm, useFreshBrowser } from '../support/browser';
import { ADMIN, BASE_URL, MEMBER } from '../support/env';
import { runningProduct } from '../support/product';
import { signInOnce } from '../support/session';

/** A seeded demo member no other suite uses; their choices are put back at the end. */
const MARCUS = { email: 'marcus.bennett@example.com', password: MEMBER.password, fullName: 'Marcus Bennett' };
/** A second member, who looks at the directory. */
const PRIYA = { email: 'priya.raman@example.com', password: MEMBER.password };
const DEFAULTS = { listed: true, showEmail: true, showPhone: false, showProfession: true, showSocialLinks: true, showPicture: true };

interface DirectoryEntry { fullName: string; email: string | null }

/** The directory as a signed-in member receives it. */
async function directoryAs(api: APIRequestContext, userId: string): Promise<DirectoryEntry[]> {
  const answer = await api.get('/api/admin/membership/verifiedMembers', { params: { userId } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { data: DirectoryEntry[] } }).data.data;
}

describe('members own their data; admins page through thousands', () => {
  const browser = useFreshBrowser({ width: 1280, height: 900 });
  /** A member the admin test seeds (bench data), who leaves the club in the last test. */
  let seeded: { id: string; email: string; password: string } | undefined;

  test('a member hides their e-mail (a second member no longer receives it), downloads their data, asks to leave and cancels', async () => {
    const { page } = browser;
    const priya = await signInOnce(PRIYA.email, PRIYA.password);
    const other = await request.newContext({ baseURL: BASE_URL, storageState: { cookies: priya.cookies, origins: [] } });
    try {
      const before = (await directoryAs(other, priya.user.id)).find((entry) => entry.fullName === MARCUS.fullName);
      expect(before?.email).toBe(MARCUS.email);

      await loginThroughForm(page, MARCUS.email, MARCUS.password);
      await page.waitForURL('**/user');
      const privacy = page.getByRole('form', { name: 'Directory privacy' });
      await privacy.waitFor();
      const email = privacy.getByRole('switch', { name: 'Show my e-mail' });
      expect(await email.isChecked()).toBe(true);
      await email.click();
      await privacy.getByRole('button', { name: 'Save privacy' }).click();
      await page.locator('.Toastify').getByText('Your privacy choices are saved').waitFor();

      // 'Preview my listing' is the card other members receive: no e-mail on it.
      await privacy.getByRole('button', { name: 'Preview my listing' }).click();
      const preview = page.getByRole('region', { name: 'Your listing as other members see it' });
      await preview.getByRole('button', { name: MARCUS.fullName }).waitFor();
      expect(await preview.textContent()).not.toContain(MARCUS.email);

      // The second member's directory no longer carries it, not merely hides it.
      const after = (await directoryAs(other, priya.user.id)).find((entry) => entry.fullName === MARCUS.fullName);
      expect(after).toBeDefined();
      expect(after?.email).toBeNull();

      // Download my data: a JSON file with the member's profile and their choices.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^club-data-\d{4}-\d{2}-\d{2}\.json$/);
      const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as {
        profile: { email: string };
        privacy: { showEmail: boolean };
      };
      expect(exported.profile.email).toBe(MARCUS.email);
      expect(exported.privacy.showEmail).toBe(false);

      // Leave the club: a wrong password is refused, Cancel leaves the membership as it was.
      await page.getByRole('button', { name: 'Leave the club' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave the club?' });
      await leave.getByLabel('Your password').fill('not-my-password');
      await leave.getByRole('button', { name: 'Leave the club' }).click();
      await leave.getByText('Incorrect password').waitFor();
      await leave.getByRole('button', { name: 'Cancel' }).click();
      await leave.waitFor({ state: 'detached' });
      expect((await page.request.get('/api/auth/me')).status()).toBe(200);
      expect((await directoryAs(other, priya.user.id)).some((entry) => entry.fullName === MARCUS.fullName)).toBe(true);

      // Put Marcus's choices back for whoever runs next.
      const restored = await page.request.put('/api/user/privacy', { data: DEFAULTS, headers: { origin: BASE_URL } });
      expect(restored.status()).toBe(200);
    } finally {
      await other.dispose();
    }
  });

  test('an admin pages, sorts, exports and searches more than 25 members, the view kept in the URL', async () => {
    // Thirty more verified members, written as the load benchmark seeds them (the public
    // application route allows a handful an hour per client).
    const handle = createDatabase({ engine: 'sqlite', file: join(runningProduct().dataDir, 'club.sqlite') });
    try {
      seeded = (await seedBenchMembers(handle.db, { count: 30, storageUrl: BASE_URL, adminId: null })).member;
    } finally {
      await handle.close();
    }

    const { page } = browser;
    await loginThroughForm(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('button', { name: 'Approved Requests' }).click();
    const table = page.getByRole('table', { name: 'Approved members' });
    await table.waitFor();
    const summary = page.getByText(/^Showing 1–25 of \d+$/);
    await summary.waitFor();
    const total = Number((await summary.textContent())!.match(/of (\d+)$/)![1]);
    expect(total).toBeGreaterThan(25);
    expect(await table.getByRole('rowheader').count()).toBe(25);
    const firstPage = await table.getByRole('rowheader').allTextContents();

    const pages = page.getByRole('navigation', { name: 'Pages of approved members' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/[?&]page=2\b/);
    expect(new URL(page.url()).searchParams.get('view')).toBe('members');
    await page.getByText(new RegExp(`^Showing 26–${Math.min(50, total)} of ${total}$`)).waitFor();
    const secondPage = await table.getByRole('rowheader').allTextContents();
    expect(secondPage.some((name) => firstPage.includes(name))).toBe(false);

    // The URL is the view: reloading (or sharing it) opens the same page.
    await page.reload();
    await page.getByText(new RegExp(`^Showing 26–${Math.min(50, total)} of ${total}$`)).waitFor();
    // The export link the server drew is on this site, as the browser would have drawn it.
    expect(await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))
      .toBe('/api/admin/membership/approvedMembers.csv');

    // Sorted by name on the server, across pages: page 1 starts with the first name of all.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'name' && !url.searchParams.has('page'));
    await page.getByText(/^Showing 1–25 of \d+$/).waitFor();
    const byName = await table.getByRole('rowheader').allTextContents();
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    // The export is the whole filtered view (every page), as CSV.
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export CSV' }).click(),
    ]);
    const lines = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
    expect(lines[0]).toBe('"Full Name","Email","Phone","Profession","Status","Approved At"');
    expect(lines).toHaveLength(total + 1);

    // A search narrows the list on the server and goes back to page 1.
    await page.getByRole('searchbox', { name: 'Search' }).fill(MARCUS.fullName);
    await page.waitForURL((url) => url.searchParams.get('q') === MARCUS.fullName && !url.searchParams.has('page'));
    await page.getByText('Showing 1 of 1', { exact: true }).waitFor();
    await table.getByRole('rowheader', { name: MARCUS.fullName }).waitFor();
  });

  test('a member leaves with their password: signed out at once, out of the directory, and an admin erases their data now', async () => {
    if (!seeded) throw new Error('the admin test seeds the member who leaves');
    const leaver = seeded;
    const { page } = browser;
    await loginThroughForm(page, leaver.email, leaver.password);
    await page.waitForURL('**/user');
    const me = (await (await page.request.get('/api/auth/me')).json()) as { data: { fullName: string } };
    const name = me.data.fullName;

    await page.getByRole('button', { name: 'Leave the club' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave the club?' });
    await leave.getByLabel('Your password').fill(leaver.password);
    await leave.getByRole('button', { name: 'Leave the club' }).click();
    const done = page.getByRole('dialog', { name: 'Your membership has ended' });
    await done.getByText(/Your personal data will be erased after/).waitFor();
    // The account closed with the answer: the session no longer opens anything.
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    await done.getByRole('button', { name: 'Done' }).click();
    // On the home page, signed out (not sent to the login page by the member pages' guard).
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    const priya = await signInOnce(PRIYA.email, PRIYA.password);
    const other = await request.newContext({ baseURL: BASE_URL, storageState: { cookies: priya.cookies, origins: [] } });
    try {
      expect((await directoryAs(other, priya.user.id)).some((entry) => entry.fullName === name)).toBe(false);
    } finally {
      await other.dispose();
    }

    // The admin sees the departure and carries it out at once.
    await loginThroughForm(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('button', { name: 'Approved Requests' }).click();
    const leaving = page.getByRole('region', { name: 'Leaving the club' });
    await leaving.getByRole('button', { name: `Erase now ${name}` }).click();
    await page.getByRole('dialog', { name: `Erase ${name}’s data now?` }).getByRole('button', { name: 'Erase now' }).click();
    await page.locator('.Toastify').getByText('The member’s personal data has been erased').waitFor();
    const search = await page.request.get('/api/admin/membership/approvedMembers', { params: { q: leaver.email } });
    expect(((await search.json()) as { total: number }).total).toBe(0);
  });
});
