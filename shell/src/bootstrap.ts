/**
 * The app's start, evaluated in stages: React DOM, then `shared` (the UI primitives and rules),
 * the router, then the shell's own code, each in a task of its own. Evaluated at once, as one
 * module graph, they held a phone's main thread for 100-190 ms in one piece, during which the
 * page could not answer a tap; in stages, the browser can handle input and paint between them.
 * Each stage only evaluates what the next one would have evaluated anyway.
 */
import { nextTask } from './federation/yielding-plugin';

async function boot(): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  await import('shared');
  await nextTask();
  await import('shared/router');
  await nextTask();
  const { start } = await import('./start');
  await nextTask();
  await start();
}

void boot();

export {};
