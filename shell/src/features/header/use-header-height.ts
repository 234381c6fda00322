import { useLayoutEffect, type RefObject } from 'react';
import { HEADER_HEIGHT_VAR } from 'shared';

/**
 * Measures the fixed header and publishes its height as a CSS custom property on <html>, so
 * the page (and any remote) sits below it; measured again whenever the header or the window
 * changes size.
 */
export function useHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return undefined;
    const measure = () => {
      document.documentElement.style.setProperty(HEADER_HEIGHT_VAR, `${header.offsetHeight}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(header);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [ref]);
}
