import { LOCAL_OJ } from '@contract/limits';
import type { Language } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/languages: the site's own languages (remote judges' languages left out). */
export const getLanguages = async (signal?: AbortSignal) => {
  const all = await api.get<Language[]>('/api/languages', { all: false }, { signal });
  return all.filter((language) => !language.oj || language.oj === LOCAL_OJ);
};

export const languagesQuery = queryOptions({
  queryKey: ['admin', 'languages'],
  queryFn: ({ signal }) => getLanguages(signal),
  staleTime: 5 * 60_000,
});

export const useLanguages = () => useQuery(languagesQuery);
