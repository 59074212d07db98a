import type { GroupDetail } from '@contract/group';
import { createContext, useContext } from 'react';

/**
 * What the group layout (/group/:groupID) knows about the group and the signed-in user's place
 * in it; every tab page inside the group reads it. Mirrors the server's GroupAccess.
 */
export interface GroupContextValue {
  gid: number;
  group: GroupDetail;
  /** GET /api/get-group-auth: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
  level: number;
  isSuperAdmin: boolean;
  isOwner: boolean;
  /** Member (level 3+), owner or super admin: the group's tabs are open. */
  isMember: boolean;
  /** Group admin (level 4+), owner or super admin: the admin sub-views. */
  isAdmin: boolean;
  /** Group root (level 5), owner or super admin: settings and everyone's content. */
  isRoot: boolean;
  /** Neither a member nor granted access (GET /api/get-group-access): only the home page opens. */
  menuDisabled: boolean;
  /** Refetches the group, the user's level and access (after applying, exiting, saving settings). */
  refresh(): void;
}

export const GroupContext = createContext<GroupContextValue | null>(null);

/** Set by the group layout once the group, the caller's level and access have loaded. */
export const GroupProvider = GroupContext.Provider;

/** The enclosing group; only pages under /group/:groupID may call it. */
export function useGroupContext(): GroupContextValue {
  const value = useContext(GroupContext);
  if (!value) throw new Error('useGroupContext is used outside the group layout');
  return value;
}
