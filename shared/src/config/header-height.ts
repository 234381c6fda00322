/**
 * The shell measures its fixed header and publishes the height as this CSS custom property
 * on <html>, so any remote can sit below it (`padding-top: var(--club-header-height)`).
 */
export const HEADER_HEIGHT_VAR = '--club-header-height';
export const headerOffset = `var(${HEADER_HEIGHT_VAR}, 72px)`;
