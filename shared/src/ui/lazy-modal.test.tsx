import { lazy, useState } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { PART_UNAVAILABLE } from '../page/part-error-boundary';
import { renderWithTheme } from '../testing/render';
import { LazyModal } from './lazy-modal';
import { Modal } from './modal';

/** A page with a button that opens a lazy modal whose code `load` gives, and a line that must stay. */
function pageWith(load: () => Promise<{ default: () => React.ReactElement }>) {
  const Lazy = lazy(load);
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <main>
        <h1>Dashboard</h1>
        <button type="button" onClick={() => setOpen(true)}>Edit Profile</button>
        <LazyModal frame={{ title: 'Edit Profile', onClose: () => setOpen(false) }}>{open && <Lazy />}</LazyModal>
      </main>
    );
  }
  return <Page />;
}

describe('LazyModal', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('opens with its frame while the code loads, then is the modal', async () => {
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => { arrive = resolve; });
    renderWithTheme(pageWith(async () => {
      await arrived;
      return { default: () => <Modal open title="Edit Profile" onClose={() => {}}><p>The form</p></Modal> };
    }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' })));
    expect(within(screen.getByRole('dialog', { name: 'Edit Profile' })).getByRole('status', { name: 'Loading Edit Profile' })).toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByText('The form')).toBeInTheDocument();
  });

  it('says in its frame that it could not be loaded, offers a reload, closes, and the page stays', async () => {
    renderWithTheme(pageWith(() => Promise.reject(new Error('chunk failed'))));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' })));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Profile' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(PART_UNAVAILABLE);
    expect(within(dialog).getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Opened again, it tries again (and says so again).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' })));
    expect(within(await screen.findByRole('dialog', { name: 'Edit Profile' })).getByRole('alert')).toHaveTextContent(PART_UNAVAILABLE);
  });
});
