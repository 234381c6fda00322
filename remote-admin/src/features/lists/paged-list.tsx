import type { ReactNode } from 'react';
import { Button, VisuallyHidden, type LoadState, type Page } from 'shared';
import { EmptyList, LoadFailed, ScreenSpinner } from '../panel/screen-layout';
import { Pager, showingText } from './pager';
import type { UrlQuery } from './use-url-query';

/** What the live region says of a view without rows (the empty state shows the list's own line). */
export const NO_RESULTS = 'No results.';

/** What a filtered list with no rows says under its empty state. */
export const NOTHING_MATCHES = 'Nothing matches this search and these filters.';

export interface PagedListProps<T> {
  state: LoadState<Page<T>>;
  /** The page shown is the previous view's while the next loads. */
  stale: boolean;
  onRetry: () => void;
  /** The spinner's name while the first page loads ('Loading requests'). */
  spinnerLabel: string;
  /** The inline red text that replaces the list when it cannot be loaded. */
  failure: string;
  /** The empty state's line ('No pending requests'). */
  empty: string;
  /** The list's view: its pager's moves, and Clear filters in the empty state while a search or filter is on. */
  view: Pick<UrlQuery<string>, 'clear' | 'onPage' | 'onPageSize'>;
  /** Names the pager's page buttons for screen readers. */
  pagerLabel: string;
  /** The table of the page's rows; `busy` while the next page loads behind it. */
  children: (page: Page<T>, busy: boolean) => ReactNode;
}

/**
 * A server-paged list under its toolbar: a spinner for the first page only, then the table and
 * the pager; each later view keeps the rows on screen until it answers. How many rows match is
 * announced (a polite live region) each time a view has loaded.
 */
export function PagedList<T>({
  state, stale, onRetry, spinnerLabel, failure, empty, view, pagerLabel, children,
}: PagedListProps<T>) {
  const { clear: onClear, onPage, onPageSize } = view;
  if (state.status === 'loading') return <ScreenSpinner label={spinnerLabel} />;
  if (state.status === 'error') return <LoadFailed message={failure} onRetry={onRetry} />;
  const page = state.data;
  const announced = stale ? '' : page.total === 0 ? NO_RESULTS : `${showingText(page)}.`;
  return (
    <>
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
      {page.total === 0 ? (
        <EmptyList message={empty} detail={onClear ? NOTHING_MATCHES : undefined}>
          {onClear && <Button variant="secondary" onClick={onClear}>Clear filters</Button>}
        </EmptyList>
      ) : (
        <>
          {children(page, stale)}
          <Pager page={page} label={pagerLabel} onPage={onPage} onPageSize={onPageSize} />
        </>
      )}
    </>
  );
}
