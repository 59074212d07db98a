import type { ScrollBoardInfo } from '@contract/contest-board';
import { api } from '@web/lib/api-client';

/** GET /api/get-contest-scroll-board-info: problems, balloon colours, seal time and star users. */
export const getScrollBoardInfo = (cid: string, signal?: AbortSignal) =>
  api.get<ScrollBoardInfo>('/api/get-contest-scroll-board-info', { cid }, { signal });
