import { and, eq, isNull, sql } from 'drizzle-orm';
import { userInfo, userRole, userSession } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { coalesce, forgetCoalesced } from '../../lib/coalesce';
import { signSessionToken, TOKEN_TTL_SECONDS } from '../../lib/tokens';
import { type Db, preparedStatement } from '../../platform/db';
import type { Platform } from '../../platform/platform';

/**
 * How long a looked-up session also answers later requests in the same process. A page load
 * fires several authenticated calls at once, and the session row was the largest cost of each
 * (about 1.5 ms on PGlite). Logout, password changes and profile edits forget the cached
 * entry at once (`forgetCachedSessions`), so this only bounds how late a change made behind
 * the app's back is seen. The cache is per cache scope (lib/coalesce): the process on Node,
 * the isolate on Workers, where another isolate's logout shows within this window.
 */
const SESSION_FRESH_MS = 1000;
const sessionKey = (uid: string, sid?: string) => `session:${uid}:${sid ?? ''}`;

/** Forgets the cached sessions of a user; call after the change that must be seen has committed. */
export function forgetCachedSessions(db: object, uid: string): void {
  forgetCoalesced(db, sessionKey(uid));
}

type SessionRow = Omit<CurrentUser, 'sessionId'> & { status: number; expiresAt: Date };

/** The user of an open session named by a verified token; null once it ended or expired. */
export async function lookUpSession(
  platform: Platform,
  sid: string,
  uid: string,
  now: Date,
): Promise<CurrentUser | null> {
  const { db } = platform;
  const row = await coalesce(db, sessionKey(uid, sid), () => readSession(db, sid, uid), {
    freshForMs: SESSION_FRESH_MS,
  });
  // Expiry is checked here, not in the cached query, so a cached row never outlives its session.
  if (row?.status !== 0 || row.expiresAt.getTime() <= now.getTime()) return null;
  return callerOf(row, sid);
}

/**
 * The caller a session row names, built once per row read: every request the cached row answers
 * shares it, so it is frozen (roles too) and nothing can change one request's user for another.
 */
const callers = new WeakMap<SessionRow, CurrentUser>();
function callerOf(row: SessionRow, sid: string): CurrentUser {
  let caller = callers.get(row);
  if (!caller) {
    const { status: _status, expiresAt: _expiresAt, ...user } = row;
    caller = Object.freeze({ ...user, roles: Object.freeze([...user.roles]), sessionId: sid });
    callers.set(row, caller);
  }
  return caller;
}

/** The session named by a token with its user, one indexed join (its SQL built once). */
const sessionById = preparedStatement('session_by_id', (db) =>
  db
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
    .where(
      and(
        eq(userSession.id, sql.placeholder('sid')),
        eq(userSession.uid, sql.placeholder('uid')),
        isNull(userSession.revokedAt),
      ),
    )
    .limit(1),
);

async function readSession(db: Db, sid: string, uid: string): Promise<SessionRow | null> {
  const [row] = await sessionById(db, { sid, uid });
  if (!row) return null;
  return { ...row, roles: row.roles.map(Number) };
}

/** Extends a session past its renewal age; answers the fresh token that names it. */
export async function renewSession(platform: Platform, user: CurrentUser, now: Date): Promise<string> {
  const { config, db } = platform;
  const fresh = await signSessionToken(config.jwtSecret, user.uid, user.sessionId, now);
  await db
    .update(userSession)
    .set({ expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000), lastSeenAt: now })
    .where(eq(userSession.id, user.sessionId));
  forgetCachedSessions(db, user.uid);
  return fresh;
}
