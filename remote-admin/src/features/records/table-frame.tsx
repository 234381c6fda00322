import { media, smallCaps, visuallyHiddenStyles } from 'shared';
import styled, { css } from 'styled-components';
import { Surface } from '../panel/screen-layout';

// One card per row: the name as its title, each other cell labelled from data-label. The
// explicit ARIA roles keep it a table for screen readers although the boxes are blocks.
const stacked = css`
  thead { ${visuallyHiddenStyles} }
  table, tbody, tr, th, td { display: block; }

  tbody tr {
    padding: 1.25rem;
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
  tbody tr:first-child { border-top: 0; }
  tbody tr:hover { background: transparent; }

  tbody th {
    padding: 0 0 0.75rem;
    border: 0;
    font-size: 1.25rem;
  }

  tbody td {
    display: grid;
    grid-template-columns: minmax(6.5rem, 32%) minmax(0, 1fr);
    gap: 0.25rem 1rem;
    align-items: baseline;
    padding: 0.35rem 0;
    border: 0;
  }

  tbody td::before {
    /* The label is already the cell's column header for screen readers: shown, not read twice. */
    content: attr(data-label);
    content: attr(data-label) / '';
    ${smallCaps}
    letter-spacing: 0.14em;
    color: ${({ theme }) => theme.color.muted};
  }

  tbody td[data-actions] {
    display: block;
    width: auto;
    padding-top: 1rem;
    white-space: normal;
  }
  tbody td[data-actions]::before { display: none; }
  tbody td[data-actions] > div { flex-wrap: wrap; }
`;

export interface TableFrameProps {
  /** Widths of the leading text columns, in order (the rest share what is left). */
  $widths: readonly string[];
  /**
   * Below this width of its own box the table reads as one card per row (a phone, a tablet, a
   * desktop with the menu open beside a narrow window): about the narrowest its columns fit.
   */
  $stackBelow: string;
}

/**
 * The admin's tables: a white card holding a real table (caption for screen readers, column
 * headers, a row header per row) that turns into labelled cards, one per row, in a narrow box.
 * While the next page loads behind it (aria-busy) the table dims, after a moment, so a quick
 * answer does not flicker.
 */
export const TableFrame = styled(Surface)<TableFrameProps>`
  container-type: inline-size;
  overflow: hidden;

  table {
    width: 100%;
    border-collapse: collapse;
    text-align: left;
  }

  caption { ${visuallyHiddenStyles} }

  /* Shares for the text columns (the actions take their own width), so a long e-mail wraps
     within a fair column rather than being squeezed letter by letter. */
  ${({ $widths }) => $widths.map((width, index) => `thead th:nth-child(${index + 1}) { width: ${width}; }`).join('\n')}

  thead th {
    padding: 0.9rem 1.25rem;
    ${smallCaps}
    letter-spacing: 0.16em;
    color: ${({ theme }) => theme.color.inkSoft};
    background: ${({ theme }) => theme.color.ivory};
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
    white-space: nowrap;
  }

  tbody th,
  tbody td {
    padding: 1rem 1.25rem;
    vertical-align: middle;
    border-top: 1px solid ${({ theme }) => theme.color.line};
    overflow-wrap: anywhere;
  }

  tbody tr:first-child th,
  tbody tr:first-child td { border-top: 0; }

  tbody tr:hover { background: rgba(247, 242, 232, 0.6); }

  /* The actions take their own width on one line; the text columns share the rest. */
  tbody td[data-actions] {
    width: 1%;
    white-space: nowrap;
  }

  tbody th {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 1.0625rem;
    font-weight: 600;
    color: ${({ theme }) => theme.color.ink};
  }

  tbody { transition: opacity 0.2s ease; }
  &[aria-busy='true'] tbody {
    opacity: 0.55;
    transition-delay: 0.15s;
  }
  ${media.reducedMotion} { tbody { transition: none; } }

  @container (max-width: ${({ $stackBelow }) => $stackBelow}) { ${stacked} }
  /* Browsers without container queries: at least a phone gets the cards. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm - 1}px) { ${stacked} }
`;
