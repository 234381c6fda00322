import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';

/** Counts the member's changes that show in the directory (a profile or privacy save). */
const directoryChangesAtom = atom(0);

/** Says that the member changed what the directory shows; stable across renders. */
export function useDirectoryChanged(): () => void {
  const setChanges = useSetAtom(directoryChangesAtom);
  return useCallback(() => setChanges((n) => n + 1), [setChanges]);
}

/** Calls `refresh` after each change said after this component mounted. */
export function useRefreshOnDirectoryChange(refresh: () => void): void {
  const changes = useAtomValue(directoryChangesAtom);
  const seen = useRef(changes);
  useEffect(() => {
    if (seen.current === changes) return;
    seen.current = changes;
    refresh();
  }, [changes, refresh]);
}
