import { loginThroughForm, useFreshBrowser } from '../support/browser';
import { resetPathIn, waitForMail } from '../support/outbox';

/** A seeded demo member other tests do not sign in as, so changing the password is harmless. */
const MEMBER = { email: 'elena.novak@example.com', password: 'e2e-member-password-1' };
const NEW_PASSWORD = 'a-fresh-password-9';

describe('password recovery through the e-mail', () => {
  const browser = useFreshBrowser();

  test('forgot -> e-mail -> reset -> login with the new password; the link works once', async () => {
    const { page } = browser;
    const since = new Date(Date.now() - 1000).toISOString();

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('textbox', { name: 'Email' }).fill(MEMBER.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    // Inline and as a toast.
    await page.getByRole('status').filter({ hasText: /reset instructions/ }).first().waitFor();
    await page.locator('.Toastify').getByText(/reset instructions/).waitFor();

    const mail = await waitForMail(page, MEMBER.email, since);
    const path = resetPathIn(mail.text);

    await page.goto(path);
    await page.getByRole('textbox', { name: 'New Password' }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.locator('.Toastify').getByText('Passwords do not match').waitFor();

    await page.getByRole('textbox', { name: 'Confirm Password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.locator('.Toastify').getByText('Password has been updated successfully!').waitFor();
    const updatedAt = Date.now();
    await page.waitForURL('**/login');
    // The redirect waits 1.5 s.
    expect(Date.now() - updatedAt).toBeGreaterThanOrEqual(1200);

    // The old password no longer works, the new one does.
    await loginThroughForm(page, MEMBER.email, MEMBER.password);
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor();
    await loginThroughForm(page, MEMBER.email, NEW_PASSWORD);
    await page.waitForURL('**/user');

    // The link was single use.
    await page.goto(path);
    await page.getByRole('textbox', { name: 'New Password' }).fill('another-password-1');
    await page.getByRole('textbox', { name: 'Confirm Password' }).fill('another-password-1');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.locator('.Toastify').getByText('This reset link is invalid or has expired.').waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
  });
});
