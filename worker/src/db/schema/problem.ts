import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, timestamps } from './common';

/**
 * Owned by the problem area (domains/problem): only it writes these tables; the judge moves the
 * result counters through domains/problem/index.ts. One table belongs elsewhere, as marked:
 * language is the judge's.
 */

/** A problem of the bank, of a group, or of a contest (spec 1 §3, spec 3 §3). */
export const problem = pgTable(
  'problem',
  {
    id: id(),
    /** The display id, e.g. 1000, HDU-1000, CF-1A; unique across the site. */
    problemId: text().notNull(),
    title: text().notNull(),
    author: text(),
    /** 0 ACM, 1 OI. */
    type: integer().notNull().default(0),
    /** default, spj, interactive. */
    judgeMode: text().notNull().default('default'),
    /** default, subtask_lowest, subtask_average, ergodic_without_error. */
    judgeCaseMode: text().notNull().default('default'),
    timeLimit: integer().notNull().default(1000),
    memoryLimit: integer().notNull().default(256),
    stackLimit: integer().notNull().default(128),
    description: text().notNull().default(''),
    input: text().notNull().default(''),
    output: text().notNull().default(''),
    /** Repeated `<input>…</input><output>…</output>` pairs. */
    examples: text().notNull().default(''),
    isRemote: boolean().notNull().default(false),
    /** ME for local problems, else the remote judge key. */
    oj: text().notNull().default('ME'),
    source: text(),
    /** 0 Easy, 1 Mid, 2 Hard. */
    difficulty: integer().notNull().default(0),
    hint: text(),
    /** 1 public, 2 private, 3 contest. */
    auth: integer().notNull().default(1),
    ioScore: integer().notNull().default(100),
    codeShare: boolean().notNull().default(true),
    spjCode: text(),
    spjLanguage: text(),
    /** JSON text: file name → content, given to the user's program. */
    userExtraFile: text(),
    /** JSON text: file name → content, given to the checker or interactor. */
    judgeExtraFile: text(),
    isRemoveEndBlank: boolean().notNull().default(true),
    openCaseResult: boolean().notNull().default(true),
    isUploadCase: boolean().notNull().default(true),
    /** Content hash of the current test data manifest; runners fetch and cache by it. */
    caseVersion: text(),
    isFileIo: boolean().notNull().default(false),
    ioReadFileName: text(),
    ioWriteFileName: text(),
    modifiedUser: text(),
    isGroup: boolean().notNull().default(false),
    gid: integer(),
    /** null none, 1 applying, 2 public, 3 refused. */
    applyPublicProgress: integer(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('problem_problem_id_uq').using('btree', sql`lower(${t.problemId})`),
    index('problem_public_list_idx').on(t.auth, t.isGroup, t.id),
    /** HOJ's order of display ids: shorter first, then alphabetical, so 999 < 1000 < 1001. */
    index('problem_natural_order_idx').on(sql`length(${t.problemId})`, t.problemId),
    index('problem_oj_idx').on(t.oj, t.id),
    index('problem_difficulty_idx').on(t.difficulty, t.id),
    index('problem_gid_idx').on(t.gid, t.id),
    index('problem_modified_idx').on(t.gmtModified),
  ],
);

/** Result counts per problem, updated in the verdict transaction (spec 1 §3 problemCount). */
export const problemCount = pgTable('problem_count', {
  pid: integer()
    .primaryKey()
    .references(() => problem.id, { onDelete: 'cascade' }),
  total: integer().notNull().default(0),
  ac: integer().notNull().default(0),
  wa: integer().notNull().default(0),
  tle: integer().notNull().default(0),
  mle: integer().notNull().default(0),
  re: integer().notNull().default(0),
  pe: integer().notNull().default(0),
  ce: integer().notNull().default(0),
  se: integer().notNull().default(0),
  pa: integer().notNull().default(0),
});

/**
 * One test case. Input and output live in the file store under their sha256; the problem's
 * caseVersion hashes the whole list so a runner caches exactly one version.
 */
export const problemCase = pgTable(
  'problem_case',
  {
    id: id(),
    pid: integer()
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    /** Position in the case list, from 1. */
    caseIndex: integer().notNull(),
    inputName: text().notNull(),
    outputName: text().notNull(),
    inputHash: text().notNull(),
    outputHash: text().notNull(),
    inputSize: integer().notNull(),
    outputSize: integer().notNull(),
    score: integer(),
    groupNum: integer(),
    /** Shown as a sample in case results when the problem opens them. */
    isOpen: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('problem_case_pid_idx').on(t.pid, t.caseIndex),
    // Runners fetch test data by hash; the server serves only hashes some case refers to.
    index('problem_case_input_hash_idx').on(t.inputHash),
    index('problem_case_output_hash_idx').on(t.outputHash),
  ],
);

export const tagClassification = pgTable('tag_classification', {
  id: id(),
  name: text().notNull(),
  oj: text().notNull().default('ME'),
  rank: integer().notNull().default(0),
  ...timestamps,
});

export const tag = pgTable(
  'tag',
  {
    id: id(),
    name: text().notNull(),
    color: text().notNull().default('#409eff'),
    oj: text().notNull().default('ME'),
    gid: integer(),
    tcid: integer().references(() => tagClassification.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('tag_name_oj_gid_uq').on(t.name, t.oj, sql`coalesce(${t.gid}, 0)`)],
);

export const problemTag = pgTable(
  'problem_tag',
  {
    pid: integer()
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    tid: integer()
      .notNull()
      .references(() => tag.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pid, t.tid] }), index('problem_tag_tid_idx').on(t.tid, t.pid)],
);

/**
 * A programming language the site offers; `available` follows what registered runners can run.
 * Owned by the judge area (domains/judge/languages.ts); seeded by bootstrap.
 */
export const language = pgTable(
  'language',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    contentType: text().notNull(),
    compileCommand: text().notNull().default(''),
    /** The A+B template shown on the help page and used as the default code. */
    template: text().notNull().default(''),
    codeTemplate: text().notNull().default(''),
    isSpj: boolean().notNull().default(false),
    oj: text().notNull().default('ME'),
    seq: integer().notNull().default(0),
    available: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('language_name_oj_uq').on(t.name, t.oj)],
);

export const problemLanguage = pgTable(
  'problem_language',
  {
    pid: integer()
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    lid: integer()
      .notNull()
      .references(() => language.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pid, t.lid] })],
);

export const codeTemplate = pgTable(
  'code_template',
  {
    id: id(),
    pid: integer()
      .notNull()
      .references(() => problem.id, { onDelete: 'cascade' }),
    lid: integer()
      .notNull()
      .references(() => language.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    /** Enabled when true. */
    status: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('code_template_pid_lid_uq').on(t.pid, t.lid)],
);
