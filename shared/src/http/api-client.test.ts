import { HTTPError } from 'ky';
import { setSiteConfig } from '../config/site-config';
import { clubStore } from '../session/club-store';
import { loginAtom, logoutAtom, sessionAtom } from '../session/session-atoms';
import { api, apiUrl, createApiClient, resetApiClient } from './api-client';
import { adminUser, jsonResponse, memberUser, testSiteConfig } from '../testing/fixtures';

const config = testSiteConfig;

const member = memberUser;

const json = jsonResponse;

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  setSiteConfig(config);
  resetApiClient();
  fetchMock = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchMock.mockRestore();
  clubStore.set(logoutAtom);
});

/** The Request the client handed to fetch on the given call. */
function requestOf(call = 0): Request {
  const [input] = fetchMock.mock.calls[call] as [Request | string];
  if (!(input instanceof Request)) throw new Error('expected a Request');
  return input;
}

describe('createApiClient', () => {
  it('sends cookies (credentials include) and resolves paths under the API base', async () => {
    fetchMock.mockResolvedValue(json({ ok: true }));
    const client = createApiClient('/api', jest.fn());

    await expect(client.get('auth/me').json()).resolves.toEqual({ ok: true });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const request = requestOf();
    expect(request.credentials).toBe('include');
    expect(request.url).toBe('http://localhost/api/auth/me');
    expect(request.method).toBe('GET');
  });

  it('accepts an API base with a trailing slash or an absolute URL', async () => {
    fetchMock.mockImplementation(async () => json({}));
    await createApiClient('/api/', jest.fn()).get('admin/membership/stats').json();
    await createApiClient('https://api.example.com/v1', jest.fn()).post('auth/login', { json: {} }).json();
    expect(requestOf(0).url).toBe('http://localhost/api/admin/membership/stats');
    expect(requestOf(1).url).toBe('https://api.example.com/v1/auth/login');
  });

  it('sends a JSON body', async () => {
    let body: unknown;
    fetchMock.mockImplementation(async (input: Request) => {
      body = await input.json();
      return json({ ok: true });
    });
    await createApiClient('/api', jest.fn()).post('auth/login', { json: { email: 'a@b.c', password: 'pw' } }).json();
    expect(requestOf().method).toBe('POST');
    expect(body).toEqual({ email: 'a@b.c', password: 'pw' });
  });

  it('calls onUnauthorized on a 401 and still rejects with an HTTPError', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Not signed in' }, 401));
    const onUnauthorized = jest.fn();

    const error = await createApiClient('/api', onUnauthorized).get('auth/me').json().catch((e: unknown) => e);

    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(401);
  });

  it('calls onEnrolmentRequired on a 403 whose code says a second factor must be set up first', async () => {
    fetchMock.mockResolvedValue(json({ message: 'Set up two-step sign-in first.', code: 'mfa-enrolment-required' }, 403));
    const onEnrolmentRequired = jest.fn();
    const onUnauthorized = jest.fn();

    const error = await createApiClient('/api', onUnauthorized, onEnrolmentRequired).get('admin/membership/stats').json().catch((e: unknown) => e);

    expect(onEnrolmentRequired).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect((error as HTTPError).response.status).toBe(403);
    // The body is still there for the caller to read.
    expect((error as HTTPError).data).toEqual({ message: 'Set up two-step sign-in first.', code: 'mfa-enrolment-required' });
  });

  it.each([
    ['another 403', json({ message: 'Administrators only' }, 403)],
    ['that code on another status', json({ message: 'x', code: 'mfa-enrolment-required' }, 400)],
    ['a 403 without JSON', new Response('Forbidden', { status: 403 })],
  ])('does not call onEnrolmentRequired on %s', async (_label, answer) => {
    fetchMock.mockResolvedValue(answer);
    const onEnrolmentRequired = jest.fn();
    await createApiClient('/api', jest.fn(), onEnrolmentRequired).get('admin/membership/stats').json().catch(() => undefined);
    expect(onEnrolmentRequired).not.toHaveBeenCalled();
  });

  it.each([200, 403, 500])('does not call onUnauthorized on a %i', async (status) => {
    fetchMock.mockResolvedValue(json({}, status));
    const onUnauthorized = jest.fn();
    await createApiClient('/api', onUnauthorized).get('auth/me').json().catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not retry a failed POST: fetch is called once on a 500', async () => {
    fetchMock.mockImplementation(async () => json({ message: 'boom' }, 500));
    const client = createApiClient('/api', jest.fn());

    await expect(client.post('user/membership/create', { json: {} }).json()).rejects.toBeInstanceOf(HTTPError);

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not retry a failed GET either', async () => {
    fetchMock.mockImplementation(async () => json({}, 503));
    await expect(createApiClient('/api', jest.fn()).get('admin/membership/stats').json()).rejects.toBeInstanceOf(HTTPError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  describe('time-outs', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('has no default timeout: a slow answer still arrives after minutes', async () => {
      let answer: (response: Response) => void = () => undefined;
      fetchMock.mockImplementation(() => new Promise<Response>((resolve) => { answer = resolve; }));
      const client = createApiClient('/api', jest.fn());
      let outcome: unknown = 'pending';
      void client.get('auth/me').json().then(
        (value) => { outcome = value; },
        (error: unknown) => { outcome = error; },
      );

      await jest.advanceTimersByTimeAsync(5 * 60_000);
      expect(outcome).toBe('pending');
      const request = requestOf();
      expect(request.signal.aborted).toBe(false);

      answer(json({ late: true }));
      await jest.advanceTimersByTimeAsync(0);
      expect(outcome).toEqual({ late: true });
    });
  });
});

describe('api() (the page client)', () => {
  it('reads the API base from the site config', async () => {
    fetchMock.mockResolvedValue(json({}));
    setSiteConfig({ ...config, apiBase: '/backend' });
    resetApiClient();
    await api().get('auth/me').json();
    expect(requestOf().url).toBe('http://localhost/backend/auth/me');
  });

  it('is made once and kept until resetApiClient', () => {
    const first = api();
    expect(api()).toBe(first);
    resetApiClient();
    expect(api()).not.toBe(first);
  });

  it('marks the signed-in administrator as having to set up a second factor when a call says so', async () => {
    clubStore.set(loginAtom, { user: { ...adminUser, mfa: { totp: false, passkeys: 0, recoveryCodesLeft: 0, enrolmentRequired: false } }, token: 'tok' });
    fetchMock.mockResolvedValue(json({ message: 'Set up two-step sign-in first.', code: 'mfa-enrolment-required' }, 403));

    await expect(api().get('admin/membership/stats').json()).rejects.toBeInstanceOf(HTTPError);

    expect(clubStore.get(sessionAtom).currentUser?.mfa).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0, enrolmentRequired: true });
    expect(clubStore.get(sessionAtom).isAuthenticated).toBe(true);
  });

  it('leaves the user as they are on any other 403', async () => {
    clubStore.set(loginAtom, { user: adminUser, token: 'tok' });
    fetchMock.mockResolvedValue(json({ message: 'Administrators only' }, 403));

    await expect(api().get('admin/membership/stats').json()).rejects.toBeInstanceOf(HTTPError);

    expect(clubStore.get(sessionAtom).currentUser).toEqual(adminUser);
  });

  it('signs the page store out on a 401', async () => {
    clubStore.set(loginAtom, { user: member, token: 'tok' });
    fetchMock.mockResolvedValue(json({ message: 'expired' }, 401));

    await expect(api().get('auth/me').json()).rejects.toBeInstanceOf(HTTPError);

    expect(clubStore.get(sessionAtom)).toEqual({ currentUser: null, token: null, isAuthenticated: false });
  });
});

describe('apiUrl', () => {
  it('gives a root-relative URL under a base that is a path, the same wherever the page is rendered', () => {
    expect(apiUrl('user/export')).toBe('/api/user/export');
    expect(apiUrl('admin/activity.csv', new URLSearchParams({ action: 'approved', q: 'a b&c' })))
      .toBe('/api/admin/activity.csv?action=approved&q=a+b%26c');
  });

  it('keeps the host of an absolute or protocol-relative base', () => {
    setSiteConfig({ ...config, apiBase: 'https://api.example.com/v1' });
    expect(apiUrl('user/export')).toBe('https://api.example.com/v1/user/export');
    setSiteConfig({ ...config, apiBase: '//api.example.com/v1/' });
    expect(apiUrl('user/export', new URLSearchParams({ a: '1' }))).toBe('//api.example.com/v1/user/export?a=1');
  });
});
