import { isAdminRole, isRoot, Role } from '@contract/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { userInfo, userRole, userSession } from '../db/schema';
import { coalesce, forgetCoalesced } from '../lib/coalesce';
import {
  signSessionToken,
  TOKEN_RENEW_AFTER_SECONDS,
  TOKEN_TTL_SECONDS,
  tokenFromHeader,
  verifySessionToken,
} from '../lib/tokens';
import type { Db } from '../platform/db';
import type { AppContext, AppEnv, CurrentUser } from './context';
import { badRequest, forbidden, unauthorized } from './errors';

/**
 * Resolves the caller from the `Authorization` header. A missing, invalid or ended session
 * leaves the request anonymous; endpoints that need a user refuse it with 401. A token past
 * its renewal age is replaced through the `Authorization` + `Refresh-Token` response headers.
 */
export const resolveUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  const urlType = c.req.header('Url-Type');
  if (urlType !== undefined && urlType !== '' && urlType !== 'admin' && urlType !== 'general') {
    throw badRequest('Url-Type must be admin or general');
  }
  c.set('urlType', urlType === 'admin' ? 'admin' : 'general');
  c.set('user', null);

  const token = tokenFromHeader(c.req.header('Authorization'));
  if (token) {
    const { config, clock } = c.env.platform;
    const now = clock.now();
    const claims = await verifySessionToken(config.jwtSecret, token, now);
    if (claims) {
      const user = await loadSessionUser(c, claims.sid, claims.uid, now);
      if (user) {
        c.set('user', user);
        if (now.getTime() / 1000 - claims.iat >= TOKEN_RENEW_AFTER_SECONDS) {
          await renewSession(c, user, now);
        }
      }
    }
  }
  await next();
};

/**
 * How long a looked-up session also answers later requests in the same process. A page load
 * fires several authenticated calls at once, and the session row was the largest cost of each
 * (about 1.5 ms on PGlite). Logout, password changes and profile edits forget the cached
 * entry at once (`forgetCachedSessions`), so this only bounds how late a change made behind
 * the app's back is seen. The cache is per database object: on Workers each request has its
 * own, so there it only merges the lookups of one request.
 */
const SESSION_FRESH_MS = 1000;
const sessionKey = (uid: string, sid?: string) => `session:${uid}:${sid ?? ''}`;

/** Forgets the cached sessions of a user; call after the change that must be seen has committed. */
export function forgetCachedSessions(db: object, uid: string): void {
  forgetCoalesced(db, sessionKey(uid));
}

type SessionRow = Omit<CurrentUser, 'sessionId'> & { status: number; expiresAt: Date };

async function loadSessionUser(
  c: AppContext,
  sid: string,
  uid: string,
  now: Date,
): Promise<CurrentUser | null> {
  const { db } = c.env.platform;
  const row = await coalesce(db, sessionKey(uid, sid), () => readSession(db, sid, uid), {
    freshForMs: SESSION_FRESH_MS,
  });
  // Expiry is checked here, not in the cached query, so a cached row never outlives its session.
  if (row?.status !== 0 || row.expiresAt.getTime() <= now.getTime()) return null;
  const { status: _status, expiresAt: _expiresAt, ...user } = row;
  return { ...user, roles: [...user.roles], sessionId: sid };
}

async function readSession(db: Db, sid: string, uid: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({
      uid: userInfo.uid,
      username: userInfo.username,
      nickname: userInfo.nickname,
      realname: userInfo.realname,
      avatar: userInfo.avatar,
      email: userInfo.email,
      titleName: userInfo.titleName,
      titleColor: userInfo.titleColor,
      status: userInfo.status,
      expiresAt: userSession.expiresAt,
      roles: sql<
        number[]
      >`array(select ${userRole.roleId} from ${userRole} where ${userRole.uid} = ${userInfo.uid})`,
    })
    .from(userSession)
    .innerJoin(userInfo, eq(userInfo.uid, userSession.uid))
    .where(and(eq(userSession.id, sid), eq(userSession.uid, uid), isNull(userSession.revokedAt)))
    .limit(1);
  if (!row) return null;
  return { ...row, roles: row.roles.map(Number) };
}

async function renewSession(c: AppContext, user: CurrentUser, now: Date) {
  const { config, db } = c.env.platform;
  const fresh = await signSessionToken(config.jwtSecret, user.uid, user.sessionId, now);
  await db
    .update(userSession)
    .set({ expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000), lastSeenAt: now })
    .where(eq(userSession.id, user.sessionId));
  forgetCachedSessions(db, user.uid);
  c.header('Authorization', fresh);
  c.header('Refresh-Token', 'true');
}

/** The signed-in user, or a 401 the client answers by opening the login dialog. */
export function requireUser(c: AppContext): CurrentUser {
  const user = c.get('user');
  if (!user) {
    throw unauthorized(
      c.get('urlType') === 'admin'
        ? 'Please login again with the administrator account!'
        : 'Please login first',
    );
  }
  return user;
}

export function currentUser(c: AppContext): CurrentUser | null {
  return c.get('user');
}

/** Root, admin or problem admin. */
export function requireAdmin(c: AppContext): CurrentUser {
  const user = requireUser(c);
  if (!isAdminRole(user.roles)) throw forbidden('Sorry, you do not have permission to access the admin area');
  return user;
}

export function requireRoot(c: AppContext): CurrentUser {
  const user = requireUser(c);
  if (!isRoot(user.roles)) throw forbidden('Sorry, only the super administrator can do this');
  return user;
}

/** Root or ordinary admin (not problem admin). */
export function requireSiteAdmin(c: AppContext): CurrentUser {
  const user = requireUser(c);
  if (!user.roles.includes(Role.ROOT) && !user.roles.includes(Role.ADMIN)) {
    throw forbidden('Sorry, only an administrator can do this');
  }
  return user;
}

/** Middleware form of requireAdmin for whole routers under /api/admin. */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};
