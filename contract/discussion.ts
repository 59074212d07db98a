/**
 * Discussion calls (spec 2 §3, §5, §7; spec 3 admin discussions and reports), with HOJ's paths
 * and field names so HOJ's own client works. Markdown (description, content) is stored raw: the
 * web app sanitises it unless the author's `role` is 'root' or 'admin' (spec 2 §6), so the role
 * copied onto the discussion decides how it is shown.
 */
import { z } from 'zod';
import {
  booleanFlag,
  emptyToUndefined,
  idList,
  keyword,
  optionalId,
  pagingSchema,
  requiredId,
  text,
} from './common/fields';
import type { Page } from './envelope';

/** Spec 2 §9. */
export const DISCUSSION_PAGE_SIZE = 10;
export const DISCUSSION_TITLE_MAX = 255;
export const DISCUSSION_DESCRIPTION_MAX = 255;
export const DISCUSSION_CONTENT_MAX = 65_535;
export const DISCUSSION_CATEGORY_NAME_MAX = 255;
/** The reason a reporter types (spec 2 §5). */
export const REPORT_REASON_MAX = 200;
/**
 * The sent report content: the chosen tags, each as `#tag# `, then the reason. Six tags in the
 * longest locale stay well inside the 300 characters left beside the reason.
 */
export const REPORT_CONTENT_MAX = 500;
export const REPORT_EMPTY_MESSAGE = 'The report label and reason cannot be empty';
/** The tags a report may carry (spec 2 §5), as the web app offers them; any text is accepted. */
export const REPORT_TAGS = [
  'Spam ads',
  'Illegal',
  'Pornographic or vulgar',
  'Gambling or fraud',
  'Malicious abuse',
  'Plagiarism',
] as const;

/** discussion.status (spec 3 §4): 0 normal, 1 disabled (hidden from everyone but admin roles). */
export const DiscussionStatus = { NORMAL: 0, DISABLED: 1 } as const;

/** Spec 2 §8: what a closed public discussion area answers (site switch openPublicDiscussion). */
export const DISCUSSION_CLOSED_MESSAGE = 'No Access: There is no open discussion area on the website!';

/**
 * Required text the spec words as `{field} is required` / `{field} Can not exceed {max}`; text that
 * is blank after trimming counts as empty. The value is kept as written (not trimmed).
 */
const requiredText = (field: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: `${field} is required` })
      .refine((value) => value.trim() !== '', `${field} is required`)
      .pipe(text(field, { max, tooLong: `${field} Can not exceed ${max}` })),
  );

/** A category of discussions (HOJ Category). */
export interface DiscussionCategory {
  id: number;
  name: string;
  gmtCreate: string;
  gmtModified: string;
}

/**
 * POST /api/discussion-category (super admin): HOJ's upsertDiscussionCategory. Rows with an id
 * rename that category, rows without one add a category, rows with a blank name are skipped;
 * categories absent from the list are kept (discussions point at them). Answers the full list.
 */
export const discussionCategoryItem = z.object({
  id: optionalId('id'),
  name: z.preprocess(
    (value) => (value === null ? undefined : value),
    text('name', { max: DISCUSSION_CATEGORY_NAME_MAX, trim: true }).optional(),
  ),
});
export const upsertDiscussionCategoryRequest = z
  .array(discussionCategoryItem)
  .max(200, 'At most 200 categories');
export type UpsertDiscussionCategoryRequest = z.input<typeof upsertDiscussionCategoryRequest>;

/**
 * GET /api/get-discussion-list. keyword matches title, author, id or description (HOJ); cid is the
 * category; pid the problem's display id; onlyMine the caller's own. `admin=true` from an admin
 * role also lists disabled and group discussions (the admin discussion page).
 */
export const discussionListQuery = pagingSchema(DISCUSSION_PAGE_SIZE).extend({
  keyword: keyword('keyword'),
  cid: optionalId('cid'),
  pid: keyword('pid', 255),
  onlyMine: booleanFlag('onlyMine'),
  admin: booleanFlag('admin'),
});
export type DiscussionListQuery = z.input<typeof discussionListQuery>;

/** A row of the discussion list (HOJ Discussion); content only for the caller's own rows, else null. */
export interface DiscussionListItem {
  id: number;
  categoryId: number | null;
  title: string;
  description: string;
  content: string | null;
  /** The problem's display id, or null when not about a problem. */
  pid: string | null;
  uid: string;
  author: string;
  avatar: string | null;
  /**
   * The author's role when posting: 'root', 'admin' (admin or problem admin) or 'user'. The web app
   * renders the Markdown of 'root' and 'admin' posts as is and sanitises every other; it also picks the badge.
   */
  role: string | null;
  viewNum: number;
  likeNum: number;
  commentNum: number;
  topPriority: boolean;
  /** DiscussionStatus. */
  status: number;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
  /** Our addition beside HOJ's row: the category's name, so a list needs no second lookup. */
  categoryName: string | null;
  /** The author's title badge. */
  titleName: string | null;
  titleColor: string | null;
}
export type DiscussionListPage = Page<DiscussionListItem>;

/** GET /api/get-discussion-detail?did: counts a view. */
export const discussionIdQuery = z.object({ did: requiredId('did') });
export type DiscussionIdQuery = z.input<typeof discussionIdQuery>;

/** GET /api/get-discussion-detail (HOJ DiscussionVO). */
export interface DiscussionDetail extends DiscussionListItem {
  content: string;
  /** Whether the caller likes it (false for visitors). */
  hasLike: boolean;
}

const discussionFields = {
  title: requiredText('title', DISCUSSION_TITLE_MAX),
  description: requiredText('description', DISCUSSION_DESCRIPTION_MAX),
  content: requiredText('content', DISCUSSION_CONTENT_MAX),
  categoryId: requiredId('categoryId'),
  /** Honoured for admin roles only. */
  topPriority: booleanFlag('topPriority'),
};

/**
 * POST /api/discussion. With `pid` (a problem's display id) the title gets the `[pid] ` prefix
 * unless it already has it. Author, avatar and role come from the caller; counters start at 0.
 */
export const createDiscussionRequest = z.object({
  ...discussionFields,
  pid: z.preprocess(emptyToUndefined, text('pid', { max: 255, trim: true }).optional()),
});
export type CreateDiscussionRequest = z.input<typeof createDiscussionRequest>;

/** PUT /api/discussion (author only). Counters, author, pid and status are never taken from the body. */
export const updateDiscussionRequest = z.object({
  id: requiredId('id'),
  ...discussionFields,
});
export type UpdateDiscussionRequest = z.input<typeof updateDiscussionRequest>;

/** GET /api/discussion-like?did&toLike: idempotent per user. */
export const discussionLikeQuery = z.object({
  did: requiredId('did'),
  toLike: booleanFlag('toLike').pipe(z.boolean({ error: 'toLike is required' })),
});
export type DiscussionLikeQuery = z.input<typeof discussionLikeQuery>;

/** POST /api/discussion-report. The reporter is the caller whatever the body says. */
export const discussionReportRequest = z
  .object({
    did: requiredId('did'),
    content: z.preprocess(
      (value) => (value === null || value === undefined ? '' : value),
      text('content', { max: REPORT_CONTENT_MAX }),
    ),
    reporter: z.unknown().optional(),
  })
  // On the whole body so the message reads exactly as the spec words it, without a field prefix.
  .refine((body) => body.content.trim() !== '', REPORT_EMPTY_MESSAGE);
export type DiscussionReportRequest = z.input<typeof discussionReportRequest>;

/** PUT /api/admin/discussion (admin roles): the top switch and the status; other fields are ignored. */
export const adminUpdateDiscussionRequest = z
  .object({
    id: requiredId('id'),
    topPriority: booleanFlag('topPriority'),
    status: z.preprocess(
      emptyToUndefined,
      z
        .union([z.literal(DiscussionStatus.NORMAL), z.literal(DiscussionStatus.DISABLED)], {
          error: 'status must be 0 or 1',
        })
        .optional(),
    ),
  })
  .refine((body) => body.topPriority !== undefined || body.status !== undefined, {
    message: 'topPriority or status is required',
  });
export type AdminUpdateDiscussionRequest = z.input<typeof adminUpdateDiscussionRequest>;

/** DELETE /api/admin/discussion: a JSON array of discussion ids (spec 3 §5: needs a selection). */
export const adminDeleteDiscussionsRequest = idList('did', {
  notAList: 'The body must be a list of discussion ids',
  min: 1,
  tooFew: 'The number of discussions selected cannot be empty',
  max: 1000,
  tooMany: 'At most 1000 discussions at once',
});
/** What a client sends: the discussions' ids. */
export type AdminDeleteDiscussionsRequest = number[];

/** GET /api/admin/discussion-report: open reports first, then the newest. */
export const discussionReportListQuery = pagingSchema(10);
export type DiscussionReportListQuery = z.input<typeof discussionReportListQuery>;

/** A row of the report list (HOJ DiscussionReportVO). */
export interface DiscussionReportItem {
  id: number;
  did: number;
  gid: number | null;
  discussionTitle: string | null;
  discussionAuthor: string | null;
  /** The reporter's username. */
  reporter: string;
  content: string;
  /** Handled (HOJ: read). */
  status: boolean;
  gmtCreate: string;
  gmtModified: string;
}
export type DiscussionReportPage = Page<DiscussionReportItem>;

/** PUT /api/admin/discussion-report: marks a report handled (status true) or open again. */
export const adminUpdateDiscussionReportRequest = z.object({
  id: requiredId('id'),
  status: booleanFlag('status').pipe(z.boolean({ error: 'status is required' })),
});
export type AdminUpdateDiscussionReportRequest = z.input<typeof adminUpdateDiscussionReportRequest>;
