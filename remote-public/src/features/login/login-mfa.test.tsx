import { screen, waitFor } from '@testing-library/react';
import { adminUser, answerByRoute, jsonResponse, memberUser, stubFetch } from 'shared/testing';
import { renderPage } from '../auth-pages.test-utils';
import { LoginPage } from './login-page';
import { MFA_TITLE, PASSKEY_ONLY_LEAD, RECOVERY_CODE_LEAD } from './mfa-step';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
});

const INVALID_CODE = 'That code is not right. Please try again.';
const challenge = (methods: string[]) => jsonResponse({ mfaRequired: true, mfaToken: 'mfa-tok-1', methods });

const emailInput = () => screen.getByRole('textbox', { name: 'Email' });
const passwordInput = () => screen.getByLabelText(/^Password\*?$/, { selector: 'input' });
const location = () => screen.getByTestId('location');
const codeForm = () => screen.getByRole('form', { name: MFA_TITLE });

/** Renders the login, sends the password, and waits for the second step. */
async function passwordStep() {
  const rendered = renderPage(<LoginPage />, { path: '/login' });
  const { user } = rendered;
  await user.type(emailInput(), 'ada@club.com');
  await user.type(passwordInput(), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('heading', { name: MFA_TITLE });
  return rendered;
}

describe('LoginPage, second step', () => {
  it('asks for a code after the password, title focused, and signs in with the code sent (spaces removed)', async () => {
    const sent = answerByRoute(fetchMock, {
      'POST /api/auth/login': () => challenge(['totp', 'recovery-code']),
      'POST /api/auth/mfa': () => jsonResponse({ data: memberUser, token: 'tok-2' }),
    });
    const { user } = await passwordStep();
    expect(screen.getByRole('heading', { name: MFA_TITLE })).toHaveFocus();
    expect(location()).toHaveTextContent('/login');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(location()).toHaveTextContent('/user'));
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/auth/login', 'POST /api/auth/mfa']);
    expect(sent[1]!.body).toEqual({ mfaToken: 'mfa-tok-1', code: '123456' });
  });

  it('sends nothing for a code that is not 6 digits', async () => {
    const sent = answerByRoute(fetchMock, { 'POST /api/auth/login': () => challenge(['totp']) });
    const { user } = await passwordStep();
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("shows the server's refusal of a wrong code at the field and stays", async () => {
    answerByRoute(fetchMock, {
      'POST /api/auth/login': () => challenge(['totp', 'recovery-code']),
      'POST /api/auth/mfa': () => jsonResponse({ message: INVALID_CODE, code: 'invalid-code' }, 400),
    });
    const { user } = await passwordStep();
    const field = screen.getByRole('textbox', { name: 'Authentication code' });
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(INVALID_CODE)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(location()).toHaveTextContent('/login');
  });

  it('goes back to the password, with the message, when the sign-in expired', async () => {
    answerByRoute(fetchMock, {
      'POST /api/auth/login': () => challenge(['totp']),
      'POST /api/auth/mfa': () => jsonResponse({ message: 'Sign in again.', code: 'mfa-token-invalid' }, 401),
    });
    const { user } = await passwordStep();
    await user.type(screen.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Sign in again.')).toBeInTheDocument();
    expect(emailInput()).toHaveValue('ada@club.com');
    await waitFor(() => expect(passwordInput()).toHaveFocus());
    expect(passwordInput()).toHaveValue('');
  });

  it('takes a recovery code instead, and an admin goes on to /admin', async () => {
    const sent = answerByRoute(fetchMock, {
      'POST /api/auth/login': () => challenge(['totp', 'recovery-code']),
      'POST /api/auth/mfa': () => jsonResponse({ data: adminUser, token: 'tok-3' }),
    });
    const { user } = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(codeForm()).toHaveTextContent(RECOVERY_CODE_LEAD);
    await user.type(field, 'abcd-efgh-ijkl-mnop');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location()).toHaveTextContent('/admin'));
    expect(sent[1]!.body).toEqual({ mfaToken: 'mfa-tok-1', code: 'abcdefghijklmnop' });
  });

  it('offers only the passkey to an account whose one factor is a passkey', async () => {
    answerByRoute(fetchMock, { 'POST /api/auth/login': () => challenge(['passkey']) });
    await passwordStep();
    expect(screen.getByText(PASSKEY_ONLY_LEAD)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Authentication code' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
  });

  it("'Back to email and password' returns to the first step", async () => {
    answerByRoute(fetchMock, { 'POST /api/auth/login': () => challenge(['totp']) });
    const { user } = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Back to email and password' }));
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await waitFor(() => expect(passwordInput()).toHaveFocus());
  });
});
