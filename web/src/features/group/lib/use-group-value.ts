import { useQueryClient } from '@tanstack/react-query';
import { userIsRoot, useUser } from '@web/lib/auth';
import { useCallback, useMemo } from 'react';
import { useGroupAccess } from '../api/get-group-access';
import { useGroupAuth } from '../api/get-group-auth';
import { useGroupDetail } from '../api/get-group-detail';
import { refreshGroup } from '../api/keys';
import type { GroupContextValue } from './group-context';
import { groupRoles } from './group-roles';

/**
 * Loads the group, the caller's level and access together (HOJ's getGroup, getGroupAuth,
 * getGroupAccess) and derives the roles of spec 3 §6; `value` is null until all three answered.
 */
export function useGroupValue(gid: number) {
  const user = useUser();
  const queryClient = useQueryClient();
  const detail = useGroupDetail(gid);
  const level = useGroupAuth(gid);
  const access = useGroupAccess(gid);
  const isSuperAdmin = userIsRoot(user);
  const uid = user?.uid ?? '';

  const refresh = useCallback(() => void refreshGroup(queryClient, gid), [queryClient, gid]);

  const group = detail.data;
  const levelValue = level.data;
  const accessValue = access.data?.access;
  const value = useMemo<GroupContextValue | null>(() => {
    if (!group || levelValue === undefined || accessValue === undefined) return null;
    const roles = groupRoles(group, levelValue, { uid, isSuperAdmin }, accessValue);
    return { gid, group, level: levelValue, isSuperAdmin, ...roles, refresh };
  }, [gid, group, levelValue, accessValue, uid, isSuperAdmin, refresh]);

  const pending = detail.isPending || level.isPending || access.isPending;
  // The group's own answer tells a group that does not exist (404) from one that failed to load.
  return { value, pending, retry: refresh, error: detail.error };
}
