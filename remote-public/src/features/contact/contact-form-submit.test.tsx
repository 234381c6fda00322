import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answerWith, findToast, jsonResponse, stubFetch, toastArea } from 'shared/testing';
import {
  email, fill, fillValid, form, fullName, interest, message, phone, renderForm, sendButton, VALID,
} from './contact-form.test-utils';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
});

function deferredFetch() {
  let answer!: (response: Response) => void;
  fetchMock.mockImplementation(() => new Promise<Response>((resolve) => { answer = resolve; }));
  return (response: Response) => answer(response);
}

describe('ContactForm: submitting invalid values', () => {
  it("shows every error, toasts 'Please fix errors before submitting', focuses the first field and sends nothing", async () => {
    renderForm();
    fireEvent.submit(form());

    expect(await findToast('Please fix errors before submitting')).toBe('error');
    expect(screen.getByText('Full name is required')).toBeVisible();
    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Message is required')).toBeVisible();
    expect(phone()).not.toHaveAttribute('aria-invalid');
    expect(fullName()).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ContactForm: sending', () => {
  it('posts the trimmed values to /user/auth/contact, leaving out an empty phone', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ success: true }));
    const { user } = renderForm();
    await fill(user, fullName(), '  Ada Lovelace ');
    await fill(user, email(), 'ada@club.com');
    await fill(user, phone(), '   ');
    await fill(user, message(), '  I would love to join a tasting.  ');
    await user.click(sendButton());

    await findToast('Message sent successfully!');
    expect(sent).toEqual([{
      method: 'POST',
      url: 'http://localhost/api/user/auth/contact',
      body: {
        fullName: 'Ada Lovelace',
        email: 'ada@club.com',
        interest: 'General Information',
        message: 'I would love to join a tasting.',
      },
    }]);
  });

  it('sends the phone and the chosen interest when given', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ success: true }));
    const { user } = renderForm();
    await fillValid(user);
    await fill(user, phone(), '+13125550100');
    await user.selectOptions(interest(), 'Partnership Opportunities');
    await user.click(sendButton());

    await findToast('Message sent successfully!');
    expect(sent[0]?.body).toEqual({ ...VALID, phone: '+13125550100', interest: 'Partnership Opportunities' });
  });

  it("reads 'Sending...' and is busy while the request is pending", async () => {
    const answer = deferredFetch();
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());

    expect(sendButton()).toHaveTextContent('Sending...');
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText(/to send\.$/)).not.toBeInTheDocument();

    fireEvent.submit(form());
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(jsonResponse({ success: true }));
    expect(await findToast('Message sent successfully!')).toBe('success');
    expect(sendButton()).toHaveTextContent('Send Message');
    expect(sendButton()).not.toHaveAttribute('aria-busy');
  });

  it("toasts 'Message sent successfully!' and clears every field and error", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true }));
    const { user } = renderForm();
    await fillValid(user);
    await fill(user, phone(), '+13125550100');
    await user.selectOptions(interest(), 'Other');
    await user.click(sendButton());

    expect(await findToast('Message sent successfully!')).toBe('success');
    expect(fullName()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(phone()).toHaveValue('');
    expect(interest()).toHaveValue('General Information');
    expect(message()).toHaveValue('');
    expect(screen.getByText('100 characters remaining')).toBeInTheDocument();
    expect(screen.getByText('1000 characters remaining')).toBeInTheDocument();
    for (const control of [fullName(), email(), phone(), message()]) expect(control).not.toHaveAttribute('aria-invalid');
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Fill in your name, e-mail and message to send.');

    // The cleared fields are untouched again: leaving one empty shows its error only then.
    await user.click(fullName());
    expect(screen.queryByText('Full name is required')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Full name is required')).toBeVisible();
  });

  it.each([400])('toasts the server message on a %i and keeps what was typed', async (status) => {
    fetchMock.mockResolvedValue(jsonResponse({ message: `The server said no (${status})` }, status));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());

    expect(await findToast(`The server said no (${status})`)).toBe('error');
    expect(fullName()).toHaveValue(VALID.fullName);
    expect(email()).toHaveValue(VALID.email);
    expect(message()).toHaveValue(VALID.message);
    expect(sendButton()).toBeEnabled();
    expect(sendButton()).toHaveTextContent('Send Message');
  });

  it('toasts the message of an answer without success: true', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Try again later' }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    expect(await findToast('Try again later')).toBe('error');
    expect(fullName()).toHaveValue(VALID.fullName);
    expect(within(toastArea()).queryByText('Message sent successfully!')).not.toBeInTheDocument();
  });

  it.each([
    ['a 200 without success', () => fetchMock.mockResolvedValue(jsonResponse({}))],
    ['a network failure', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])("toasts 'Something went wrong' for %s", async (_label, arrange) => {
    arrange();
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    expect(await findToast('Something went wrong')).toBe('error');
    expect(message()).toHaveValue(VALID.message);
    expect(sendButton()).toBeEnabled();
  });
});

describe('ContactForm: a 400 with a list of field errors', () => {
  it('toasts each message the server gave and keeps the typed values', async () => {
    fetchMock.mockResolvedValue(jsonResponse({
      message: [
        { field: 'email', message: 'Invalid email format' },
        { field: 'message', message: 'Message must be at least 10 characters long' },
      ],
    }, 400));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    expect(await findToast('Invalid email format')).toBe('error');
    expect(await findToast('Message must be at least 10 characters long')).toBe('error');
    expect(within(toastArea()).queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(message()).toHaveValue(VALID.message);
  });
});

describe('ContactForm: focus after sending (the busy button drops it)', () => {
  it('puts focus on Full Name after a success, ready for a new message', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true }));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    await findToast('Message sent successfully!');
    expect(fullName()).toHaveFocus();
  });

  it('puts focus back on Send Message after a failure, ready to try again', async () => {
    const answer = deferredFetch();
    const { user } = renderForm();
    await fillValid(user);
    // A browser drops focus to the page when the focused button becomes disabled (jsdom keeps
    // it on the button), so send with focus already on the page.
    await user.click(document.body);
    expect(document.body).toHaveFocus();
    fireEvent.submit(form());
    expect(sendButton()).toHaveTextContent('Sending...');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    answer(jsonResponse({ message: 'Mail server down' }, 500));
    await findToast('Mail server down');
    expect(sendButton()).toHaveFocus();
  });

  it('leaves focus where the user moved it while sending', async () => {
    const answer = deferredFetch();
    const { user } = renderForm();
    await fillValid(user);
    await user.click(sendButton());
    await user.click(phone());
    answer(jsonResponse({ message: 'Mail server down' }, 500));
    await findToast('Mail server down');
    expect(phone()).toHaveFocus();
  });
});
