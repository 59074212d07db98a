import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, timestamps } from './common';

/**
 * Owned by the account area (domains/account): only it writes these tables; other areas ask
 * through domains/account/index.ts (the judge for user_record and user_problem_progress, the
 * file area for the avatar). Roles and permissions are seeded by bootstrap. Two tables here
 * belong elsewhere, as marked: cache_entry and mail_outbox are the site area's.
 */

/** A registered user. `uid` is a random id so that user ids leak nothing about sign-up order. */
export const userInfo = pgTable(
  'user_info',
  {
    uid: text().primaryKey(),
    username: text().notNull(),
    password: text().notNull(),
    nickname: text(),
    realname: text(),
    school: text(),
    number: text(),
    gender: text().notNull().default('secrecy'),
    github: text(),
    blog: text(),
    cfUsername: text(),
    email: text(),
    mobile: text(),
    avatar: text(),
    signature: text(),
    titleName: text(),
    titleColor: text(),
    /** 0 normal, 1 disabled (cannot log in). */
    status: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('user_info_username_lower_uq').using('btree', sql`lower(${t.username})`),
    uniqueIndex('user_info_email_lower_uq')
      .using('btree', sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
    index('user_info_gmt_create_idx').on(t.gmtCreate),
  ],
);

/** The nine roles (1000–1008); seeded by migration-time seed code, never created by users. */
export const role = pgTable('role', {
  id: integer().primaryKey(),
  role: text().notNull().unique(),
  description: text().notNull(),
  status: integer().notNull().default(0),
  ...timestamps,
});

export const userRole = pgTable(
  'user_role',
  {
    uid: text()
      .notNull()
      .references(() => userInfo.uid, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => role.id),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.uid, t.roleId] }), index('user_role_role_idx').on(t.roleId)],
);

/** A named permission; role_auth grants permissions to roles (spec 3 "Auth admin and role auth"). */
export const auth = pgTable('auth', {
  id: id(),
  name: text().notNull(),
  permission: text().notNull().unique(),
  status: integer().notNull().default(0),
  ...timestamps,
});

export const roleAuth = pgTable(
  'role_auth',
  {
    roleId: integer()
      .notNull()
      .references(() => role.id, { onDelete: 'cascade' }),
    authId: integer()
      .notNull()
      .references(() => auth.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.authId] })],
);

/**
 * A login session. The JWT carries the session id, so logout or an admin kick ends the
 * session on the server even while the token is unexpired.
 */
export const userSession = pgTable(
  'user_session',
  {
    id: text().primaryKey(),
    uid: text()
      .notNull()
      .references(() => userInfo.uid, { onDelete: 'cascade' }),
    ip: text(),
    userAgent: text(),
    /** Where the login happened: general or admin. */
    loginType: text().notNull().default('general'),
    expiresAt: at().notNull(),
    lastSeenAt: at().notNull().defaultNow(),
    revokedAt: at(),
    ...timestamps,
  },
  (t) => [index('user_session_uid_idx').on(t.uid, t.gmtCreate)],
);

/**
 * Per-user counters kept current on each verdict so rank lists and the user home read
 * one row instead of aggregating submissions.
 */
export const userRecord = pgTable(
  'user_record',
  {
    uid: text()
      .primaryKey()
      .references(() => userInfo.uid, { onDelete: 'cascade' }),
    submissionCount: integer().notNull().default(0),
    /** Distinct problems accepted outside contests. */
    acCount: integer().notNull().default(0),
    /** Sum over problems of the best OI rank score. */
    oiScore: integer().notNull().default(0),
    rating: integer(),
    ...timestamps,
  },
  (t) => [
    index('user_record_acm_rank_idx').on(t.acCount.desc(), t.submissionCount.asc()),
    index('user_record_oi_rank_idx').on(t.oiScore.desc()),
  ],
);

/**
 * A user's best result on a problem outside contests. It answers the per-user status of a
 * page of problems with one indexed lookup and feeds the solved lists.
 */
export const userProblemProgress = pgTable(
  'user_problem_progress',
  {
    uid: text()
      .notNull()
      .references(() => userInfo.uid, { onDelete: 'cascade' }),
    pid: integer().notNull(),
    /** 0 once accepted; otherwise the latest final status. */
    status: integer().notNull(),
    score: integer(),
    oiRankScore: integer().notNull().default(0),
    firstAcSubmitId: integer(),
    firstAcTime: at(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.uid, t.pid] }), index('user_problem_progress_pid_idx').on(t.pid)],
);

/**
 * A short-lived key/value entry with an expiry: email codes, captchas, resend throttles and
 * small caches. It plays the part Redis plays in other judges, on the one database we have.
 * Owned by the site area (domains/site/cache.ts).
 */
export const cacheEntry = pgTable(
  'cache_entry',
  {
    key: text().primaryKey(),
    value: jsonb().notNull(),
    expiresAt: at().notNull(),
  },
  (t) => [index('cache_entry_expires_idx').on(t.expiresAt)],
);

/**
 * Every mail the site sends lands here first; root can read it, SMTP delivers it when configured.
 * Owned by the site area (domains/site/mail.ts); the admin area only reads it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    /** queued, sent, failed, or logged (no SMTP configured). */
    status: text().notNull().default('queued'),
    error: text(),
    sentAt: at(),
    ...timestamps,
  },
  (t) => [index('mail_outbox_to_idx').on(t.to, t.gmtCreate)],
);
