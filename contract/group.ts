/**
 * Group calls (spec 3 §2–§7); field names are HOJ's (Group, GroupVO, GroupMember). The group
 * area's own requests live here; group-scoped problems, trainings, contests and discussions keep
 * their shapes in their own area's contract file.
 */
import { z } from 'zod';
import {
  booleanFlag,
  emptyToUndefined,
  keyword,
  optionalInteger,
  pagingSchema,
  requiredId,
  requiredInteger,
  text,
} from './common/fields';
import type { Page } from './envelope';

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

/** Spec 3 §5 and §9. */
export const GROUP_NAME_MIN = 5;
export const GROUP_NAME_MAX = 25;
export const GROUP_SHORT_NAME_MIN = 5;
export const GROUP_SHORT_NAME_MAX = 10;
export const GROUP_BRIEF_MIN = 5;
export const GROUP_BRIEF_MAX = 50;
export const GROUP_DESCRIPTION_MIN = 5;
export const GROUP_DESCRIPTION_MAX = 1000;
export const GROUP_CODE_LENGTH = 6;
export const GROUP_APPLY_REASON_MIN = 5;
export const GROUP_APPLY_REASON_MAX = 100;
/** The list's page sizes (spec 3 §9): default 15, options 9, 15, 30, 60, 120. */
export const GROUP_LIST_PAGE_SIZE = 15;
export const GROUP_LIST_PAGE_SIZES = [9, 15, 30, 60, 120] as const;
export const GROUP_MEMBER_PAGE_SIZE = 10;
/** Announcement pages (spec 3 §9): the reader view shows 5, the admin table 10. */
export const GROUP_ANNOUNCEMENT_PAGE_SIZE = 5;
export const GROUP_ADMIN_ANNOUNCEMENT_PAGE_SIZE = 10;
export const GROUP_ANNOUNCEMENT_TITLE_MAX = 255;
export const GROUP_ANNOUNCEMENT_CONTENT_MAX = 65_535;

/** group_announcement.status (spec 3 §4): 0 visible, 1 hidden. */
export const GroupAnnouncementStatus = { VISIBLE: 0, HIDDEN: 1 } as const;

/** Optional free text, trimmed; absent, null and blank read as undefined. Lengths are checked in order below. */
const optionalText = (field: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : emptyToUndefined(value)),
    text(field, { max: null, trim: true }).optional(),
  );

/** The group's fields as sent; checkGroupFields applies spec 3 §5 to them in its order. */
const groupFields = {
  name: optionalText('name'),
  shortName: optionalText('shortName'),
  brief: optionalText('brief'),
  code: optionalText('code'),
  auth: optionalInteger('auth'),
  description: optionalText('description'),
  visible: booleanFlag('visible'),
};
type GroupFields = { [K in keyof typeof groupFields]?: z.output<(typeof groupFields)[K]> };

const lengthRules = {
  name: ['The group name', GROUP_NAME_MIN, GROUP_NAME_MAX],
  shortName: ['The short name', GROUP_SHORT_NAME_MIN, GROUP_SHORT_NAME_MAX],
  brief: ['The brief', GROUP_BRIEF_MIN, GROUP_BRIEF_MAX],
  description: ['The description', GROUP_DESCRIPTION_MIN, GROUP_DESCRIPTION_MAX],
} as const;

/**
 * Spec 3 §5 in its order (name, short name, brief, code, type, description), one message per
 * field. On creation every field is required, the code only for protected and private groups;
 * on update an absent field keeps the stored value, so only given fields are checked.
 */
function checkGroupFields(body: GroupFields, ctx: z.RefinementCtx, creating: boolean) {
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  const checkLength = (field: keyof typeof lengthRules) => {
    const [label, min, max] = lengthRules[field];
    const value = body[field];
    if (value === undefined) {
      if (creating) fail(`${label} is required`);
    } else if (value.length < min || value.length > max) {
      fail(`${label} must be ${min} to ${max} characters`);
    }
  };
  checkLength('name');
  checkLength('shortName');
  checkLength('brief');
  // Creation ignores the code of a public group; an update checks a code whenever one is given.
  const codeChecked = creating ? body.auth !== GroupAuth.PUBLIC : body.code !== undefined;
  if (codeChecked) {
    if (body.code === undefined) fail(`The invitation code is required: ${GROUP_CODE_LENGTH} characters`);
    else if (body.code.length !== GROUP_CODE_LENGTH)
      fail(`The invitation code must be exactly ${GROUP_CODE_LENGTH} characters`);
  }
  if (body.auth === undefined) {
    if (creating) fail('The group type is required');
  } else if (body.auth < GroupAuth.PUBLIC || body.auth > GroupAuth.PRIVATE) {
    fail('The group type must be 1 (public), 2 (protected) or 3 (private)');
  }
  checkLength('description');
}

/**
 * POST /api/group (HOJ Group): every field is required (spec 3 §5), the code only for protected
 * and private groups (a public group keeps none). Owner, status and avatar come from the server.
 */
export const createGroupRequest = z.object(groupFields).transform((body, ctx) => {
  checkGroupFields(body, ctx, true);
  if (ctx.issues.length > 0) return z.NEVER;
  return {
    name: body.name as string,
    shortName: body.shortName as string,
    brief: body.brief as string,
    code: body.auth === GroupAuth.PUBLIC ? null : (body.code as string),
    auth: body.auth as GroupAuth,
    description: body.description as string,
    visible: body.visible ?? true,
  };
});
export type CreateGroupRequest = z.input<typeof createGroupRequest>;

/**
 * PUT /api/group (group root, owner, super admin). HOJ's client leaves out empty fields, so an
 * absent, empty or null field keeps the stored value; a given one is checked as on creation. A
 * protected or private group needs a code: given here or already stored.
 */
export const updateGroupRequest = z
  .object({ id: requiredId('id'), ...groupFields })
  .transform((body, ctx) => {
    checkGroupFields(body, ctx, false);
    if (ctx.issues.length > 0) return z.NEVER;
    return { ...body, auth: body.auth as GroupAuth | undefined };
  });
export type UpdateGroupRequest = z.input<typeof updateGroupRequest>;

/** GET /api/get-group-list. `auth` 0 or absent is every type; onlyMine lists groups I am a member of. */
export const groupListQuery = pagingSchema(GROUP_LIST_PAGE_SIZE, 120).extend({
  keyword: keyword('keyword'),
  auth: optionalInteger('auth', { min: 0, max: GroupAuth.PRIVATE }),
  onlyMine: booleanFlag('onlyMine'),
});
export type GroupListQuery = z.input<typeof groupListQuery>;
export type GroupListPage = Page<GroupListItem>;

/** ?gid= of the detail, access, auth and disband calls and the member exit. */
export const groupIdQuery = z.object({ gid: requiredId('gid') });
export type GroupIdQuery = z.input<typeof groupIdQuery>;

/** GET /api/get-group-access: whether the caller may enter the group's pages. */
export interface GroupAccessAnswer {
  access: boolean;
}

/**
 * POST /api/group/member: apply to join (HOJ names). A public group joins at once; a protected
 * one needs a reason; a private one the invitation code and a reason.
 */
export const applyGroupRequest = z.object({
  gid: requiredId('gid'),
  code: z.preprocess(emptyToUndefined, text('code', { max: 100, trim: true }).optional()),
  reason: z.preprocess(emptyToUndefined, text('reason', { max: null, trim: true }).optional()),
});
export type ApplyGroupRequest = z.input<typeof applyGroupRequest>;

const uidField = (field: string) =>
  text(field, { max: 64, trim: true, typeError: `${field} is required` }).min(1, `${field} is required`);

/**
 * PUT /api/group/member (HOJ GroupMember): sets a member's level. 3 approves an application,
 * 2 refuses it; a member (3+) cannot be set back to 1 or 2.
 */
export const changeGroupMemberRequest = z.object({
  gid: requiredId('gid'),
  uid: uidField('uid'),
  auth: requiredInteger('auth', {
    min: GroupMemberAuth.APPLYING,
    max: GroupMemberAuth.ROOT,
    message: 'auth must be 1 (applying), 2 (refused), 3 (member), 4 (admin) or 5 (root)',
  }),
});
export type ChangeGroupMemberRequest = z.input<typeof changeGroupMemberRequest>;

/** DELETE /api/group/member?uid&gid: removes a member or an application. */
export const removeGroupMemberQuery = z.object({ uid: uidField('uid'), gid: requiredId('gid') });
export type RemoveGroupMemberQuery = z.input<typeof removeGroupMemberQuery>;

/** GET /api/group/get-member-list and get-apply-list: `keyword` matches the username, `auth` one level. */
export const groupMemberListQuery = pagingSchema(GROUP_MEMBER_PAGE_SIZE).extend({
  gid: requiredId('gid'),
  keyword: keyword('keyword'),
  auth: optionalInteger('auth', { min: 0, max: GroupMemberAuth.ROOT }),
});
export type GroupMemberListQuery = z.input<typeof groupMemberListQuery>;

/** A row of the member and application lists (HOJ GroupMemberVO, plus the user's avatar). */
export interface GroupMemberRow {
  id: number;
  gid: number;
  uid: string;
  username: string;
  avatar: string | null;
  auth: GroupMemberAuth;
  /** The application's reason; null when none was given. */
  reason: string | null;
  gmtCreate: string;
  gmtModify: string;
}
export type GroupMemberPage = Page<GroupMemberRow>;

/** GET /api/group/get-announcement-list (members, visible only) and get-admin-announcement-list (group admins, all). */
export const groupAnnouncementListQuery = (defaultLimit: number) =>
  pagingSchema(defaultLimit).extend({ gid: requiredId('gid') });
export const groupReaderAnnouncementListQuery = groupAnnouncementListQuery(GROUP_ANNOUNCEMENT_PAGE_SIZE);
export const groupAdminAnnouncementListQuery = groupAnnouncementListQuery(GROUP_ADMIN_ANNOUNCEMENT_PAGE_SIZE);
export type GroupAnnouncementListQuery = z.input<typeof groupReaderAnnouncementListQuery>;

/** A group announcement (HOJ AnnouncementVO with gid). */
export interface GroupAnnouncement {
  id: number;
  gid: number;
  title: string;
  content: string;
  /** GroupAnnouncementStatus. */
  status: number;
  uid: string;
  username: string;
  gmtCreate: string;
  gmtModified: string;
}
export type GroupAnnouncementPage = Page<GroupAnnouncement>;

const requiredText = (field: string, label: string, max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .string({ error: `${label} is required` })
      .refine((value) => value.trim() !== '', `${label} is required`)
      .pipe(text(field, { max, tooLong: `${label} must be at most ${max} characters` })),
  );

const announcementFields = {
  title: requiredText('title', 'The title', GROUP_ANNOUNCEMENT_TITLE_MAX),
  content: requiredText('content', 'The content', GROUP_ANNOUNCEMENT_CONTENT_MAX),
  status: optionalInteger('status', {
    min: GroupAnnouncementStatus.VISIBLE,
    max: GroupAnnouncementStatus.HIDDEN,
    message: 'status must be 0 (visible) or 1 (hidden)',
  }),
};

/** POST /api/group/announcement (group admins). Author comes from the caller; status defaults to visible. */
export const createGroupAnnouncementRequest = z.object({ gid: requiredId('gid'), ...announcementFields });
export type CreateGroupAnnouncementRequest = z.input<typeof createGroupAnnouncementRequest>;

/**
 * PUT /api/group/announcement: its author (still a group admin) or the group's root. The group
 * is the stored one; a `gid` in the body is ignored. An absent status keeps the stored one.
 */
export const updateGroupAnnouncementRequest = z.object({ id: requiredId('id'), ...announcementFields });
export type UpdateGroupAnnouncementRequest = z.input<typeof updateGroupAnnouncementRequest>;

/** DELETE /api/group/announcement?aid (HOJ's name). */
export const groupAnnouncementIdQuery = z.object({ aid: requiredId('aid') });
export type GroupAnnouncementIdQuery = z.input<typeof groupAnnouncementIdQuery>;

/** POST /api/file/upload-group-avatar: multipart `image` and `gid`; answers the updated GroupDetail. */
export const groupAvatarUploadFields = z.object({ gid: requiredId('gid') });
