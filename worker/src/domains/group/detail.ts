import type { GroupAccessAnswer, GroupAuth, GroupDetail } from '@contract/group';
import type { CurrentUser } from '../../http/context';
import { forbidden } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { type GroupRow, groupAccess } from './policy';

type User = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;

const HIDDEN_GROUP = 'This group is hidden: only its members may open it';

/** The group as GET /api/get-group-detail shows it; the code only to its roots. */
export function toGroupDetail(group: GroupRow, showCode: boolean): GroupDetail {
  return {
    id: group.id,
    avatar: group.avatar,
    name: group.name,
    shortName: group.shortName,
    brief: group.brief,
    description: group.description,
    owner: group.owner,
    uid: group.uid,
    auth: group.auth as GroupAuth,
    visible: group.visible,
    status: group.status,
    code: showCode ? group.code : null,
    gmtCreate: group.gmtCreate.toISOString(),
    gmtModified: group.gmtModified.toISOString(),
  };
}

/** GET /api/get-group-detail: a hidden group only for its members and super admin. */
export async function getGroupDetail(db: DbOrTx, user: User, gid: number): Promise<GroupDetail> {
  const access = await groupAccess(db, gid, user);
  if (!access.group.visible && !access.isMember) throw forbidden(HIDDEN_GROUP);
  return toGroupDetail(access.group, access.isRoot);
}

/** GET /api/get-group-access: whether the caller may open the group's pages (members and super admin). */
export async function getGroupAccess(db: DbOrTx, user: User, gid: number): Promise<GroupAccessAnswer> {
  const access = await groupAccess(db, gid, user);
  return { access: access.isMember };
}

/** GET /api/get-group-auth: the caller's membership row level, 0 without one. */
export async function getGroupAuth(db: DbOrTx, user: User, gid: number): Promise<number> {
  const access = await groupAccess(db, gid, user);
  return access.level;
}
