import { z } from 'zod';
import { emptyToUndefined, optionalId, pagingSchema, requiredId, text } from './common/fields';

/**
 * Message centre calls (spec 1 §3, spec 2 §3 "Message", §7 "Messages") and the super admin's
 * notices (spec 3 "Notice"). Paths and field names are HOJ's (UserMsgVO, SysMsgVO,
 * AdminSysNoticeVO, UserUnreadMsgCountVO) so its client works unchanged.
 */

export const MESSAGE_LIMITS = {
  /** Comment, reply and like boxes. */
  remindPageSize: 6,
  /** Sys and mine boxes. */
  noticePageSize: 8,
  adminNoticePageSize: 10,
  noticeTitleMax: 255,
  noticeContentMax: 65535,
  usernameMax: 255,
} as const;

/** GET /api/msg/unread: unread items per box of the message menu. */
export interface UnreadCounts {
  /** Comments on the user's discussions (msg_remind action Discuss). */
  comment: number;
  /** Replies to the user's comments (Reply). */
  reply: number;
  /** Likes of the user's posts and discussions (Like_Post, Like_Discuss). */
  like: number;
  /** System notices from admins (user_sys_notice type Sys). */
  sys: number;
  /** Notices about the user's own things (type Mine). */
  mine: number;
}

/** The five boxes, in the order of the message centre's tabs. */
export const MESSAGE_BOXES = ['comment', 'reply', 'like', 'sys', 'mine'] as const;
export type MessageBox = (typeof MESSAGE_BOXES)[number];

/** GET /api/msg/comment|reply|like */
export const remindPageQuery = pagingSchema(MESSAGE_LIMITS.remindPageSize);
/** GET /api/msg/sys|mine */
export const noticePageQuery = pagingSchema(MESSAGE_LIMITS.noticePageSize);

/** A reminder as the comment, reply and like boxes list it (HOJ UserMsgVO). */
export interface UserMsg {
  id: number;
  /** Discuss, Reply, Like_Post or Like_Discuss. */
  action: string;
  sourceId: number | null;
  /** Discussion or Contest. */
  sourceType: string | null;
  sourceTitle: string | null;
  sourceContent: string | null;
  quoteId: number | null;
  /** Comment or Reply. */
  quoteType: string | null;
  quoteContent: string | null;
  url: string | null;
  /** false while unread: the state the row had before this page read it. */
  state: boolean;
  senderId: string | null;
  senderUsername: string | null;
  senderAvatar: string | null;
  gmtCreate: string;
}

/** A notice as the sys and mine boxes list it (HOJ SysMsgVO). */
export interface SysMsg {
  id: number;
  title: string;
  content: string;
  /** The admin who wrote it; null for notices the platform writes. */
  adminId: string | null;
  /** Sys or Mine. */
  type: string;
  state: boolean;
  gmtCreate: string;
}

/** DELETE /api/msg/clean: the box's own name as HOJ's client sends it. */
export const CLEAN_TYPES = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;
export type CleanType = (typeof CLEAN_TYPES)[number];
export const cleanMessageQuery = z.object({
  type: z.enum(CLEAN_TYPES, { error: 'type must be Discuss, Reply, Like, Sys or Mine' }),
  id: optionalId('id'),
});

/** Admin notice recipients: every user, one named user, or everyone with an admin role. */
export const NOTICE_TYPES = ['All', 'Single', 'Admin'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

const noticeType = z.preprocess(
  emptyToUndefined,
  z.enum(NOTICE_TYPES, { error: 'type must be All, Single or Admin' }).optional(),
);

/** GET /api/admin/msg/notice: HOJ's client always filters by type. */
export const adminNoticeListQuery = pagingSchema(MESSAGE_LIMITS.adminNoticePageSize).extend({
  type: noticeType,
});

const noticeTitle = text('title', {
  max: MESSAGE_LIMITS.noticeTitleMax,
  trim: true,
  typeError: 'title is required',
}).refine((value) => value.length > 0, 'title is required');
const noticeContent = text('content', {
  max: MESSAGE_LIMITS.noticeContentMax,
  typeError: 'content is required',
}).refine((value) => value.trim().length > 0, 'content is required');
const recipientUsername = z.preprocess(
  emptyToUndefined,
  text('recipientUsername', { max: MESSAGE_LIMITS.usernameMax, trim: true }).optional(),
);

export const NOTICE_MESSAGES = {
  notFound: 'The notice does not exist',
  recipientRequired: 'recipientUsername is required for a notice to a designated user',
  recipientUnknown: 'The recipient does not exist',
  pushedRecipients: 'The notice was already pushed: its recipients cannot change',
} as const;

/**
 * POST /api/admin/msg/notice. HOJ's dialog sends `type: ''` until a recipient kind is picked,
 * which reads as All; a Single notice names its recipient by username.
 */
export const addNoticeRequest = z.object({
  title: noticeTitle,
  content: noticeContent,
  type: noticeType.transform((value) => value ?? 'All'),
  recipientUsername,
});
export type AddNoticeRequest = z.output<typeof addNoticeRequest>;

/** PUT /api/admin/msg/notice: absent fields stay; recipients change only before the push. */
export const updateNoticeRequest = z.object({
  id: requiredId('id'),
  title: noticeTitle.optional(),
  content: noticeContent.optional(),
  type: noticeType,
  recipientUsername,
});
export type UpdateNoticeRequest = z.output<typeof updateNoticeRequest>;

/** DELETE /api/admin/msg/notice?id= */
export const deleteNoticeQuery = z.object({ id: requiredId('id') });

/** A notice in the admin list (HOJ AdminSysNoticeVO); state is true once pushed. */
export interface AdminNotice {
  id: number;
  title: string;
  content: string;
  type: NoticeType;
  state: boolean;
  recipientId: string | null;
  recipientUsername: string | null;
  adminUsername: string | null;
  gmtCreate: string;
  gmtModified: string;
}
