import { isRemoteManifest, manifestUrlOf, moduleAssets, type RemoteManifest } from './manifest-assets';

const MANIFEST_URL = 'https://cdn.example/remote-public/1.2.0/mf-manifest.json';

const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'login-page', assets: { js: { sync: ['static/js/async/login.11.js'] }, css: { sync: [] } } },
    { name: 'legal-page', assets: { js: { sync: ['static/js/async/legal.22.js', 'static/js/async/prose.33.js'] }, css: { sync: ['static/css/legal.44.css'] } } },
  ],
};

describe('moduleAssets', () => {
  it('lists the remote entry, then the module\'s own files, as URLs in the manifest\'s folder', () => {
    expect(moduleAssets('remote_public/legal-page', MANIFEST_URL, manifest)).toEqual({
      origin: 'https://cdn.example',
      scripts: [
        'https://cdn.example/remote-public/1.2.0/remoteEntry.js',
        'https://cdn.example/remote-public/1.2.0/static/js/async/legal.22.js',
        'https://cdn.example/remote-public/1.2.0/static/js/async/prose.33.js',
      ],
      styles: ['https://cdn.example/remote-public/1.2.0/static/css/legal.44.css'],
    });
  });

  it('follows an entry kept in a subfolder, and lists the entry alone for a module the manifest lacks', () => {
    const nested = { ...manifest, metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' } } };
    expect(moduleAssets('remote_public/landing-page', MANIFEST_URL, nested)).toEqual({
      origin: 'https://cdn.example',
      scripts: ['https://cdn.example/remote-public/1.2.0/entry/remoteEntry.js'],
      styles: [],
    });
  });

  it('finds the manifest URL of a module\'s remote in the config, and knows a manifest when it sees one', () => {
    const config = { remotes: { remote_public: MANIFEST_URL, remote_member: 'm', remote_admin: 'a' } } as Parameters<typeof manifestUrlOf>[1];
    expect(manifestUrlOf('remote_public/login-page', config)).toBe(MANIFEST_URL);
    expect(manifestUrlOf('remote_admin/admin-page', config)).toBe('a');
    expect(isRemoteManifest(manifest)).toBe(true);
    expect(isRemoteManifest({ metaData: {} })).toBe(false);
    expect(isRemoteManifest('<html>')).toBe(false);
  });
});
