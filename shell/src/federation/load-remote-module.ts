import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ExposedModule, RemoteModuleId } from 'shared';

/**
 * Loads one exposed module by its id in the shell/remote contract. Each call asks the runtime
 * again, so a retry after a failure really fetches again (React.lazy caches failures).
 */
export async function loadRemoteModule<Id extends RemoteModuleId>(id: Id): Promise<ExposedModule<Id>> {
  const module = await loadRemote<ExposedModule<Id>>(id);
  if (!module || typeof module.default !== 'function' && typeof module.default !== 'object') {
    throw new Error(`Remote module ${id} has no default export`);
  }
  return module;
}
