import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Answers the runtime's fetch of a remote's manifest with the copy the server put in the page
 * (the one it rendered the page with, from the same URL), once: the page's first module needs
 * no manifest request. The runtime reads it as a fetched one, so the version-skew guard checks
 * it all the same. Any other fetch goes out.
 */
export function inlinedManifestsPlugin(manifests: Record<string, unknown>): ModuleFederationRuntimePlugin {
  const unused = new Map(Object.entries(manifests));
  return {
    name: 'club-inlined-manifests',
    fetch(url: string) {
      const manifest = unused.get(url);
      if (manifest === undefined) return undefined;
      unused.delete(url);
      return Promise.resolve(new Response(JSON.stringify(manifest), { headers: { 'content-type': 'application/json' } }));
    },
  };
}
