import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { fakeHost, remoteManifest, TEST_HOST_VERSIONS as HOST } from './fake-federation.test-utils';
import { remoteFailurePlugin } from './remote-failure-plugin';
import { isVersionSkewError, RemoteVersionSkewError } from './version-skew-error';
import { versionSkewPlugin } from './version-skew-plugin';

const manifestJson = (shared = '0.1.0') => remoteManifest({ shared });

type SnapshotArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadRemoteSnapshot']>>[0];

function snapshotArgs(json: object, manifestUrl = 'http://cdn.test/remote-member/0.1.0/mf-manifest.json'): SnapshotArgs {
  return {
    options: {} as SnapshotArgs['options'],
    moduleInfo: { name: 'remote_member', entry: manifestUrl },
    manifestJson: json as SnapshotArgs['manifestJson'],
    manifestUrl,
    remoteSnapshot: {} as SnapshotArgs['remoteSnapshot'],
    from: 'manifest',
  };
}

function hookOf(plugin: ModuleFederationRuntimePlugin) {
  expect(plugin.name).toBe('club-version-skew-guard');
  return plugin.loadRemoteSnapshot as unknown as (args: SnapshotArgs) => SnapshotArgs;
}

let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

describe('versionSkewPlugin (loadRemoteSnapshot hook)', () => {
  it('lets a compatible manifest through unchanged, silently', () => {
    const args = snapshotArgs(manifestJson());
    expect(hookOf(versionSkewPlugin(HOST))(args)).toBe(args);
    expect(consoleError).not.toHaveBeenCalled();
    expect(consoleWarn).not.toHaveBeenCalled();
  });

  it('throws a RemoteVersionSkewError for an incompatible manifest and logs the precise reason', () => {
    const hook = hookOf(versionSkewPlugin(HOST));
    let thrown: unknown;
    try {
      hook(snapshotArgs(manifestJson('1.0.0')));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(RemoteVersionSkewError);
    expect(isVersionSkewError(thrown)).toBe(true);
    expect((thrown as RemoteVersionSkewError).remote).toBe('remote_member');
    expect((thrown as RemoteVersionSkewError).reasons).toContain('remote_member was built against shared 1.0.0; this site runs shared 0.1.0');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toBe(
      '[shell] not loading remote remote_member (version skew):\n' +
        '- remote_member was built against shared 1.0.0; this site runs shared 0.1.0\n' +
        '- remote_member requires shared ^1.0.0; this site runs shared 0.1.0',
    );
  });

  it('decides once per manifest per page load: the same refusal again, logged once', () => {
    const hook = hookOf(versionSkewPlugin(HOST));
    const args = snapshotArgs(manifestJson('1.0.0'));
    const errors = [0, 1].map(() => {
      try {
        hook(args);
        return undefined;
      } catch (error) {
        return error;
      }
    });
    expect(errors[0]).toBeInstanceOf(RemoteVersionSkewError);
    expect(errors[1]).toBe(errors[0]);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });

  it('warns and allows when the manifest records nothing to check', () => {
    const args = snapshotArgs({ ...manifestJson(), metaData: { ...manifestJson().metaData, clubBuild: undefined }, shared: [] });
    expect(hookOf(versionSkewPlugin(HOST))(args)).toBe(args);
    expect(consoleWarn).toHaveBeenCalledWith(
      '[shell] version check: cannot check remote_member: its manifest records no version of shared, react, react-dom, @module-federation/runtime-core',
    );
  });

  it('passes a snapshot that did not come from a manifest through', () => {
    const args = { ...snapshotArgs(manifestJson('1.0.0')), from: 'global' as const, manifestJson: undefined };
    expect(hookOf(versionSkewPlugin(HOST))(args)).toBe(args);
  });

  it('recognises the error by its marker even after the runtime prefixes the message', () => {
    const error = new RemoteVersionSkewError('remote_member', ['x']);
    error.message = `[ Federation Runtime ]: ${error.message}`;
    expect(isVersionSkewError(error)).toBe(true);
    expect(isVersionSkewError(new Error('remote_member (version skew)'))).toBe(false);
    expect(isVersionSkewError(null)).toBe(false);
  });
});

describe('with the federation runtime', () => {
  function Dashboard() {
    return null;
  }

  const hostWith = (manifest: object) =>
    fakeHost({ manifest, component: Dashboard, plugins: [versionSkewPlugin(HOST), remoteFailurePlugin()] });

  it('refuses a skewed remote after its manifest, before its entry: loadRemote rejects with the refusal', async () => {
    const { host, fetched, entries, manifestUrl } = hostWith(manifestJson('9.0.0'));

    const first: unknown = await host.loadRemote('remote_member/dashboard-page').catch((error: unknown) => error);
    expect(isVersionSkewError(first)).toBe(true);
    // Again (a retry, or the prefetch then the route): the same refusal, nothing fetched again.
    const second: unknown = await host.loadRemote('remote_member/dashboard-page').catch((error: unknown) => error);
    expect(second).toBe(first);

    expect(fetched).toEqual([manifestUrl]);
    expect(entries).toEqual([]);
    expect(document.querySelectorAll('script[src*="remoteEntry"], link[href*="remoteEntry"]')).toHaveLength(0);
    const skewLogs = consoleError.mock.calls.filter(([first]) => String(first).includes('(version skew)'));
    expect(skewLogs).toHaveLength(1);
    expect(skewLogs[0]?.[0]).toContain('remote_member was built against shared 9.0.0; this site runs shared 0.1.0');
    // The generic failure line is not logged for a refusal.
    expect(consoleError.mock.calls.some(([first]) => String(first).includes('failed at'))).toBe(false);
  });

  it('loads a compatible remote as before (control)', async () => {
    const { host, fetched, entries, manifestUrl, entryUrl } = hostWith(manifestJson('0.1.3'));

    const module = (await host.loadRemote('remote_member/dashboard-page')) as { default: unknown };

    expect(module.default).toBe(Dashboard);
    expect(fetched).toEqual([manifestUrl]);
    expect(entries).toEqual([entryUrl]);
    expect(consoleError).not.toHaveBeenCalled();
  });
});
