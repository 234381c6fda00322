import { screen } from '@testing-library/react';
import { sessionAtom } from 'shared';
import { answerWith, jsonResponse, LocationProbe, memberUser, renderRoutes, storeWith, stubFetch } from 'shared/testing';
import { DashboardPage } from './dashboard-page';

function renderDashboard() {
  const store = storeWith({ user: memberUser, confirmed: true });
  return renderRoutes(
    [
      { path: '/user', element: <DashboardPage /> },
      { path: '/login', element: <LocationProbe /> },
    ],
    { path: '/user', store },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('DashboardPage', () => {
  it('welcomes the member by name, with initials in place of a missing picture', () => {
    stubFetch();
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(screen.getByText('Distinguished Member')).toBeInTheDocument();
  });

  it('Sign Out ends the server session, clears the local one and goes to /login', async () => {
    const sent = answerWith(stubFetch(), () => jsonResponse({ success: true }));
    const { user, store } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(sent).toEqual([expect.objectContaining({ method: 'POST', url: 'http://localhost/api/auth/logout' })]);
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });

  it('signs out locally even when the server cannot be reached', async () => {
    stubFetch().mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, store } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(store.get(sessionAtom).currentUser).toBeNull();
  });
});
