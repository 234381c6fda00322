import type { Locator, Page } from 'playwright-core';

/** The membership application form on the landing page. */
export function applicationForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Membership application' });
}

/** Fills every required field (as a Consultant) and ticks the agreement. */
export async function fillApplication(page: Page, email: string): Promise<void> {
  const form = applicationForm(page);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await form.getByRole('textbox', { name: 'Full Name' }).fill('Ada Lovelace');
  await form.getByRole('textbox', { name: 'Phone Number' }).fill('(312) 555-0100');
  await form.getByRole('combobox', { name: 'Profession', exact: true }).selectOption('Consultant (Please Specify Below)');
  await form.getByRole('textbox', { name: 'Consulting field' }).fill('Restaurant strategy');
  await form.getByRole('textbox', { name: 'Professional Contribution' }).fill('I host supper clubs for founders.');
  await form.getByRole('textbox', { name: 'Reason for Joining' }).fill('To share long tables with curious people.');
  await form.getByRole('textbox', { name: 'Culinary Skills' }).fill('Confident home cook; fresh pasta.');
  await form.getByRole('textbox', { name: 'Cuisine Interests' }).fill('Sichuan, Basque, Mexican regional.');
  await form.getByRole('textbox', { name: 'Restaurant Recommendations' }).fill('Kasama, Lula Cafe, Mi Tocaya.');
  await form.getByRole('radio', { name: 'Weekly or more' }).check();
  await form.getByRole('checkbox', { name: 'Friday' }).check();
  await form.getByRole('checkbox', { name: 'Saturday' }).check();
  await form.getByRole('checkbox', { name: 'Professional networking' }).check();
  await form.getByRole('radio', { name: 'Maybe, with support' }).check();
  await form.getByRole('combobox', { name: 'Referral Source' }).selectOption('Friend');
  await form.getByRole('textbox', { name: 'Instagram URL' }).fill('https://www.instagram.com/ada.cooks');
  await form.getByRole('checkbox', { name: /membership committee/ }).check();
}
