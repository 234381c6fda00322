jest.mock('./load-remote-module', () => ({ loadRemoteModule: jest.fn() }));

import { waitFor } from '@testing-library/react';
import { jsonResponse, stubFetch } from 'shared/testing';
import { remoteManifest, TEST_HOST_VERSIONS } from './fake-federation.test-utils';
import { loadRemoteModule } from './load-remote-module';
import { loadAndRemember } from './loaded-modules';
import { prefetchRemote } from './prefetch-remote';

const MEMBER_MANIFEST = 'http://localhost/remotes/member/mf-manifest.json';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [
    { name: 'dashboard-page', assets: { js: { sync: ['static/js/async/dash.11.js'] }, css: { sync: ['static/css/dash.22.css'] } } },
    { name: 'admin-page', assets: { js: { sync: ['static/js/async/admin.33.js'] }, css: { sync: [] } } },
  ],
};

const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);

afterEach(() => {
  jest.restoreAllMocks();
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
});

describe('prefetchRemote', () => {
  it('prefetches the module\'s files from its manifest when idle, and runs none of them', async () => {
    const fetchMock = stubFetch().mockResolvedValue(jsonResponse(manifest));
    prefetchRemote('remote_member/dashboard-page');
    prefetchRemote('remote_member/dashboard-page');
    expect(prefetched()).toEqual([]);
    await waitFor(() => expect(prefetched()).toHaveLength(3));
    expect(prefetched()).toEqual([
      'script http://localhost/remotes/member/remoteEntry.js',
      'script http://localhost/remotes/member/static/js/async/dash.11.js',
      'style http://localhost/remotes/member/static/css/dash.22.css',
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(MEMBER_MANIFEST);
    expect(loadRemoteModule).not.toHaveBeenCalled();
  });

  it('forgets a prefetch that failed (no manifest), so a later one tries again', async () => {
    const fetchMock = stubFetch().mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    prefetchRemote('remote_public/login-page');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fetchMock.mockResolvedValueOnce(jsonResponse({ not: 'a manifest' }));
    await waitFor(() => {
      prefetchRemote('remote_public/login-page');
      expect(fetchMock).toHaveBeenCalledTimes(2);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(prefetched()).toEqual([]);
  });

  it('prefetches nothing of a remote the version-skew guard will refuse', async () => {
    const skewed = { ...remoteManifest({ shared: '9.0.0' }), exposes: manifest.exposes };
    const fetchMock = stubFetch().mockResolvedValue(jsonResponse(skewed));
    prefetchRemote('remote_public/legal-page', { host: TEST_HOST_VERSIONS });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(prefetched()).toEqual([]);
  });

  it('does nothing for a module already loaded', async () => {
    jest.mocked(loadRemoteModule).mockResolvedValue({ default: () => null });
    await loadAndRemember('remote_admin/admin-page');
    const fetchMock = stubFetch();
    prefetchRemote('remote_admin/admin-page');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
