import { z } from 'zod';
import { optionalIdOrZero, optionalInteger, requiredId, requiredInteger, text } from './common/fields';
import { LIMITS } from './limits';

/**
 * Judging calls: submit, self-test, resubmit, admin judge (spec 1 §5–§7). The protocol between
 * the server and its judge runners is in runner/.
 */

/** The contest, training or group a submission is made in; 0 outside one. */
const scopeId = (field: string) => optionalIdOrZero(field).transform((id) => id ?? 0);

/** The spec's messages for code (spec 1 §5), or null when the code may be submitted. */
export function codeProblem(code: string): string | null {
  if (code.trim().length === 0) return 'Code can not be empty';
  if (code.length > LIMITS.codeMaxLength) return `Code Length can not exceed ${LIMITS.codeMaxLength}`;
  if (code.includes('\u0000')) return 'Code can not contain NUL characters';
  return null;
}

const codeField = z
  .string({ error: 'Code can not be empty' })
  .nullish()
  .transform((v) => v ?? '');

/** Reports code problems with the spec's exact wording (an object-level issue carries no field prefix). */
function checkCode(value: { code: string }, ctx: z.RefinementCtx) {
  const problem = codeProblem(value.code);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: [] });
}

export const languageNameSchema = text('language', {
  max: 100,
  trim: true,
  typeError: 'language is required',
  tooLong: 'language is invalid',
}).min(1, 'language is required');

/**
 * The problem's display id as HOJ's client sends it: the contest's display id with `cid`, the
 * training's with `tid`, else the public problem id. A JSON number reads as its digits (HOJ's
 * server takes `pid` as text too); it is never a row id.
 */
export const displayPidField = z.preprocess(
  (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
  text('pid', { max: 255, trim: true, typeError: 'pid is required' }).min(1, 'pid is required'),
);

export const submitProblemJudgeRequest = z
  .object({
    pid: displayPidField,
    language: languageNameSchema,
    code: codeField,
    /** 0 or absent outside contests. */
    cid: scopeId('cid'),
    /** The training the submission comes from, if any. */
    tid: scopeId('tid'),
    /** The group of a group problem, if any. */
    gid: scopeId('gid'),
    isRemote: z.boolean().optional().default(false),
    captcha: text('captcha', { max: 20 }).optional().nullable(),
  })
  .superRefine(checkCode);
export type SubmitProblemJudgeRequest = z.infer<typeof submitProblemJudgeRequest>;

/** The submission as submit, resubmit and rejudge return it. */
export interface SubmissionSummary {
  submitId: number;
  pid: number;
  displayPid: string;
  uid: string;
  username: string;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  length: number;
  language: string;
  cid: number;
  gid: number | null;
  tid: number | null;
  judger: string | null;
  isManual: boolean;
  submitTime: string;
}

export const TEST_JUDGE_TYPES = ['public', 'contest', 'group'] as const;

export const testJudgeRequest = z
  .object({
    pid: requiredId('pid'),
    language: languageNameSchema,
    code: codeField,
    type: z.enum(TEST_JUDGE_TYPES, { error: 'type must be public, contest or group' }).default('public'),
    userInput: text('userInput', { max: LIMITS.testInputMax })
      .nullish()
      .transform((v) => v ?? ''),
    expectedOutput: text('expectedOutput', {
      max: LIMITS.testInputMax * 64,
      tooLong: 'expectedOutput is too long',
    })
      .nullish()
      .transform((v) => (v === undefined || v === null || v === '' ? null : v)),
    /** Sent by HOJ clients; the problem's own judge mode is what applies. */
    mode: text('mode', { max: 50 }).nullish(),
    isRemoteJudge: z.boolean().nullish(),
  })
  .superRefine(checkCode);

export interface TestJudgeResult {
  status: number;
  userInput: string;
  expectedOutput: string | null;
  userOutput: string | null;
  time: number | null;
  memory: number | null;
  stderr: string | null;
  problemJudgeMode: string;
}

export const submitIdQuery = z.object({ submitId: requiredId('submitId') });

export const manualJudgeQuery = z.object({
  submitId: requiredId('submitId'),
  status: requiredInteger('status'),
  score: optionalInteger('score', {
    min: 0,
    max: 100_000,
    message: 'score must be between 0 and 100000',
  }).transform((v) => v ?? null),
});

export const rejudgeContestProblemQuery = z.object({ pid: requiredId('pid'), cid: requiredId('cid') });

export interface ManualJudgeResponse {
  status: number;
  score: number | null;
  oiRankScore: number | null;
  judger: string;
}
