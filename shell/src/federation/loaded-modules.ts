import type { ExposedModule, RemoteModuleId } from 'shared';
import { loadRemoteModule } from './load-remote-module';

type Loader<Id extends RemoteModuleId> = (id: Id) => Promise<ExposedModule<Id>>;

/** Modules that have loaded, per loader (the federation runtime's, or a test's). */
const loadedBy = new WeakMap<object, Map<RemoteModuleId, unknown>>();

/** The module, if this loader has loaded it already: a slot then renders it at once, without a spinner. */
export function loadedModule<Id extends RemoteModuleId>(id: Id, load: Loader<Id> = loadRemoteModule): ExposedModule<Id> | undefined {
  return loadedBy.get(load)?.get(id) as ExposedModule<Id> | undefined;
}

/**
 * Loads a module and remembers it once it has loaded. A failure is not remembered: the next page
 * that needs the module tries again.
 */
export async function loadAndRemember<Id extends RemoteModuleId>(id: Id, load: Loader<Id> = loadRemoteModule): Promise<ExposedModule<Id>> {
  const module = await load(id);
  const loaded = loadedBy.get(load) ?? new Map<RemoteModuleId, unknown>();
  loaded.set(id, module);
  loadedBy.set(load, loaded);
  return module;
}
