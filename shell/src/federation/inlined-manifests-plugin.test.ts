import { inlinedManifestsPlugin } from './inlined-manifests-plugin';

type FetchHook = (url: string, init: RequestInit) => Promise<Response> | undefined;

describe('inlinedManifestsPlugin', () => {
  it('answers the first fetch of an inlined manifest with it, and lets any other fetch go out', async () => {
    const plugin = inlinedManifestsPlugin({ 'https://cdn.example/r/1.0.0/mf-manifest.json': { id: 'r', exposes: [] } });
    const fetchHook = plugin.fetch as unknown as FetchHook;
    const answer = fetchHook('https://cdn.example/r/1.0.0/mf-manifest.json', {});
    expect(answer).toBeInstanceOf(Promise);
    expect(await (await answer!).json()).toEqual({ id: 'r', exposes: [] });
    // Once: a later load of that remote (a retry) asks the CDN.
    expect(fetchHook('https://cdn.example/r/1.0.0/mf-manifest.json', {})).toBeUndefined();
    expect(fetchHook('https://cdn.example/other/1.0.0/mf-manifest.json', {})).toBeUndefined();
  });
});
