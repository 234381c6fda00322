import { screen, waitFor } from '@testing-library/react';
import { PART_UNAVAILABLE } from 'shared';
import { clearScreen, menuItem, openScreen, renderAdmin, screenTitle, stubAdminApi } from './admin.test-utils';

// The Approved Members screen's chunk cannot be loaded (its import fails).
jest.mock('../members/approved-members', () => {
  throw new Error('chunk failed');
});

afterEach(() => {
  jest.restoreAllMocks();
  clearScreen();
});

describe('AdminPage with a screen whose code does not load', () => {
  it('says so in the screen\'s place; the panel and its menu still work', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    stubAdminApi({ stats: { pending: 2, approved: 5 } });
    const { user } = renderAdmin();
    await user.click(menuItem('Approved Requests'));
    expect(await screen.findByRole('alert')).toHaveTextContent(PART_UNAVAILABLE);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeInTheDocument();
    expect(screenTitle()).toHaveTextContent('Approved Members');
    // Another screen chosen is drawn afresh.
    await openScreen(user, 'Dashboard');
    await waitFor(() => expect(screen.getByText('5')).toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
