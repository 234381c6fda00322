import { useEffect, useState } from 'react';

/** The header changes once the page has scrolled more than 50 px. */
export const SCROLL_THRESHOLD_PX = 50;

/**
 * Whether the page has scrolled past `threshold`. It starts false, as the server draws the
 * header, and reads the real position once mounted: a page reloaded mid-scroll hydrates with
 * the server's header, then turns.
 */
export function useScrolled(threshold = SCROLL_THRESHOLD_PX): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
