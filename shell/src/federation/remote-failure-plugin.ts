import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const logged = new WeakSet<object>();

/**
 * Logs a failure of a remote with `console.error(...message)`, once per error: the same error
 * object travels from the version-skew guard or the federation runtime to the remote slot, and
 * the first of them to see it logs it.
 */
export function logRemoteFailure(error: unknown, ...message: unknown[]): void {
  if (typeof error === 'object' && error !== null) {
    if (logged.has(error)) return;
    logged.add(error);
  }
  console.error(...message);
}

/**
 * Reports a remote the federation runtime could not load (origin down, broken bundle, bad
 * manifest) with the remote's id and the stage it failed at, and answers nothing: the runtime
 * then goes on as if no plugin were installed, so the error reaches the caller of `loadRemote`
 * (at `onLoad` it rethrows the error; a manifest that cannot be fetched ends in the runtime's
 * own error), and the remote slot shows the fallback. A refusal the version-skew guard logged
 * is not logged again.
 */
export function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'club-remote-failure',
    errorLoadRemote({ id, error, lifecycle }) {
      logRemoteFailure(error, `[shell] remote ${String(id)} failed at ${lifecycle}:`, error);
      return undefined;
    },
  };
}
