import { createElement, lazy, Suspense, useCallback, useEffect, useMemo, useState, type ComponentProps, type ComponentType } from 'react';
import { PageSpinner, withinTime, type ExposedModule, type RemoteModuleId, type RemoteModules } from 'shared';
import { loadRemoteModule } from '../../federation/load-remote-module';
import { loadAndRemember, loadedModule } from '../../federation/loaded-modules';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteLoadTimeoutError } from '../../federation/remote-load-timeout';
import { replayEarlyInput } from '../early-input/replay-early-input';
import { reportRemoteLoad } from '../telemetry/page-telemetry';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { logSlotFailure, RemoteFailure } from './remote-failure';
import { RemoteSlotContext } from './remote-slot-context';
import { RenderedInBrowser } from './rendered-in-browser';

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
 * and toasts reach it), with a spinner while it loads and its fallback (RemoteFailure) when it
 * fails to load, does not arrive in time (the page then replaces the fallback by itself if it
 * arrives later), is refused for version skew, or throws while rendering. The slot is the one
 * place that decides what a failed remote shows; the federation runtime only reports. A retry
 * makes a fresh lazy component, which loads again. A module that has loaded already (the
 * bootstrap preloads the first page's) renders without suspending.
 *
 * On the server the slot draws only a module the renderer loaded before rendering; any other
 * (the server could not load it in time) is left to the browser: the server sends the spinner
 * and the browser renders the slot itself.
 */
export function RemoteSlot<Id extends RemoteModuleId>({
  id, props, load = loadRemoteModule, timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
}: SlotProps<Id>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const ready = loadedModule(id, load);
  // `attempt` is a deliberate dependency: each retry needs a new lazy component.
   
  const Lazy = useMemo(() => lazy(async (): Promise<{ default: ComponentType<object> }> => {
    const loading = loadAndRemember(id, load) as Promise<{ default: ComponentType<object> }>;
    try {
      return await withinTime(loading, timeoutMs, () => new RemoteLoadTimeoutError(id, timeoutMs));
    } catch (error) {
      // A slow load that lands after the fallback showed brings the page in by itself, unless
      // the reader has retried meanwhile (that attempt shows it).
      if (error instanceof RemoteLoadTimeoutError) {
        loading.then(() => setAttempt((n) => (n === attempt ? n + 1 : n)), () => undefined);
      }
      // The fallback stands in for the module rather than the failure being thrown to the error
      // boundary: React logs every error a boundary catches, and this one is logged once already.
      logSlotFailure(id, error, false);
      if (!(error instanceof RemoteLoadTimeoutError)) reportRemoteLoad(id, true);
      return { default: () => <RemoteFailure error={error} /> };
    }
  }), [id, load, timeoutMs, attempt]);
  // A module loaded before (the first page's, or a page seen already) renders in the same pass.
  const Component = ready && attempt === 0 ? ready.default : typeof window === 'undefined' ? RenderedInBrowser : Lazy;
  const slot = useMemo(() => ({ id, retry }), [id, retry]);
  return (
    <RemoteSlotContext.Provider value={slot}>
      <RemoteErrorBoundary key={`${id}#${attempt}`} remoteId={id}>
        <Suspense fallback={<PageSpinner label="Loading page" />}>
          {createElement(Component as unknown as ComponentType<object>, props ?? {})}
          <PageLive loaded={() => {
            if (loadedModule(id, load)) reportRemoteLoad(id, false);
          }} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteSlotContext.Provider>
  );
}

/**
 * Inside the slot's boundary, after the page: its effect runs once the page itself is live
 * (React hydrates a boundary after the frame around it, and a field hands over its early text
 * in its own effect, before this one), and replays what the visitor did before the scripts ran.
 * It also reports the remote's load when the module itself (not the fallback) is in the page.
 */
function PageLive({ loaded }: { loaded: () => void }) {
  useEffect(replayEarlyInput, []);
  // Once per mount: a retry mounts a new one.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => loaded(), []);
  return null;
}
