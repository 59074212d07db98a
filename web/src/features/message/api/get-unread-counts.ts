import { LIMITS } from '@contract/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** GET /api/msg/unread (spec 1 §3 "Unread counts"). */
export interface UnreadCounts {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

export const getUnreadCounts = (signal?: AbortSignal) =>
  // A background poll reports failures through the session (401) only, not a toast every two minutes.
  api.get<UnreadCounts>('/api/msg/unread', undefined, { signal, silent: true });

export const unreadCountsQuery = (uid: string) =>
  queryOptions({
    queryKey: ['message', 'unread', uid],
    queryFn: ({ signal }) => getUnreadCounts(signal),
    refetchInterval: LIMITS.unreadPollMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

/** Polled every 120 s while someone is logged in; a null uid (logged out) stops the polling. */
export function useUnreadCounts(uid: string | null) {
  return useQuery({ ...unreadCountsQuery(uid ?? ''), enabled: uid !== null });
}

export const totalUnread = (counts: UnreadCounts | undefined) =>
  counts ? counts.comment + counts.reply + counts.like + counts.sys + counts.mine : 0;
