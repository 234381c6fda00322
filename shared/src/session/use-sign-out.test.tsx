import { screen } from '@testing-library/react';
import { sessionAtom } from './session-atoms';
import { useSignOut } from './use-sign-out';
import { stubFetch } from '../testing/fetch-stub';
import { memberUser } from '../testing/fixtures';
import { renderRoutes, storeWith } from '../testing/render';

function SignOutButton() {
  const { signOut, signingOut } = useSignOut();
  return <button type="button" onClick={() => void signOut()} disabled={signingOut}>Sign Out</button>;
}

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = stubFetch();
});

afterEach(() => {
  fetchMock.mockRestore();
});

function setup() {
  return renderRoutes(
    [{ path: '/user', element: <SignOutButton /> }, { path: '/login', element: <h1>Login screen</h1> }],
    { path: '/user', store: storeWith({ user: memberUser, confirmed: true }) },
  );
}

describe('useSignOut', () => {
  it('ends the server session, clears the local one and goes to /login', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { store, router, user } = setup();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    const [request] = fetchMock.mock.calls[0] as [Request];
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/api/auth/logout');
    expect(store.get(sessionAtom)).toEqual({ currentUser: null, token: null, isAuthenticated: false });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('signs out locally even when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { store, user } = setup();

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeInTheDocument();
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });
});
