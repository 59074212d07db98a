import { type GroupDetail, GroupMemberAuth } from '@contract/group';

export interface GroupViewer {
  uid: string;
  /** Site super admin (role root): every group is theirs to see and run. */
  isSuperAdmin: boolean;
}

export interface GroupRoles {
  isOwner: boolean;
  isMember: boolean;
  isAdmin: boolean;
  isRoot: boolean;
  /** No tab but the home page opens: neither a member nor granted access. */
  menuDisabled: boolean;
}

/**
 * Spec 3 §6 from the caller's level (GET /api/get-group-auth) and access (GET /api/get-group-access):
 * root is level 5, the owner or a super admin; admin adds level 4; member adds level 3.
 */
export function groupRoles(
  group: Pick<GroupDetail, 'uid'>,
  level: number,
  viewer: GroupViewer,
  access: boolean,
): GroupRoles {
  const isOwner = group.uid === viewer.uid;
  const isRoot = level === GroupMemberAuth.ROOT || isOwner || viewer.isSuperAdmin;
  const isAdmin = isRoot || level === GroupMemberAuth.ADMIN;
  const isMember = isAdmin || level === GroupMemberAuth.MEMBER;
  return { isOwner, isMember, isAdmin, isRoot, menuDisabled: !isMember && !access };
}

/** What the sidebar's one action button offers (spec 3 §2 Group home), in HOJ's order of precedence. */
export type GroupAction = 'disband' | 'exit' | 'apply' | 'applying' | 'refused' | 'none';

export function groupAction(
  roles: Pick<GroupRoles, 'isOwner' | 'isMember'>,
  level: number,
  isSuperAdmin: boolean,
): GroupAction {
  if (roles.isOwner || isSuperAdmin) return 'disband';
  if (roles.isMember) return 'exit';
  if (level === 0) return 'apply';
  if (level === GroupMemberAuth.APPLYING) return 'applying';
  if (level === GroupMemberAuth.REFUSED) return 'refused';
  return 'none';
}
