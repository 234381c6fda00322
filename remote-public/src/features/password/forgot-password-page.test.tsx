import { screen, within } from '@testing-library/react';
import { answerWith, findToast, jsonResponse, stubFetch } from 'shared/testing';
import { renderPage } from '../auth-pages.test-utils';
import { ForgotPasswordPage } from './forgot-password-page';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
});

const card = () => screen.getByRole('region', { name: 'Forgot Password' });
const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const sendButton = () => screen.getByRole('button', { name: 'Send Reset Link' });

function renderForgot() {
  return renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
}

describe('ForgotPasswordPage', () => {
  it('has an Email field, a Send Reset Link button and a way back to login', () => {
    renderForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(sendButton()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Back to Member Access' })).toHaveAttribute('href', '/login');
  });

  it("refuses an empty email with 'Please enter your email address' and sends nothing", async () => {
    const { user } = renderForgot();

    await user.click(sendButton());

    expect(screen.getByText('Please enter your email address')).toBeVisible();
    expect(emailInput()).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput()).toHaveAccessibleDescription('Please enter your email address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats an email of spaces as empty', async () => {
    const { user } = renderForgot();
    await user.type(emailInput(), '   ');
    await user.click(sendButton());
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears the field error once the user types', async () => {
    const { user } = renderForgot();
    await user.click(sendButton());
    await user.type(emailInput(), 'a');
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument();
    expect(emailInput()).not.toHaveAttribute('aria-invalid');
  });

  it('posts the trimmed email and shows the server message inline and as a success toast', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ message: 'Check your inbox for a reset link' }));
    const { user } = renderForgot();

    await user.type(emailInput(), ' ada@club.com ');
    await user.click(sendButton());

    expect(await within(card()).findByRole('status')).toHaveTextContent('Check your inbox for a reset link');
    expect(await findToast('Check your inbox for a reset link')).toBe('success');
    expect(sent).toEqual([{ method: 'POST', url: 'http://localhost/api/auth/forgot-password', body: { email: 'ada@club.com' } }]);
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Password reset instructions sent!' when the server sends no message", async () => {
    fetchMock.mockResolvedValue(jsonResponse({}));
    const { user } = renderForgot();
    await user.type(emailInput(), 'ada@club.com');
    await user.click(sendButton());
    expect(await within(card()).findByRole('status')).toHaveTextContent('Password reset instructions sent!');
    expect(await findToast('Password reset instructions sent!')).toBe('success');
  });

  it('shows the server message inline and as an error toast on failure', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'No account with that email' }, 404));
    const { user } = renderForgot();
    await user.type(emailInput(), 'nobody@club.com');
    await user.click(sendButton());
    expect(await within(card()).findByRole('alert')).toHaveTextContent('No account with that email');
    expect(await findToast('No account with that email')).toBe('error');
    expect(within(card()).queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([
    ['a 500 without a message', () => fetchMock.mockResolvedValue(new Response(null, { status: 500 }))],
    ['a network error', () => fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))],
  ])("shows 'Failed to reset password' for %s", async (_label, arrange) => {
    arrange();
    const { user } = renderForgot();
    await user.type(emailInput(), 'ada@club.com');
    await user.click(sendButton());
    expect(await within(card()).findByRole('alert')).toHaveTextContent(/^Failed to reset password$/);
    expect(await findToast('Failed to reset password')).toBe('error');
  });

  it('disables the button while sending and enables it afterwards', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => { answer = resolve; }));
    const { user } = renderForgot();
    await user.type(emailInput(), 'ada@club.com');
    await user.click(sendButton());
    expect(sendButton()).toBeDisabled();
    answer(jsonResponse({ message: 'Sent' }));
    expect(await within(card()).findByRole('status')).toHaveTextContent('Sent');
    expect(sendButton()).toBeEnabled();
  });
});
