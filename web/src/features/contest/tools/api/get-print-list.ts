import type { ContestPrintItem } from '@contract/contest-activity';
import type { Page } from '@contract/envelope';
import { api } from '@web/lib/api-client';

/** GET /api/get-contest-print: the contest's print jobs (contest admins). */
export const getPrintList = (
  query: { cid: string; currentPage: number; limit: number },
  signal?: AbortSignal,
) => api.get<Page<ContestPrintItem>>('/api/get-contest-print', query, { signal });
