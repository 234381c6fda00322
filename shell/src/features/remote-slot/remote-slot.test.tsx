import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { theme, type LegalDocument } from 'shared';
import { ThemeProvider } from 'styled-components';
import { RemoteSlot } from './remote-slot';

type LegalModule = { default: ComponentType<{ document: LegalDocument }> };
type PageModule = { default: ComponentType };

function LegalStub({ document }: { document: LegalDocument }) {
  return <h1>{`Legal document: ${document}`}</h1>;
}

function LoginStub() {
  return <h1>Member Access</h1>;
}

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderSlot(ui: React.ReactElement) {
  const user = userEvent.setup();
  return { user, ...render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>) };
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  // The error boundary logs every failure (and React reports caught errors): keep the output clean.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('RemoteSlot', () => {
  it('shows the "Loading page" spinner while the module loads, then the component with its props', async () => {
    const pending = deferred<LegalModule>();
    const load = jest.fn(() => pending.promise);

    renderSlot(<RemoteSlot id="remote_public/legal-page" props={{ document: 'terms' }} load={load} />);

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote_public/legal-page');

    await act(async () => pending.resolve({ default: LegalStub }));

    expect(await screen.findByRole('heading', { name: 'Legal document: terms' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a module without props', async () => {
    const load = jest.fn(async (): Promise<PageModule> => ({ default: LoginStub }));
    renderSlot(<RemoteSlot id="remote_public/login-page" load={load} />);
    expect(await screen.findByRole('heading', { name: 'Member Access' })).toBeInTheDocument();
  });

  it('shows the fallback with "Try again" when the load fails, and a retry loads afresh', async () => {
    const load = jest.fn<Promise<PageModule>, [string]>()
      .mockRejectedValueOnce(new Error('remote origin down'))
      .mockResolvedValueOnce({ default: LoginStub });

    const { user } = renderSlot(<RemoteSlot id="remote_public/login-page" load={load} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the site is unavailable');
    expect(screen.getByRole('heading', { name: 'This part of the site is unavailable' })).toBeInTheDocument();
    expect(alert).toHaveAttribute('data-remote-fallback', 'remote_public/login-page');
    expect(load).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: 'Member Access' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenNthCalledWith(2, 'remote_public/login-page');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the spinner again during the retry and the fallback again if it fails too', async () => {
    const second = deferred<PageModule>();
    const load = jest.fn<Promise<PageModule>, [string]>()
      .mockRejectedValueOnce(new Error('first failure'))
      .mockReturnValueOnce(second.promise);

    const { user } = renderSlot(<RemoteSlot id="remote_public/login-page" load={load} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => second.reject(new Error('second failure')));

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is unavailable');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the loaded component throws while rendering', async () => {
    function Crashing(): never {
      throw new Error('render crash');
    }
    const load = jest.fn(async (): Promise<PageModule> => ({ default: Crashing }));

    renderSlot(<RemoteSlot id="remote_public/login-page" load={load} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[shell] remote remote_public/login-page crashed:',
      expect.objectContaining({ message: 'render crash' }),
    );
  });

  it('loads the new module when the id changes', async () => {
    const load = jest.fn(async (id: string): Promise<PageModule> => ({
      default: () => <h1>{`Module ${id}`}</h1>,
    }));
    const { rerender } = renderSlot(<RemoteSlot id="remote_public/login-page" load={load} />);
    expect(await screen.findByRole('heading', { name: 'Module remote_public/login-page' })).toBeInTheDocument();

    rerender(
      <ThemeProvider theme={theme}>
        <RemoteSlot id="remote_public/forgot-password-page" load={load} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Module remote_public/forgot-password-page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
