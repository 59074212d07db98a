/**
 * A group's discussions (spec 3 §2, §3, §6, §7; HOJ GroupDiscussionController). Rows have the
 * public discussion's shape (DiscussionListItem) with `gid` set; the detail, likes, comments and
 * reports go through the public discussion calls, which check the group membership.
 */
import { z } from 'zod';
import { booleanFlag, keyword, optionalInteger, pagingSchema, requiredId, text } from './common/fields';
import {
  createDiscussionRequest,
  DISCUSSION_CONTENT_MAX,
  DISCUSSION_DESCRIPTION_MAX,
  DISCUSSION_PAGE_SIZE,
  DISCUSSION_TITLE_MAX,
  DiscussionStatus,
} from './discussion';

/** What a closed group discussion area answers (site switch openGroupDiscussion, spec 3 §6). */
export const GROUP_DISCUSSION_CLOSED_MESSAGE =
  'No Access: There is no open group discussion area on the website!';

/** GET /api/group/get-discussion-list: the group's normal discussions; pid filters by problem display id. */
export const groupDiscussionListQuery = pagingSchema(DISCUSSION_PAGE_SIZE).extend({
  gid: requiredId('gid'),
  pid: keyword('pid', 255),
});
export type GroupDiscussionListQuery = z.input<typeof groupDiscussionListQuery>;

/** GET /api/group/get-admin-discussion-list (group admins): every discussion of the group. */
export const groupAdminDiscussionListQuery = pagingSchema(DISCUSSION_PAGE_SIZE).extend({
  gid: requiredId('gid'),
});
export type GroupAdminDiscussionListQuery = z.input<typeof groupAdminDiscussionListQuery>;

/**
 * POST /api/group/discussion: the public post's fields plus the group. `pid` must be one of the
 * group's problems; the title then gets HOJ's `[pid] ` prefix. The pin is kept only from group admins.
 */
export const createGroupDiscussionRequest = createDiscussionRequest.extend({ gid: requiredId('gid') });
export type CreateGroupDiscussionRequest = z.input<typeof createGroupDiscussionRequest>;

/** Optional text that, when sent, must not be blank: `{field} is required`, `{field} Can not exceed {max}`. */
const changedText = (field: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: `${field} must be text` })
      .refine((value) => value.trim() !== '', `${field} is required`)
      .pipe(text(field, { max, tooLong: `${field} Can not exceed ${max}` }))
      .optional(),
  );

/**
 * PUT /api/group/discussion. Only the fields sent change. The author changes title, description,
 * content and category; group admins change the pin and the status (the admin table's switches).
 * HOJ's client sends the whole row back: a field restated with its current value is not a change,
 * so a group admin's toggle of someone else's discussion passes.
 */
export const updateGroupDiscussionRequest = z.object({
  id: requiredId('id'),
  title: changedText('title', DISCUSSION_TITLE_MAX),
  description: changedText('description', DISCUSSION_DESCRIPTION_MAX),
  content: changedText('content', DISCUSSION_CONTENT_MAX),
  categoryId: optionalInteger('categoryId', { min: 1 }),
  topPriority: booleanFlag('topPriority'),
  status: optionalInteger('status', {
    min: DiscussionStatus.NORMAL,
    max: DiscussionStatus.DISABLED,
    message: 'status must be 0 or 1',
  }),
});
export type UpdateGroupDiscussionRequest = z.input<typeof updateGroupDiscussionRequest>;

/** DELETE /api/group/discussion?did. */
export const groupDiscussionIdQuery = z.object({ did: requiredId('did') });
