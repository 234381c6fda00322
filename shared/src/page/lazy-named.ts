import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyNamed<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts fetching the module now (a pointer over the link that shows it, a focus), once. */
  preload: () => void;
};

/**
 * `React.lazy` for a component a module exports by name (lazy itself takes a default export):
 * `lazyNamed(() => import('./security-modal'), 'SecurityModal')`. Render it inside a Suspense
 * boundary; the module loads the first time it renders, or earlier on `preload()`. A load that
 * failed is tried again by the next preload or render.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyNamed<P> {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  const once = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(async () => ({ default: (await once())[name] })), {
    preload: () => { once().catch(() => undefined); },
  });
}
