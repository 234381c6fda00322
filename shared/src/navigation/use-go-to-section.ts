import { useCallback } from 'react';
import { useLocation, useNavigate } from '../router';
import { renderAllSections } from './lazy-section';

/** The anchored sections of the landing page, in page order. */
export const LANDING_SECTIONS = ['home', 'about', 'benefits', 'join', 'contact'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Scrolls to a landing section now; false if it is not on the page. Sections below the fold
 * may not be laid out yet (lazySection): they are first, so the scroll ends at the real place.
 */
export function scrollToSection(section: LandingSection): boolean {
  const target = document.getElementById(section);
  if (!target) return false;
  renderAllSections();
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  return true;
}

/**
 * Goes to a section of the landing page: on / it scrolls smoothly (instantly when the user
 * prefers reduced motion); elsewhere it navigates to / with `state.scrollTo`, which the
 * landing page honours once it has rendered.
 */
export function useGoToSection(): (section: LandingSection) => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (section: LandingSection) => {
      if (pathname === '/' && scrollToSection(section)) return;
      void navigate('/', { state: { scrollTo: section } });
    },
    [navigate, pathname],
  );
}
