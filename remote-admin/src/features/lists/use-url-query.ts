import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared/router';
import { clearedFilters, isFiltered, queryParams, readQuery, type QuerySpec, type QueryValues } from './url-query';

export interface UrlQuery<K extends string> {
  /** The view the URL asks for (defaults filled in, bad values replaced). */
  query: QueryValues<K>;
  /** The parameters that differ from their default, as the API takes them (also the load's key). */
  apiParams: string;
  /**
   * Changes part of the view. Any change but the page's goes back to the first page. The URL
   * entry is replaced (typing a search does not fill the history); other parameters (the
   * panel's view) stay.
   */
  update: (patch: Partial<QueryValues<K>>) => void;
  /** Turns every search and filter off (sort and page size stay); undefined while none is on. */
  clear: (() => void) | undefined;
  /** The view without its paging: what the list's CSV export takes (every matching row). */
  exportParams: URLSearchParams;
  /** The pager's moves. */
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** A list's view kept in the URL's query, by `spec` (keep it a module-level constant). */
export function useUrlQuery<K extends string>(spec: QuerySpec<K>): UrlQuery<K> {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params, spec), [params, spec]);
  const apiParams = queryParams(query, spec).toString();

  const update = useCallback((patch: Partial<QueryValues<K>>) => {
    setParams((current) => {
      const merged: Record<string, string> = { ...readQuery(current, spec), ...patch };
      if (!('page' in patch) && 'page' in spec) merged.page = '1';
      const next = new URLSearchParams(current);
      for (const key of Object.keys(spec)) next.delete(key);
      for (const [key, value] of queryParams(merged as QueryValues<K>, spec)) next.set(key, value);
      return next;
    }, { replace: true });
  }, [setParams, spec]);

  const filtered = isFiltered(query, spec);
  const clear = useCallback(() => update(clearedFilters(spec)), [update, spec]);
  const onPage = useCallback((page: number) => update({ page: String(page) } as Partial<QueryValues<K>>), [update]);
  const onPageSize = useCallback((pageSize: number) => update({ pageSize: String(pageSize) } as Partial<QueryValues<K>>), [update]);
  const exportParams = useMemo(() => queryParams(query, spec, ['page', 'pageSize'] as K[]), [query, spec]);
  return { query, apiParams, update, clear: filtered ? clear : undefined, exportParams, onPage, onPageSize };
}
