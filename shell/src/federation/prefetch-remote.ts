import type { RemoteModuleId } from 'shared';
import { loadAndRemember } from './loaded-modules';

const done = new Set<RemoteModuleId>();

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
};

/**
 * Warms a remote module the user will likely need next (the dashboard after login) when the
 * browser is idle. A failed prefetch is forgotten: the real load reports it.
 */
export function prefetchRemote(id: RemoteModuleId): void {
  if (done.has(id)) return;
  done.add(id);
  const run = () => {
    // Remembered once loaded: the page then opens without a spinner.
    loadAndRemember(id).catch(() => done.delete(id));
  };
  const w = window as IdleWindow;
  if (w.requestIdleCallback) w.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 200);
}
