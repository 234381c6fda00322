import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * True while a component renders on the server or hydrates what the server drew; false in the
 * browser's own renders (a page opened by navigation, every render after hydration). A component
 * that draws differently in the browser (after a width check, or in a later render) draws what
 * the server did while this is true, so hydration finds the same markup.
 */
export function useDrawnByServer(): boolean {
  return useSyncExternalStore(never, () => false, () => true);
}
