import type { CaptchaResponse, ChangeAccountResponse } from '@contract/account';
import { LIMITS } from '@contract/limits';
import { eq } from 'drizzle-orm';
import { userInfo } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, HttpError } from '../../http/errors';
import { timingSafeEqual } from '../../lib/encoding';
import { hashPassword, verifyPassword } from '../../lib/password';
import { randomId } from '../../lib/random';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import {
  composeMail,
  deleteCache,
  publicBaseUrl,
  purgeExpiredCache,
  readCache,
  readConfig,
  sendMail,
  takeCache,
  writeCache,
} from '../site/index';
import { drawCaptcha, svgDataUrl } from './captcha-image';
import {
  assertPasswordAttemptsLeft,
  clearPasswordFailures,
  recordPasswordFailure,
  throttleResend,
} from './codes';
import { MAIL_FAILED } from './register';
import { revokeSessions } from './session';
import { forgetCachedSessions } from './session-lookup';
import { findAccountByUsername, findUidByEmail } from './user-info';

export const CAPTCHA_MINUTES = 3;
export const CAPTCHA_EXPIRED = 'The captcha has expired, please refresh it';
export const CAPTCHA_WRONG = 'The captcha is incorrect';
export const EMAIL_NOT_FOUND = 'The email does not exist';
export const USERNAME_NOT_FOUND = 'The username does not exist';
export const RESET_CODE_INVALID = 'The reset link is invalid or has expired, please apply again';
export const RESET_CODE_MINUTES = 10;

const captchaKey = (key: string) => `captcha:${key}`;
const resetCodeKey = (uid: string) => `reset-password:${uid}`;
const resetThrottleKey = (uid: string) => `reset-password-resend:${uid}`;

export async function createCaptcha(platform: Platform): Promise<CaptchaResponse> {
  const { db, clock } = platform;
  const now = clock.now();
  await purgeExpiredCache(db, now);
  const { answer, svg } = drawCaptcha();
  const key = randomId();
  await writeCache(
    db,
    captchaKey(key),
    { answer: answer.toLowerCase() },
    new Date(now.getTime() + CAPTCHA_MINUTES * 60_000),
  );
  return { img: svgDataUrl(svg), captchaKey: key };
}

/** A captcha answers once, right or wrong, and case does not matter. */
export async function checkCaptcha(db: DbOrTx, key: string, given: string, now: Date): Promise<void> {
  const stored = await takeCache<{ answer: string }>(db, captchaKey(key), now);
  if (!stored) throw badRequest(CAPTCHA_EXPIRED);
  if (stored.answer !== given.trim().toLowerCase()) throw badRequest(CAPTCHA_WRONG);
}

/** Mails a reset link with a random code valid 10 minutes; one per account per 90 s. */
export async function applyResetPassword(
  platform: Platform,
  input: { email: string; captcha: string; captchaKey: string },
): Promise<void> {
  const { db, clock, config } = platform;
  const now = clock.now();
  await checkCaptcha(db, input.captchaKey, input.captcha, now);
  const account = await findUidByEmail(db, input.email);
  if (!account) throw badRequest(EMAIL_NOT_FOUND);
  await throttleResend(db, resetThrottleKey(account.uid), LIMITS.resetResendSeconds, now);

  const code = randomId();
  await writeCache(
    db,
    resetCodeKey(account.uid),
    { code },
    new Date(now.getTime() + RESET_CODE_MINUTES * 60_000),
  );
  const website = await readConfig(db, 'website');
  const query = new URLSearchParams({ username: account.username, code });
  const url = `${publicBaseUrl(website, config.baseUrl)}/reset-password?${query}`;
  const result = await sendMail(
    platform,
    composeMail({
      to: input.email,
      siteName: website.name,
      subject: 'Reset your password',
      paragraphs: [
        `Hello ${account.username}, someone asked to reset the password of your account on ${website.name}.`,
        `Open the link below within ${RESET_CODE_MINUTES} minutes to choose a new password. If it was not you, ignore this mail.`,
      ],
      link: { url, label: 'Reset password' },
    }),
  );
  if (result.status === 'failed') {
    await deleteCache(db, resetCodeKey(account.uid));
    await deleteCache(db, resetThrottleKey(account.uid));
    throw new HttpError(503, MAIL_FAILED);
  }
}

/** Sets the new password from a reset link and ends every session of the account. */
export async function resetPassword(
  platform: Platform,
  input: { username: string; password: string; code: string },
): Promise<void> {
  const { db, clock, config } = platform;
  const now = clock.now();
  const account = await findAccountByUsername(db, input.username);
  if (!account) throw badRequest(USERNAME_NOT_FOUND);
  const stored = await readCache<{ code: string }>(db, resetCodeKey(account.uid), now);
  if (!stored || stored.code.length !== input.code.length || !timingSafeEqual(stored.code, input.code)) {
    throw badRequest(RESET_CODE_INVALID);
  }
  const password = await hashPassword(input.password, config.passwordIterations);
  await db.transaction(async (tx) => {
    const taken = await takeCache<{ code: string }>(tx, resetCodeKey(account.uid), now);
    if (taken?.code !== input.code) throw badRequest(RESET_CODE_INVALID);
    await tx.update(userInfo).set({ password, gmtModified: now }).where(eq(userInfo.uid, account.uid));
    await revokeSessions(tx, account.uid, now);
  });
  forgetCachedSessions(db, account.uid);
}

/** Verifies the caller's current password, counting failures (change password and change email). */
export async function verifyCurrentPassword(
  db: DbOrTx,
  uid: string,
  password: string,
  now: Date,
  wrongMessage: string,
) {
  await assertPasswordAttemptsLeft(db, uid, now);
  const [row] = await db.select({ password: userInfo.password }).from(userInfo).where(eq(userInfo.uid, uid));
  if (!row || !(await verifyPassword(password, row.password)))
    await recordPasswordFailure(db, uid, now, wrongMessage);
  await clearPasswordFailures(db, uid);
}

/** Changes the password; every other session of the user ends, the caller's stays. */
export async function changePassword(
  platform: Platform,
  user: CurrentUser,
  input: { oldPassword: string; newPassword: string },
): Promise<ChangeAccountResponse> {
  const { db, clock, config } = platform;
  const now = clock.now();
  await verifyCurrentPassword(db, user.uid, input.oldPassword, now, 'The old password is incorrect');
  const password = await hashPassword(input.newPassword, config.passwordIterations);
  await db.transaction(async (tx) => {
    await tx.update(userInfo).set({ password, gmtModified: now }).where(eq(userInfo.uid, user.uid));
    await revokeSessions(tx, user.uid, now, user.sessionId);
  });
  forgetCachedSessions(db, user.uid);
  return { code: 200, msg: 'The password has been changed; your other sessions were logged out' };
}
