import { z } from 'zod';
import { keyword, pagingSchema, text } from './common/fields';
import { LIMITS } from './limits';

/**
 * Account calls (spec 1 §4–§7). Request schemas validate at the server edge and in the
 * client forms; messages name the field so a 400 tells the user what to fix.
 */

export const usernameSchema = text('username', {
  max: LIMITS.usernameMax,
  trim: true,
  typeError: 'username is required',
}).min(1, 'username is required');

/**
 * A name being chosen: no whitespace, control or invisible format characters (Unicode Cc, Cf,
 * Z*), so no name can pass for another (`ro\u200bot` renders as "root"). Login and lookups
 * keep `usernameSchema`, so accounts made before this rule can still sign in.
 */
export const newUsernameSchema = usernameSchema.refine(
  (name) => !/[\p{Cc}\p{Cf}\p{Z}]/u.test(name),
  'username must not contain spaces, control characters or invisible characters',
);

export const passwordSchema = (field = 'password') =>
  text(field, { max: null, typeError: `${field} is required` })
    .min(1, `${field} is required`)
    .min(LIMITS.passwordMin, `${field} must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`)
    .max(LIMITS.passwordMax, `${field} must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`);

export const emailSchema = (field = 'email') =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(255, `${field} must be at most 255 characters`)
    .pipe(z.email({ error: `${field} format is incorrect` }));

export const emailCodeSchema = z
  .string({ error: 'code is required' })
  .trim()
  .regex(/^\d{6}$/, 'code must be exactly 6 digits');

export const loginRequest = z.object({
  username: usernameSchema,
  password: z
    .string({ error: 'password is required' })
    .min(1, 'password is required')
    .max(LIMITS.passwordMax * 4),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const registerRequest = z.object({
  username: newUsernameSchema,
  password: passwordSchema(),
  email: emailSchema(),
  code: emailCodeSchema,
});
export type RegisterRequest = z.infer<typeof registerRequest>;

export const checkUsernameOrEmailRequest = z
  .object({
    username: text('username', { max: LIMITS.usernameMax, trim: true }).optional(),
    email: text('email', { max: 255, trim: true }).optional(),
  })
  .refine((v) => Boolean(v.username || v.email), { message: 'username or email is required' });
export interface CheckUsernameOrEmailResponse {
  username: boolean;
  email: boolean;
}

export interface CaptchaResponse {
  /** A data URL of the image. */
  img: string;
  captchaKey: string;
}

export const applyResetPasswordRequest = z.object({
  email: emailSchema(),
  captcha: text('captcha', { max: LIMITS.captchaMax, trim: true, typeError: 'captcha is required' }).min(
    1,
    'captcha is required',
  ),
  captchaKey: text('captchaKey', { max: 100, typeError: 'captchaKey is required' }).min(
    1,
    'captchaKey is required',
  ),
});

export const resetPasswordRequest = z.object({
  username: usernameSchema,
  password: passwordSchema(),
  code: text('code', { max: 100, trim: true, typeError: 'code is required' }).min(1, 'code is required'),
});

export const changePasswordRequest = z
  .object({
    oldPassword: z.string({ error: 'oldPassword is required' }).min(1, 'oldPassword is required').max(100),
    newPassword: passwordSchema('newPassword'),
  })
  .refine((v) => v.oldPassword !== v.newPassword, {
    message: 'newPassword must be different from the old password',
    path: ['newPassword'],
  });

export const changeEmailRequest = z.object({
  password: z.string({ error: 'password is required' }).min(1, 'password is required').max(100),
  newEmail: emailSchema('newEmail'),
  code: emailCodeSchema,
});

const optionalText = (field: string, max: number) =>
  text(field, { max, trim: true })
    .optional()
    .nullable()
    .transform((v) => v ?? undefined);

export const GENDERS = ['male', 'female', 'secrecy'] as const;

export const changeUserInfoRequest = z.object({
  nickname: optionalText('nickname', 20),
  realname: optionalText('realname', 50),
  school: optionalText('school', 100),
  number: optionalText('number', 50),
  gender: z.enum(GENDERS, { error: 'gender must be male, female or secrecy' }).optional(),
  signature: optionalText('signature', 65535),
  github: optionalText('github', 255),
  blog: optionalText('blog', 255),
  cfUsername: optionalText('cfUsername', 255),
  mobile: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 -]{5,19}$/, 'mobile format is incorrect')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The current password: required when the mobile number changes (spec 1 §5). */
  password: z.string().max(100, 'password must be at most 100 characters').optional(),
});
export type ChangeUserInfoRequest = z.infer<typeof changeUserInfoRequest>;

/** What login, change-userInfo and change-email return and the client keeps (spec 1 §3). */
export interface UserInfo {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  email: string | null;
  mobile: string | null;
  avatar: string | null;
  school: string | null;
  number: string | null;
  gender: (typeof GENDERS)[number];
  signature: string | null;
  github: string | null;
  blog: string | null;
  cfUsername: string | null;
  titleName: string | null;
  titleColor: string | null;
  /** Role names, e.g. `root`, `admin`, `default_user` (see ROLE_NAMES). */
  roleList: string[];
}

export interface UserAuthInfo {
  /** Role names the user holds. */
  roles: string[];
  /** Permission names derived from the roles. */
  permissions: string[];
}

/**
 * What change-password and change-email return on success. A refused change (wrong password,
 * wrong or expired code, email taken, too many wrong passwords) is an HTTP error instead:
 * 400 (429 for the wrong-password pause) with the reason in the envelope's msg, so `code` is
 * always 200 here.
 */
export interface ChangeAccountResponse {
  code: number;
  msg: string;
  userInfo?: UserInfo;
}

export interface UserHomeInfo {
  uid: string;
  username: string;
  nickname: string | null;
  /** Shown only to the user and to admins (root, admin); null for everyone else. */
  realname: string | null;
  avatar: string | null;
  school: string | null;
  gender: (typeof GENDERS)[number];
  signature: string | null;
  github: string | null;
  blog: string | null;
  cfUsername: string | null;
  titleName: string | null;
  titleColor: string | null;
  total: number;
  rating: number | null;
  /** The best OI rank score of each OI problem the user tried outside contests; sums to the OI score. */
  scoreList: number[];
  /** Display ids of solved problems. */
  solvedList: string[];
  solvedGroupByDifficulty: Record<'0' | '1' | '2', { problemId: string; pid: number; title: string }[]>;
  recentLoginTime: string | null;
  gmtCreate: string;
}

export interface CalendarHeatmap {
  dataList: { date: string; count: number }[];
  /** The last day covered, YYYY-MM-DD (server time). */
  endDate: string;
}

export const rankListQuery = z.object({
  ...pagingSchema(LIMITS.rankPageSize, 500).shape,
  /** 0 or ACM, 1 or OI. */
  type: z
    .union([z.literal('ACM'), z.literal('OI'), z.coerce.number().int().min(0).max(1)])
    .default(0)
    .transform((t) => (t === 'OI' || t === 1 ? ('OI' as const) : ('ACM' as const))),
  searchUser: keyword('searchUser'),
});

export interface RankRecord {
  uid: string;
  username: string;
  nickname: string | null;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  signature: string | null;
  ac: number;
  total: number;
  /** OI rank lists only: the sum of OI rank scores. */
  score?: number;
}

export interface RecentAcRankRecord {
  uid: string;
  username: string;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  ac: number;
}
