import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { refreshGroup } from './keys';

export interface GroupApplication {
  gid: number;
  /** The invitation code, asked for private groups only. */
  code?: string;
  /** Asked for protected and private groups. */
  reason?: string;
}

/**
 * POST /api/group/member: joins a public group at once, else files an application. HOJ's client
 * sends the fields as query parameters (@RequestParam); they go in the query and the body alike
 * so the call reads the same to a server taking either.
 */
export const applyToGroup = (application: GroupApplication) =>
  api.post<null>('/api/group/member', application, { query: { ...application } });

/** After applying, the caller's level is refetched (spec 3 §4): a public group's new member gets its tabs. */
export function useApplyToGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToGroup,
    onSuccess: (_, { gid }) => refreshGroup(queryClient, gid),
  });
}
