import { act, fireEvent, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { LegalDocument } from 'shared';
import { renderWithTheme } from 'shared/testing';
import { fakeHost, remoteManifest, TEST_HOST_VERSIONS as HOST } from '../../federation/fake-federation.test-utils';
import { remoteFailurePlugin } from '../../federation/remote-failure-plugin';
import { RemoteVersionSkewError } from '../../federation/version-skew-error';
import { versionSkewPlugin } from '../../federation/version-skew-plugin';
import { loadAndRemember } from '../../federation/loaded-modules';
import { RemoteSlot } from './remote-slot';
import { reloadPage } from './remote-version-mismatch';

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

let consoleError: jest.SpyInstance;

beforeEach(() => {
  // The error boundary logs every failure (and React reports caught errors): keep the output clean.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
});

describe('RemoteSlot', () => {
  it('renders a module its loader has loaded before at once, without the spinner', async () => {
    const load = jest.fn(async () => ({ default: LoginStub }));
    await loadAndRemember('remote_public/login-page', load);

    renderWithTheme(<RemoteSlot id="remote_public/login-page" load={load} />);
    // In the first render, not after a suspension: no "Loading page" ever shows.
    expect(screen.getByRole('heading', { name: 'Member Access' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the "Loading page" spinner while the module loads, then the component with its props', async () => {
    const pending = deferred<LegalModule>();
    const load = jest.fn(() => pending.promise);

    renderWithTheme(<RemoteSlot id="remote_public/legal-page" props={{ document: 'terms' }} load={load} />);

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('remote_public/legal-page');

    await act(async () => pending.resolve({ default: LegalStub }));

    expect(await screen.findByRole('heading', { name: 'Legal document: terms' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders a module without props', async () => {
    const load = jest.fn(async (): Promise<PageModule> => ({ default: LoginStub }));
    renderWithTheme(<RemoteSlot id="remote_public/login-page" load={load} />);
    expect(await screen.findByRole('heading', { name: 'Member Access' })).toBeInTheDocument();
  });

  it('shows the fallback with "Try again" when the load fails, and a retry loads afresh', async () => {
    const load = jest.fn<Promise<PageModule>, [string]>()
      .mockRejectedValueOnce(new Error('remote origin down'))
      .mockResolvedValueOnce({ default: LoginStub });

    const { user } = renderWithTheme(<RemoteSlot id="remote_public/login-page" load={load} />);

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

    const { user } = renderWithTheme(<RemoteSlot id="remote_public/login-page" load={load} />);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(async () => second.reject(new Error('second failure')));

    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the site is unavailable');
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('a module that does not arrive in time', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    /** A slot whose module is still on its way when its 1 s timeout passes. */
    function renderSlowSlot() {
      const slow = deferred<PageModule>();
      const load = jest.fn(() => slow.promise);
      renderWithTheme(<RemoteSlot id="remote_public/login-page" load={load} timeoutMs={1000} />);
      return { slow, load };
    }

    it('shows the fallback when the module does not arrive in time, and a retry joins the load under way', async () => {
      const { slow } = renderSlowSlot();
      expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();

      await act(async () => { jest.advanceTimersByTime(999); });
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(async () => { jest.advanceTimersByTime(1); });
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is unavailable');
      expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();

      // The reader retries while the load is still under way: the retry waits for that load.
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await act(async () => slow.resolve({ default: LoginStub }));
      expect(await screen.findByRole('heading', { name: 'Member Access' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('brings the page in by itself when a module that timed out arrives later', async () => {
      const { slow } = renderSlowSlot();
      await act(async () => { jest.advanceTimersByTime(1000); });
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is unavailable');

      await act(async () => slow.resolve({ default: LoginStub }));
      expect(await screen.findByRole('heading', { name: 'Member Access' })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('keeps the fallback when a module that timed out fails after all', async () => {
      const { slow, load } = renderSlowSlot();
      await act(async () => { jest.advanceTimersByTime(1000); });
      await act(async () => slow.reject(new Error('chunk failed')));
      expect(screen.getByRole('alert')).toHaveTextContent('This part of the site is unavailable');
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  it('shows the fallback when the loaded component throws while rendering', async () => {
    function Crashing(): never {
      throw new Error('render crash');
    }
    const load = jest.fn(async (): Promise<PageModule> => ({ default: Crashing }));

    renderWithTheme(<RemoteSlot id="remote_public/login-page" load={load} />);

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
    const { rerender } = renderWithTheme(<RemoteSlot id="remote_public/login-page" load={load} />);
    expect(await screen.findByRole('heading', { name: 'Module remote_public/login-page' })).toBeInTheDocument();

    rerender(<RemoteSlot id="remote_public/forgot-password-page" load={load} />);
    expect(await screen.findByRole('heading', { name: 'Module remote_public/forgot-password-page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  describe('a remote refused for version skew', () => {
    const MISMATCH = 'This part of the site is being updated';
    let consoleWarn: jest.SpyInstance;

    beforeEach(() => {
      // The federation runtime also warns about the error a plugin throws.
      consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });

    afterEach(() => {
      consoleWarn.mockRestore();
    });

    /** RemoteSlot over a real runtime with the shell's plugins; the check is given the host versions. */
    function slotOverRuntime(manifest: object) {
      const federation = fakeHost({
        manifest,
        component: LoginStub,
        plugins: [versionSkewPlugin(HOST), remoteFailurePlugin()],
      });
      const load = jest.fn((id: string) => federation.host.loadRemote(id) as Promise<PageModule>);
      return { federation, load, ...renderWithTheme(<RemoteSlot id="remote_member/dashboard-page" load={load} />) };
    }

    it('shows the version-mismatch fallback, with a reload and no retry, and never loads the entry', async () => {
      const reload = jest.spyOn(reloadPage, 'run').mockImplementation(() => undefined);
      const { federation, user } = slotOverRuntime(remoteManifest({ shared: '9.0.0' }));

      const alert = await screen.findByRole('alert');
      expect(screen.getByRole('heading', { name: MISMATCH })).toBeInTheDocument();
      expect(alert).toHaveTextContent('Please reload the page in a moment.');
      expect(alert).toHaveAttribute('data-remote-fallback', 'remote_member/dashboard-page');
      expect(alert).toHaveAttribute('data-fallback-reason', 'version-skew');
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(federation.entries).toEqual([]);
      expect(consoleError).toHaveBeenCalledWith(
        expect.stringContaining('remote_member was built against shared 9.0.0; this site runs shared 0.1.0'),
      );

      await user.click(screen.getByRole('button', { name: 'Reload page' }));
      expect(reload).toHaveBeenCalledTimes(1);
      reload.mockRestore();
    });

    it('shows the remote itself when the versions agree (control)', async () => {
      const { federation } = slotOverRuntime(remoteManifest({ shared: '0.1.4', react: '19.0.0' }));
      expect(await screen.findByRole('heading', { name: 'Member Access' })).toBeInTheDocument();
      expect(federation.entries).toEqual([federation.entryUrl]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the same fallback when the refusal reaches the slot as an error', async () => {
      const error = new RemoteVersionSkewError('remote_member', ['remote_member was built against react 20.0.0; this site runs react 19.3.1']);
      const load = jest.fn(async (): Promise<PageModule> => {
        throw error;
      });
      renderWithTheme(<RemoteSlot id="remote_member/dashboard-page" load={load} />);

      expect(await screen.findByRole('heading', { name: MISMATCH })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
      expect(screen.queryByText('This part of the site is unavailable')).not.toBeInTheDocument();
      expect(consoleError).toHaveBeenCalledWith('[shell] remote remote_member/dashboard-page refused:', error.message);
    });
  });
});
