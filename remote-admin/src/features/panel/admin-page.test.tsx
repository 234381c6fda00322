import { screen } from '@testing-library/react';
import { sessionAtom } from 'shared';
import { adminUser, answerWith, jsonResponse, LocationProbe, renderRoutes, storeWith, stubFetch } from 'shared/testing';
import { AdminPage } from './admin-page';

afterEach(() => jest.restoreAllMocks());

describe('AdminPage', () => {
  it('is titled Admin Panel and names the signed-in admin', () => {
    stubFetch();
    renderRoutes([{ path: '/admin', element: <AdminPage /> }], {
      path: '/admin',
      store: storeWith({ user: adminUser, confirmed: true }),
    });
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Grace Hopper')).toBeInTheDocument();
  });

  it('Logout ends the session and goes to /login', async () => {
    const sent = answerWith(stubFetch(), () => jsonResponse({ success: true }));
    const { user, store } = renderRoutes(
      [
        { path: '/admin', element: <AdminPage /> },
        { path: '/login', element: <LocationProbe /> },
      ],
      { path: '/admin', store: storeWith({ user: adminUser, confirmed: true }) },
    );
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(sent.map((r) => r.url)).toEqual(['http://localhost/api/auth/logout']);
    expect(store.get(sessionAtom).isAuthenticated).toBe(false);
  });
});
