// The club's visual identity in one place: ink and ivory with a brass accent,
// a serif for display and the system sans for reading. Every app styles from this.
export const theme = {
  color: {
    ink: '#15120f',
    inkSoft: '#2a2420',
    ivory: '#f7f2e8',
    paper: '#fffdf9',
    /** Deep enough for small text on ivory, paper and white (4.6:1 on ivory, WCAG AA). */
    brass: '#8a6735',
    brassLight: '#c9a46a',
    wine: '#6a1e2a',
    text: '#1f1a16',
    muted: '#5e554c',
    line: '#e2d8c6',
    danger: '#a4201b',
    success: '#2d6a3e',
    focus: '#1d4ed8',
    white: '#ffffff',
  },
  font: {
    display: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Times New Roman', serif",
    body: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  radius: { sm: '4px', md: '8px', lg: '14px', pill: '999px' },
  shadow: {
    header: '0 2px 16px rgba(21, 18, 15, 0.12)',
    card: '0 1px 2px rgba(21, 18, 15, 0.06), 0 8px 24px rgba(21, 18, 15, 0.08)',
    modal: '0 24px 64px rgba(21, 18, 15, 0.35)',
  },
  /** Min-width breakpoints in px; `sm` is also the admin menu's collapse point. */
  breakpoint: { sm: 640, md: 768, lg: 1024, xl: 1280 },
  zIndex: { header: 40, menu: 45, modal: 60, toast: 80 },
} as const;

export type Theme = typeof theme;

/** `${media.md} { ... }` inside styled-components templates. */
export const media = {
  sm: `@media (min-width: ${theme.breakpoint.sm}px)`,
  md: `@media (min-width: ${theme.breakpoint.md}px)`,
  lg: `@media (min-width: ${theme.breakpoint.lg}px)`,
  xl: `@media (min-width: ${theme.breakpoint.xl}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
