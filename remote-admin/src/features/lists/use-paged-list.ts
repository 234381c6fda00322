import { useCallback, useEffect } from 'react';
import { useLoad, type Load, type Page } from 'shared';
import type { UrlQuery } from './use-url-query';

/** Fetches one page of a list for the API query `params` (the URL's, non-default values only). */
export type PageFetcher<T> = (params: URLSearchParams, signal: AbortSignal) => Promise<Page<T>>;

/**
 * One page of a list for the view in the URL. A new view (page, search, sort, filter) keeps the
 * page on screen (`stale`) until the next answers, so the table never flashes to a spinner; only
 * the first load shows one. A page past the last (a bookmark of a list that has shrunk, the last
 * row of the last page gone) moves to the last page with rows.
 */
export function usePagedList<T>(
  fetchPage: PageFetcher<T>,
  { apiParams, onPage }: Pick<UrlQuery<string>, 'apiParams' | 'onPage'>,
): Load<Page<T>> {
  const load = useCallback((signal: AbortSignal) => fetchPage(new URLSearchParams(apiParams), signal), [fetchPage, apiParams]);
  const list = useLoad(load, { keepPrevious: true });
  const { state, stale } = list;

  const past = !stale && state.status === 'loaded' && state.data.data.length === 0 && state.data.total > 0 && state.data.page > 1;
  const lastPage = state.status === 'loaded' ? Math.max(1, Math.ceil(state.data.total / state.data.pageSize)) : 1;
  useEffect(() => {
    if (past) onPage(lastPage);
  }, [past, lastPage, onPage]);

  return list;
}
