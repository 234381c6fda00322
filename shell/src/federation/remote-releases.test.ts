import { testSiteConfig } from 'shared/testing';
import { fakeHost, remoteManifest, TEST_HOST_VERSIONS } from './fake-federation.test-utils';
import { remoteBasesPlugin, remoteReleases } from './remote-releases';
import { versionSkewPlugin } from './version-skew-plugin';

const config = {
  ...testSiteConfig,
  remotes: {
    remote_public: 'https://cdn.club.example/sites/remote-public/1.4.0/mf-manifest.json',
    remote_member: 'https://cdn.club.example/sites/remote-member/0.3.0-rc.1/mf-manifest.json',
    // A dev server: no version to report.
    remote_admin: 'http://localhost:3013/mf-manifest.json',
  },
};

function Dashboard() {
  return null;
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

describe('remoteReleases', () => {
  it('knows the release of each remote from its versioned manifest URL, by module id or container', () => {
    const releases = remoteReleases(config);
    expect(releases.ofModule('remote_public/landing-page')).toEqual({ remote: 'remote-public', version: '1.4.0' });
    expect(releases.ofModule('remote_member')).toEqual({ remote: 'remote-member', version: '0.3.0-rc.1' });
    expect(releases.ofModule('remote_admin/admin-page')).toBeNull();
    expect(releases.ofModule('elsewhere/page')).toBeNull();
  });

  it("attributes a stack to the remote whose manifest folder holds the first remote URL in it", () => {
    const releases = remoteReleases(config);
    const stack = [
      'TypeError: Cannot read properties of undefined',
      '    at Dashboard (https://cdn.club.example/sites/remote-member/0.3.0-rc.1/static/js/async/412.js:1:2040)',
      '    at https://club.example/static/js/lib-react.js:2:100',
    ].join('\n');
    expect(releases.ofStack(stack)).toEqual({ remote: 'remote-member', version: '0.3.0-rc.1' });
    // Firefox's form.
    expect(releases.ofStack('onClick@https://cdn.club.example/sites/remote-public/1.4.0/static/js/9.js:3:7')).toEqual({ remote: 'remote-public', version: '1.4.0' });
    // The shell's own code, another version's folder, a script without a stack.
    expect(releases.ofStack('at f (https://club.example/static/js/index.js:1:1)')).toBeNull();
    expect(releases.ofStack('at f (https://cdn.club.example/sites/remote-public/1.3.0/static/js/9.js:1:1)')).toBeNull();
    expect(releases.ofStack('')).toBeNull();
  });

  it('attributes code under the public path a manifest names to its remote too', () => {
    const releases = remoteReleases(config);
    releases.addBase('remote_public', 'https://assets.club.example/p/1.4.0/');
    expect(releases.ofStack('at x (https://assets.club.example/p/1.4.0/static/js/1.js:1:1)')).toEqual({ remote: 'remote-public', version: '1.4.0' });
    // Only for a remote that has a release.
    releases.addBase('remote_admin', 'https://assets.club.example/a/');
    expect(releases.ofStack('at x (https://assets.club.example/a/static/js/1.js:1:1)')).toBeNull();
  });
});

describe('remoteBasesPlugin, with the federation runtime', () => {
  const memberConfig = { ...config, remotes: { ...config.remotes, remote_member: 'http://cdn.test/remote-member/0.2.0/mf-manifest.json' } };
  const inAssets = 'at x (https://assets.example/m/0.2.0/static/js/1.js:1:1)';

  it('learns the public path a manifest names, and code served from there belongs to its remote', async () => {
    const releases = remoteReleases(memberConfig);
    const manifest = remoteManifest();
    const { host } = fakeHost({
      manifest: { ...manifest, metaData: { ...manifest.metaData, publicPath: 'https://assets.example/m/0.2.0/' } },
      component: Dashboard,
      plugins: [remoteBasesPlugin(releases), versionSkewPlugin(TEST_HOST_VERSIONS)],
    });
    expect(releases.ofStack(inAssets)).toBeNull();
    await host.loadRemote('remote_member/dashboard-page');
    expect(releases.ofStack(inAssets)).toEqual({ remote: 'remote-member', version: '0.2.0' });
  });

  it("changes nothing of a load: a manifest with 'auto' loads as before", async () => {
    const releases = remoteReleases(memberConfig);
    const { host } = fakeHost({ manifest: remoteManifest(), component: Dashboard, plugins: [remoteBasesPlugin(releases)] });
    await expect(host.loadRemote('remote_member/dashboard-page')).resolves.toBeDefined();
    expect(releases.ofStack(inAssets)).toBeNull();
  });
});
