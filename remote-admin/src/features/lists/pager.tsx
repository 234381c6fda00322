import { useId } from 'react';
import { Button, media, smallCaps, type Page } from 'shared';
import styled from 'styled-components';
import { PAGE_SIZES } from './url-query';

const number = new Intl.NumberFormat('en-US');

/** 'Showing 26–50 of 10,201' (an en dash, thousands grouped); 'Showing 1 of 1' for one row. */
export function showingText({ total, page, pageSize, data }: Pick<Page<unknown>, 'total' | 'page' | 'pageSize' | 'data'>): string {
  if (total === 0 || data.length === 0) return `Showing 0 of ${number.format(total)}`;
  const first = (page - 1) * pageSize + 1;
  const last = first + data.length - 1;
  return first === last
    ? `Showing ${number.format(first)} of ${number.format(total)}`
    : `Showing ${number.format(first)}–${number.format(last)} of ${number.format(total)}`;
}

/** How many pages `total` rows fill at `pageSize` a page (at least one). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem 1.5rem;
  margin-top: 1.25rem;
`;

const Summary = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.inkSoft};
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  width: 100%;
  ${media.sm} { width: auto; }
`;

const Size = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  ${smallCaps}
  letter-spacing: 0.12em;
  color: ${({ theme }) => theme.color.muted};

  select {
    min-height: 2.25rem;
    padding: 0.2rem 1.75rem 0.2rem 0.6rem;
    font: inherit;
    font-size: 0.9375rem;
    letter-spacing: normal;
    text-transform: none;
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.white};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-bottom-color: ${({ theme }) => theme.color.muted};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
  }
  select:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Pages = styled.nav`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-left: auto;

  /* A button at the end of the pages stays focusable (aria-disabled), so focus is not lost. */
  button[aria-disabled='true'] { cursor: not-allowed; opacity: 0.45; }
`;

const Where = styled.span`
  min-width: 6.5rem;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  text-align: center;
  white-space: nowrap;
  color: ${({ theme }) => theme.color.muted};
`;

export interface PagerProps {
  page: Page<unknown>;
  /** Names the page links for screen readers ('Pages of approved members'). */
  label: string;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Below a list: 'Showing 26–50 of 10,201', the page size, Previous and Next. */
export function Pager({ page, label, onPage, onPageSize }: PagerProps) {
  const sizeId = useId();
  const pages = pageCount(page.total, page.pageSize);
  const atFirst = page.page <= 1;
  const atLast = page.page >= pages;
  return (
    <Bar>
      <Summary>{showingText(page)}</Summary>
      <Controls>
        <Size htmlFor={sizeId}>
          Rows per page
          <select id={sizeId} value={page.pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </Size>
        <Pages aria-label={label}>
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={atFirst || undefined}
            onClick={() => { if (!atFirst) onPage(page.page - 1); }}
          >
            Previous
          </Button>
          <Where>Page {number.format(Math.min(page.page, pages))} of {number.format(pages)}</Where>
          <Button
            variant="secondary"
            size="sm"
            aria-disabled={atLast || undefined}
            onClick={() => { if (!atLast) onPage(page.page + 1); }}
          >
            Next
          </Button>
        </Pages>
      </Controls>
    </Bar>
  );
}
