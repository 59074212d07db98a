import { z } from 'zod';
import {
  emptyToUndefined,
  ID_MAX,
  idList,
  keyword,
  limitField,
  optionalId,
  optionalIdOrZero,
  optionalInteger,
  pageField,
  text,
} from './common/fields';
import { JUDGE_CASE_MODES, JUDGE_MODES, type JudgeCaseMode, type JudgeMode } from './judge-status';
import { LIMITS, LOCAL_OJ, REMOTE_OJS } from './limits';

/**
 * Problem bank calls (spec 1 §2.7–§2.8, §3, §7; spec 3 §3, §5): the public list and detail, tags,
 * and the admin problem editor's payload (HOJ's ProblemDto). Field names follow HOJ so clients
 * written for the contract work unchanged.
 */

// ---------------------------------------------------------------- list queries

/** Bank filter: All (or absent), Mine/ME (local problems), or a remote judge key. */
export const ojFilterSchema = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(
      (v) => v === 'ALL' || v === 'MINE' || v === LOCAL_OJ || (REMOTE_OJS as readonly string[]).includes(v),
      {
        message: `oj must be All, Mine or one of ${REMOTE_OJS.join(', ')}`,
      },
    )
    .transform((v): OjFilter => (v === 'ALL' ? 'ALL' : v === 'MINE' ? LOCAL_OJ : v))
    .optional(),
);
export type OjFilter = 'ALL' | string;

const TAG_ID_FORMAT = 'tagId must be a JSON array of tag ids, e.g. [1,2]';

/** `tagId` as a JSON array (`[1,2]`), a comma list (`1,2`), one id, or repeated `tagId[]`. */
export const tagIdListSchema = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    if (Array.isArray(value)) return value;
    const list = String(value).trim();
    if (list.startsWith('[')) {
      try {
        return JSON.parse(list);
      } catch {
        return Symbol.for('invalid');
      }
    }
    return list.split(',').filter((part) => part.trim() !== '');
  },
  z
    .array(
      z.coerce
        .number({ error: TAG_ID_FORMAT })
        .int(TAG_ID_FORMAT)
        .positive(TAG_ID_FORMAT)
        .max(ID_MAX, TAG_ID_FORMAT),
      { error: TAG_ID_FORMAT },
    )
    .max(20, 'tagId: at most 20 tags')
    .transform((ids) => [...new Set(ids)]),
);

export const problemListQuery = z.object({
  keyword: keyword('keyword'),
  difficulty: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'difficulty must be 0, 1 or 2' })
      .int()
      .min(0, 'difficulty must be 0, 1 or 2')
      .max(2, 'difficulty must be 0, 1 or 2')
      .optional(),
  ),
  oj: ojFilterSchema,
  tagId: tagIdListSchema,
  currentPage: pageField,
  limit: limitField(LIMITS.problemListPageSize),
});
export type ProblemListQuery = z.infer<typeof problemListQuery>;

export interface TagRef {
  id: number;
  name: string;
  color: string;
}

export interface Tag extends TagRef {
  oj: string;
  gid: number | null;
  tcid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

export interface TagClassification {
  id: number;
  name: string;
  oj: string;
  rank: number;
  gmtCreate: string;
  gmtModified: string;
}

/** One entry of get-problem-tags-and-classification; `classification` is null for unclassified tags. */
export interface TagClassificationGroup {
  classification: TagClassification | null;
  tagList: Tag[];
}

export interface ProblemCountView {
  total: number;
  ac: number;
  wa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  ce: number;
  se: number;
  pa: number;
}

/** A row of the problem list (spec 1 §3 "Problem list row"). */
export interface ProblemListRow extends ProblemCountView {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: TagRef[];
}

export const userProblemStatusRequest = z.object({
  pidList: idList('pidList', {
    notAList: 'pidList must be a list of problem ids',
    max: 200,
    tooMany: 'pidList: at most 200 problems per call',
  }),
  isContestProblemList: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  cid: optionalIdOrZero('cid'),
  gid: optionalIdOrZero('gid'),
  containsEnd: z.boolean().nullish(),
});

/**
 * Per-problem status of the caller: -10 never submitted (spec 1 §3 status codes). As in HOJ, a
 * contest's list carries the score (null where there is none to show); the bank's list sends
 * `{status}` alone, which the web app reads with a null score (statusOf).
 */
export interface UserProblemStatus {
  status: number;
  score: number | null;
}

// ---------------------------------------------------------------- problem detail

/** The problem as everyone may see it: no checker, no judge files, no test data. */
export interface PublicProblem {
  id: number;
  problemId: string;
  title: string;
  author: string | null;
  type: number;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  /** Milliseconds. Non-C/C++ languages get double for local problems (see limitMultiplier). */
  timeLimit: number;
  /** Megabytes. */
  memoryLimit: number;
  stackLimit: number;
  description: string;
  input: string;
  output: string;
  /** Repeated `<input>…</input><output>…</output>` pairs. */
  examples: string;
  isRemote: boolean;
  source: string | null;
  difficulty: number;
  hint: string | null;
  auth: number;
  ioScore: number;
  codeShare: boolean;
  isRemoveEndBlank: boolean;
  openCaseResult: boolean;
  isUploadCase: boolean;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  /** JSON text: file name → content given to the user's program, or null. */
  userExtraFile: string | null;
  isGroup: boolean;
  gid: number | null;
  applyPublicProgress: number | null;
  gmtCreate: string;
  gmtModified: string;
}

export interface ProblemDetail {
  problem: PublicProblem;
  problemCount: ProblemCountView;
  tags: TagRef[];
  /** Names of the languages the problem accepts. */
  languages: string[];
  /** Language name → code of the enabled templates. */
  codeTemplate: Record<string, string>;
}

export interface Language {
  id: number;
  name: string;
  description: string;
  contentType: string;
  compileCommand: string;
  template: string;
  codeTemplate: string;
  isSpj: boolean;
  oj: string;
  seq: number;
}

export interface CodeTemplate {
  id: number;
  pid: number;
  lid: number;
  /** The language's name, for clients that key templates by name. */
  language: string;
  code: string;
  status: boolean;
}

export interface FullScreenProblem {
  pid: number;
  problemId: string;
  title: string;
  status: number;
  score: number | null;
}

/** Time and memory limits shown for a language: C/C++ raw, others doubled, remote problems raw. */
export function displayedLimits(
  problem: Pick<PublicProblem, 'timeLimit' | 'memoryLimit' | 'isRemote'>,
  multiplier: number,
): { timeLimit: number; memoryLimit: number } {
  const factor = problem.isRemote ? 1 : multiplier;
  return { timeLimit: problem.timeLimit * factor, memoryLimit: problem.memoryLimit * factor };
}

// ---------------------------------------------------------------- admin problem editor

/** A bank problem in an admin pick list (a contest's or a training's): the fields HOJ's pages show. */
export interface PickableProblem {
  id: number;
  problemId: string;
  title: string;
  author: string;
  type: number;
  auth: number;
  isRemote: boolean;
  gmtCreate: string;
}

/** The problem as its editors see it: everything, checker and judge files included. */
export interface AdminProblem extends PublicProblem {
  spjCode: string | null;
  spjLanguage: string | null;
  judgeExtraFile: string | null;
  caseVersion: string | null;
  modifiedUser: string | null;
}

/** A test case as the editor lists it; input/output are file names, or the text for manual cases. */
export interface ProblemCaseView {
  id: number;
  pid: number;
  index: number;
  input: string;
  output: string;
  inputSize: number;
  outputSize: number;
  score: number | null;
  groupNum: number | null;
  isOpen: boolean;
  status: number;
}

export interface AdminProblemDetail extends AdminProblem {
  languages: Language[];
  codeTemplates: CodeTemplate[];
  tags: Tag[];
  samples: ProblemCaseView[];
}

export const PROBLEM_LIMITS = {
  titleMax: 255,
  problemIdMax: 100,
  textMax: 65535,
  statementMax: 1_000_000,
  timeLimitMax: 60_000,
  memoryLimitMax: 4096,
  stackLimitMax: 4096,
  fileNameMax: 100,
  extraFilesMax: 20,
  casesMax: 1000,
  tagNameMax: 50,
} as const;

const nullableText = (field: string, max: number) =>
  text(field, { max })
    .nullish()
    .transform((v) => v ?? null);

const boundedInt = (field: string, min: number, max: number, fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${field} must be a number` })
      .int(`${field} must be an integer`)
      .min(min, `${field} must be between ${min} and ${max}`)
      .max(max, `${field} must be between ${min} and ${max}`)
      .default(fallback),
  );

const flag = (field: string, fallback: boolean) =>
  z
    .boolean({ error: `${field} must be true or false` })
    .nullish()
    .transform((v) => v ?? fallback);

/** A JSON map of file name to content, sent as JSON text (HOJ) or as an object; null when empty. */
const extraFilesField = (field: string) =>
  z
    .union([z.string(), z.record(z.string(), z.string()), z.null()], {
      error: `${field} must be a JSON object of file name to content`,
    })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === '') return null;
      let parsed: unknown = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value);
        } catch {
          ctx.addIssue({ code: 'custom', message: `${field} must be a JSON object of file name to content` });
          return z.NEVER;
        }
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a JSON object of file name to content` });
        return z.NEVER;
      }
      const entries = Object.entries(parsed as Record<string, unknown>);
      if (entries.length === 0) return null;
      if (entries.length > PROBLEM_LIMITS.extraFilesMax) {
        ctx.addIssue({ code: 'custom', message: `${field}: at most ${PROBLEM_LIMITS.extraFilesMax} files` });
        return z.NEVER;
      }
      const files: Record<string, string> = {};
      for (const [name, content] of entries) {
        if (typeof content !== 'string') {
          ctx.addIssue({ code: 'custom', message: `${field}: the content of ${name} must be text` });
          return z.NEVER;
        }
        if (name.includes('\u0000') || content.includes('\u0000')) {
          ctx.addIssue({ code: 'custom', message: `${field} must not contain NUL characters` });
          return z.NEVER;
        }
        files[name] = content;
      }
      return files;
    });

/** The `problem` object of the editor payload. Unknown keys (ids of joined rows, counts) are dropped. */
export const problemFieldsSchema = z.object({
  id: optionalId('id'),
  problemId: text('problemId', {
    max: PROBLEM_LIMITS.problemIdMax,
    trim: true,
    typeError: 'Problem display id is required',
  })
    .nullish()
    .transform((v) => v ?? ''),
  title: text('title', { max: PROBLEM_LIMITS.titleMax, trim: true, typeError: 'Title is required' })
    .nullish()
    .transform((v) => v ?? ''),
  author: nullableText('author', 255),
  type: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .refine((v) => v === 0 || v === 1, 'type must be 0 (ACM) or 1 (OI)')
      .default(0),
  ),
  judgeMode: z.enum(JUDGE_MODES, { error: 'judgeMode must be default, spj or interactive' }).nullish(),
  judgeCaseMode: z
    .enum(JUDGE_CASE_MODES, { error: `judgeCaseMode must be one of ${JUDGE_CASE_MODES.join(', ')}` })
    .nullish()
    .transform((v) => v ?? 'default'),
  timeLimit: boundedInt('timeLimit', 1, PROBLEM_LIMITS.timeLimitMax, 1000),
  memoryLimit: boundedInt('memoryLimit', 1, PROBLEM_LIMITS.memoryLimitMax, 256),
  stackLimit: boundedInt('stackLimit', 1, PROBLEM_LIMITS.stackLimitMax, 128),
  description: nullableText('description', PROBLEM_LIMITS.statementMax).transform((v) => v ?? ''),
  input: nullableText('input', PROBLEM_LIMITS.statementMax).transform((v) => v ?? ''),
  output: nullableText('output', PROBLEM_LIMITS.statementMax).transform((v) => v ?? ''),
  examples: nullableText('examples', PROBLEM_LIMITS.statementMax).transform((v) => v ?? ''),
  isRemote: flag('isRemote', false),
  source: nullableText('source', PROBLEM_LIMITS.textMax),
  difficulty: boundedInt('difficulty', 0, 2, 0),
  hint: nullableText('hint', PROBLEM_LIMITS.statementMax),
  auth: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .refine((v) => v >= 1 && v <= 3, 'auth must be 1 (public), 2 (private) or 3 (contest)')
      .default(1),
  ),
  ioScore: optionalInteger('ioScore', { min: 0 }),
  codeShare: flag('codeShare', true),
  spjCode: nullableText('spjCode', LIMITS.codeMaxLength),
  spjLanguage: nullableText('spjLanguage', 100),
  userExtraFile: extraFilesField('userExtraFile'),
  judgeExtraFile: extraFilesField('judgeExtraFile'),
  isRemoveEndBlank: flag('isRemoveEndBlank', true),
  openCaseResult: flag('openCaseResult', true),
  isUploadCase: z.boolean().nullish(),
  isFileIO: flag('isFileIO', false),
  ioReadFileName: nullableText('ioReadFileName', PROBLEM_LIMITS.fileNameMax),
  ioWriteFileName: nullableText('ioWriteFileName', PROBLEM_LIMITS.fileNameMax),
});
export type ProblemFields = z.infer<typeof problemFieldsSchema>;

/**
 * A score or group number as editors send it: a number, a numeric string, or empty. Whether it
 * is a whole number is the editor's check (with the spec's messages); here it only has to fit
 * the integer column.
 */
const looseNumber = (field: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v) => {
      if (v === null || v === undefined) return null;
      if (typeof v === 'string' && v.trim() === '') return null;
      return typeof v === 'number' ? v : Number(v.trim());
    })
    .refine((v) => v === null || !(Math.abs(v) > ID_MAX), `${field} must be at most ${ID_MAX}`);

/** A test case of the editor: file names (upload mode) or the data itself (manual mode). */
export const problemSampleSchema = z.object({
  id: optionalId('id'),
  input: text('sample input', { max: null })
    .nullish()
    .transform((v) => v ?? ''),
  output: text('sample output', { max: null })
    .nullish()
    .transform((v) => v ?? ''),
  score: looseNumber('score'),
  groupNum: looseNumber('groupNum'),
  isOpen: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type ProblemSample = z.infer<typeof problemSampleSchema>;

export const codeTemplateInputSchema = z.object({
  lid: optionalId('lid'),
  language: text('language', { max: 100, trim: true }).nullish(),
  code: text('code', {
    max: LIMITS.codeMaxLength,
    typeError: 'code of a template must be text',
    tooLong: `Code Length can not exceed ${LIMITS.codeMaxLength}`,
  })
    .nullish()
    .transform((v) => v ?? ''),
  status: z
    .boolean()
    .nullish()
    .transform((v) => v ?? true),
});
export type CodeTemplateInput = z.infer<typeof codeTemplateInputSchema>;

export const tagInputSchema = z.object({
  id: optionalId('id'),
  name: text('tag name', { max: PROBLEM_LIMITS.tagNameMax, trim: true, typeError: 'tag name is required' })
    .nullish()
    .transform((v) => v ?? ''),
  color: text('tag color', { max: 20, trim: true }).nullish(),
});
export type TagInput = z.infer<typeof tagInputSchema>;

/** A language of the editor: `{id}`, `{name}`, a full Language object, a bare id or a bare name. */
export const languageRefSchema = z
  .union(
    [
      z.number().int().positive().max(ID_MAX),
      text('language', { max: 100, trim: true }).min(1),
      z.object({
        id: z.number().int().positive().max(ID_MAX).nullish(),
        name: text('language', { max: 100, trim: true }).nullish(),
      }),
    ],
    {
      error: 'languages must be a list of language ids or names',
    },
  )
  .transform((v) => {
    if (typeof v === 'number') return { id: v, name: null };
    if (typeof v === 'string') return { id: null, name: v };
    return { id: v.id ?? null, name: v.name ?? null };
  });
export type LanguageRef = z.infer<typeof languageRefSchema>;

/** POST/PUT /api/admin/problem (HOJ's ProblemDto). */
export const problemSaveRequest = z.object({
  problem: problemFieldsSchema,
  samples: z
    .array(problemSampleSchema)
    .max(PROBLEM_LIMITS.casesMax, `samples: at most ${PROBLEM_LIMITS.casesMax} test cases`)
    .nullish()
    .transform((v) => v ?? []),
  codeTemplates: z
    .array(codeTemplateInputSchema)
    .max(100)
    .nullish()
    .transform((v) => v ?? []),
  tags: z
    .array(tagInputSchema)
    .max(50, 'tags: at most 50 tags')
    .nullish()
    .transform((v) => v ?? []),
  languages: z
    .array(languageRefSchema)
    .max(100)
    .nullish()
    .transform((v) => v ?? []),
  isUploadTestCase: z.boolean().nullish(),
  uploadTestcaseDir: text('uploadTestcaseDir', { max: 100, trim: true })
    .nullish()
    .transform((v) => v || null),
  judgeMode: z.enum(JUDGE_MODES, { error: 'judgeMode must be default, spj or interactive' }).nullish(),
  changeModeCode: z.boolean().nullish(),
  changeJudgeCaseMode: z.boolean().nullish(),
});
export type ProblemSaveRequest = z.infer<typeof problemSaveRequest>;

export const adminProblemListQuery = z.object({
  keyword: keyword('keyword'),
  auth: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'auth must be 0, 1, 2 or 3' })
      .int()
      .min(0, 'auth must be 0, 1, 2 or 3')
      .max(3, 'auth must be 0, 1, 2 or 3')
      .optional(),
  ),
  oj: ojFilterSchema,
  currentPage: pageField,
  limit: limitField(10),
});

/** `{pid, auth}`, or HOJ's `{id, auth}` (the problem object). */
export const changeProblemAuthRequest = z.object({
  pid: optionalId('pid'),
  id: optionalId('id'),
  auth: z.coerce
    .number({ error: 'auth must be 1 (public), 2 (private) or 3 (contest)' })
    .int()
    .refine((v) => v >= 1 && v <= 3, 'auth must be 1 (public), 2 (private) or 3 (contest)'),
});

export const compileCheckerRequest = z.object({
  code: z
    .string({ error: 'code is required' })
    .refine((v) => v.trim() !== '', 'code is required')
    .refine((v) => v.length <= LIMITS.codeMaxLength, `Code Length can not exceed ${LIMITS.codeMaxLength}`)
    .refine((v) => !v.includes('\u0000'), 'Code can not contain NUL characters'),
  language: text('language', { max: 100, trim: true, typeError: 'language is required' }).min(
    1,
    'language is required',
  ),
  extraFiles: extraFilesField('extraFiles'),
  pid: optionalId('pid'),
});

export interface CompileCheckerResult {
  ok: boolean;
  message: string | null;
}

// ---------------------------------------------------------------- test data upload

export interface UploadedCaseFile {
  input: string;
  /** '-' when the zip has no output for this input (spec 3 §4); it is stored empty. */
  output: string;
  inputSize: number;
  outputSize: number;
  score: number;
  groupNum?: number;
}

export interface TestcaseUploadResult {
  fileList: UploadedCaseFile[];
  /** Opaque upload id to send back as `uploadTestcaseDir` when saving. */
  fileListDir: string;
  /** Files of the zip that are not test data (no matching input, other extensions). */
  ignoredFiles: string[];
}

export const MISSING_OUTPUT = '-';

// ---------------------------------------------------------------- tags

const colorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{3,8}$|^rgba?\([0-9 ,.%]+\)$/, 'color must be a CSS colour such as #409eff')
  .nullish();

export const tagSaveRequest = z.object({
  id: optionalId('id'),
  name: text('name', { max: PROBLEM_LIMITS.tagNameMax, trim: true, typeError: 'name is required' }).min(
    1,
    'name is required',
  ),
  color: colorSchema,
  oj: keyword('oj', 20),
  tcid: optionalId('tcid'),
});

export const tagClassificationSaveRequest = z.object({
  id: optionalId('id'),
  name: text('name', { max: PROBLEM_LIMITS.tagNameMax, trim: true, typeError: 'name is required' }).min(
    1,
    'name is required',
  ),
  oj: keyword('oj', 20),
  rank: optionalInteger('rank', { min: 0 }),
});
