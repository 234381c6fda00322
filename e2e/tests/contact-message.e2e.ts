import { useFreshBrowser } from '../support/browser';
import { waitForMail } from '../support/outbox';

describe('the contact form', () => {
  const browser = useFreshBrowser({ width: 1280, height: 900 });

  test('sends a message the club receives by e-mail, then clears the form', async () => {
    const { page } = browser;
    const since = new Date(Date.now() - 1000).toISOString();
    const { clubEmail } = (await (await page.request.get('/config.json')).json()) as { clubEmail: string };
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Contact form' });
    const send = form.getByRole('button', { name: 'Send Message' });
    expect(await send.isDisabled()).toBe(true);

    await form.getByRole('textbox', { name: 'Full Name' }).fill('Al');
    await form.getByRole('textbox', { name: 'Email' }).focus();
    await form.getByText('Full name must be at least 3 characters').waitFor();
    await form.getByRole('textbox', { name: 'Full Name' }).fill('Grace Hopper');
    await form.getByText('Full name must be at least 3 characters').waitFor({ state: 'detached' });
    await form.getByRole('textbox', { name: 'Email' }).fill('grace@example.org');
    await form.getByRole('combobox', { name: 'Interest' }).selectOption('Upcoming Events');
    await form.getByRole('textbox', { name: 'Message' }).fill('Is there a winter tasting menu this year?');
    await form.getByText('959 characters remaining').waitFor();
    await send.click();

    await page.locator('.Toastify').getByText('Message sent successfully!').waitFor();
    expect(await form.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('');
    expect(await form.getByRole('combobox', { name: 'Interest' }).inputValue()).toBe('General Information');

    const mail = await waitForMail(page, clubEmail, since);
    expect(mail.text).toContain('Is there a winter tasting menu this year?');
    expect(mail.text).toContain('grace@example.org');
    expect(mail.text).toContain('Upcoming Events');
  });
});
