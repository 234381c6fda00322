import { screen, within } from '@testing-library/react';
import { stubFetch } from 'shared/testing';
import {
  descriptionOf, email, fill, fillValid, form, fullName, interest, message, phone, renderForm, sendButton,
} from './contact-form.test-utils';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
});

describe('ContactForm: layout', () => {
  it('shows Full Name, Email, Phone, Interest and Message in that order, then Send Message', () => {
    renderForm();
    const controls = Array.from((form() as HTMLFormElement).elements) as HTMLInputElement[];
    expect(controls).toEqual([fullName(), email(), phone(), interest(), message(), sendButton()]);
    expect(controls.map((c) => c.labels?.[0]?.textContent ?? c.textContent)).toEqual([
      'Full Name*', 'Email*', 'Phone', 'Interest', 'Message*', 'Send Message',
    ]);
    expect(form()).toHaveAttribute('novalidate');
    expect(sendButton()).toHaveAttribute('type', 'submit');
  });

  it('marks name, e-mail and message as required and says the phone is optional', () => {
    renderForm();
    for (const control of [fullName(), email(), message()]) expect(control).toHaveAttribute('aria-required', 'true');
    expect(phone()).not.toHaveAttribute('aria-required');
    expect(phone()).toHaveAccessibleDescription('Optional. 7–15 digits, optional +');
    expect(screen.getByText(/Fields marked/)).toHaveTextContent('Fields marked * are required.');
  });

  it('gives each field the right control: e-mail and phone inputs, a message textarea', () => {
    renderForm();
    expect(fullName()).toHaveAttribute('autocomplete', 'name');
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(phone()).toHaveAttribute('type', 'tel');
    expect(phone()).toHaveAttribute('autocomplete', 'tel');
    expect(message().tagName).toBe('TEXTAREA');
  });

  it('offers the five interests in order, General Information chosen by default', async () => {
    const { user } = renderForm();
    const options = within(interest()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'General Information', 'Membership Application', 'Upcoming Events', 'Partnership Opportunities', 'Other',
    ]);
    expect(interest()).toHaveValue('General Information');
    expect(within(interest()).getByRole('option', { name: 'General Information' })).toHaveProperty('selected', true);

    await user.selectOptions(interest(), 'Upcoming Events');
    expect(interest()).toHaveValue('Upcoming Events');
  });
});

describe('ContactForm: Full Name', () => {
  it("says 'Full name is required' when left empty", async () => {
    const { user } = renderForm();
    await user.click(fullName());
    await user.tab();
    expect(screen.getByText('Full name is required')).toBeVisible();
    expect(fullName()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(fullName())).toContain('Full name is required');
  });

  it('shows no error while first typing, checks on blur, then on every change', async () => {
    const { user } = renderForm();
    await user.type(fullName(), 'Al');
    expect(screen.queryByText('Full name must be at least 3 characters')).not.toBeInTheDocument();
    expect(fullName()).not.toHaveAttribute('aria-invalid');

    await user.tab();
    expect(screen.getByText('Full name must be at least 3 characters')).toBeVisible();

    await user.type(fullName(), 'a');
    expect(screen.queryByText('Full name must be at least 3 characters')).not.toBeInTheDocument();
    expect(fullName()).not.toHaveAttribute('aria-invalid');

    await user.type(fullName(), '{Backspace}');
    expect(screen.getByText('Full name must be at least 3 characters')).toBeVisible();

    await user.clear(fullName());
    expect(screen.getByText('Full name is required')).toBeVisible();
  });

  it('counts the characters remaining out of 100 and stops at 100', async () => {
    const { user } = renderForm();
    expect(fullName()).toHaveAttribute('maxlength', '100');
    expect(descriptionOf(fullName())).toEqual(['100 characters remaining']);

    await user.type(fullName(), 'Ada Lovelace');
    expect(descriptionOf(fullName())).toEqual(['88 characters remaining']);

    await user.clear(fullName());
    await user.click(fullName());
    await user.paste('x'.repeat(101));
    expect(fullName()).toHaveValue('x'.repeat(100));
    expect(screen.getByText('0 characters remaining')).toBeInTheDocument();
    await user.tab();
    expect(fullName()).not.toHaveAttribute('aria-invalid');
  });
});

describe('ContactForm: Email', () => {
  it("says 'Email is required' when left empty", async () => {
    const { user } = renderForm();
    await user.click(email());
    await user.tab();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(email()).toHaveAccessibleDescription('Email is required');
  });

  it.each(['ada'])(
    "says 'Invalid email format' for %p",
    async (text) => {
      const { user } = renderForm();
      await fill(user, email(), text);
      expect(screen.getByText('Invalid email format')).toBeVisible();
      expect(email()).toHaveAttribute('aria-invalid', 'true');
    },
  );
});

describe('ContactForm: Phone', () => {
  const PHONE_ERROR = 'Invalid phone number (must be 7–15 digits, optional +)';

  it('is optional: leaving it empty is no error', async () => {
    const { user } = renderForm();
    await user.click(phone());
    await user.tab();
    expect(phone()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(PHONE_ERROR)).not.toBeInTheDocument();
  });

  it.each(['+13125550100'])(
    'accepts %p',
    async (text) => {
      const { user } = renderForm();
      await fill(user, phone(), text);
      expect(phone()).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText(PHONE_ERROR)).not.toBeInTheDocument();
    },
  );

  it.each([
    ['spaces between digits', '312 555 0100'],
  ])('refuses %s', async (_label, text) => {
    const { user } = renderForm();
    await fill(user, phone(), text);
    expect(screen.getByText(PHONE_ERROR)).toBeVisible();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(phone())).toEqual([PHONE_ERROR, 'Optional. 7–15 digits, optional +']);
  });
});

describe('ContactForm: Message', () => {
  it("says 'Message is required' when left empty or blank", async () => {
    const { user } = renderForm();
    await user.click(message());
    await user.tab();
    expect(screen.getByText('Message is required')).toBeVisible();
    await fill(user, message(), '     ');
    expect(screen.getByText('Message is required')).toBeVisible();
  });

  it('needs at least 10 characters, checked on blur and then on change', async () => {
    const { user } = renderForm();
    await fill(user, message(), 'Hello the');
    expect(screen.getByText('Message must be at least 10 characters long')).toBeVisible();
    expect(message()).toHaveAttribute('aria-invalid', 'true');

    await user.type(message(), 'r');
    expect(screen.queryByText('Message must be at least 10 characters long')).not.toBeInTheDocument();
    expect(message()).not.toHaveAttribute('aria-invalid');
  });

  it('counts the characters remaining out of 1000 and stops at 1000', async () => {
    const { user } = renderForm();
    expect(message()).toHaveAttribute('maxlength', '1000');
    expect(descriptionOf(message())).toEqual(['1000 characters remaining']);

    await user.type(message(), 'Hello there');
    expect(descriptionOf(message())).toEqual(['989 characters remaining']);

    await user.clear(message());
    await user.click(message());
    await user.paste('m'.repeat(1001));
    expect(message()).toHaveValue('m'.repeat(1000));
    expect(screen.getByText('0 characters remaining')).toBeInTheDocument();
    await user.tab();
    expect(message()).not.toHaveAttribute('aria-invalid');
  });
});

describe('ContactForm: the send button', () => {
  it('starts disabled and says why, beside the button', () => {
    renderForm();
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Fill in your name, e-mail and message to send.');
    expect(screen.getByText('Fill in your name, e-mail and message to send.')).toBeVisible();
  });

  it('is enabled once every rule passes, and disabled again when one fails', async () => {
    const { user } = renderForm();
    await fill(user, fullName(), 'Ada Lovelace');
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Fill in your e-mail and message to send.');

    await fill(user, email(), 'ada@club');
    expect(sendButton()).toHaveAccessibleDescription('Fill in your message to send.');

    await fill(user, message(), 'A question about membership.');
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Correct the e-mail field to send.');

    await fill(user, email(), 'ada@club.com');
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/to send\.$/)).not.toBeInTheDocument();

    await fill(user, phone(), '12');
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Correct the phone field to send.');

    await fill(user, fullName(), 'Al');
    expect(sendButton()).toHaveAccessibleDescription('Correct the full name and phone fields to send.');

    await fill(user, phone(), '');
    await fill(user, fullName(), 'Ada');
    expect(sendButton()).toBeEnabled();
  });

  it('is disabled while a field breaks a rule, even before it is left', async () => {
    const { user } = renderForm();
    await fillValid(user);
    expect(sendButton()).toBeEnabled();
    await user.type(phone(), '12');
    expect(phone()).toHaveFocus();
    expect(sendButton()).toBeDisabled();
  });
});
