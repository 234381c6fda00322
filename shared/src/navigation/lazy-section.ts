import { css } from 'styled-components';
import { media } from '../theme/theme';

/** Set on <html> once a jump to a section needs every section's real height. */
export const SECTIONS_RENDERED_ATTRIBUTE = 'data-sections-rendered';

/** About how tall a section is on a phone and from the `lg` breakpoint up, in px (lazySection). */
export type SectionEstimate = readonly [phone: number, wide: number];

/**
 * Styles for a long section of a page below the fold (the landing page's, the member dashboard's):
 * the browser skips its style, layout and paint until it comes near the viewport
 * (`content-visibility: auto`), which keeps the work after the page's first paint short on a phone.
 * Until then `phone` / `wide` (px, from the `lg` breakpoint up) stand in for its height, so the
 * scrollbar is about right; once rendered, the browser remembers the real height.
 *
 * A jump to a section (scrollToSection) cannot aim at estimated heights, so it first renders
 * every section for good (renderAllSections).
 */
export function lazySection(phone: number, wide: number) {
  return css`
    content-visibility: auto;
    contain-intrinsic-size: auto ${phone}px;
    ${media.lg} { contain-intrinsic-size: auto ${wide}px; }
    :root[${SECTIONS_RENDERED_ATTRIBUTE}] & { content-visibility: visible; }
  `;
}

/** Renders every lazy section from now on, so positions on the page are the real ones. */
export function renderAllSections(doc: Document = document): void {
  doc.documentElement.setAttribute(SECTIONS_RENDERED_ATTRIBUTE, '');
}
