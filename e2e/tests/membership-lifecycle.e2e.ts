import { REJECTION_MAIL_SUBJECT, WELCOME_MAIL_SUBJECT } from '../../api/src/features/membership-admin/membership-mail';
import { validApplication } from '../../api/src/test/membership-application-fixture';
import { fillApplication, applicationForm } from '../support/application';
import { loginThroughForm, openBrowser, useFreshBrowser } from '../support/browser';
import { ADMIN, BASE_URL } from '../support/env';
import { resetPathIn, waitForMail } from '../support/outbox';

const stamp = Date.now();
const ACCEPTED = { fullName: `Rhea Okonkwo ${stamp}`, email: `rhea-${stamp}@example.org`, password: 'rhea-first-password-1' };
const REJECTED = { fullName: `Ivan Petrov ${stamp}`, email: `ivan-${stamp}@example.org` };

describe('the membership lifecycle', () => {
  const admin = useFreshBrowser({ width: 1280, height: 900 });

  test('apply, reject one, accept one, first password, block (the open session ends), unblock', async () => {
    const { page } = admin;
    const since = new Date(Date.now() - 1000).toISOString();

    // One application through the landing form, one straight to the API (as the form would send it).
    await page.goto('/');
    await fillApplication(page, ACCEPTED.email);
    await applicationForm(page).getByRole('textbox', { name: 'Full Name' }).fill(ACCEPTED.fullName);
    await applicationForm(page).getByRole('button', { name: 'Submit Application' }).click();
    await page.getByRole('dialog', { name: 'Submitted Successfully!' }).getByRole('button', { name: 'Close', exact: true }).click();
    const sent = await page.request.post('/api/user/membership/create', {
      data: validApplication(REJECTED), headers: { origin: BASE_URL },
    });
    expect(sent.status()).toBe(201);

    // The admin reviews both.
    await loginThroughForm(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.getByRole('heading', { name: 'Admin Panel' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Admin panel' });
    await menu.getByRole('button', { name: 'Membership Requests' }).click();

    await page.getByRole('button', { name: `Reject ${REJECTED.fullName}` }).click();
    const reject = page.getByRole('dialog', { name: 'Provide a rejection reason' });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await reject.getByText('Rejection reason is required').waitFor();
    await reject.getByRole('textbox').fill('We are full for this season.');
    await reject.getByText('Rejection reason is required').waitFor({ state: 'detached' });
    await reject.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.locator('.Toastify').getByText('Request rejected successfully').waitFor();
    await page.getByRole('button', { name: `Reject ${REJECTED.fullName}` }).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Accept ${ACCEPTED.fullName}` }).click();
    await page.locator('.Toastify').getByText('Request accepted successfully').waitFor();
    await page.getByRole('button', { name: `Accept ${ACCEPTED.fullName}` }).waitFor({ state: 'detached' });

    const rejection = await waitForMail(page, REJECTED.email, since, { subject: REJECTION_MAIL_SUBJECT });
    expect(rejection.text).toContain('We are full for this season.');

    // The accepted applicant sets a first password from the e-mail and signs in.
    const welcome = await waitForMail(page, ACCEPTED.email, since, { subject: WELCOME_MAIL_SUBJECT });
    const member = await openBrowser({ width: 1280, height: 900 });
    try {
      await member.page.goto(resetPathIn(welcome.text));
      await member.page.getByRole('textbox', { name: 'New Password' }).fill(ACCEPTED.password);
      await member.page.getByRole('textbox', { name: 'Confirm Password' }).fill(ACCEPTED.password);
      await member.page.getByRole('button', { name: 'Update Password' }).click();
      await member.page.waitForURL('**/login');
      await loginThroughForm(member.page, ACCEPTED.email, ACCEPTED.password);
      await member.page.waitForURL('**/user');
      await member.page.getByRole('heading', { name: /Welcome back,/ }).waitFor();

      // The admin blocks the new member: their open session gets 401 on its next call.
      await menu.getByRole('button', { name: 'Approved Requests' }).click();
      await page.getByRole('button', { name: `Block ${ACCEPTED.fullName}` }).click();
      const block = page.getByRole('dialog', { name: `Deactivate ${ACCEPTED.fullName}` });
      await block.getByText('Please provide a reason for deactivation:').waitFor();
      await block.getByRole('button', { name: 'Block', exact: true }).click();
      await block.getByText('Reason is required').waitFor();
      await block.getByRole('textbox').fill('Unpaid membership fee.');
      await block.getByRole('button', { name: 'Block', exact: true }).click();
      await page.locator('.Toastify').getByText('Member blocked successfully!').waitFor();
      await page.getByRole('button', { name: `Unblock ${ACCEPTED.fullName}` }).waitFor();

      expect((await member.page.request.get('/api/auth/me')).status()).toBe(401);
      await member.page.reload();
      await member.page.waitForURL('**/login');
      await loginThroughForm(member.page, ACCEPTED.email, ACCEPTED.password);
      await member.page.getByRole('alert').first().waitFor();
      expect(new URL(member.page.url()).pathname).toBe('/login');

      // Unblocked, they sign in again.
      await page.getByRole('button', { name: `Unblock ${ACCEPTED.fullName}` }).click();
      await page.locator('.Toastify').getByText('Status updated successfully!').waitFor();
      await page.getByRole('button', { name: `Block ${ACCEPTED.fullName}` }).waitFor();
      await loginThroughForm(member.page, ACCEPTED.email, ACCEPTED.password);
      await member.page.waitForURL('**/user');
    } finally {
      await member.close();
    }
  });
});
