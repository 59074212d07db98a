import { isAdminRole, isRoot, Role } from '@contract/roles';
import type { MiddlewareHandler } from 'hono';
import { TOKEN_RENEW_AFTER_SECONDS, tokenFromHeader, verifySessionToken } from '../lib/tokens';
import type { Platform } from '../platform/platform';
import type { AppContext, AppEnv, CurrentUser } from './context';
import { badRequest, forbidden, unauthorized } from './errors';

/**
 * The sessions as the middleware needs them. The account module owns them (their table and
 * their cache); app.ts hands them in, so the http layer imports no domain.
 */
export interface SessionResolver {
  /** The user of the session a verified token names; null once it ended or expired. */
  lookUp(platform: Platform, sid: string, uid: string, now: Date): Promise<CurrentUser | null>;
  /** Extends the session; answers the fresh token. */
  renew(platform: Platform, user: CurrentUser, now: Date): Promise<string>;
}

/**
 * Resolves the caller from the `Authorization` header. A missing, invalid or ended session
 * leaves the request anonymous; endpoints that need a user refuse it with 401. A token past
 * its renewal age is replaced through the `Authorization` + `Refresh-Token` response headers.
 */
export function resolveUser(sessions: SessionResolver): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const urlType = c.req.header('Url-Type');
    if (urlType !== undefined && urlType !== '' && urlType !== 'admin' && urlType !== 'general') {
      throw badRequest('Url-Type must be admin or general');
    }
    c.set('urlType', urlType === 'admin' ? 'admin' : 'general');
    c.set('user', null);

    const token = tokenFromHeader(c.req.header('Authorization'));
    if (token) {
      const platform = c.env.platform;
      const now = platform.clock.now();
      const claims = await verifySessionToken(platform.config.jwtSecret, token, now, platform.db);
      if (claims) {
        const user = await sessions.lookUp(platform, claims.sid, claims.uid, now);
        if (user) {
          c.set('user', user);
          if (now.getTime() / 1000 - claims.iat >= TOKEN_RENEW_AFTER_SECONDS) {
            c.header('Authorization', await sessions.renew(platform, user, now));
            c.header('Refresh-Token', 'true');
          }
        }
      }
    }
    await next();
  };
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
