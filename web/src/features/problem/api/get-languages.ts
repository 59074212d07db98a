import type { Language } from '@contract/problem';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/**
 * GET /api/languages: the site's own judge languages in their display order (without `all`, the
 * server leaves out the remote judges' languages). The problem editor offers them and the
 * compiler help page lists them, both through this one query. With a `pid`, the languages of the
 * judge that judges that problem: its remote judge's for a remote problem (the editor offers
 * those, since the server accepts only that judge's languages), the site's own otherwise.
 */
export const getLanguages = (signal?: AbortSignal, pid?: number) =>
  api.get<Language[]>('/api/languages', pid === undefined ? { all: false } : { pid }, { signal });

export const languagesQuery = queryOptions({
  queryKey: ['problem', 'languages'],
  queryFn: ({ signal }) => getLanguages(signal),
  staleTime: 5 * 60_000,
});

export const judgeLanguagesQuery = (pid: number) =>
  queryOptions({
    queryKey: ['problem', 'languages', 'judge', pid],
    queryFn: ({ signal }) => getLanguages(signal, pid),
    staleTime: 5 * 60_000,
  });

export const useLanguages = () => useQuery(languagesQuery);

export const useJudgeLanguages = (pid: number, enabled: boolean) =>
  useQuery({ ...judgeLanguagesQuery(pid), enabled });
