// The profile modal's code held back, as on a slow network before its chunk arrives: the real
// modal suspends until the test lets it through.
let mockLetThrough: () => void = () => {};
const mockArrived = new Promise<void>((resolve) => {
  mockLetThrough = resolve;
});

jest.mock('../profile/edit-profile-modal', () => {
  const { use } = jest.requireActual<typeof import('react')>('react');
  const actual = jest.requireActual<typeof import('../profile/edit-profile-modal')>('../profile/edit-profile-modal');
  return {
    EditProfileModal: (props: Parameters<typeof actual.EditProfileModal>[0]) => {
      use(mockArrived);
      return <actual.EditProfileModal {...props} />;
    },
  };
});

import { act, screen, within } from '@testing-library/react';
import { findSearch, renderDashboard, stubApi } from './dashboard.test-utils';

afterEach(() => jest.restoreAllMocks());

describe('DashboardPage: a modal opened before its code is there', () => {
  it('opens at once with a spinner, then the form takes its place, and closing returns focus to the button', async () => {
    stubApi();
    const { user } = renderDashboard();
    await findSearch();
    const edit = screen.getByRole('button', { name: 'Edit Profile' });
    await user.click(edit);

    const loading = screen.getByRole('dialog', { name: 'Edit Profile' });
    // The header the form will have, so nothing moves when it arrives.
    expect(loading).toHaveAccessibleDescription('How fellow members see you in the directory.');
    expect(within(loading).getByRole('status', { name: 'Loading Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).not.toBeInTheDocument();

    await act(async () => mockLetThrough());
    const form = await screen.findByRole('form', { name: 'Edit Profile' });
    expect(within(form).getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
    expect(screen.queryByRole('status', { name: 'Loading Edit Profile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(edit).toHaveFocus();
  });
});
