import type { ContestRankPage, ContestRankRequest, ContestRankRow } from '@contract/contest-board';
import { api } from '@web/lib/api-client';

/**
 * POST /api/get-contest-outside-scoreboard: the public board (no login, only with openRank).
 * Silent: the page shows the failure itself and stops refreshing.
 */
export const getOutsideScoreboard = (body: ContestRankRequest, signal?: AbortSignal) =>
  api.post<ContestRankPage<ContestRankRow>>('/api/get-contest-outside-scoreboard', body, {
    signal,
    silent: true,
  });
