import type { ContestRankPage, ContestRankRequest, ContestRankRow } from '@contract/contest-board';
import { api } from '@web/lib/api-client';

/** POST /api/get-contest-rank: the board inside the contest (login required). */
export const getContestRank = (body: ContestRankRequest, signal?: AbortSignal) =>
  api.post<ContestRankPage<ContestRankRow>>('/api/get-contest-rank', body, { signal });
