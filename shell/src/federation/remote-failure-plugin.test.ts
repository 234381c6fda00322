import { fakeHost, remoteManifest } from './fake-federation.test-utils';
import { logRemoteFailure, remoteFailurePlugin } from './remote-failure-plugin';
import { RemoteVersionSkewError } from './version-skew-error';

type ErrorLoadRemote = (args: { id: string; error: unknown; lifecycle: string; from?: string; origin?: unknown }) => unknown;

function hookOf(): ErrorLoadRemote {
  const plugin = remoteFailurePlugin();
  expect(plugin.name).toBe('club-remote-failure');
  return plugin.errorLoadRemote as unknown as ErrorLoadRemote;
}

function Dashboard() {
  return null;
}

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The federation runtime warns too when a remote fails.
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

const stagesLogged = () => consoleError.mock.calls
  .map(([first]) => /failed at (\w+):$/.exec(String(first))?.[1])
  .filter((stage) => stage !== undefined);

describe('remoteFailurePlugin', () => {
  it.each(['onLoad', 'afterResolve', 'beforeRequest', 'beforeLoadShare'])(
    "answers nothing at '%s': the runtime goes on with the error, no module stands in for the remote",
    (lifecycle) => {
      const result = hookOf()({ id: 'remote_admin/admin-page', error: new Error('manifest 404'), lifecycle, from: 'runtime' });
      expect(result).toBeUndefined();
    },
  );

  it('logs the failure with the remote id and the stage', () => {
    const error = new Error('manifest 404');
    hookOf()({ id: 'remote_admin/admin-page', error, lifecycle: 'afterResolve' });
    expect(consoleError).toHaveBeenCalledWith('[shell] remote remote_admin/admin-page failed at afterResolve:', error);
  });

  it('logs one error once, however often it travels past', () => {
    const error = new Error('ChunkLoadError');
    const hook = hookOf();
    hook({ id: 'remote_member/dashboard-page', error, lifecycle: 'onLoad' });
    hook({ id: 'remote_member/dashboard-page', error, lifecycle: 'onLoad' });
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('does not log a refusal the version-skew guard logged already', () => {
    const skew = new RemoteVersionSkewError('remote_member', ['remote_member was built against shared 1.0.0; this site runs shared 0.1.0']);
    logRemoteFailure(skew, '[shell] not loading remote remote_member (version skew)');
    hookOf()({ id: 'remote_member/dashboard-page', error: skew, lifecycle: 'onLoad' });
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError).toHaveBeenCalledWith('[shell] not loading remote remote_member (version skew)');
  });

  describe('with the federation runtime', () => {
    it('a manifest that cannot be fetched: loadRemote rejects, the failure logged at each stage', async () => {
      const { host, entries } = fakeHost({ manifest: remoteManifest(), component: Dashboard, plugins: [remoteFailurePlugin()], down: 'manifest' });

      await expect(host.loadRemote('remote_member/dashboard-page')).rejects.toThrow();

      expect(entries).toEqual([]);
      expect(stagesLogged()).toEqual(['afterResolve', 'onLoad']);
    });

    it('an entry that cannot be loaded: loadRemote rejects, and a later call tries again', async () => {
      const { host, entries, entryUrl } = fakeHost({ manifest: remoteManifest(), component: Dashboard, plugins: [remoteFailurePlugin()], down: 'entry' });

      await expect(host.loadRemote('remote_member/dashboard-page')).rejects.toThrow();
      await expect(host.loadRemote('remote_member/dashboard-page')).rejects.toThrow();

      expect(entries).toEqual([entryUrl, entryUrl]);
      expect(stagesLogged()).toEqual(['onLoad', 'onLoad']);
    });
  });
});
