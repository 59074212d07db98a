import type { DiscussionReportPage } from '@contract/discussion';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface DiscussionReportParams {
  currentPage: number;
  limit: number;
}

/** GET /api/admin/discussion-report: open reports first, then the newest. */
export const getDiscussionReports = (params: DiscussionReportParams, signal?: AbortSignal) =>
  api.get<DiscussionReportPage>('/api/admin/discussion-report', { ...params }, { signal });

export const discussionReportsQuery = (params: DiscussionReportParams) =>
  queryOptions({
    queryKey: ['discussion', 'reports', params],
    queryFn: ({ signal }) => getDiscussionReports(params, signal),
  });

export const useDiscussionReports = (params: DiscussionReportParams) =>
  useQuery({ ...discussionReportsQuery(params), placeholderData: keepPreviousData });
