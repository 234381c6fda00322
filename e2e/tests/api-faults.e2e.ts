import type { Locator, Page } from 'playwright-core';
import { applicationForm, fillApplication } from '../support/application';
import { useFreshBrowser } from '../support/browser';
import { ADMIN, MEMBER } from '../support/env';
import { alertCount, alertsSince, faultyEndpoint, waitForAlert, watchAlerts, type Fault } from '../support/faults';
import { dashboardFromLanding } from '../support/landing';
import { signInOnce, useSession, type SignedIn } from '../support/session';

/**
 * The API down, dropping the connection, failing or hung, screen by screen: each ends in the
 * screen's error text within its time-out, keeps what the user typed, and sends each write exactly
 * once. A hung call is held for good and the page's clock jumps past the screen's time-out, so no
 * test waits for it.
 */

/** The apps' time-outs (shared/src/http/api-client.ts, the remotes' write calls). */
const LOAD_TIMEOUT_MS = 10_000;
const FORM_TIMEOUT_MS = 20_000;
const ADMIN_WRITE_TIMEOUT_MS = 30_000;

const WRITE_FAULTS: Fault[] = ['refused', 'aborted', 'error', 'hang'];
const LOAD_FAULTS: Fault[] = ['refused', 'error', 'hang'];

type Who = 'visitor' | 'member' | 'admin';

interface WriteScreen {
  name: string;
  who: Who;
  url: string;
  method: string;
  timeoutMs: number;
  /** Opens the screen and types into the form. */
  fill: (page: Page) => Promise<void>;
  /** The submit button when idle (its name changes while busy). */
  submit: (page: Page) => Locator;
  /** The screen's error text for the fault. */
  failure: (fault: Fault) => string;
  /** Where else the same text must show, beside the alert. */
  inline?: (page: Page) => Locator;
  /** Checks that what was typed is still there. */
  kept: (page: Page) => Promise<void>;
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const profileModal = (page: Page) => page.getByRole('dialog', { name: 'Edit Profile' });
const NEW_PASSWORD = 'a-new-password-42';

async function expectValues(fields: [Locator, string][]): Promise<void> {
  for (const [field, value] of fields) expect(await field.inputValue()).toBe(value);
}

const WRITE_SCREENS: WriteScreen[] = [
  {
    name: 'the contact form',
    who: 'visitor',
    url: '**/api/user/auth/contact',
    method: 'POST',
    timeoutMs: FORM_TIMEOUT_MS,
    fill: async (page) => {
      await page.goto('/');
      const form = contactForm(page);
      await form.getByRole('textbox', { name: 'Full Name' }).fill('Grace Hopper');
      await form.getByRole('textbox', { name: 'Email' }).fill('grace@example.org');
      await form.getByRole('textbox', { name: 'Message' }).fill('Is there a winter tasting menu this year?');
    },
    submit: (page) => contactForm(page).getByRole('button', { name: 'Send Message' }),
    failure: () => 'Something went wrong',
    kept: (page) => expectValues([
      [contactForm(page).getByRole('textbox', { name: 'Full Name' }), 'Grace Hopper'],
      [contactForm(page).getByRole('textbox', { name: 'Email' }), 'grace@example.org'],
      [contactForm(page).getByRole('textbox', { name: 'Message' }), 'Is there a winter tasting menu this year?'],
    ]),
  },
  {
    name: 'the membership application',
    who: 'visitor',
    url: '**/api/user/membership/create',
    method: 'POST',
    timeoutMs: FORM_TIMEOUT_MS,
    fill: async (page) => {
      await page.goto('/');
      await fillApplication(page, 'ada.faults@example.org');
    },
    submit: (page) => applicationForm(page).getByRole('button', { name: 'Submit Application' }),
    failure: () => 'Something went wrong. Please try again.',
    kept: async (page) => {
      const form = applicationForm(page);
      await expectValues([
        [form.getByRole('textbox', { name: 'Email', exact: true }), 'ada.faults@example.org'],
        [form.getByRole('textbox', { name: 'Consulting field' }), 'Restaurant strategy'],
        [form.getByRole('textbox', { name: 'Restaurant Recommendations' }), 'Kasama, Lula Cafe, Mi Tocaya.'],
      ]);
      expect(await form.getByRole('checkbox', { name: 'Saturday' }).isChecked()).toBe(true);
      expect(await form.getByRole('checkbox', { name: /membership committee/ }).isChecked()).toBe(true);
    },
  },
  {
    name: 'the login form',
    who: 'visitor',
    url: '**/api/auth/login',
    method: 'POST',
    timeoutMs: FORM_TIMEOUT_MS,
    fill: async (page) => {
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email' }).fill(MEMBER.email);
      await page.getByRole('textbox', { name: 'Password' }).fill(MEMBER.password);
    },
    submit: (page) => page.getByRole('button', { name: 'Login' }),
    failure: () => 'Login failed',
    kept: (page) => expectValues([
      [page.getByRole('textbox', { name: 'Email' }), MEMBER.email],
      [page.getByRole('textbox', { name: 'Password' }), MEMBER.password],
    ]),
  },
  {
    name: 'the forgot-password form',
    who: 'visitor',
    url: '**/api/auth/forgot-password',
    method: 'POST',
    timeoutMs: FORM_TIMEOUT_MS,
    fill: async (page) => {
      await page.goto('/forgot-password');
      await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.org');
    },
    submit: (page) => page.getByRole('button', { name: 'Send Reset Link' }),
    failure: () => 'Failed to reset password',
    inline: (page) => page.locator('form').getByRole('alert').filter({ hasText: 'Failed to reset password' }),
    kept: (page) => expectValues([[page.getByRole('textbox', { name: 'Email' }), 'someone@example.org']]),
  },
  {
    name: 'the reset-password form',
    who: 'visitor',
    url: '**/api/auth/reset-password',
    method: 'PATCH',
    timeoutMs: FORM_TIMEOUT_MS,
    fill: async (page) => {
      await page.goto('/reset-password/some-token');
      await page.getByRole('textbox', { name: 'New Password' }).fill(NEW_PASSWORD);
      await page.getByRole('textbox', { name: 'Confirm Password' }).fill(NEW_PASSWORD);
    },
    submit: (page) => page.getByRole('button', { name: 'Update Password' }),
    // A failed answer without a message, or a thrown error (no answer at all).
    failure: (fault) => (fault === 'error' ? 'Something went wrong' : 'Error resetting password. Please try again.'),
    kept: (page) => expectValues([
      [page.getByRole('textbox', { name: 'New Password' }), NEW_PASSWORD],
      [page.getByRole('textbox', { name: 'Confirm Password' }), NEW_PASSWORD],
    ]),
  },
  {
    name: 'the Edit Profile modal',
    who: 'member',
    url: '**/api/user/auth/edit-profile',
    method: 'POST',
    timeoutMs: FORM_TIMEOUT_MS,
    fill: async (page) => {
      await page.goto('/user');
      await page.getByRole('button', { name: 'Edit Profile', exact: true }).click();
      await profileModal(page).getByRole('textbox', { name: 'Full Name' }).fill('Morgan Faulty');
    },
    submit: (page) => profileModal(page).getByRole('button', { name: 'Save Changes' }),
    failure: () => 'Something went wrong',
    inline: (page) => profileModal(page).getByRole('alert').filter({ hasText: 'Something went wrong' }),
    kept: (page) => expectValues([[profileModal(page).getByRole('textbox', { name: 'Full Name' }), 'Morgan Faulty']]),
  },
];

interface LoadScreen {
  name: string;
  who: Who;
  url: string;
  open: (page: Page) => Promise<void>;
  failure: string;
  spinner: string;
  /** Something only the loaded screen shows. */
  loaded: (page: Page) => Locator;
}

const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Admin panel' });

const LOAD_SCREENS: LoadScreen[] = [
  {
    name: 'the session check before the member dashboard',
    who: 'member',
    url: '**/api/auth/me',
    // From another page: opened directly, /user comes drawn for the session the server confirmed.
    open: dashboardFromLanding,
    failure: 'Failed to load dashboard data',
    spinner: 'Checking your session',
    loaded: (page) => page.getByRole('heading', { name: /Welcome back,/ }),
  },
  {
    name: 'the member directory',
    who: 'member',
    url: '**/api/admin/membership/verifiedMembers*',
    open: (page) => page.goto('/user').then(() => undefined),
    failure: 'Failed to load dashboard data',
    spinner: 'Loading dashboard',
    loaded: (page) => page.getByText(/^\d+ Members$/),
  },
  {
    name: 'the admin dashboard overview',
    who: 'admin',
    url: '**/api/admin/membership/stats',
    // From another screen: opened directly, /admin comes with the counts the server drew.
    open: async (page) => {
      await page.goto('/admin?view=members');
      await adminMenu(page).getByRole('button', { name: 'Dashboard', exact: true }).click();
    },
    failure: 'Failed to load dashboard data',
    spinner: 'Loading pending requests',
    loaded: (page) => page.getByText('Pending Requests', { exact: true }),
  },
  {
    name: 'the pending requests',
    who: 'admin',
    url: '**/api/admin/membership/pendingRequests',
    open: async (page) => {
      await page.goto('/admin');
      await adminMenu(page).getByRole('button', { name: 'Membership Requests' }).click();
    },
    failure: 'Failed to load requests',
    spinner: 'Loading requests',
    // The list may be empty, depending on the suites run before.
    loaded: (page) => page.getByRole('columnheader', { name: 'Profession' }).or(page.getByText('No pending requests')),
  },
  {
    name: 'the approved members',
    who: 'admin',
    url: '**/api/admin/membership/approvedMembers',
    open: async (page) => {
      await page.goto('/admin');
      await adminMenu(page).getByRole('button', { name: 'Approved Requests' }).click();
    },
    failure: 'Failed to load members',
    spinner: 'Loading members',
    loaded: (page) => page.getByRole('columnheader', { name: 'Profession' }),
  },
];

describe('the API failing under each screen', () => {
  const browser = useFreshBrowser();
  const sessions: Partial<Record<Who, SignedIn>> = {};

  beforeAll(async () => {
    sessions.member = await signInOnce(MEMBER.email, MEMBER.password);
    sessions.admin = await signInOnce(ADMIN.email, ADMIN.password);
  });

  /** A fresh page as `who`, recording alerts, on a clock the test can move forward. */
  async function openAs(who: Who): Promise<Page> {
    const { page } = browser;
    const session = sessions[who as 'member' | 'admin'];
    if (session) await useSession(page, session);
    await watchAlerts(page);
    await page.clock.install();
    return page;
  }

  test.each(WRITE_SCREENS)('$name: each fault ends in its error text, keeps the input, sends once', async (screen) => {
    const page = await openAs(screen.who);
    const endpoint = await faultyEndpoint(page, screen.url, screen.method);
    await screen.fill(page);

    for (const [index, fault] of WRITE_FAULTS.entries()) {
      endpoint.fault = fault;
      const since = await alertCount(page);
      await screen.submit(page).click();
      await endpoint.waitForHits(index + 1);
      // A hung call: the page's clock jumps past the time-out.
      if (fault === 'hang') await page.clock.fastForward(screen.timeoutMs);
      await waitForAlert(page, since, screen.failure(fault));
      if (screen.inline) await screen.inline(page).waitFor();
      // The spinner has ended: the form can be sent again, with what was typed.
      await screen.submit(page).waitFor();
      expect(await screen.submit(page).isEnabled()).toBe(true);
      await screen.kept(page);
      expect(endpoint.hits).toBe(index + 1);
    }
    // Nothing was sent again behind the user's back.
    await page.waitForTimeout(300);
    expect(endpoint.hits).toBe(WRITE_FAULTS.length);
    await endpoint.release();
  });

  test.each(LOAD_SCREENS)('$name: each fault ends in its error text, and the retry loads', async (screen) => {
    const page = await openAs(screen.who);
    const endpoint = await faultyEndpoint(page, screen.url, 'GET', LOAD_FAULTS[0]);
    const failure = page.getByRole('alert').filter({ hasText: screen.failure });
    const retry = page.getByRole('button', { name: 'Try again' });
    await screen.open(page);

    for (const [index, fault] of LOAD_FAULTS.entries()) {
      if (index > 0) {
        endpoint.fault = fault;
        await retry.click();
      }
      await endpoint.waitForHits(index + 1);
      if (fault === 'hang') {
        await page.getByRole('status', { name: screen.spinner }).first().waitFor();
        await page.clock.fastForward(LOAD_TIMEOUT_MS);
      }
      await failure.waitFor();
      expect(await page.getByRole('status', { name: screen.spinner }).count()).toBe(0);
    }
    endpoint.fault = 'pass';
    await retry.click();
    await screen.loaded(page).first().waitFor();
    expect(await failure.count()).toBe(0);
    await endpoint.release();
  });

  test('an admin decision (the reject dialog, accept) fails once per click and says so', async () => {
    const page = await openAs('admin');
    const requests = WRITE_FAULTS.map((fault, i) => ({
      id: `fault-${i}`, fullName: `Applicant ${fault}`, email: `applicant-${i}@example.org`, profession: 'Engineer',
    }));
    // The pending list is the test's (the decisions never reach the API).
    await page.route('**/api/admin/membership/pendingRequests', (route) => route.fulfill({ json: { data: requests } }));
    const respond = await faultyEndpoint(page, '**/api/admin/membership/respond/*', 'POST');
    await page.goto('/admin');
    await adminMenu(page).getByRole('button', { name: 'Membership Requests' }).click();

    for (const [index, fault] of WRITE_FAULTS.entries()) {
      const { fullName } = requests[index]!;
      respond.fault = fault;
      const since = await alertCount(page);
      // Rejects through the dialog, and accepts, in turn.
      const rejecting = index % 2 === 0;
      if (rejecting) {
        await page.getByRole('button', { name: `Reject ${fullName}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Provide a rejection reason' });
        await dialog.getByRole('textbox').fill('Not this season.');
        await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
      } else {
        await page.getByRole('button', { name: `Accept ${fullName}` }).click();
      }
      await respond.waitForHits(index + 1);
      if (fault === 'hang') await page.clock.fastForward(ADMIN_WRITE_TIMEOUT_MS);
      await waitForAlert(page, since, rejecting ? 'Failed to reject request' : 'Failed to accept request');
      // Either way the request leaves the list, and the dialog closes.
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: `Accept ${fullName}` }).waitFor({ state: 'detached' });
      expect(await alertsSince(page, since)).not.toContain(rejecting ? 'Request rejected successfully' : 'Request accepted successfully');
      expect(respond.hits).toBe(index + 1);
    }
    await page.waitForTimeout(300);
    expect(respond.hits).toBe(WRITE_FAULTS.length);
    await respond.release();
  });
});
