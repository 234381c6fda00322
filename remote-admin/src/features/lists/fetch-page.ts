import type { Page } from 'shared';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);
const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/**
 * One page of an admin list answer (`{ data, total, page, pageSize }`), each item read by `toItem`
 * (items it refuses are left out). An answer with a list but without the counts is read as the
 * whole list on one page. Throws when there is no list, so the screen shows its load failure.
 */
export function toPage<T>(body: unknown, toItem: (value: unknown) => T | null): Page<T> {
  const list = isRecord(body) ? body.data : undefined;
  if (!Array.isArray(list)) throw new Error('The answer has no list');
  const data = list.map(toItem).filter((item): item is T => item !== null);
  const page = isRecord(body) ? body : {};
  const pageSize = count(page.pageSize) || Math.max(data.length, 1);
  return {
    data,
    total: count(page.total) ?? data.length,
    page: count(page.page) || 1,
    pageSize,
  };
}
