import { jsonResponse, testSiteConfig } from 'shared/testing';
import { loadSiteConfig } from './load-site-config';

let fetchMock: jest.SpyInstance;

beforeEach(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchMock.mockRestore();
});

describe('loadSiteConfig', () => {
  it('fetches /config.json uncached and returns the checked config', async () => {
    fetchMock.mockResolvedValue(jsonResponse(testSiteConfig));

    await expect(loadSiteConfig()).resolves.toEqual(testSiteConfig);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/config.json');
    expect(init.cache).toBe('no-store');
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('fetches the given URL', async () => {
    fetchMock.mockResolvedValue(jsonResponse(testSiteConfig));
    await loadSiteConfig('/staging/config.json');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/staging/config.json');
  });

  it('throws when the answer is not 200', async () => {
    fetchMock.mockResolvedValue(new Response('Not found', { status: 404 }));
    await expect(loadSiteConfig()).rejects.toThrow('GET /config.json answered 404');
  });

  it('throws naming the missing fields when the JSON has the wrong shape', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ brandName: 'Club', apiBase: '/api' }));
    const error = await loadSiteConfig().catch((e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/^Invalid site config: /);
    expect((error as Error).message).toContain('remotes.remote_public');
    expect((error as Error).message).toContain('clubEmail');
    expect((error as Error).message).not.toContain('brandName');
  });

  it('throws when the body is not JSON at all', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await expect(loadSiteConfig()).rejects.toThrow();
  });

  it('passes a network failure on', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadSiteConfig()).rejects.toThrow('Failed to fetch');
  });
});
