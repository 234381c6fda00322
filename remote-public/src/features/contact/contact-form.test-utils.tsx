// What the contact form's tests share: rendering it as the landing page does (router, store,
// theme, toasts), its controls found by role and label, and ways to fill it.
import { screen } from '@testing-library/react';
import { renderRoutes } from 'shared/testing';
import { ContactForm } from './contact-form';

export function renderForm() {
  return renderRoutes([{ path: '/', element: <ContactForm /> }], { toasts: true });
}

export const form = () => screen.getByRole('form', { name: 'Contact form' });
export const fullName = () => screen.getByRole('textbox', { name: 'Full Name' });
export const email = () => screen.getByRole('textbox', { name: 'Email' });
export const phone = () => screen.getByRole('textbox', { name: 'Phone' });
export const interest = () => screen.getByRole('combobox', { name: 'Interest' });
export const message = () => screen.getByRole('textbox', { name: 'Message' });
export const sendButton = () => screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });

export type User = ReturnType<typeof renderForm>['user'];

/** Replaces a field's text (pasted: one change) and leaves the field (tab). */
export async function fill(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) {
    await user.click(field);
    await user.paste(text);
  }
  await user.tab();
}

export const VALID = {
  fullName: 'Ada Lovelace',
  email: 'ada@club.com',
  message: 'I would love to hear about the next tasting.',
};

export async function fillValid(user: User) {
  await fill(user, fullName(), VALID.fullName);
  await fill(user, email(), VALID.email);
  await fill(user, message(), VALID.message);
}

/** The texts that describe a control (error, hint, counter), in order. */
export function descriptionOf(element: HTMLElement): string[] {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `missing #${id}`);
}
