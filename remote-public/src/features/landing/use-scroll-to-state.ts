import { useEffect } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { LANDING_SECTIONS, scrollToSection, type LandingSection } from 'shared';

function isSection(value: unknown): value is LandingSection {
  return typeof value === 'string' && (LANDING_SECTIONS as readonly string[]).includes(value);
}

/**
 * Arriving at / with `state.scrollTo` scrolls to that section. The state is consumed (replaced)
 * so a reload or Back does not scroll again.
 */
export function useScrollToState(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const target = (location.state as { scrollTo?: unknown } | null)?.scrollTo;
  useEffect(() => {
    if (!isSection(target)) return;
    const frame = requestAnimationFrame(() => {
      scrollToSection(target);
      void navigate('.', { replace: true, state: null, preventScrollReset: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, navigate]);
}
