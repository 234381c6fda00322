import { fireEvent, screen, within } from '@testing-library/react';
import { LoadingModal } from './loading-modal';
import { renderWithTheme } from '../testing/render';

describe('LoadingModal', () => {
  it('is the dialog the user opened, named by its title, with what is loading announced', () => {
    renderWithTheme(<LoadingModal title="Edit Profile" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByRole('status', { name: 'Loading Edit Profile' })).toBeInTheDocument();
  });

  it('can be closed while it loads, with its close button or Escape', () => {
    const onClose = jest.fn();
    renderWithTheme(<LoadingModal title="Sign-in & security" onClose={onClose} />);
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
