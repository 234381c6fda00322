import { useCallback, useSyncExternalStore } from 'react';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a CSS media query matches now, following changes (a rotated phone, a resized window).
 * Without `matchMedia` (an old browser, a test) it never matches. Null where no screen is known:
 * on the server, and while the browser hydrates what the server drew (the first render after it
 * has the answer); what depends on it is then left to CSS.
 */
export function useMediaQuery(query: string): boolean | null {
  const subscribe = useCallback((onChange: () => void) => {
    const list = mediaQueryList(query);
    list?.addEventListener('change', onChange);
    return () => list?.removeEventListener('change', onChange);
  }, [query]);
  return useSyncExternalStore<boolean | null>(subscribe, () => mediaQueryList(query)?.matches ?? false, () => null);
}
