import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, id, timestamps } from './common';

/**
 * Owned by the contest area (domains/contest): only it writes these tables; the judge records
 * contest submissions and verdicts, and the problem bank drops deleted problems, through
 * domains/contest/index.ts.
 */

export const contest = pgTable(
  'contest',
  {
    id: id(),
    uid: text().notNull(),
    author: text().notNull(),
    title: text().notNull(),
    /** 0 ACM, 1 OI. */
    type: integer().notNull().default(0),
    description: text().notNull().default(''),
    source: integer().notNull().default(0),
    /** 0 public, 1 private, 2 protected. */
    auth: integer().notNull().default(0),
    pwd: text(),
    startTime: at().notNull(),
    endTime: at().notNull(),
    /** Seconds. */
    duration: integer().notNull(),
    sealRank: boolean().notNull().default(false),
    sealRankTime: at(),
    autoRealRank: boolean().notNull().default(true),
    visible: boolean().notNull().default(true),
    openPrint: boolean().notNull().default(false),
    openRank: boolean().notNull().default(false),
    openAccountLimit: boolean().notNull().default(false),
    accountLimitRule: text(),
    /** username, nickname or realname. */
    rankShowName: text().notNull().default('username'),
    starAccount: jsonb().notNull().default([]),
    /** Recent or Highest. */
    oiRankScoreType: text().notNull().default('Recent'),
    allowEndSubmit: boolean().notNull().default(false),
    /** 0 none, 1 proportion, 2 number. */
    awardType: integer().notNull().default(0),
    awardConfig: jsonb().notNull().default([]),
    isGroup: boolean().notNull().default(false),
    gid: integer(),
    ...timestamps,
  },
  (t) => [index('contest_start_idx').on(t.startTime), index('contest_gid_idx').on(t.gid)],
);

export const contestProblem = pgTable(
  'contest_problem',
  {
    id: id(),
    cid: integer()
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    pid: integer().notNull(),
    displayId: text().notNull(),
    displayTitle: text().notNull(),
    color: text(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contest_problem_cid_display_uq').on(t.cid, t.displayId),
    uniqueIndex('contest_problem_cid_pid_uq').on(t.cid, t.pid),
  ],
);

export const contestRegister = pgTable(
  'contest_register',
  {
    id: id(),
    cid: integer()
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    uid: text().notNull(),
    status: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('contest_register_cid_uid_uq').on(t.cid, t.uid)],
);

export const contestAnnouncement = pgTable(
  'contest_announcement',
  {
    id: id(),
    cid: integer()
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    uid: text(),
    /** 0 visible, 1 hidden. */
    status: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('contest_announcement_cid_idx').on(t.cid, t.id.desc())],
);

export const contestPrint = pgTable(
  'contest_print',
  {
    id: id(),
    cid: integer()
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    uid: text().notNull(),
    username: text().notNull(),
    realname: text(),
    content: text().notNull(),
    /** 0 not printed, 1 printed. */
    status: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('contest_print_cid_idx').on(t.cid, t.id.desc())],
);

/**
 * One contest submission as the ranking sees it; also the AC-info (balloon) record when
 * accepted, with its `checked` flag.
 */
export const contestRecord = pgTable(
  'contest_record',
  {
    id: id(),
    cid: integer()
      .notNull()
      .references(() => contest.id, { onDelete: 'cascade' }),
    uid: text().notNull(),
    pid: integer().notNull(),
    cpid: integer().notNull(),
    username: text().notNull(),
    realname: text(),
    displayId: text().notNull(),
    submitId: integer().notNull(),
    status: integer(),
    submitTime: at().notNull(),
    /** Seconds from the contest start. */
    time: integer().notNull(),
    score: integer(),
    useTime: integer(),
    firstBlood: boolean().notNull().default(false),
    checked: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('contest_record_cid_idx').on(t.cid, t.uid, t.pid),
    uniqueIndex('contest_record_submit_uq').on(t.submitId),
    // The boards read what changed since their last look (domains/contest/board-cache.ts).
    index('contest_record_cid_modified_idx').on(t.cid, t.gmtModified),
  ],
);
