/**
 * axe-core on every screen and every open modal (no violations allowed), at 1280 px and at 375 px
 * where the layout differs. One browser per describe: the screens are read, not changed (the
 * writes whose answers only decide what shows are answered here, so the suite's rate limits and
 * data are left alone).
 */
import type { Locator, Page, Route } from 'playwright-core';
import { validApplication } from '../../api/src/test/membership-application-fixture';
import { applicationForm, fillApplication } from '../support/application';
import { expectNoAxeViolations } from '../support/axe';
import { loginThroughForm, openBrowser } from '../support/browser';
import type { RunningChromium } from '../support/chromium';
import { ADMIN, BASE_URL, CDN_URL, MEMBER } from '../support/env';
import { dashboardFromLanding, waitForLivePage } from '../support/landing';
import { resetPathIn, waitForMail } from '../support/outbox';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/** A 1x1 PNG, for the picture chooser. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A seeded demo member no other suite asks a password link for. */
const RECOVERING = 'priya.raman@example.com';

/** One browser for the describe; motion reduced so nothing is caught mid-transition. */
function useSharedBrowser(): { readonly page: Page } {
  let browser: RunningChromium | undefined;
  beforeAll(async () => {
    browser = await openBrowser(DESKTOP);
    await browser.page.emulateMedia({ reducedMotion: 'reduce' });
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get page() {
      if (!browser) throw new Error('the browser is open only inside a test');
      return browser.page;
    },
  };
}

async function atWidth(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // Layout effects (the header's measured height, media queries read from script) settle.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Answers one call with JSON instead of the API (for writes whose only effect here is what shows). */
const answer = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** Checks a modal as it opens, then closes it with Escape. */
async function checkModal(page: Page, dialog: Locator, label: string): Promise<void> {
  await dialog.waitFor();
  await expectNoAxeViolations(page, label);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('heading', { name: 'About the Club' }).waitFor();
  await page.locator('footer').waitFor();
  await waitForLivePage(page);
}

describe('accessibility of the public screens', () => {
  const browser = useSharedBrowser();

  test('the landing page, at 1280 px and at 375 px with the menu closed and open', async () => {
    const { page } = browser;
    await openLanding(page);
    await expectNoAxeViolations(page, 'the landing page at 1280 px');
    // Scrolled: the header turns white.
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.locator('header[data-tone="white"]').waitFor();
    await expectNoAxeViolations(page, 'the landing page at 1280 px, scrolled');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator('header[data-tone="transparent"]').waitFor();

    await atWidth(page, PHONE);
    await expectNoAxeViolations(page, 'the landing page at 375 px');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Site menu' }).waitFor();
    await expectNoAxeViolations(page, 'the landing page at 375 px with the menu open');
    await page.getByRole('button', { name: 'Close menu' }).click();
    await atWidth(page, DESKTOP);

    // The interactive map, once asked for (the third-party embed is answered here).
    await page.route(/^https:\/\/(www\.|maps\.)?google\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Map</title><p>map</p></html>' }));
    try {
      await page.getByRole('button', { name: 'Show interactive map' }).click();
      await page.locator('#contact iframe').waitFor();
      // The click scrolled the page down to the map: the header is white from there.
      await page.locator('header[data-tone="white"]').waitFor();
      await expectNoAxeViolations(page, 'the landing page with the interactive map');
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  test('the contact and application forms showing their messages', async () => {
    const { page } = browser;
    await openLanding(page);
    const contact = page.getByRole('form', { name: 'Contact form' });
    await contact.getByRole('textbox', { name: 'Full Name' }).fill('Al');
    await contact.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await contact.getByRole('textbox', { name: 'Phone' }).fill('12');
    await contact.getByRole('textbox', { name: 'Message' }).fill('Too short');
    await contact.getByRole('textbox', { name: 'Full Name' }).focus();
    await contact.getByText('Message must be at least 10 characters long').waitFor();
    await contact.getByText('Full name must be at least 3 characters').waitFor();

    const form = applicationForm(page);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-email');
    await form.getByRole('textbox', { name: 'Phone Number' }).fill('call me');
    await form.getByRole('combobox', { name: 'Profession', exact: true }).selectOption('Other (Please Specify Below)');
    // Every control visited and left: each shows its on-blur message.
    const controls = form.locator('input, select, textarea');
    for (let i = 0, n = await controls.count(); i < n; i += 1) {
      await controls.nth(i).focus();
    }
    await form.getByRole('button', { name: 'Submit Application' }).focus();
    await form.getByText('Invalid email address').waitFor();
    await form.getByText('Invalid phone number format').waitFor();
    await form.getByText('Select at least one day').waitFor();
    await expectNoAxeViolations(page, 'the landing page with the contact and application messages (1280 px)');
    await atWidth(page, PHONE);
    await expectNoAxeViolations(page, 'the landing page with the contact and application messages (375 px)');
    await atWidth(page, DESKTOP);
  });

  test('the application success dialog', async () => {
    const { page } = browser;
    // The API's answer to a valid application is all the dialog needs (the create call is
    // rate limited per client, and the application tests use that budget).
    await page.route('**/api/user/membership/create', answer(201, { success: true }));
    try {
      await openLanding(page);
      await fillApplication(page, `a11y-${Date.now()}@example.org`);
      await applicationForm(page).getByRole('button', { name: 'Submit Application' }).click();
      const dialog = page.getByRole('dialog', { name: 'Submitted Successfully!' });
      await dialog.waitFor();
      await expectNoAxeViolations(page, 'the application success dialog (1280 px)');
      await atWidth(page, PHONE);
      await expectNoAxeViolations(page, 'the application success dialog (375 px)');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
    } finally {
      await page.unroute('**/api/user/membership/create');
      await atWidth(page, DESKTOP);
    }
  });

  test('login, with and without its error', async () => {
    const { page } = browser;
    for (const size of [DESKTOP, PHONE]) {
      await atWidth(page, size);
      await page.goto('/login');
      await page.getByRole('heading', { name: 'Member Access' }).waitFor();
      await expectNoAxeViolations(page, `the login page (${size.width} px)`);
    }
    // The failure's inline message; answered here, so the suite's login budget is kept.
    await page.route('**/api/auth/login', answer(401, { message: 'Invalid email or password' }));
    try {
      await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.org');
      await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
      await expectNoAxeViolations(page, 'the login page with its error (375 px)');
      await atWidth(page, DESKTOP);
      await expectNoAxeViolations(page, 'the login page with its error (1280 px)');
    } finally {
      await page.unroute('**/api/auth/login');
      await atWidth(page, DESKTOP);
    }
  });

  test('forgot password, its answer, and reset password with a real link and a refused one', async () => {
    const { page } = browser;
    const since = new Date(Date.now() - 1000).toISOString();
    await page.goto('/forgot-password');
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await expectNoAxeViolations(page, 'the forgot-password page');
    await page.getByRole('textbox', { name: 'Email' }).fill(RECOVERING);
    // The toast closes itself 2 s after its countdown starts, which a busy machine's round trips
    // can outlast: the page itself takes the window's focus away as soon as the countdown runs,
    // which holds every toast open until the focus is back.
    await page.evaluate(() => {
      const watch = setInterval(() => {
        const countdown = document.querySelector<HTMLElement>('.Toastify__progress-bar--animated');
        if (countdown?.style.animationPlayState !== 'running') return;
        clearInterval(watch);
        window.dispatchEvent(new Event('blur'));
      }, 20);
    });
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('status').filter({ hasText: /reset instructions/ }).first().waitFor();
    await page.locator('.Toastify').getByText(/reset instructions/).waitFor();
    await expectNoAxeViolations(page, 'the forgot-password page with its answer and toast');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));

    const path = resetPathIn((await waitForMail(page, RECOVERING, since)).text);
    await page.goto(path);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await expectNoAxeViolations(page, 'the reset-password page (a real link)');
    await atWidth(page, PHONE);
    await expectNoAxeViolations(page, 'the reset-password page (a real link, 375 px)');
    await atWidth(page, DESKTOP);

    // A link that is not (or no longer) valid: the page says so when the password is sent.
    await page.goto('/reset-password/not-a-valid-token');
    await page.getByRole('textbox', { name: 'New Password' }).fill('a-fresh-password-9');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('a-fresh-password-9');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.locator('.Toastify__toast').first().waitFor();
    await expectNoAxeViolations(page, 'the reset-password page with a refused link');
  });

  test('the legal pages and the not-found page', async () => {
    const { page } = browser;
    // The three legal pages share one layout: one of them is enough at 375 px.
    for (const [path, heading, sizes] of [
      ['/privacy', 'Privacy Policy', [DESKTOP, PHONE]],
      ['/terms', 'Terms of Service', [DESKTOP]],
      ['/cookies', 'Cookie Policy', [DESKTOP]],
      ['/no-such-page', 'Page not found', [DESKTOP, PHONE]],
    ] as const) {
      for (const size of sizes) {
        await atWidth(page, size);
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expectNoAxeViolations(page, `${path} (${size.width} px)`);
      }
    }
    // Scrolled: the header turns from black to white over the page.
    await page.goto('/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('header[data-tone="white"]').waitFor();
    await expectNoAxeViolations(page, '/privacy scrolled (375 px)');
    await atWidth(page, DESKTOP);
  });

  test('the page shown when the site cannot start', async () => {
    const { page } = browser;
    // The plain index.html (what is sent when a page cannot be rendered) fetches the config.
    const plainPage = async (route: Route) => route.fulfill({ response: await route.fetch({ url: `${BASE_URL}/index.html` }) });
    await page.route(`${BASE_URL}/`, plainPage);
    await page.route('**/config.json', answer(503, { message: 'down' }));
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'We will be right back' }).waitFor();
      await expectNoAxeViolations(page, 'the start-up error');
    } finally {
      await page.unroute('**/config.json');
      await page.unroute(`${BASE_URL}/`, plainPage);
    }
  });

  test('the fallback of a remote that cannot be loaded', async () => {
    const { page } = browser;
    const blocked = `${CDN_URL}/remote-public/**`;
    await page.route(blocked, (route) => route.abort('connectionrefused'));
    try {
      await page.goto('/privacy');
      await page.getByRole('alert').filter({ hasText: 'This part of the site is unavailable' }).waitFor();
      await expectNoAxeViolations(page, 'the remote-unavailable fallback');
    } finally {
      await page.unroute(blocked);
    }
  });
});

describe('accessibility of the member dashboard', () => {
  const browser = useSharedBrowser();

  beforeAll(async () => {
    const { page } = browser;
    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.waitForURL('**/user');
  });

  async function openDashboard(page: Page): Promise<void> {
    await page.getByRole('heading', { name: /Welcome back,/ }).waitFor();
    await page.getByText(/^\d+ Members$/).waitFor();
  }

  test.each([DESKTOP, PHONE])('the dashboard and its modals at $width px', async (size) => {
    const { page } = browser;
    await atWidth(page, size);
    await page.goto('/user');
    await openDashboard(page);
    await expectNoAxeViolations(page, `the member dashboard (${size.width} px)`);

    if (size === PHONE) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Site menu' }).waitFor();
      await expectNoAxeViolations(page, 'the member dashboard with the menu open (375 px)');
      await page.getByRole('button', { name: 'Close menu' }).click();
    }

    await page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await edit.waitFor();
    await expectNoAxeViolations(page, `the Edit Profile modal (${size.width} px)`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.getByText('No changes detected. Please update at least one field.').waitFor();
    await expectNoAxeViolations(page, `the Edit Profile modal with its message (${size.width} px)`);
    // A picture chosen (not saved): the preview and 'Change'.
    await edit.locator('input[type="file"]').setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: PNG });
    await edit.getByText('Change', { exact: true }).waitFor();
    await expectNoAxeViolations(page, `the Edit Profile modal with a picture chosen (${size.width} px)`);
    await page.keyboard.press('Escape');
    await edit.waitFor({ state: 'detached' });

    const card = page.locator('[data-member-card]').first();
    const name = (await card.textContent()) ?? '';
    await card.click();
    await checkModal(page, page.getByRole('dialog', { name }), `the member detail modal (${size.width} px)`);

    const search = page.getByRole('searchbox', { name: 'Search members' });
    await search.fill('nobody-by-that-name');
    await page.getByText('No Members Found').waitFor();
    await expectNoAxeViolations(page, `the directory with no match (${size.width} px)`);
    await search.fill('');
  });

  test('the dashboard when the session cannot be confirmed', async () => {
    const { page } = browser;
    await atWidth(page, DESKTOP);
    await page.route('**/api/auth/me', (route) => route.abort('connectionrefused'));
    try {
      // From another page: opened directly, /user comes drawn for the session the server confirmed.
      await dashboardFromLanding(page);
      await page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' }).waitFor();
      await expectNoAxeViolations(page, 'the dashboard whose session cannot be confirmed');
    } finally {
      await page.unroute('**/api/auth/me');
    }
  });

  test('the dashboard when the directory cannot be loaded', async () => {
    const { page } = browser;
    await atWidth(page, DESKTOP);
    await page.route('**/api/admin/membership/verifiedMembers**', answer(500, { message: 'down' }));
    try {
      await page.goto('/user');
      await page.getByRole('alert').filter({ hasText: 'Failed to load dashboard data' }).waitFor();
      await expectNoAxeViolations(page, 'the member dashboard with its load failure');
    } finally {
      await page.unroute('**/api/admin/membership/verifiedMembers**');
    }
  });
});

/** A membership record as the admin calls list it, as far as this file reads it. */
interface MembershipRecord {
  id: string;
  fullName: string;
  user: { id: string; isActive: boolean; profilePicture: string | null } | null;
  [field: string]: unknown;
}

/** Pending requests as the API lists them: the panel's table and modals need at least one. */
function pendingRequests(): MembershipRecord[] {
  // The answers of a valid application (the API tests' fixture), as the admin list returns them.
  const { email: _email, membershipAgreement: _agreement, ...answers } = validApplication();
  const base = {
    ...answers,
    createdAt: new Date().toISOString(),
    reviewedAt: null,
    user: null,
  };
  return [
    {
      ...base,
      id: 'a11y-request-1',
      fullName: 'Jordan Applicant',
      email: 'jordan.applicant@example.org',
      phoneNumber: '+13125550100',
      profession: 'Physician',
      instagramUrl: 'https://www.instagram.com/jordan.cooks',
      linkedinUrl: 'https://www.linkedin.com/in/jordan-applicant',
    },
    {
      ...base,
      id: 'a11y-request-2',
      fullName: 'Sam Nobody',
      email: 'sam.nobody@example.org',
      phoneNumber: null,
      profession: null,
      professionalContribution: null,
      availableDays: [],
      instagramUrl: null,
      linkedinUrl: null,
    },
  ];
}

describe('accessibility of the admin panel', () => {
  const browser = useSharedBrowser();

  beforeAll(async () => {
    const { page } = browser;
    // The requests list is answered here (the application call's budget is the application
    // tests'); the approved members are the API's, the last one shown as blocked.
    await page.route('**/api/admin/membership/pendingRequests', answer(200, { data: pendingRequests() }));
    await page.route('**/api/admin/membership/approvedMembers', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: MembershipRecord[] };
      const last = body.data.at(-1);
      if (last?.user) last.user.isActive = false;
      await route.fulfill({ response, json: body });
    });
    await loginThroughForm(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
  });

  const menu = (page: Page) => page.getByRole('navigation', { name: 'Admin panel' });

  /**
   * Checks a dialog that asks for a reason (reject, block), at `width` px, as it opens and once it
   * has refused an empty reason with `required`, then cancels it.
   */
  async function checkReasonDialog(
    page: Page,
    width: number,
    { dialog, name, confirm, required }: { dialog: Locator; name: string; confirm: string; required: string },
  ): Promise<void> {
    await dialog.waitFor();
    await expectNoAxeViolations(page, `${name} (${width} px)`);
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
    await dialog.getByText(required).waitFor();
    await expectNoAxeViolations(page, `${name} with its message (${width} px)`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async function choose(page: Page, item: string): Promise<void> {
    if (!(await menu(page).isVisible())) await page.getByRole('button', { name: 'Admin menu' }).click();
    await menu(page).getByRole('button', { name: item }).click();
  }

  test.each([DESKTOP, PHONE])('every screen and modal at $width px', async (size) => {
    const { page } = browser;
    await atWidth(page, size);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await page.getByText('Pending Requests').first().waitFor();
    // Both lists load at once: wait until no loading status is left (a locator waits for one).
    await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((el) => /Loading/.test(el.textContent ?? '')));
    await expectNoAxeViolations(page, `the admin dashboard (${size.width} px)`);
    if (size === PHONE) {
      await page.getByRole('button', { name: 'Admin menu' }).click();
      await menu(page).waitFor();
      await expectNoAxeViolations(page, 'the admin dashboard with the menu open (375 px)');
    }

    await choose(page, 'Membership Requests');
    await page.getByRole('button', { name: 'Reject Jordan Applicant' }).waitFor();
    await expectNoAxeViolations(page, `the membership requests (${size.width} px)`);
    for (const who of ['Jordan Applicant', 'Sam Nobody']) {
      await page.getByRole('button', { name: `View ${who}` }).click();
      await checkModal(page, page.getByRole('dialog', { name: who }), `the detail modal of a request (${who}, ${size.width} px)`);
    }
    await page.getByRole('button', { name: 'Reject Jordan Applicant' }).click();
    await checkReasonDialog(page, size.width, {
      dialog: page.getByRole('dialog', { name: 'Provide a rejection reason' }),
      name: 'the reject modal',
      confirm: 'Reject',
      required: 'Rejection reason is required',
    });

    await choose(page, 'Approved Requests');
    // Other suites may have blocked members too: any one will do.
    await page.getByRole('button', { name: /^Unblock / }).first().waitFor();
    await expectNoAxeViolations(page, `the approved members (${size.width} px)`);
    const view = page.getByRole('button', { name: /^View / }).first();
    const who = ((await view.textContent()) ?? '').replace(/^View\s*/, '');
    await view.click();
    await checkModal(page, page.getByRole('dialog', { name: who }), `the detail modal of a member (${size.width} px)`);
    await page.getByRole('button', { name: /^Block / }).first().click();
    await checkReasonDialog(page, size.width, {
      dialog: page.getByRole('dialog', { name: /^Deactivate / }),
      name: 'the block modal',
      confirm: 'Block',
      required: 'Reason is required',
    });

    await choose(page, 'Activity');
    await page.getByRole('combobox', { name: 'Action' }).waitFor();
    await page.waitForFunction(() => ![...document.querySelectorAll('[role="status"]')].some((el) => /Loading/.test(el.textContent ?? '')));
    await expectNoAxeViolations(page, `the activity trail (${size.width} px)`);

    await choose(page, 'Releases');
    await page.getByRole('form', { name: 'Try a version in this browser' }).waitFor();
    await expectNoAxeViolations(page, `the releases (${size.width} px)`);
  });

  test('the empty list and a list that cannot be loaded', async () => {
    const { page } = browser;
    await atWidth(page, DESKTOP);
    await page.route('**/api/admin/membership/pendingRequests', answer(200, { data: [] }));
    await page.route('**/api/admin/membership/approvedMembers', answer(500, { message: 'down' }));
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    await choose(page, 'Membership Requests');
    await page.getByText('No pending requests').waitFor();
    await expectNoAxeViolations(page, 'the empty membership requests');
    await choose(page, 'Approved Requests');
    await page.getByRole('alert').filter({ hasText: 'Failed to load members' }).waitFor();
    await expectNoAxeViolations(page, 'the approved members that cannot be loaded');
  });
});
