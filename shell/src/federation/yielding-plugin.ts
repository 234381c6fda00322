import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Resolves in a task of its own: what follows runs after the browser has handled input and painted. */
export const nextTask = (): Promise<void> => new Promise((resolve) => { setTimeout(resolve, 0); });

/**
 * Starts a remote in three tasks instead of one: its container (the remote entry run and the
 * shared modules agreed), then the exposed module's chunks, then the exposed module's own code.
 * With the remote's files already there (the server's page preloads them), the runtime ran the
 * three back to back in one long task, during which a tap waited.
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  // The runtime awaits what a listener of these (asynchronous) hooks returns; their types say void.
  return {
    name: 'club-yielding',
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    beforeGetExpose: () => nextTask(),
    // eslint-disable-next-line @typescript-eslint/no-misused-promises
    beforeExecuteFactory: () => nextTask(),
  };
}
