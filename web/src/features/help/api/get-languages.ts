import type { Language } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** Every language the site knows (spec 1 §7 GET /api/languages with all=true). */
export const getLanguages = (signal?: AbortSignal) =>
  api.get<Language[]>('/api/languages', { all: true }, { signal });

export const languagesQuery = queryOptions({
  queryKey: ['languages', 'all'],
  queryFn: ({ signal }) => getLanguages(signal),
  staleTime: 10 * 60_000,
});

export const useLanguages = () => useQuery(languagesQuery);
