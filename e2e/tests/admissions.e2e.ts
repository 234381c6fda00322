import type { Page } from 'playwright-core';
import { APPLICATION_RECEIVED_MAIL_SUBJECT } from '../../api/src/core/admissions/admissions-mail';
import { applicationForm, fillApplication } from '../support/application';
import { loginThroughForm, openBrowser, useFreshBrowser } from '../support/browser';
import { ADMIN, BASE_URL, MEMBER } from '../support/env';
import { waitForMail } from '../support/outbox';
import { signInOnce, useSession } from '../support/session';

/**
 * Admissions the way the club runs them, end to end: a visitor applies naming two members, one of
 * them endorses from the dashboard, the committee's quorum holds an acceptance back until an
 * admin's yes vote, and the applicant's status page shows each stage on the way.
 */
const stamp = Date.now();
const APPLICANT = { fullName: `Noor Sponsored ${stamp}`, email: `noor-${stamp}@example.org` };
const SECOND_SPONSOR = 'sofia.martinez@example.com';

const setQuorum = async (page: Page, quorum: number) => {
  const answer = await page.request.put('/api/admin/admissions/settings', {
    data: { quorum, sponsorsRequired: 0 }, headers: { origin: BASE_URL },
  });
  expect(answer.status()).toBe(200);
};

/** The status page's current step and what it says. */
async function expectStage(page: Page, step: string, sentence: string | RegExp) {
  await page.reload();
  const steps = page.getByRole('list', { name: 'Steps of your application' });
  await steps.locator('[aria-current="step"]', { hasText: step }).waitFor();
  await page.getByText(sentence).waitFor();
}

describe('admissions: sponsors, the committee\'s quorum and the applicant\'s status page', () => {
  const admin = useFreshBrowser({ width: 1280, height: 900 });

  test('apply naming two members, one endorses, the quorum holds Accept back until a yes vote', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const visitor = await openBrowser({ width: 1280, height: 900 });
    try {
      // 1. The visitor applies, naming two members.
      await visitor.page.goto('/');
      await fillApplication(visitor.page, APPLICANT.email);
      const form = applicationForm(visitor.page);
      await form.getByRole('textbox', { name: 'Full Name' }).fill(APPLICANT.fullName);
      await form.getByRole('textbox', { name: 'Member\'s email (optional)', exact: true }).fill(MEMBER.email);
      await form.getByRole('textbox', { name: 'Second member\'s email (optional)' }).fill(SECOND_SPONSOR);
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await visitor.page.getByRole('dialog', { name: 'Submitted Successfully!' }).waitFor();

      const received = await waitForMail(visitor.page, APPLICANT.email, since, { subject: APPLICATION_RECEIVED_MAIL_SUBJECT });
      const statusPath = new URL(/https?:\/\/\S+\/application\/[A-Za-z0-9_-]{43}/.exec(received.text)?.[0] ?? '').pathname;
      await visitor.page.goto(statusPath);
      await visitor.page.getByRole('heading', { name: 'Your application' }).waitFor();
      await expectStage(visitor.page, 'Sponsors', '0 of 2 have endorsed your application so far.');

      // 2. One of them endorses from the dashboard.
      const member = await openBrowser({ width: 1280, height: 900 });
      try {
        await useSession(member.page, await signInOnce(MEMBER.email, MEMBER.password));
        await member.page.goto('/user');
        const section = member.page.getByRole('region', { name: 'Applications naming you' });
        await section.scrollIntoViewIfNeeded();
        const item = section.getByRole('listitem', { name: APPLICANT.fullName });
        await item.getByRole('textbox', { name: 'Note for the committee (optional)' }).fill('We cooked together for years.');
        await item.getByRole('button', { name: 'Endorse' }).click();
        await item.getByText('You endorsed this application').waitFor();
      } finally {
        await member.close();
      }
      await expectStage(visitor.page, 'Sponsors', '1 of 2 have endorsed your application so far.');

      // 3. With a quorum of one, Accept is refused with the message, then goes through after the admin's yes vote.
      const { page } = admin;
      await loginThroughForm(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin');
      await setQuorum(page, 1);
      try {
        await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
        await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('button', { name: 'Membership Requests' }).click();
        await page.getByRole('button', { name: `Accept ${APPLICANT.fullName}` }).click();
        await page.getByText('The committee has not reached its quorum: 1 yes vote needed, 0 so far.').first().waitFor();
        await page.getByRole('button', { name: `Accept ${APPLICANT.fullName}` }).waitFor();

        await castYesVote(page, APPLICANT.fullName);
        await expectStage(visitor.page, 'Committee review', 'The membership committee is reviewing your application.');

        await page.getByRole('button', { name: `Accept ${APPLICANT.fullName}` }).click();
        await page.locator('.Toastify').getByText('Request accepted successfully').waitFor();
        await page.getByRole('button', { name: `Accept ${APPLICANT.fullName}` }).waitFor({ state: 'detached' });
      } finally {
        // The product is shared by the suites that follow on this worker: the specification's rules again.
        await setQuorum(page, 0);
      }

      // 4. The applicant's page: decided, and nothing more.
      await expectStage(visitor.page, 'Decision', 'A decision has been made. We have sent it to you by e-mail.');
      expect(await visitor.page.getByText(/accepted|approved|yes vote/i).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });
});

/** Opens the request's dialog, casts a yes vote in its Committee part, and closes it. */
async function castYesVote(page: Page, fullName: string): Promise<void> {
  await page.getByRole('button', { name: `View ${fullName}` }).click();
  const dialog = page.getByRole('dialog');
  const committee = dialog.getByRole('region', { name: 'Committee' });
  await committee.getByRole('radio', { name: 'Yes' }).check();
  await committee.getByRole('button', { name: 'Cast vote' }).click();
  await committee.getByText(/1 yes/).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await dialog.waitFor({ state: 'detached' });
}
