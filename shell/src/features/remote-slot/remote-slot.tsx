import { createElement, lazy, Suspense, useCallback, useMemo, useState, type ComponentProps, type ComponentType } from 'react';
import { PageSpinner, withinTime, type ExposedModule, type RemoteModuleId, type RemoteModules } from 'shared';
import { loadRemoteModule } from '../../federation/load-remote-module';
import { loadAndRemember, loadedModule } from '../../federation/loaded-modules';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteLoadTimeoutError } from '../../federation/remote-load-timeout';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteSlotContext } from './remote-slot-context';

type SlotProps<Id extends RemoteModuleId> = {
  id: Id;
  /** Only needed for modules whose component takes props. */
  props?: ComponentProps<RemoteModules[Id]>;
  /** Injected in tests; the federation runtime otherwise. */
  load?: (id: Id) => Promise<ExposedModule<Id>>;
  /** How long the spinner may show before the fallback; REMOTE_LOAD_TIMEOUT_MS unless a test says. */
  timeoutMs?: number;
};

/**
 * Renders one remote module inside the shell's React tree (so the shell's router, store, theme
 * and toasts reach it), with a spinner while it loads and the fallback with a retry when it
 * fails or does not arrive in time (the page then replaces the fallback by itself if it arrives
 * later). React.lazy caches a failed import, so a retry makes a fresh lazy component. A module
 * that has loaded already (the bootstrap preloads the first page's) renders without suspending.
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  id, props, load = loadRemoteModule, timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
}: SlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const ready = loadedModule(id, load);
  // `attempt` is a deliberate dependency: each retry needs a new lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Lazy = useMemo(() => lazy(() => {
    const loading = loadAndRemember(id, load);
    return withinTime(loading, timeoutMs, () => new RemoteLoadTimeoutError(id, timeoutMs)).catch((error: unknown) => {
      // A slow load that lands after the fallback showed brings the page in by itself, unless
      // the reader has retried meanwhile (that attempt shows it).
      if (error instanceof RemoteLoadTimeoutError) {
        loading.then(() => setAttempt((n) => (n === attempt ? n + 1 : n)), () => undefined);
      }
      throw error;
    });
  }), [id, load, timeoutMs, attempt]);
  // A module loaded before (the first page's, or a page seen already) renders in the same pass.
  const Component = ready && attempt === 0 ? ready.default : Lazy;
  const slot = useMemo(() => ({ id, retry }), [id, retry]);
  return (
    <RemoteSlotContext.Provider value={slot}>
      <RemoteErrorBoundary key={`${id}#${attempt}`} remoteId={id}>
        <Suspense fallback={<PageSpinner label="Loading page" />}>
          {createElement(Component as unknown as ComponentType<object>, props ?? {})}
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}
