import { screen, waitFor } from '@testing-library/react';
import { sessionAtom, sessionCheckAtom } from 'shared';
import { adminUser, answerWith, jsonResponse, memberUser, stubFetch } from 'shared/testing';
import { renderPage } from '../auth-pages.test-utils';
import { LoginPage } from './login-page';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
});

// The labels of required fields end in an aria-hidden '*', which getByLabelText's text match
// sees (the accessible name does not): match the label text with the mark allowed.
const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const passwordInput = () => screen.getByLabelText(/^Password\*?$/, { selector: 'input' });
const location = () => screen.getByTestId('location');

function renderLogin() {
  return renderPage(<LoginPage />, { path: '/login' });
}

async function fillAndSubmit(user: ReturnType<typeof renderLogin>['user'], email = 'ada@club.com', password = 'correct horse') {
  await user.type(emailInput(), email);
  await user.type(passwordInput(), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  it("is titled 'Member Access' with required Email and Password fields", () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Member Access' })).toBeInTheDocument();
    expect(emailInput()).toHaveAttribute('type', 'email');
    expect(emailInput()).toBeRequired();
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAccessibleName('Password');
    expect(passwordInput()).toHaveAttribute('name', 'password');
    expect(passwordInput()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
  });

  it('shows and hides the password with the toggle', async () => {
    const { user } = renderLogin();
    await user.type(passwordInput(), 'secret');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    expect(passwordInput()).toHaveValue('secret');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });

  it("links 'Forgot Password?' to /forgot-password", async () => {
    const { user } = renderLogin();
    const link = screen.getByRole('link', { name: 'Forgot Password?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
    await user.click(link);
    expect(location()).toHaveTextContent('/forgot-password');
  });

  it('posts the trimmed email and the password to /auth/login', async () => {
    const sent = answerWith(fetchMock, () => jsonResponse({ data: memberUser, token: 'tok-1' }));
    const { user } = renderLogin();

    await fillAndSubmit(user, '  ada@club.com  ', ' pw with spaces ');

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      url: 'http://localhost/api/auth/login',
      body: { email: 'ada@club.com', password: ' pw with spaces ' },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signs a member in, writes the session and goes to /user', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: memberUser, token: 'tok-1' }));
    const { user, store, router } = renderLogin();

    await fillAndSubmit(user);

    expect(await screen.findByRole('heading', { name: 'Stand-in for /user' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/user');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(store.get(sessionAtom)).toEqual({ currentUser: memberUser, token: 'tok-1', isAuthenticated: true });
    expect(store.get(sessionCheckAtom)).toBe('confirmed');
  });

  it('sends an admin to /admin', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ data: adminUser, token: 'tok-admin' }));
    const { user, store } = renderLogin();

    await fillAndSubmit(user, 'grace@club.com');

    expect(await screen.findByRole('heading', { name: 'Stand-in for /admin' })).toBeInTheDocument();
    expect(store.get(sessionAtom).currentUser).toEqual(adminUser);
    expect(store.get(sessionAtom).token).toBe('tok-admin');
  });

  it('disables the Login button while the request is in flight', async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => { answer = resolve; }));
    const { user } = renderLogin();

    await fillAndSubmit(user);

    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse({ message: 'Invalid email or password' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('shows the server message inline on failure and stays on the page signed out', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ message: 'Invalid email or password' }, 401));
    const { user, store } = renderLogin();

    await fillAndSubmit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(location()).toHaveTextContent('/login');
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it("shows 'Login failed' for a 500 without a JSON body", async () => {
    fetchMock.mockResolvedValue(new Response('Internal Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } }));
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
  });

  it("shows 'Login failed' on a network error", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, store } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Login failed$/);
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it('clears the previous error when the user tries again', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ message: 'Invalid email or password' }, 401))
      .mockResolvedValueOnce(jsonResponse({ data: memberUser, token: 't' }));
    const { user } = renderLogin();
    await fillAndSubmit(user);
    expect(await screen.findByRole('alert')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Stand-in for /user' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
