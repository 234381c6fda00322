import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionAtom } from 'shared';
import { adminUser, hydrateRoutes, renderRoutesToString, storeWith } from 'shared/testing';
import { AdminPage } from './admin-page';
import {
  adminNav, clearScreen, loaded, LOGOUT_PATH, menuItem, menuToggle, mockScreen, openScreen, renderAdmin, screenTitle, stubAdminApi,
} from './admin.test-utils';

afterEach(() => {
  jest.restoreAllMocks();
  clearScreen();
});

describe('AdminPage', () => {
  it("is titled 'Admin Panel' and names the signed-in admin", async () => {
    stubAdminApi();
    renderAdmin();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Grace Hopper')).toBeInTheDocument();
    await loaded();
  });

  it('opens on the Dashboard: the overview is shown and Dashboard is the current menu item', async () => {
    const { calls } = stubAdminApi({ stats: { pending: 2, approved: 5 } });
    renderAdmin();
    expect(screenTitle()).toHaveTextContent('Dashboard Overview');
    expect(menuItem('Dashboard')).toHaveAttribute('aria-current', 'page');
    expect(menuItem('Membership Requests')).not.toHaveAttribute('aria-current');
    expect(menuItem('Approved Requests')).not.toHaveAttribute('aria-current');
    await waitFor(() => expect(calls('/api/admin/membership/stats')).toHaveLength(1));
  });

  it('has a side menu nav with Dashboard, Membership Requests, Approved Requests, Security and Logout', async () => {
    stubAdminApi();
    renderAdmin();
    expect(within(adminNav()).getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Dashboard', 'Membership Requests', 'Approved Requests', 'Dinners', 'Activity', 'Releases', 'Security', 'Logout',
    ]);
    await loaded();
  });

  it('shows the chosen screen, marks it current and moves focus to its title', async () => {
    stubAdminApi();
    const { user } = renderAdmin();

    await openScreen(user, 'Membership Requests');
    expect(screenTitle()).toHaveTextContent('Pending Requests');
    expect(screenTitle()).toHaveFocus();
    expect(menuItem('Membership Requests')).toHaveAttribute('aria-current', 'page');
    expect(menuItem('Dashboard')).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('No pending requests')).toBeInTheDocument();

    await openScreen(user, 'Approved Requests');
    expect(screenTitle()).toHaveTextContent('Approved Members');
    expect(menuItem('Approved Requests')).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No members found.')).toBeInTheDocument();

    await openScreen(user, 'Dashboard');
    expect(screenTitle()).toHaveTextContent('Dashboard Overview');
    expect(screen.getByText('Pending Requests')).toBeInTheDocument();
    await loaded();
  });

  it('loads a screen afresh each time it is opened', async () => {
    const { calls } = stubAdminApi();
    const { user } = renderAdmin();
    await openScreen(user, 'Membership Requests');
    await screen.findByText('No pending requests');
    await openScreen(user, 'Dashboard');
    await openScreen(user, 'Membership Requests');
    await screen.findByText('No pending requests');
    expect(calls('/api/admin/membership/pendingRequests')).toHaveLength(2);
  });

  it('names the browser tab while shown', async () => {
    stubAdminApi();
    document.title = 'Before';
    const { unmount } = renderAdmin();
    expect(document.title).toBe('Admin Panel · The Supper Club');
    await loaded();
    unmount();
    expect(document.title).toBe('Before');
  });

  it('shows nothing once no one is signed in', async () => {
    stubAdminApi();
    const { store } = renderAdmin();
    await loaded();
    // The shell's guard sends a signed-out visitor away; the panel itself never renders without a user.
    act(() => store.set(sessionAtom, { currentUser: null, token: null, isAuthenticated: false }));
    expect(screen.queryByRole('heading', { name: 'Admin Panel' })).not.toBeInTheDocument();
  });
});

describe('AdminPage: the collapsible side menu', () => {
  it('is open on a wide screen; its toggle says so and names the nav it controls', async () => {
    stubAdminApi();
    renderAdmin();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menuToggle()).toHaveAttribute('aria-controls', adminNav().id);
    expect(adminNav()).toBeVisible();
    await loaded();
  });

  it('collapses and opens again with the toggle', async () => {
    stubAdminApi();
    const { user } = renderAdmin();
    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin panel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dashboard' })).not.toBeInTheDocument();

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    expect(menuItem('Dashboard')).toBeVisible();
  });

  it('stays open after a choice on a wide screen', async () => {
    mockScreen({ narrow: false });
    stubAdminApi();
    const { user } = renderAdmin();
    await openScreen(user, 'Approved Requests');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    await screen.findByText('No members found.');
  });

  it('starts collapsed below 640px and collapses again after a choice', async () => {
    const { matchMedia } = mockScreen({ narrow: true });
    stubAdminApi();
    const { user } = renderAdmin();
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 639px)');
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin panel' })).not.toBeInTheDocument();
    expect(screenTitle()).toHaveTextContent('Dashboard Overview');

    await user.click(menuToggle());
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    await openScreen(user, 'Membership Requests');

    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Admin panel' })).not.toBeInTheDocument();
    expect(screenTitle()).toHaveTextContent('Pending Requests');
    expect(screenTitle()).toHaveFocus();
    await screen.findByText('No pending requests');
  });

  it('follows the screen across 640px: collapses when it narrows, opens when it widens', async () => {
    const screenSize = mockScreen({ narrow: false });
    stubAdminApi();
    renderAdmin();
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    screenSize.resize({ narrow: true });
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'false');
    screenSize.resize({ narrow: false });
    expect(menuToggle()).toHaveAttribute('aria-expanded', 'true');
    await loaded();
  });
});

describe('AdminPage drawn by the server', () => {
  const routes = [{ path: '/admin', element: <AdminPage /> }];
  const adminStore = () => storeWith({ user: adminUser, confirmed: true });

  it('leaves the side menu to CSS: no open or collapsed state in the markup, the nav not hidden', () => {
    stubAdminApi();
    const page = document.createElement('div');
    page.innerHTML = renderRoutesToString(routes, { path: '/admin', store: adminStore() });
    const toggle = within(page).getByRole('button', { name: 'Admin menu' });
    expect(toggle).not.toHaveAttribute('aria-expanded');
    expect(within(page).getByRole('navigation', { name: 'Admin panel' })).not.toHaveAttribute('hidden');
    expect(within(page).getByRole('heading', { level: 1 })).toHaveTextContent('Admin Panel');
  });

  it.each([
    { narrow: true, expanded: 'false' },
    { narrow: false, expanded: 'true' },
  ])('hydrates without a mismatch and then takes the state the screen gives (narrow: $narrow)', async ({ narrow, expanded }) => {
    mockScreen({ narrow });
    stubAdminApi();
    const { container, recoverable } = await hydrateRoutes(routes, { path: '/admin', makeStore: adminStore });
    expect(recoverable).toEqual([]);
    expect(menuToggle()).toHaveAttribute('aria-expanded', expanded);
    expect(screen.queryByRole('navigation', { name: 'Admin panel' }) !== null).toBe(!narrow);
    await loaded();
    container.remove();
  });
});

describe('AdminPage: Logout', () => {
  it('ends the server session, clears the signed-in user and goes to /login', async () => {
    const { sent } = stubAdminApi();
    const { user, store } = renderAdmin();
    await loaded();
    await user.click(menuItem('Logout'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(sent.filter((call) => call.path === LOGOUT_PATH)).toEqual([{ method: 'POST', path: LOGOUT_PATH, body: undefined }]);
    expect(store.get(sessionAtom)).toEqual({ currentUser: null, token: null, isAuthenticated: false });
  });

  it('is reachable from the collapsed menu on a phone', async () => {
    mockScreen({ narrow: true });
    stubAdminApi();
    const { user } = renderAdmin();
    await user.click(menuToggle());
    await user.click(menuItem('Logout'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});
