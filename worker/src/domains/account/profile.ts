import type { ChangeAccountResponse, ChangeUserInfoRequest, UserAuthInfo, UserInfo } from '@contract/account';
import { LIMITS } from '@contract/limits';
import { and, eq, inArray } from 'drizzle-orm';
import { auth, roleAuth, userInfo } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { randomDigits } from '../../lib/random';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { composeMail, deleteCache, readConfig, sendMail, writeCache } from '../site/index';
import { checkCode, consumeCode, normalizeEmail, type StoredCode, throttleResend } from './codes';
import { verifyCurrentPassword } from './password';
import { EMAIL_EXISTS, MAIL_FAILED } from './register';
import { forgetCachedSessions } from './session-lookup';
import { findUidByEmail, isUniqueViolation, loadUserInfo, roleNamesOf } from './user-info';

export const CHANGE_EMAIL_CODE_MINUTES = 5;
const changeEmailCodeKey = (uid: string) => `change-email-code:${uid}`;
const changeEmailThrottleKey = (uid: string) => `change-email-resend:${uid}`;

/** Mails a code to the new address; one per user per 60 s. */
export async function sendChangeEmailCode(
  platform: Platform,
  user: CurrentUser,
  email: string,
): Promise<void> {
  const { db, clock } = platform;
  if (user.email && normalizeEmail(user.email) === normalizeEmail(email)) {
    throw badRequest('The new email is the same as the current one');
  }
  if (await findUidByEmail(db, email)) throw badRequest(EMAIL_EXISTS);
  const now = clock.now();
  await throttleResend(db, changeEmailThrottleKey(user.uid), LIMITS.registerCodeResendSeconds, now);

  const code = randomDigits(LIMITS.emailCodeLength);
  const stored: StoredCode = { code, attempts: 0, email: normalizeEmail(email) };
  await writeCache(
    db,
    changeEmailCodeKey(user.uid),
    stored,
    new Date(now.getTime() + CHANGE_EMAIL_CODE_MINUTES * 60_000),
  );
  const website = await readConfig(db, 'website');
  const result = await sendMail(
    platform,
    composeMail({
      to: email,
      siteName: website.name,
      subject: 'Email change verification code',
      paragraphs: [
        `Hello ${user.username}, use the code below to make this address the email of your account on ${website.name}.`,
        `It is valid for ${CHANGE_EMAIL_CODE_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
      ],
      code,
    }),
  );
  if (result.status === 'failed') {
    await deleteCache(db, changeEmailCodeKey(user.uid));
    await deleteCache(db, changeEmailThrottleKey(user.uid));
    throw new HttpError(503, MAIL_FAILED);
  }
}

export async function changeEmail(
  platform: Platform,
  user: CurrentUser,
  input: { password: string; newEmail: string; code: string },
): Promise<ChangeAccountResponse> {
  const { db, clock } = platform;
  const now = clock.now();
  await verifyCurrentPassword(db, user.uid, input.password, now, 'The password is incorrect');
  const key = changeEmailCodeKey(user.uid);
  const stored = await checkCode(db, key, input.code, now);
  if (stored.email !== normalizeEmail(input.newEmail)) {
    throw badRequest('The verification code was sent to another email, please get a new one');
  }
  const owner = await findUidByEmail(db, input.newEmail);
  if (owner && owner.uid !== user.uid) throw badRequest(EMAIL_EXISTS);
  try {
    await db.transaction(async (tx) => {
      await consumeCode(tx, key, input.code, now);
      await tx
        .update(userInfo)
        .set({ email: input.newEmail, gmtModified: now })
        .where(eq(userInfo.uid, user.uid));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(EMAIL_EXISTS);
    throw error;
  }
  forgetCachedSessions(db, user.uid);
  return { code: 200, msg: 'The email has been changed', userInfo: (await loadUserInfo(db, user.uid))! };
}

/** Writes the profile fields present in the request; an empty text clears its field. */
export const MOBILE_UNCHANGED = 'The new mobile is the same as the current one';
export const MOBILE_NEEDS_PASSWORD = 'password is required to change the mobile';

/** Spec 1 §5: a new mobile must differ from the current one, and the current password is asked. */
async function checkMobileChange(
  db: DbOrTx,
  uid: string,
  mobile: string,
  password: string | undefined,
  now: Date,
): Promise<void> {
  const [row] = await db.select({ mobile: userInfo.mobile }).from(userInfo).where(eq(userInfo.uid, uid));
  if ((row?.mobile ?? '') === mobile) throw badRequest(MOBILE_UNCHANGED);
  if (!password) throw badRequest(MOBILE_NEEDS_PASSWORD);
  await verifyCurrentPassword(db, uid, password, now, 'The password is incorrect');
}

export async function changeUserInfo(
  db: DbOrTx,
  uid: string,
  input: ChangeUserInfoRequest,
  now: Date,
): Promise<UserInfo> {
  const { password, ...fields } = input;
  if (fields.mobile !== undefined) await checkMobileChange(db, uid, fields.mobile, password, now);
  const patch: Partial<typeof userInfo.$inferInsert> = {};
  for (const [field, value] of Object.entries(fields) as [keyof typeof fields, string | undefined][]) {
    if (value === undefined) continue;
    (patch as Record<string, string | null>)[field] = value === '' ? null : value;
  }
  if (patch.gender === null) patch.gender = 'secrecy';
  if (Object.keys(patch).length > 0) {
    await db
      .update(userInfo)
      .set({ ...patch, gmtModified: now })
      .where(eq(userInfo.uid, uid));
    forgetCachedSessions(db, uid);
  }
  return (await loadUserInfo(db, uid))!;
}

/** Role names and the permission names they grant. */
export async function getUserAuthInfo(db: DbOrTx, user: CurrentUser): Promise<UserAuthInfo> {
  const permissions =
    user.roles.length === 0
      ? []
      : await db
          .selectDistinct({ permission: auth.permission })
          .from(roleAuth)
          .innerJoin(auth, eq(auth.id, roleAuth.authId))
          .where(and(inArray(roleAuth.roleId, user.roles), eq(auth.status, 0)))
          .orderBy(auth.permission);
  return { roles: roleNamesOf(user.roles), permissions: permissions.map((p) => p.permission) };
}
