/** The group area's public face: membership levels and the membership check other areas apply. */
import { team } from '../../db/schema';

export { assertGroupMember, GROUP_LEVEL, groupExists, groupLevel, groupRootUids } from './policy';

/** The Markdown in group descriptions: an editor upload linked here is kept by the file area's cleanup. */
export const groupMarkdownColumns = [team.description];
