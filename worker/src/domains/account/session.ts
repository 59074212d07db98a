import type { LoginRequest, UserInfo } from '@contract/account';
import { isAdminRole } from '@contract/roles';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { userSession } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden } from '../../http/errors';
import { randomId } from '../../lib/random';
import { signSessionToken, TOKEN_TTL_SECONDS } from '../../lib/tokens';
import type { Db, DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { verifyLoginPassword } from './credentials';
import {
  assertLoginAllowed,
  clearLoginFailures,
  loginThrottleKeys,
  recordLoginFailure,
} from './login-throttle';
import { forgetCachedSessions } from './session-lookup';
import { findAccountByUsername, loadUserInfo } from './user-info';

export interface LoginContext {
  ip: string | null;
  userAgent: string | null;
  /** general for the site, admin for the back office (spec 3 §5). */
  loginType: 'general' | 'admin';
}

export const WRONG_CREDENTIALS = 'The username or password is incorrect, please note the case';
export const ACCOUNT_DISABLED = 'Your account has been disabled, please contact the administrator';
export const NOT_ADMIN = 'Sorry, you do not have permission to log in to the admin area';

/**
 * Checks the credentials and opens a session: a `user_session` row and a JWT naming it.
 * Nothing else about the user changes; the latest session is the "last login". Attempts are
 * throttled per account and address, and an unknown username costs the same hashing as a
 * known one.
 */
export async function login(
  platform: Platform,
  input: LoginRequest,
  context: LoginContext,
): Promise<{ token: string; userInfo: UserInfo }> {
  const { db, clock, config } = platform;
  const now = clock.now();
  const throttle = loginThrottleKeys(input.username, context.ip);
  await assertLoginAllowed(db, throttle, now);
  const account = await findAccountByUsername(db, input.username);
  const passwordMatches = await verifyLoginPassword(
    input.password,
    account?.password ?? null,
    config.passwordIterations,
  );
  if (!account || !passwordMatches) {
    await recordLoginFailure(db, throttle, now);
    throw badRequest(WRONG_CREDENTIALS);
  }
  await clearLoginFailures(db, throttle);
  if (account.status !== 0) throw forbidden(ACCOUNT_DISABLED);
  if (context.loginType === 'admin' && !isAdminRole(account.roles)) throw forbidden(NOT_ADMIN);

  const sessionId = randomId();
  await db.insert(userSession).values({
    id: sessionId,
    uid: account.uid,
    ip: context.ip,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
    loginType: context.loginType,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
    lastSeenAt: now,
    gmtCreate: now,
    gmtModified: now,
  });
  const token = await signSessionToken(config.jwtSecret, account.uid, sessionId, now);
  const userInfo = await loadUserInfo(db, account.uid);
  return { token, userInfo: userInfo! };
}

/** Ends one session: its token is refused from the next request on. */
export async function logout(db: Db, user: CurrentUser, now: Date): Promise<void> {
  await db.update(userSession).set({ revokedAt: now }).where(eq(userSession.id, user.sessionId));
  forgetCachedSessions(db, user.uid);
}

/** Ends every open session of a user, or every one but `keepSessionId`. */
export async function revokeSessions(
  db: DbOrTx,
  uid: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: now })
    .where(
      and(
        eq(userSession.uid, uid),
        isNull(userSession.revokedAt),
        keepSessionId ? ne(userSession.id, keepSessionId) : undefined,
      ),
    );
}
