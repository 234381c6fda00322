import { useLayoutEffect, type RefObject } from 'react';
import { HEADER_HEIGHT_VAR } from 'shared';

/**
 * Measures the fixed header and publishes its height as a CSS custom property on <html>, so
 * the page (and any remote) sits below it; measured again whenever the header changes size.
 *
 * The ResizeObserver gives the first size too, in the frame's own layout before it is painted:
 * reading `offsetHeight` here instead would force a layout of the whole new page inside React's
 * commit (about 65 ms on a phone when the landing page replaces its prerendered copy). Where
 * there is no ResizeObserver the header is measured at once and on window resizes.
 */
export function useHeaderHeight(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const header = ref.current;
    if (!header) return undefined;
    const publish = (height: number) => {
      document.documentElement.style.setProperty(HEADER_HEIGHT_VAR, `${Math.round(height)}px`);
    };
    if (typeof ResizeObserver === 'undefined') {
      const measure = () => publish(header.offsetHeight);
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(([entry]) => {
      const box = entry?.borderBoxSize?.[0];
      publish(box ? box.blockSize : header.offsetHeight);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, [ref]);
}
