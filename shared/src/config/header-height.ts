/**
 * The fixed header's least height in CSS pixels, below the medium breakpoint and from it: room for
 * the brand's name on two lines beside the menu, so the bar is this tall whatever fonts the
 * browser has, and a page the server drew sits below it exactly as the live page will.
 */
export const HEADER_MIN_HEIGHT_PX = { base: 76, md: 88 } as const;

/**
 * The header's height as a CSS custom property on <html>: the least height (global style) until
 * the shell has measured the bar and published its height, so any remote can sit below it
 * (`padding-top: var(--club-header-height)`).
 */
export const HEADER_HEIGHT_VAR = '--club-header-height';
export const headerOffset = `var(${HEADER_HEIGHT_VAR}, ${HEADER_MIN_HEIGHT_PX.base}px)`;
