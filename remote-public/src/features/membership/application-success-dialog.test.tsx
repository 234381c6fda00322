import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithTheme } from 'shared/testing';
import { ApplicationSuccessDialog } from './application-success-dialog';

const TEXT = "Thank you for applying! We'll be in touch within 5-7 business days.";

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>Reopen</button>
      <ApplicationSuccessDialog open={open} onClose={() => { onClose(); setOpen(false); }} />
    </>
  );
}

type User = ReturnType<typeof renderWithTheme>['user'];

const dialog = () => screen.getByRole('dialog', { name: 'Submitted Successfully!' });

describe('ApplicationSuccessDialog', () => {
  it('renders nothing while closed', () => {
    renderWithTheme(<ApplicationSuccessDialog open={false} onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal titled "Submitted Successfully!" with the promise of a reply, and focuses Close', () => {
    renderWithTheme(<Harness onClose={jest.fn()} />);
    expect(dialog()).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog()).getByRole('heading', { name: 'Submitted Successfully!' })).toBeVisible();
    expect(within(dialog()).getByText(TEXT)).toBeVisible();
    expect(dialog()).toHaveAccessibleDescription(TEXT);
    expect(within(dialog()).getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it.each([
    ['the Close button', (user: User) => user.click(within(dialog()).getByRole('button', { name: 'Close' }))],
    ['the corner close button', (user: User) => user.click(within(dialog()).getByRole('button', { name: 'Close dialog' }))],
    ['a backdrop click', (user: User) => user.click(dialog().parentElement!)],
    ['Escape', (user: User) => user.keyboard('{Escape}')],
  ])('closes on %s', async (_label, perform) => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(<Harness onClose={onClose} />);
    await perform(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a click inside the dialog', async () => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(<Harness onClose={onClose} />);
    await user.click(within(dialog()).getByText(TEXT));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toBeInTheDocument();
  });
});
