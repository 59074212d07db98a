import type { ScrollBoardSubmission } from '@contract/contest-board';
import { api } from '@web/lib/api-client';

/** GET /api/get-contest-scroll-board-submission: every ranked submission before the end. */
export const getScrollBoardSubmissions = (cid: string, removeStar: boolean, signal?: AbortSignal) =>
  api.get<ScrollBoardSubmission[]>(
    '/api/get-contest-scroll-board-submission',
    { cid, removeStar },
    { signal },
  );
