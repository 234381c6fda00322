import { screen, waitFor, within } from '@testing-library/react';
import { answerByRoute, jsonResponse, stubFetch, type RouteAnswer } from '../testing';
import { renderWithTheme } from '../testing/render';
import type { MfaStatus } from '../types/user';
import { TOTP_REPLACED, TotpSection } from './totp-section';
import { REPLACE_CODE_REFUSED } from './totp-setup';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `code${i}abcdefghijk`);
const on: MfaStatus = { totp: true, passkeys: 0, recoveryCodesLeft: 7, enrolmentRequired: false };
const INVALID = { message: 'That code is not right. Please try again.', code: 'invalid-code' };

let fetchMock: jest.SpyInstance;
beforeEach(() => { fetchMock = stubFetch(); });
afterEach(() => { jest.restoreAllMocks(); });

function routes(enable: RouteAnswer = () => jsonResponse({ recoveryCodes: RECOVERY })): Record<string, RouteAnswer> {
  return {
    'POST /api/auth/totp/setup': () => jsonResponse({ secret: SECRET, otpauthUrl: `otpauth://totp/Club:grace%40club.com?secret=${SECRET}` }),
    'POST /api/auth/totp/enable': enable,
  };
}

function renderOn() {
  const onChanged = jest.fn();
  const rendered = renderWithTheme(<TotpSection mfa={on} onChanged={onChanged} />);
  return { ...rendered, onChanged };
}

describe('TotpSection: replacing the authenticator app that is on', () => {
  it('sets up the new app with a code of the current one in one step, shows the new recovery codes, then says so', async () => {
    const sent = answerByRoute(fetchMock, routes());
    const { user, onChanged } = renderOn();
    expect(screen.getByText(/7 recovery codes/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Replace the app' }));
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    // The current app stays on while the new one is being set up: nothing to turn off first.
    expect(screen.queryByRole('button', { name: 'Turn off' })).not.toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Confirm your new authenticator app' });
    await user.type(within(form).getByRole('textbox', { name: 'Code from your current app, or a recovery code' }), '111 222');
    await user.type(within(form).getByRole('textbox', { name: '6-digit code from the new app' }), '333 444');
    await user.click(within(form).getByRole('button', { name: 'Replace' }));

    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(/Your earlier recovery codes no longer work\./)).toBeInTheDocument();
    expect(sent.find((s) => s.url === '/api/auth/totp/enable')?.body).toEqual({ code: '333444', currentCode: '111222' });
    expect(sent.some((s) => s.method === 'DELETE')).toBe(false);
    expect(onChanged).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(TOTP_REPLACED);
    expect(screen.getByRole('heading', { name: 'Authenticator app' })).toHaveFocus();
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('asks for the current code before sending anything, and takes a recovery code there', async () => {
    const sent = answerByRoute(fetchMock, routes());
    const { user } = renderOn();
    await user.click(screen.getByRole('button', { name: 'Replace the app' }));
    const form = await screen.findByRole('form', { name: 'Confirm your new authenticator app' });
    const current = within(form).getByRole('textbox', { name: 'Code from your current app, or a recovery code' });
    await user.type(within(form).getByRole('textbox', { name: '6-digit code from the new app' }), '333444');
    await user.click(within(form).getByRole('button', { name: 'Replace' }));
    expect(current).toHaveAccessibleDescription(/6-digit code from your authenticator app or a recovery code/);
    expect(current).toHaveFocus();
    expect(sent.some((s) => s.url === '/api/auth/totp/enable')).toBe(false);

    await user.type(current, 'abcd-efgh-ijkl-mnop');
    await user.click(within(form).getByRole('button', { name: 'Replace' }));
    await screen.findByRole('list', { name: 'Recovery codes' });
    expect(sent.find((s) => s.url === '/api/auth/totp/enable')?.body).toEqual({ code: '333444', currentCode: 'abcdefghijklmnop' });
  });

  it('a refused code keeps both fields and says which two to check; the app stays on', async () => {
    answerByRoute(fetchMock, routes(() => jsonResponse(INVALID, 400)));
    const { user, onChanged } = renderOn();
    await user.click(screen.getByRole('button', { name: 'Replace the app' }));
    const form = await screen.findByRole('form', { name: 'Confirm your new authenticator app' });
    const current = within(form).getByRole('textbox', { name: 'Code from your current app, or a recovery code' });
    await user.type(current, '111222');
    await user.type(within(form).getByRole('textbox', { name: '6-digit code from the new app' }), '333444');
    await user.click(within(form).getByRole('button', { name: 'Replace' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(REPLACE_CODE_REFUSED);
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveValue('111222');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('Cancel goes back to the app that is on, with focus on the Replace button', async () => {
    answerByRoute(fetchMock, routes());
    const { user } = renderOn();
    await user.click(screen.getByRole('button', { name: 'Replace the app' }));
    await screen.findByRole('form', { name: 'Confirm your new authenticator app' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Replace the app' })).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Turn off the authenticator app' })).toBeInTheDocument();
  });
});

describe('TotpSection: turning the app on', () => {
  it('sends the code alone, without a current code', async () => {
    const sent = answerByRoute(fetchMock, routes());
    const { user } = renderWithTheme(<TotpSection mfa={{ ...on, totp: false, recoveryCodesLeft: 0 }} onChanged={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    const form = await screen.findByRole('form', { name: 'Confirm your authenticator app' });
    expect(within(form).queryByRole('textbox', { name: /current app/ })).not.toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: '6-digit code from the app' }), '123456');
    await user.click(within(form).getByRole('button', { name: 'Turn on' }));
    await screen.findByRole('list', { name: 'Recovery codes' });
    expect(screen.queryByText(/earlier recovery codes/)).not.toBeInTheDocument();
    expect(sent.find((s) => s.url === '/api/auth/totp/enable')?.body).toEqual({ code: '123456' });
  });
});
