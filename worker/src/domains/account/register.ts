import type { CheckUsernameOrEmailResponse, RegisterRequest } from '@contract/account';
import { LIMITS } from '@contract/limits';
import { Role } from '@contract/roles';
import { userInfo, userRecord, userRole } from '../../db/schema';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { hashPassword } from '../../lib/password';
import { randomDigits, randomId } from '../../lib/random';
import type { Platform } from '../../platform/platform';
import { composeMail, deleteCache, purgeExpiredCache, readConfig, sendMail, writeCache } from '../site/index';
import { checkCode, consumeCode, normalizeEmail, type StoredCode, throttleResend } from './codes';
import { findUidByEmail, isUniqueViolation, usernameExists } from './user-info';

export const REGISTRATION_CLOSED = 'Sorry, registration is not open on this site at the moment';
export const USERNAME_EXISTS = 'The username already exists';
export const EMAIL_EXISTS = 'The email already exists';
export const MAIL_FAILED = 'The email could not be sent, please try again later or contact the administrator';
export const REGISTER_CODE_MINUTES = 5;

const registerCodeKey = (email: string) => `register-code:${normalizeEmail(email)}`;
const registerThrottleKey = (email: string) => `register-code-resend:${normalizeEmail(email)}`;

async function assertRegistrationOpen(platform: Platform) {
  const website = await readConfig(platform.db, 'website');
  if (!website.register) throw forbidden(REGISTRATION_CLOSED);
  return website;
}

/** Mails a 6-digit code valid 5 minutes; one per address per 60 s. */
export async function sendRegisterCode(platform: Platform, email: string): Promise<void> {
  const { db, clock } = platform;
  const website = await assertRegistrationOpen(platform);
  if (await findUidByEmail(db, email)) throw badRequest(EMAIL_EXISTS);
  const now = clock.now();
  await purgeExpiredCache(db, now);
  await throttleResend(db, registerThrottleKey(email), LIMITS.registerCodeResendSeconds, now);

  const code = randomDigits(LIMITS.emailCodeLength);
  const stored: StoredCode = { code, attempts: 0 };
  await writeCache(
    db,
    registerCodeKey(email),
    stored,
    new Date(now.getTime() + REGISTER_CODE_MINUTES * 60_000),
  );
  const result = await sendMail(
    platform,
    composeMail({
      to: email,
      siteName: website.name,
      subject: 'Registration verification code',
      paragraphs: [
        `Welcome to ${website.name}! Your verification code for registering is below.`,
        `It is valid for ${REGISTER_CODE_MINUTES} minutes. If you did not ask to register, ignore this mail.`,
      ],
      code,
    }),
  );
  if (result.status === 'failed') {
    // The client resets its countdown on failure, so the throttle and the unusable code go too.
    await deleteCache(db, registerCodeKey(email));
    await deleteCache(db, registerThrottleKey(email));
    throw new HttpError(503, MAIL_FAILED);
  }
}

/** Creates a default user (role 1002) once the mailed code checks out; the code is used up. */
export async function register(platform: Platform, input: RegisterRequest): Promise<void> {
  const { db, clock, config } = platform;
  await assertRegistrationOpen(platform);
  if (await usernameExists(db, input.username)) throw badRequest(USERNAME_EXISTS);
  if (await findUidByEmail(db, input.email)) throw badRequest(EMAIL_EXISTS);
  const now = clock.now();
  await checkCode(db, registerCodeKey(input.email), input.code, now);

  const uid = randomId();
  const password = await hashPassword(input.password, config.passwordIterations);
  try {
    await db.transaction(async (tx) => {
      await consumeCode(tx, registerCodeKey(input.email), input.code, now);
      await tx.insert(userInfo).values({
        uid,
        username: input.username,
        password,
        email: input.email,
        gmtCreate: now,
        gmtModified: now,
      });
      await tx.insert(userRole).values({ uid, roleId: Role.DEFAULT_USER });
      await tx.insert(userRecord).values({ uid });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest('The username or email already exists');
    throw error;
  }
}

export async function checkUsernameOrEmail(
  platform: Platform,
  input: { username?: string; email?: string },
): Promise<CheckUsernameOrEmailResponse> {
  const { db } = platform;
  return {
    username: input.username ? await usernameExists(db, input.username) : false,
    email: input.email ? Boolean(await findUidByEmail(db, input.email)) : false,
  };
}
