import type { RemoteModuleId } from 'shared';
import { loadRemoteModule } from './load-local-module';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number };

/** Stand-in for `shell/src/federation/prefetch-remote.ts`: warms the route's chunk when idle. */
export function prefetchRemote(id: RemoteModuleId): void {
  const run = () => { loadRemoteModule(id).catch(() => undefined); };
  const w = window as IdleWindow;
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}
