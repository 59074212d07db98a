import { useSearchParams } from 'react-router';

/** A whole number above 0 from the query string, or undefined when absent or anything else. */
export const positiveIntParam = (value: string | null) => {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
};

export type QueryFilterPatch = Record<string, string | number | boolean | undefined>;

/**
 * A list's filters kept in the query string. `update` sets the given keys (undefined, '' and
 * false remove one) and, unless it sets the page itself, goes back to the first page: a new
 * filter starts the list over. `currentPage` and `keyword` are the two every list reads.
 */
export function useQueryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = (patch: QueryFilterPatch) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === '' || value === false) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('currentPage' in patch)) next.delete('currentPage');
      return next;
    });
  return {
    searchParams,
    update,
    currentPage: positiveIntParam(searchParams.get('currentPage')) ?? 1,
    keyword: searchParams.get('keyword') ?? '',
  };
}
