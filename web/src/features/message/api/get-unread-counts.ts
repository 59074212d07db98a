import { LIMITS } from '@contract/limits';
import type { UnreadCounts } from '@contract/message';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

export type { UnreadCounts };

/** GET /api/msg/unread (spec 1 §3 "Unread counts"). */
export const getUnreadCounts = (signal?: AbortSignal) =>
  // A background poll reports failures through the session (401) only, not a toast every two minutes.
  api.get<UnreadCounts>('/api/msg/unread', undefined, { signal, silent: true });

const UNREAD_KEY = ['message', 'unread'] as const;

export const unreadCountsQuery = (uid: string) =>
  queryOptions({
    queryKey: [...UNREAD_KEY, uid],
    queryFn: ({ signal }) => getUnreadCounts(signal),
    refetchInterval: LIMITS.unreadPollMs,
    refetchIntervalInBackground: true,
    staleTime: 0,
  });

/** Polled every 120 s while someone is logged in; a null uid (logged out) stops the polling. */
export function useUnreadCounts(uid: string | null) {
  return useQuery({ ...unreadCountsQuery(uid ?? ''), enabled: uid !== null });
}

/**
 * Asks the bell and the tabs for fresh counts: after a page marked its rows read, or a clean. A
 * count request still in flight was sent before that change, and a refetch would only join it,
 * so it is cancelled first.
 */
export async function refreshUnreadCounts(queryClient: QueryClient) {
  await queryClient.cancelQueries({ queryKey: UNREAD_KEY });
  await queryClient.invalidateQueries({ queryKey: UNREAD_KEY });
}

export const totalUnread = (counts: UnreadCounts | undefined) =>
  counts ? counts.comment + counts.reply + counts.like + counts.sys + counts.mine : 0;
