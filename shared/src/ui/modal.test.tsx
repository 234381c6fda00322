import { useRef, useState, type ReactNode } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { Modal, type ModalProps } from './modal';
import { renderWithTheme } from '../testing/render';
import { hasStyleRule } from '../testing/styles';

/** A page with an opener button and a modal it controls, as a user meets it. */
function Page({ children, ...props }: Partial<ModalProps> & { children?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Reject
      </button>
      <Modal title="Provide a rejection reason" open={open} onClose={() => setOpen(false)} {...props}>
        {children}
      </Modal>
    </main>
  );
}

const form = (
  <>
    <label htmlFor="reason">Reason</label>
    <textarea id="reason" placeholder="Enter reason..." />
    <button type="button">Confirm</button>
  </>
);

describe('Modal', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('renders nothing while closed', () => {
    renderWithTheme(<Modal open={false} onClose={jest.fn()} title="Hidden" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('is a modal dialog in document.body, named by its heading and described by its description', () => {
    const { container } = renderWithTheme(
      <Modal open onClose={jest.fn()} title="Deactivate Ada" description="Please provide a reason for deactivation:">
        <p>Body text</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Deactivate Ada' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Please provide a reason for deactivation:');
    expect(within(dialog).getByRole('heading', { name: 'Deactivate Ada' })).toBeInTheDocument();
    expect(within(dialog).getByText('Body text')).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('has a labelled × close button, and renders the footer', async () => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(
      <Modal open onClose={onClose} title="Submitted Successfully!" closeLabel="Close dialog" footer={<button type="button">Done</button>}>
        Thank you for applying!
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Submitted Successfully!' });
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeInTheDocument();
    const close = within(dialog).getByRole('button', { name: 'Close dialog' });
    expect(close.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await user.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('moves focus to the first focusable content element on open', async () => {
    const { user } = renderWithTheme(<Page>{form}</Page>);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  });

  it('focuses the dialog itself when its content has nothing focusable', async () => {
    const { user } = renderWithTheme(<Page>Just text.</Page>);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    function WithInitial() {
      const confirm = useRef<HTMLButtonElement>(null);
      return (
        <Page initialFocusRef={confirm}>
          <input aria-label="First" />
          <button ref={confirm} type="button">
            Confirm
          </button>
        </Page>
      );
    }
    const { user } = renderWithTheme(<WithInitial />);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = renderWithTheme(<Page footer={<button type="button">Cancel</button>}>{form}</Page>);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const reason = screen.getByRole('textbox', { name: 'Reason' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });

    expect(reason).toHaveFocus();
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab(); // wraps to the first focusable: the close button
    expect(close).toHaveFocus();
    await user.tab({ shift: true }); // and back around to the last
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });

  it('keeps focus in the dialog when Tab is pressed with nothing but the dialog focused', async () => {
    const { user } = renderWithTheme(<Page>Just text.</Page>);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = renderWithTheme(<Page>{form}</Page>);
    const opener = screen.getByRole('button', { name: 'Reject' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const { user } = renderWithTheme(<Page>{form}</Page>);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByText('Reason'));
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toHaveFocus();
  });

  it('does not close when a press starts inside and ends on the backdrop (a drag)', () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open onClose={onClose} title="Edit Profile">
        {form}
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    const backdrop = dialog.parentElement as HTMLElement;
    fireEvent.mouseDown(screen.getByRole('textbox', { name: 'Reason' }));
    fireEvent.mouseUp(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.mouseDown(backdrop);
    fireEvent.mouseUp(dialog);
    fireEvent.click(backdrop);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.mouseDown(backdrop);
    fireEvent.mouseUp(backdrop);
    fireEvent.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores backdrop clicks when closeOnBackdrop is false', async () => {
    const onClose = jest.fn();
    const { user } = renderWithTheme(
      <Modal open onClose={onClose} title="Saving" closeOnBackdrop={false}>
        ...
      </Modal>,
    );
    await user.click(screen.getByRole('dialog').parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('locks page scroll while open and restores it after', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = renderWithTheme(<Page>{form}</Page>);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('restores page scroll when unmounted while open', async () => {
    function Host() {
      const [show, setShow] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShow(false)}>
            Leave
          </button>
          {show && (
            <Modal open onClose={jest.fn()} title="Member">
              <button type="button" onClick={() => setShow(false)}>
                Unmount
              </button>
            </Modal>
          )}
        </>
      );
    }
    const { user } = renderWithTheme(<Host />);
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Unmount' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('with stacked modals, Escape closes only the top one and scroll stays locked', async () => {
    function Stack() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(false);
      return (
        <Modal open={outer} onClose={() => setOuter(false)} title="Member details">
          <button type="button" onClick={() => setInner(true)}>
            Block
          </button>
          <Modal open={inner} onClose={() => setInner(false)} title="Deactivate Ada">
            <textarea aria-label="Reason" />
          </Modal>
        </Modal>
      );
    }
    const { user } = renderWithTheme(<Stack />);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Deactivate Ada' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Member details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Block' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('sizes the card by `size`', () => {
    renderWithTheme(
      <Modal open onClose={jest.fn()} title="Wide" size="lg">
        x
      </Modal>,
    );
    // max-width applies from the small breakpoint; the rule is present in the card's styles
    expect(hasStyleRule(screen.getByRole('dialog'), 'max-width: 50rem')).toBe(true);
  });
});
