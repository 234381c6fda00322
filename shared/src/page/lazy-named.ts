import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a component a module exports by name (lazy itself takes a default export):
 * `lazyNamed(() => import('./security-modal'), 'SecurityModal')`. Render it inside a Suspense
 * boundary; the module loads the first time it renders.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
