import { z } from 'zod';
import { newUsernameSchema } from './account';
import { booleanFlag, emptyToUndefined, keyword, pagingSchema, requiredInteger, text } from './common/fields';
import type { Page } from './envelope';
import { LIMITS } from './limits';
import { ROLE_CODES, type RoleCode } from './roles';

/**
 * The super admin's user calls (spec 3 "User admin"; HOJ AdminUserController): list, edit,
 * delete, import rows and generate numbered accounts.
 */

/** The most users one import or one generate call creates: each needs a password hash (tens of ms). */
export const USER_BATCH_MAX = 500;
export const GENERATED_PASSWORD_MIN = 6;
export const GENERATED_PASSWORD_MAX = 25;
/** How long the spreadsheet of generated passwords can be downloaded (HOJ: half an hour). */
export const GENERATED_USERS_TTL_SECONDS = 1800;

/** Column limits of an imported row, the same as the profile form's. */
export const IMPORT_FIELD_MAX = { email: 255, realname: 50, nickname: 20, school: 100 } as const;

export const adminUserListQuery = pagingSchema(10).extend({
  keyword: keyword('keyword'),
  onlyAdmin: booleanFlag('onlyAdmin').default(false),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuery>;

const uidField = (field: string) =>
  text(field, { max: 64, trim: true, typeError: `${field} is required` }).min(1, `${field} is required`);

/** Optional text: absent leaves the column as it is; empty or null clears it. */
const clearableText = (field: string, max: number) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    text(field, { max, trim: true })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === '' ? null : v)),
  );

export const adminEditUserRequest = z
  .object({
    uid: uidField('uid'),
    username: newUsernameSchema.optional(),
    realname: clearableText('realname', 50),
    nickname: clearableText('nickname', 20),
    school: clearableText('school', 100),
    email: z.preprocess(
      (v) => ((typeof v === 'string' && v.trim() === '') || v === null ? null : v),
      z
        .string({ error: 'email format is incorrect' })
        .trim()
        .max(255, 'email must be at most 255 characters')
        .pipe(z.email({ error: 'email format is incorrect' }))
        .nullable()
        .optional(),
    ),
    titleName: clearableText('titleName', 20),
    titleColor: clearableText('titleColor', 20),
    /** HOJ's single role (`type`); the user's roles become exactly this one. */
    type: z
      .preprocess(emptyToUndefined, z.number({ error: 'type must be a role code' }).optional())
      .refine((v) => v === undefined || ROLE_CODES.includes(v as RoleCode), 'type must be a role code'),
    status: z.preprocess(
      emptyToUndefined,
      z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }).optional(),
    ),
    setNewPwd: booleanFlag('setNewPwd').default(false),
    password: z.preprocess(
      emptyToUndefined,
      text('password', { max: null })
        .min(LIMITS.passwordMin, `password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`)
        .max(LIMITS.passwordMax, `password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`)
        .optional(),
    ),
  })
  .refine((v) => !v.setNewPwd || v.password !== undefined, {
    message: 'password is required to set a new password',
  });
export type AdminEditUserRequest = z.output<typeof adminEditUserRequest>;

export const adminDeleteUsersRequest = z.object({
  ids: z
    .array(uidField('ids'), { error: 'ids must be a list of user ids' })
    .min(1, 'ids must name at least one user')
    .max(USER_BATCH_MAX, `ids must name at most ${USER_BATCH_MAX} users`),
});

/**
 * One imported row: username, password, email, realname, gender, nickname, school (HOJ's
 * column order). Cells stay raw text here; the server checks each row and reports it by number.
 */
export const importUserRow = z
  .array(
    z.preprocess((v) => v ?? '', z.string({ error: 'each row must be a list of text' })),
    { error: 'each row must be a list of text' },
  )
  .max(7, 'a row has at most 7 columns');

export const adminImportUsersRequest = z.object({
  users: z
    .array(importUserRow, { error: 'users must be a list of rows' })
    .min(1, 'users must hold at least one row')
    .max(USER_BATCH_MAX, `at most ${USER_BATCH_MAX} rows can be imported at once`),
});

export interface ImportRowError {
  /** 1-based position of the row in the request. */
  row: number;
  username: string;
  msg: string;
}

/** The import's outcome; on any row error nothing is created and the 400 carries this as data. */
export interface ImportUsersResult {
  created: number;
  skipped: number;
  errors: ImportRowError[];
}

/** Text a prefix or suffix of generated names may hold: no spaces, control or invisible characters. */
const nameAffix = (field: string) =>
  z.preprocess(
    (v) => v ?? '',
    text(field, { max: LIMITS.usernameMax, trim: true }).refine(
      (v) => !/[\p{Cc}\p{Cf}\p{Z}]/u.test(v),
      `${field} must not contain spaces, control characters or invisible characters`,
    ),
  );

export const adminGenerateUsersRequest = z
  .object({
    prefix: nameAffix('prefix'),
    suffix: nameAffix('suffix'),
    number_from: requiredInteger('number_from', { min: 0 }),
    number_to: requiredInteger('number_to', { min: 0 }),
    password_length: requiredInteger('password_length', {
      min: GENERATED_PASSWORD_MIN,
      max: GENERATED_PASSWORD_MAX,
      message: `password_length must be ${GENERATED_PASSWORD_MIN} to ${GENERATED_PASSWORD_MAX}`,
    }),
  })
  .refine((v) => v.number_to >= v.number_from, {
    message: 'number_to must not be less than number_from',
  })
  .refine((v) => v.number_to - v.number_from < USER_BATCH_MAX, {
    message: `at most ${USER_BATCH_MAX} users can be generated at once`,
  })
  .refine((v) => `${v.prefix}${v.number_to}${v.suffix}`.length <= LIMITS.usernameMax, {
    message: `the generated usernames must be at most ${LIMITS.usernameMax} characters`,
  });
export type AdminGenerateUsersRequest = z.output<typeof adminGenerateUsersRequest>;

export interface GenerateUsersResponse {
  key: string;
}

export const generatedUsersQuery = z.object({
  key: text('key', { max: 64, trim: true, typeError: 'key is required' }).min(1, 'key is required'),
});

export interface AdminUserRole {
  id: number;
  role: string;
}

/** A row of the admin user list (HOJ UserRolesVO without the password). */
export interface AdminUserRow {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  gender: string;
  email: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  status: number;
  gmtCreate: string;
  gmtModified: string;
  roles: AdminUserRole[];
}

export type AdminUserListResponse = Page<AdminUserRow>;
