import type { Language } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * GET /api/languages: the site's own judge languages in their display order (without `all`, the
 * server leaves out the remote judges' languages). The problem editor offers them and the
 * compiler help page lists them, both through this one query.
 */
export const getLanguages = (signal?: AbortSignal) =>
  api.get<Language[]>('/api/languages', { all: false }, { signal });

export const languagesQuery = queryOptions({
  queryKey: ['problem', 'languages'],
  queryFn: ({ signal }) => getLanguages(signal),
  staleTime: 5 * 60_000,
});

export const useLanguages = () => useQuery(languagesQuery);
