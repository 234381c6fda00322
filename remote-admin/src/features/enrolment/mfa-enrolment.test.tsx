import { screen, waitFor, within } from '@testing-library/react';
import type { MfaStatus, User } from 'shared';
import { adminUser, answerByRoute, jsonResponse, stubFetch, type RouteAnswer } from 'shared/testing';
import { renderAdmin, STATS_PATH } from '../panel/admin.test-utils';
import { ENROLMENT_TITLE, OPEN_PANEL_FAILED } from './mfa-enrolment';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const RECOVERY = Array.from({ length: 10 }, (_, i) => `code-${i}abc-defg-hijk`);
const mfa = (over: Partial<MfaStatus>): MfaStatus => ({ totp: false, passkeys: 0, recoveryCodesLeft: 0, enrolmentRequired: false, ...over });
const enrolling: User = { ...adminUser, mfa: mfa({ enrolmentRequired: true }) };
const enrolled: User = { ...adminUser, mfa: mfa({ totp: true, recoveryCodesLeft: 10 }) };

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  jest.restoreAllMocks();
});

function routes(me: User): Record<string, RouteAnswer> {
  return {
    'POST /api/auth/totp/setup': () => jsonResponse({ secret: SECRET, otpauthUrl: `otpauth://totp/Club:grace%40club.com?secret=${SECRET}` }),
    'POST /api/auth/totp/enable': () => jsonResponse({ recoveryCodes: RECOVERY }),
    'GET /api/auth/me': () => jsonResponse({ data: me }),
    [`GET ${STATS_PATH}`]: () => jsonResponse({ pending: 0, approved: 0 }),
  };
}

async function enableApp(user: ReturnType<typeof renderAdmin>['user']) {
  await user.type(await screen.findByRole('textbox', { name: '6-digit code from the app' }), '123 456');
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  const codes = await screen.findByRole('list', { name: 'Recovery codes' });
  expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
  await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
}

describe('MfaEnrolment (an administrator without a second factor)', () => {
  it('shows the set-up instead of the panel and asks for no admin data', async () => {
    const sent = answerByRoute(fetchMock, routes(enrolling));
    renderAdmin({ user: enrolling });
    expect(await screen.findByRole('heading', { level: 1, name: ENROLMENT_TITLE })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin panel' })).not.toBeInTheDocument();
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /api/auth/totp/setup']);
  });

  it('turns the app on with the code (spaces removed), shows the recovery codes once, then opens the panel', async () => {
    const sent = answerByRoute(fetchMock, routes(enrolled));
    const { user } = renderAdmin({ user: enrolling });
    await enableApp(user);

    expect(await screen.findByRole('heading', { name: 'Dashboard Overview' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: ENROLMENT_TITLE })).not.toBeInTheDocument();
    expect(sent.find((s) => s.url === '/api/auth/totp/enable')?.body).toEqual({ code: '123456' });
    // No admin data before the server said the factor is on.
    const firstAdminCall = sent.findIndex((s) => s.url.startsWith('/api/admin/'));
    expect(firstAdminCall).toBeGreaterThan(sent.findIndex((s) => s.url === '/api/auth/me'));
  });

  it('stays on the set-up, saying so, while the server still asks for a factor', async () => {
    const sent = answerByRoute(fetchMock, routes(enrolling));
    const { user } = renderAdmin({ user: enrolling });
    await enableApp(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(OPEN_PANEL_FAILED);
    expect(await screen.findByRole('heading', { level: 1, name: ENROLMENT_TITLE })).toBeInTheDocument();
    await waitFor(() => expect(sent.filter((s) => s.url === '/api/auth/me')).toHaveLength(1));
    expect(sent.some((s) => s.url.startsWith('/api/admin/'))).toBe(false);
  });

  it('offers a passkey instead, and back (also where the browser has no passkeys, as here)', async () => {
    answerByRoute(fetchMock, routes(enrolling));
    const { user } = renderAdmin({ user: enrolling });
    await user.click(await screen.findByRole('button', { name: 'Add a passkey instead' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Add a passkey' })).toHaveFocus();
    expect(screen.getByText('This browser cannot use passkeys.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Use an authenticator app' })).toHaveFocus();
  });
});
