import type { ContestAnnouncementItem } from '@contract/contest-activity';
import type { Page } from '@contract/envelope';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export interface ContestAnnouncementParams {
  cid: number | string;
  currentPage: number;
  limit: number;
}

export const getContestAnnouncements = (params: ContestAnnouncementParams, signal?: AbortSignal) =>
  api.get<Page<ContestAnnouncementItem>>(
    '/api/get-contest-announcement',
    { cid: String(params.cid), currentPage: params.currentPage, limit: params.limit },
    { signal },
  );

export const contestAnnouncementsQuery = (params: ContestAnnouncementParams) =>
  queryOptions({
    queryKey: ['contest', 'announcements', String(params.cid), params.currentPage, params.limit],
    queryFn: ({ signal }) => getContestAnnouncements(params, signal),
  });

export const useContestAnnouncements = (params: ContestAnnouncementParams) =>
  useQuery({ ...contestAnnouncementsQuery(params), placeholderData: keepPreviousData });
