import type { QueryClient } from '@tanstack/react-query';

/**
 * The query keys of the group calls. Every key of one group starts with `groupKeys.group(gid)`,
 * so a change of membership (apply, exit, settings) can reach all the group knows at once.
 */
export const groupKeys = {
  all: ['group'] as const,
  list: ['group', 'list'] as const,
  group: (gid: number) => ['group', 'one', gid] as const,
  detail: (gid: number) => ['group', 'one', gid, 'detail'] as const,
  auth: (gid: number) => ['group', 'one', gid, 'auth'] as const,
  access: (gid: number) => ['group', 'one', gid, 'access'] as const,
};

/**
 * Refetches the group, the caller's level and access, and marks the rest of the group's data
 * stale without refetching it: after an exit the open tab's list would only answer 403, and the
 * layout swaps that tab out once the new level arrives.
 */
export function refreshGroup(queryClient: QueryClient, gid: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.group(gid), refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: groupKeys.detail(gid) }),
    queryClient.invalidateQueries({ queryKey: groupKeys.auth(gid) }),
    queryClient.invalidateQueries({ queryKey: groupKeys.access(gid) }),
  ]);
}
