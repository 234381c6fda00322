import { getSiteConfig, type RemoteModuleId } from 'shared';
import { HOST_VERSIONS } from './host-versions';
import { loadedModule } from './loaded-modules';
import { fetchManifest, manifestUrlOf, moduleAssets, remoteOf } from './manifest-assets';
import { checkRemoteCompatibility, type HostVersions } from './remote-compatibility';

const done = new Set<RemoteModuleId>();

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
};

function addPrefetch(doc: Document, href: string, as: 'script' | 'style'): void {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.setAttribute('as', as);
  link.href = href;
  doc.head.appendChild(link);
}

/**
 * Warms the browser's cache with a remote module the user will likely need next (the dashboard
 * after login) when the browser is idle: its manifest is read and its files (the remote entry,
 * the module's chunks and styles) are prefetched, and nothing of it runs. Running a remote's
 * entry and chunks takes the main thread for 100 ms and more on a phone, while the page the user
 * is on may still be starting; the page that needs them later runs them from the cache. A remote
 * built against versions this site cannot run is not prefetched. A failed prefetch is forgotten:
 * the real load reports it.
 */
export function prefetchRemote(
  id: RemoteModuleId,
  { doc = document, host = HOST_VERSIONS }: { doc?: Document; host?: HostVersions } = {},
): void {
  if (done.has(id) || loadedModule(id)) return;
  done.add(id);
  const run = async () => {
    try {
      const manifestUrl = manifestUrlOf(id, getSiteConfig());
      const manifest = await fetchManifest(manifestUrl);
      if (!manifest) throw new Error(`${manifestUrl} is not a remote's manifest`);
      // A remote the version-skew guard will refuse is not worth a byte (its load says why).
      if (!checkRemoteCompatibility(manifest, host, remoteOf(id)).compatible) return;
      const { scripts, styles } = moduleAssets(id, manifestUrl, manifest);
      for (const href of scripts) addPrefetch(doc, href, 'script');
      for (const href of styles) addPrefetch(doc, href, 'style');
    } catch {
      done.delete(id);
    }
  };
  const w = (doc.defaultView ?? window) as IdleWindow;
  if (w.requestIdleCallback) w.requestIdleCallback(() => void run(), { timeout: 3000 });
  else setTimeout(() => void run(), 200);
}
