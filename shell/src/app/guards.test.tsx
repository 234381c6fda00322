import { act, screen } from '@testing-library/react';
import { logoutAtom, sessionCheckAtom } from 'shared';
import { adminUser, memberUser, renderRoutes, storeWith, type StoreSetup } from 'shared/testing';
import { AdminGoesToPanel, RequireRole } from './guards';

function renderGuarded(path: string, setup: StoreSetup) {
  return renderRoutes(
    [
      { path: '/login', element: <h1>Login screen</h1> },
      { path: '/admin', element: <RequireRole role="admin"><h1>Admin panel</h1></RequireRole> },
      { path: '/user', element: <RequireRole role="user"><h1>Member dashboard</h1></RequireRole> },
      { path: '/', element: <AdminGoesToPanel><h1>Landing page</h1></AdminGoesToPanel> },
    ],
    { path, store: storeWith(setup) },
  );
}

const heading = (name: string) => screen.queryByRole('heading', { name });

describe('RequireRole', () => {
  it.each(['/user', '/admin'])('sends a visitor on %s to /login', (path) => {
    const { router } = renderGuarded(path, 'visitor');
    expect(router.state.location.pathname).toBe('/login');
    expect(heading('Login screen')).toBeInTheDocument();
    expect(heading('Member dashboard')).not.toBeInTheDocument();
    expect(heading('Admin panel')).not.toBeInTheDocument();
  });

  it('replaces the history entry when it redirects', () => {
    const { router } = renderGuarded('/user', 'visitor');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows "Checking your session" while a restored user is not yet confirmed', () => {
    const { router } = renderGuarded('/admin', { user: adminUser, confirmed: false });
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(heading('Admin panel')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('does not render a protected page for a forged, unconfirmed user even of the right role', () => {
    renderGuarded('/user', { user: memberUser, confirmed: false });
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(heading('Member dashboard')).not.toBeInTheDocument();
  });

  it('renders the page once the session is confirmed', () => {
    const { store } = renderGuarded('/user', { user: memberUser, confirmed: false });
    act(() => store.set(sessionCheckAtom, 'confirmed'));
    expect(heading('Member dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your session' })).not.toBeInTheDocument();
  });

  it('sends a member who opens /admin to /login', () => {
    const { router } = renderGuarded('/admin', { user: memberUser, confirmed: true });
    expect(router.state.location.pathname).toBe('/login');
    expect(heading('Admin panel')).not.toBeInTheDocument();
  });

  it('sends an admin who opens /user to /login', () => {
    const { router } = renderGuarded('/user', { user: adminUser, confirmed: true });
    expect(router.state.location.pathname).toBe('/login');
    expect(heading('Member dashboard')).not.toBeInTheDocument();
  });

  it('renders the page for a confirmed member on /user', () => {
    const { router } = renderGuarded('/user', { user: memberUser, confirmed: true });
    expect(router.state.location.pathname).toBe('/user');
    expect(heading('Member dashboard')).toBeInTheDocument();
  });

  it('renders the page for a confirmed admin on /admin', () => {
    renderGuarded('/admin', { user: adminUser, confirmed: true });
    expect(heading('Admin panel')).toBeInTheDocument();
  });

  it('sends the user to /login when they are signed out on a protected page', () => {
    const { store, router } = renderGuarded('/user', { user: memberUser, confirmed: true });
    act(() => store.set(logoutAtom));
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('AdminGoesToPanel', () => {
  it('sends a confirmed admin from / to /admin', () => {
    const { router } = renderGuarded('/', { user: adminUser, confirmed: true });
    expect(router.state.location.pathname).toBe('/admin');
    expect(heading('Admin panel')).toBeInTheDocument();
    expect(heading('Landing page')).not.toBeInTheDocument();
  });

  it('shows the landing page to a member', () => {
    const { router } = renderGuarded('/', { user: memberUser, confirmed: true });
    expect(router.state.location.pathname).toBe('/');
    expect(heading('Landing page')).toBeInTheDocument();
  });

  it('shows the landing page to a visitor', () => {
    renderGuarded('/', 'visitor');
    expect(heading('Landing page')).toBeInTheDocument();
  });

  it('shows the landing page to an admin not yet confirmed by the server', () => {
    const { router } = renderGuarded('/', { user: adminUser, confirmed: false });
    expect(router.state.location.pathname).toBe('/');
    expect(heading('Landing page')).toBeInTheDocument();
  });
});

describe('RequireRole while the server cannot confirm the session', () => {
  it('shows the load error with a retry instead of trusting the stored role', async () => {
    const setup: StoreSetup = { user: { ...memberUser, isAdmin: true }, confirmed: false };
    const store = storeWith(setup);
    store.set(sessionCheckAtom, 'unreachable');
    renderRoutes(
      [{ path: '/admin', element: <RequireRole role="admin"><p>admin data</p></RequireRole> }],
      { store, path: '/admin' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load dashboard data');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('admin data')).not.toBeInTheDocument();
  });
});
