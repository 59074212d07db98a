import type { Page } from '@contract/envelope';
import type { AdminNotice, NoticeType } from '@contract/message';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface AdminNoticeQuery {
  currentPage: number;
  limit: number;
  /** Empty: every type. */
  type: NoticeType | '';
}

export const adminNoticesKey = ['admin', 'message', 'notices'] as const;

/** GET /api/admin/msg/notice?currentPage&limit&type: unpushed first, newest first. */
export const getAdminNotices = (query: AdminNoticeQuery, signal?: AbortSignal) =>
  api.get<Page<AdminNotice>>(
    '/api/admin/msg/notice',
    { ...query, type: query.type || undefined },
    { signal },
  );

export const useAdminNotices = (query: AdminNoticeQuery) =>
  useQuery({
    queryKey: [...adminNoticesKey, query],
    queryFn: ({ signal }) => getAdminNotices(query, signal),
    placeholderData: keepPreviousData,
  });
