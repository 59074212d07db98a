import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';

/**
 * Owned by the training area (domains/training): only it writes these tables; the judge
 * records training submissions, and the problem bank drops deleted problems, through
 * domains/training/index.ts.
 */

export const trainingCategory = pgTable('training_category', {
  id: id(),
  name: text().notNull(),
  color: text().notNull().default('#409eff'),
  gid: integer(),
  ...timestamps,
});

export const training = pgTable(
  'training',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull().default(''),
    author: text().notNull(),
    uid: text(),
    /** Public or Private. */
    auth: text().notNull().default('Public'),
    privatePwd: text(),
    /** Display order, ascending; 0 to 2147483647. */
    rank: integer().notNull().default(1000),
    /** Visible when true. */
    status: boolean().notNull().default(true),
    categoryId: integer().references(() => trainingCategory.id, { onDelete: 'set null' }),
    isGroup: boolean().notNull().default(false),
    gid: integer(),
    ...timestamps,
  },
  (t) => [index('training_rank_idx').on(t.rank, t.id), index('training_gid_idx').on(t.gid)],
);

export const trainingProblem = pgTable(
  'training_problem',
  {
    id: id(),
    tid: integer()
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    pid: integer().notNull(),
    rank: integer().notNull().default(0),
    displayId: text(),
    ...timestamps,
  },
  (t) => [uniqueIndex('training_problem_tid_pid_uq').on(t.tid, t.pid)],
);

export const trainingRegister = pgTable(
  'training_register',
  {
    tid: integer()
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    uid: text().notNull(),
    status: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.tid, t.uid] })],
);

/** A submission made inside a training, for the training rank. */
export const trainingRecord = pgTable(
  'training_record',
  {
    id: id(),
    tid: integer()
      .notNull()
      .references(() => training.id, { onDelete: 'cascade' }),
    tpid: integer().notNull(),
    pid: integer().notNull(),
    uid: text().notNull(),
    submitId: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    index('training_record_tid_idx').on(t.tid, t.uid),
    /** A submission counts once per training; registering copies earlier accepted ones into each training. */
    uniqueIndex('training_record_tid_submit_uq').on(t.tid, t.submitId),
  ],
);
