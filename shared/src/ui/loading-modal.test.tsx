import { Suspense, use } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { LoadingModal } from './loading-modal';
import { Modal } from './modal';
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

/** The real modal behind a Suspense boundary whose fallback is the loading dialog, its code held back until `arrive`. */
function lazyModalPage() {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  function RealModal() {
    use(arrived);
    return (
      <Modal open title="Edit Profile" onClose={() => {}}>
        <label htmlFor="name">Full Name</label>
        <input id="name" />
      </Modal>
    );
  }
  const page = (
    <Suspense fallback={<LoadingModal title="Edit Profile" onClose={() => {}} />}>
      <RealModal />
    </Suspense>
  );
  return { page, arrive };
}

const card = () => screen.getByRole('dialog', { name: 'Edit Profile' });
const backdrop = () => card().closest<HTMLElement>('[data-modal-backdrop]');

describe('LoadingModal handing over to the modal', () => {
  it('lets the modal take its place without playing the entrance again (backdrop and card)', async () => {
    const { page, arrive } = lazyModalPage();
    // Awaited, as React wants for a render that suspends.
    await act(async () => {
      renderWithTheme(page);
    });
    expect(screen.getByRole('status', { name: 'Loading Edit Profile' })).toBeInTheDocument();
    expect(card().style.animation).toBe('');

    await act(async () => arrive());
    expect(await screen.findByRole('textbox', { name: 'Full Name' })).toBeInTheDocument();
    expect(card().style.animation).toMatch(/^none/);
    expect(backdrop()?.style.animation).toMatch(/^none/);
  });

  it('still plays the entrance of a dialog that replaces nothing, also under Strict Mode', () => {
    // Strict Mode around the whole tree, as the shell renders: effects run, are undone, and run again.
    renderWithTheme(<LoadingModal title="Edit Profile" onClose={() => {}} />, { reactStrictMode: true });
    expect(card().style.animation).toBe('');
    expect(backdrop()?.style.animation).toBe('');
  });

  it('plays the entrance of a dialog opened after another one closed', async () => {
    const { rerender } = renderWithTheme(<LoadingModal title="Edit Profile" onClose={() => {}} />);
    rerender(<></>);
    await act(async () => {});
    rerender(<LoadingModal title="Edit Profile" onClose={() => {}} />);
    expect(card().style.animation).toBe('');
  });
});
