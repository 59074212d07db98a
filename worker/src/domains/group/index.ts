/** The group area's public face: membership levels and the membership check other areas apply. */
import { groupAnnouncement, team } from '../../db/schema';

export { setGroupAvatar } from './groups';
export {
  accessOf,
  assertGroupAdmin,
  assertGroupMember,
  assertGroupReader,
  assertGroupRoot,
  canManageOwnGroupContent,
  GROUP_ADMINS_ONLY,
  GROUP_LEVEL,
  GROUP_MEMBERS_ONLY,
  GROUP_NOT_FOUND,
  GROUP_ROOTS_ONLY,
  type GroupAccess,
  type GroupRow,
  groupAccess,
  groupExists,
  groupLevel,
  groupRootUids,
} from './policy';

/** The Markdown in group descriptions and announcements: an editor upload linked here is kept by the file area's cleanup. */
export const groupMarkdownColumns = [team.description, groupAnnouncement.content];
