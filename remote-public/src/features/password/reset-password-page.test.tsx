import { act, screen, within } from '@testing-library/react';
import { answerWith, findToast, jsonResponse, stubFetch, toastArea } from 'shared/testing';
import { renderPage } from '../auth-pages.test-utils';
import { REDIRECT_DELAY_MS, ResetPasswordPage } from './reset-password-page';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
  jest.useRealTimers();
});

// Required labels end in an aria-hidden '*' that getByLabelText's text match sees.
const newPassword = () => screen.getByLabelText(/^New Password\*?$/, { selector: 'input' });
const confirmPassword = () => screen.getByLabelText(/^Confirm Password\*?$/, { selector: 'input' });
const updateButton = () => screen.getByRole('button', { name: 'Update Password' });
const location = () => screen.getByTestId('location');

function renderReset(options: { fakeTimers?: boolean } = {}) {
  return renderPage(<ResetPasswordPage />, {
    path: '/reset-password/tok-abc123',
    pattern: '/reset-password/:token',
    userEventOptions: options.fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : undefined,
  });
}

async function submit(user: ReturnType<typeof renderReset>['user'], password: string, confirmation = password) {
  await user.type(newPassword(), password);
  await user.type(confirmPassword(), confirmation);
  await user.click(updateButton());
}

describe('ResetPasswordPage', () => {
  it('has New Password and Confirm Password fields, each with a show/hide toggle', async () => {
    const { user } = renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(newPassword()).toHaveAttribute('type', 'password');
    expect(confirmPassword()).toHaveAttribute('type', 'password');
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);

    await user.click(toggles[0]!);
    expect(newPassword()).toHaveAttribute('type', 'text');
    expect(confirmPassword()).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(confirmPassword()).toHaveAttribute('type', 'text');
  });

  it("toasts 'Passwords do not match' and sends nothing when they differ", async () => {
    const { user } = renderReset();
    await submit(user, 'new-secret-1', 'new-secret-2');
    expect(await findToast('Passwords do not match')).toBe('error');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(location()).toHaveTextContent('/reset-password/tok-abc123');
  });

  it('refuses a password shorter than 8 characters without a request', async () => {
    const { user } = renderReset();
    await submit(user, 'short7!');
    expect(await findToast('Password must be at least 8 characters')).toBe('error');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the route token and the new password, toasts success and goes to /login after 1.5 s', async () => {
    jest.useFakeTimers();
    const sent = answerWith(fetchMock, () => jsonResponse({ success: true, message: 'Password updated' }));
    const { user, router } = renderReset({ fakeTimers: true });

    await submit(user, 'new-secret-1');

    expect(await findToast('Password has been updated successfully!')).toBe('success');
    expect(sent).toEqual([{
      method: 'PATCH',
      url: 'http://localhost/api/auth/reset-password',
      body: { token: 'tok-abc123', newPassword: 'new-secret-1' },
    }]);
    expect(updateButton()).toBeDisabled();

    expect(REDIRECT_DELAY_MS).toBe(1500);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1499);
    });
    expect(location()).toHaveTextContent('/reset-password/tok-abc123');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(location()).toHaveTextContent('/login');
    expect(screen.getByRole('heading', { name: 'Stand-in for /login' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('does not navigate after leaving the page before the delay', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse({ success: true }));
    const { user, router } = renderReset({ fakeTimers: true });
    await submit(user, 'new-secret-1');
    await findToast('Password has been updated successfully!');

    await act(async () => {
      await router.navigate('/');
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2000);
    });
    expect(router.state.location.pathname).toBe('/');
  });

  it('toasts the message of a { success: false } answer and stays', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Reset link has expired' }));
    const { user } = renderReset();
    await submit(user, 'new-secret-1');
    expect(await findToast('Reset link has expired')).toBe('error');
    expect(location()).toHaveTextContent('/reset-password/tok-abc123');
    expect(updateButton()).toBeEnabled();
  });

  it("toasts 'Something went wrong' for { success: false } without a message", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false }));
    const { user } = renderReset();
    await submit(user, 'new-secret-1');
    expect(await findToast('Something went wrong')).toBe('error');
  });

  it('toasts the server message of an HTTP error', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Invalid or expired token' }, 400));
    const { user } = renderReset();
    await submit(user, 'new-secret-1');
    expect(await findToast('Invalid or expired token')).toBe('error');
    expect(within(toastArea()).queryByText('Error resetting password. Please try again.')).not.toBeInTheDocument();
  });

  it("toasts 'Something went wrong' for an HTTP error without a message", async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const { user } = renderReset();
    await submit(user, 'new-secret-1');
    expect(await findToast('Something went wrong')).toBe('error');
  });

  it("toasts 'Error resetting password. Please try again.' on a network error", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderReset();
    await submit(user, 'new-secret-1');
    expect(await findToast('Error resetting password. Please try again.')).toBe('error');
    expect(updateButton()).toBeEnabled();
    expect(location()).toHaveTextContent('/reset-password/tok-abc123');
  });
});
