import { createGlobalStyle } from 'styled-components';
import { media } from './theme';
import { HEADER_HEIGHT_VAR, HEADER_MIN_HEIGHT_PX, headerOffset } from '../config/header-height';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  :root { ${HEADER_HEIGHT_VAR}: ${HEADER_MIN_HEIGHT_PX.base}px; }
  ${media.md} { :root { ${HEADER_HEIGHT_VAR}: ${HEADER_MIN_HEIGHT_PX.md}px; } }
  html { -webkit-text-size-adjust: 100%; }
  html, body, #root { height: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 16px;
    line-height: 1.6;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.paper};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.font.display};
    font-weight: 600;
    line-height: 1.2;
    margin: 0 0 0.5em;
    letter-spacing: 0.01em;
  }
  a { color: inherit; }
  /* Anchored sections land below the fixed header, whose height the shell measures. */
  section[id], [data-anchor] { scroll-margin-top: ${headerOffset}; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto !important; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
