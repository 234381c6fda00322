import { applicationForm, fillApplication } from '../support/application';
import { useFreshBrowser } from '../support/browser';

const THANKS = "Thank you for applying! We'll be in touch within 5-7 business days.";
const uniqueEmail = (tag: string) => `applicant-${tag}-${Date.now()}@example.org`;

describe('the membership application on a desktop', () => {
  const browser = useFreshBrowser({ width: 1280, height: 900 });

  test('submits, shows the dialog, resets the form; a second application for the e-mail is refused', async () => {
    const { page } = browser;
    const email = uniqueEmail('desk');
    await page.goto('/');
    const form = applicationForm(page);
    const submit = form.getByRole('button', { name: 'Submit Application' });
    expect(await submit.isDisabled()).toBe(true);
    await form.getByText('Please fill required fields').first().waitFor();

    await fillApplication(page, email);
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();

    const dialog = page.getByRole('dialog', { name: 'Submitted Successfully!' });
    await dialog.getByText(THANKS).waitFor();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await form.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe('');
    expect(await form.getByRole('checkbox', { name: 'Friday' }).isChecked()).toBe(false);
    expect(await submit.isDisabled()).toBe(true);

    // The application is stored as pending: the same e-mail again gets the server's 409.
    await fillApplication(page, email.toUpperCase());
    await submit.click();
    await page.locator('.Toastify').getByText('An application for this email is already pending.').waitFor();
    expect(await form.getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(email.toUpperCase());
  });
});

describe('the membership application at 375 px', () => {
  const browser = useFreshBrowser({ width: 375, height: 812 });

  test('submits from a phone; a click on the backdrop closes the dialog', async () => {
    const { page } = browser;
    await page.goto('/');
    await fillApplication(page, uniqueEmail('phone'));
    await applicationForm(page).getByRole('button', { name: 'Submit Application' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submitted Successfully!' });
    await dialog.getByText(THANKS).waitFor();
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    // On a phone the dialog is a sheet at the bottom: the backdrop shows above it.
    expect(box.y).toBeGreaterThan(40);
    await page.mouse.click(187, box.y / 2);
    await dialog.waitFor({ state: 'detached' });
  });
});
