import type { ContestAcInfoItem } from '@contract/contest-activity';
import type { Page } from '@contract/envelope';
import { api } from '@web/lib/api-client';

/** GET /api/get-contest-ac-info: first accepts for balloons, not yet checked first. */
export const getAcInfo = (query: { cid: string; currentPage: number; limit: number }, signal?: AbortSignal) =>
  api.get<Page<ContestAcInfoItem>>('/api/get-contest-ac-info', query, { signal });
