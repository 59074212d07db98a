/**
 * Group calls (spec 3 §2–§7); field names are HOJ's (Group, GroupVO, GroupMember). The group
 * area's own requests live here; group-scoped problems, trainings, contests and discussions keep
 * their shapes in their own area's contract file.
 */

/** Who may join: 1 public (joined at once), 2 protected (application), 3 private (code and application). */
export const GroupAuth = { PUBLIC: 1, PROTECTED: 2, PRIVATE: 3 } as const;
export type GroupAuth = (typeof GroupAuth)[keyof typeof GroupAuth];

/** group_member.auth (spec 3 §3): 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
export const GroupMemberAuth = { APPLYING: 1, REFUSED: 2, MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;
export type GroupMemberAuth = (typeof GroupMemberAuth)[keyof typeof GroupMemberAuth];

/** GET /api/get-group-detail (HOJ Group): `code` only for the group's root and super admin. */
export interface GroupDetail {
  id: number;
  avatar: string | null;
  name: string;
  shortName: string;
  brief: string;
  description: string;
  owner: string;
  uid: string;
  auth: GroupAuth;
  visible: boolean;
  /** 0 normal, 1 disabled. */
  status: number;
  code: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A card of GET /api/get-group-list (HOJ GroupVO). */
export interface GroupListItem {
  id: number;
  avatar: string | null;
  owner: string;
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: GroupAuth;
  visible: boolean;
  memberCount: number;
  gmtCreate: string;
}
