import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isVersionSkewError } from './version-skew-plugin';

/** Marks the module the plugin hands back in place of a remote that could not be loaded. */
export const FALLBACK_MODULE = Symbol.for('club.remote-fallback');

export interface FallbackModule {
  default: ComponentType;
  [FALLBACK_MODULE]: true;
}

/** Whether a loaded module is the fallback the plugin answered with, not the remote's own. */
export function isFallbackModule(module: unknown): module is FallbackModule {
  return typeof module === 'object' && module !== null && FALLBACK_MODULE in module;
}

/**
 * The shell's run-time policy for a remote that cannot be loaded (origin down, broken bundle,
 * bad manifest): log it with the remote's id, and at the `onLoad` stage answer with a module
 * whose component is the fallback with a retry. Earlier stages must not answer with a module
 * (the runtime would take it for a manifest or an entry), so they only log and let the error
 * travel on to `onLoad`.
 *
 * A remote refused for version skew (versionSkewPlugin) gets `versionSkewFallback` instead,
 * which asks for a reload (a retry would meet the same manifest); the guard has already
 * logged why, once, so it is not logged again here.
 */
export function remoteFailurePlugin(
  fallback: ComponentType,
  versionSkewFallback: ComponentType = fallback,
): ModuleFederationRuntimePlugin {
  return {
    name: 'club-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      const skew = isVersionSkewError(error);
      if (!skew) console.error(`[shell] remote ${String(id)} failed at ${lifecycle}:`, error);
      if (lifecycle !== 'onLoad') return undefined;
      const module: FallbackModule = { default: skew ? versionSkewFallback : fallback, [FALLBACK_MODULE]: true };
      return module;
    },
  };
}
