import { paths } from '@web/config/paths';

/** A discussion's page: a group's discussions live under the group (spec 3 §2). */
export const discussionLink = (did: number, gid: number | null) =>
  gid === null ? paths.discussionDetail(did) : `${paths.groupDetail(gid)}/discussion-detail/${did}`;
