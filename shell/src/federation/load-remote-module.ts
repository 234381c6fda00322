import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteModuleId } from 'shared';

/**
 * Loads one exposed module by its id in the shell/remote contract. Each call asks the runtime
 * again, so a retry after a failure really fetches again (React.lazy caches failures).
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<ExposedModule<Id>> {
  const module = await loadRemote<ExposedModule<Id>>(id);
  // A component is a function, or an object for memo and forwardRef components.
  const component: unknown = module?.default;
  if (!module || !component || (typeof component !== 'function' && typeof component !== 'object')) {
    throw new Error(`Remote module ${id} has no default export`);
  }
  return module;
}
