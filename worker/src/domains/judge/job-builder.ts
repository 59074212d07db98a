import { JUDGE_CASE_MODES, JUDGE_MODES, type JudgeCaseMode, type JudgeMode } from '@contract/judge-status';
import type {
  CaseManifestEntry,
  ProblemJudgeSpec,
  ProblemRunSpec,
  RunnerJob,
} from '@contract/runner/protocol';
import type { JudgeJobMessage } from '@contract/runner/queue-message';
import { eq, sql } from 'drizzle-orm';
import { checkerCompile, problem, problemCase, submission, testJudge } from '../../db/schema';
import { type DbOrTx, preparedStatement } from '../../platform/db';
import type { StoredCase } from '../problem/index';
import { isInFlight } from './verdict-rules';

/**
 * What a job needs of its problem: the limits, modes and files, not the statement. A runner job
 * is built for every submission, and reading a problem's whole row costs more than the rest.
 */
const judgeSpecColumns = {
  id: problem.id,
  type: problem.type,
  timeLimit: problem.timeLimit,
  memoryLimit: problem.memoryLimit,
  stackLimit: problem.stackLimit,
  judgeMode: problem.judgeMode,
  judgeCaseMode: problem.judgeCaseMode,
  isRemoveEndBlank: problem.isRemoveEndBlank,
  isFileIo: problem.isFileIo,
  ioReadFileName: problem.ioReadFileName,
  ioWriteFileName: problem.ioWriteFileName,
  userExtraFile: problem.userExtraFile,
  judgeExtraFile: problem.judgeExtraFile,
  ioScore: problem.ioScore,
  spjLanguage: problem.spjLanguage,
  spjCode: problem.spjCode,
  caseVersion: problem.caseVersion,
};
type ProblemRow = Pick<typeof problem.$inferSelect, keyof typeof judgeSpecColumns>;

/** Extra files are stored as JSON text (file name → content); anything else means none. */
export function parseExtraFiles(text: string | null): Record<string, string> {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const files: Record<string, string> = {};
    for (const [name, content] of Object.entries(parsed)) {
      if (typeof content === 'string') files[name] = content;
    }
    return files;
  } catch {
    return {};
  }
}

function judgeMode(value: string): JudgeMode {
  return (JUDGE_MODES as readonly string[]).includes(value) ? (value as JudgeMode) : 'default';
}

function caseMode(value: string): JudgeCaseMode {
  return (JUDGE_CASE_MODES as readonly string[]).includes(value) ? (value as JudgeCaseMode) : 'default';
}

function runSpec(row: ProblemRow): ProblemRunSpec {
  return {
    pid: row.id,
    timeLimitMs: Math.max(1, row.timeLimit),
    memoryLimitMb: Math.max(1, row.memoryLimit),
    stackLimitMb: Math.max(1, row.stackLimit),
    judgeMode: judgeMode(row.judgeMode),
    isRemoveEndBlank: row.isRemoveEndBlank,
    isFileIo: row.isFileIo,
    ioReadFileName: row.isFileIo ? row.ioReadFileName : null,
    ioWriteFileName: row.isFileIo ? row.ioWriteFileName : null,
    userExtraFiles: parseExtraFiles(row.userExtraFile),
  };
}

/** A problem's cases as the job manifest needs them, in case order: the stored case and its id. */
type CaseRow = Omit<StoredCase, 'isOpen'> & { id: number };

/**
 * The cases of the problem in the same statement as the submission: one read per job. As JSON,
 * under the names CaseRow gives them.
 */
const casesOfProblem = sql<CaseRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', c.id, 'inputName', c.input_name, 'outputName', c.output_name,
    'inputHash', c.input_hash, 'outputHash', c.output_hash,
    'inputSize', c.input_size, 'outputSize', c.output_size,
    'score', c.score, 'groupNum', c.group_num
  ) order by c.case_index, c.id), '[]'::json)
  from ${problemCase} c where c.pid = ${problem.id})`;

/** A judge job's submission, problem and cases: one read per job, its SQL built once. */
const submissionToJudge = preparedStatement('job_submission_to_judge', (db) =>
  db
    .select({
      sub: {
        submitId: submission.submitId,
        judgeAttempt: submission.judgeAttempt,
        status: submission.status,
        language: submission.language,
        code: submission.code,
      },
      prob: judgeSpecColumns,
      cases: casesOfProblem,
    })
    .from(submission)
    .innerJoin(problem, eq(problem.id, submission.pid))
    .where(eq(submission.submitId, sql.placeholder('submitId'))),
);

function problemJudgeSpec(row: ProblemRow, cases: readonly CaseRow[]): ProblemJudgeSpec {
  const manifest: CaseManifestEntry[] = cases.map((c, index) => ({
    caseId: c.id,
    seq: index + 1,
    inputName: c.inputName,
    outputName: c.outputName,
    inputHash: c.inputHash,
    outputHash: c.outputHash,
    inputSize: c.inputSize,
    outputSize: c.outputSize,
    score: c.score,
    groupNum: c.groupNum,
  }));
  const mode = judgeMode(row.judgeMode);
  return {
    ...runSpec(row),
    type: row.type,
    judgeCaseMode: caseMode(row.judgeCaseMode),
    ioScore: row.ioScore,
    judgeExtraFiles: parseExtraFiles(row.judgeExtraFile),
    checker: mode === 'default' ? null : { language: row.spjLanguage ?? '', code: row.spjCode ?? '' },
    caseVersion: row.caseVersion ?? '',
    cases: manifest,
  };
}

/**
 * Everything a runner needs for one local job, or null when the job no longer needs doing: the
 * submission was rejudged again (newer attempt), cancelled, or already has a verdict. Remote jobs
 * reserve an account as they are built: remote-jobs.ts builds them.
 */
export async function buildRunnerJob(
  db: DbOrTx,
  ref: Exclude<JudgeJobMessage, { kind: 'remote' }>,
  jobId: number | null,
): Promise<RunnerJob | null> {
  if (ref.kind === 'judge') {
    const [row] = await submissionToJudge(db, { submitId: ref.submitId });
    if (!row || row.sub.judgeAttempt !== ref.attempt || !isInFlight(row.sub.status)) return null;
    return {
      kind: 'judge',
      jobId,
      submitId: row.sub.submitId,
      attempt: ref.attempt,
      language: row.sub.language,
      code: row.sub.code,
      problem: problemJudgeSpec(row.prob, row.cases),
    };
  }
  if (ref.kind === 'test') {
    const [row] = await db
      .select({ test: testJudge, prob: judgeSpecColumns })
      .from(testJudge)
      .innerJoin(problem, eq(problem.id, testJudge.pid))
      .where(eq(testJudge.key, ref.testKey));
    if (!row || !isInFlight(row.test.status)) return null;
    return {
      kind: 'test',
      jobId,
      testKey: row.test.key,
      attempt: ref.attempt,
      language: row.test.language,
      code: row.test.code,
      input: row.test.userInput,
      expectedOutput: row.test.expectedOutput,
      problem: runSpec(row.prob),
    };
  }
  const [row] = await db.select().from(checkerCompile).where(eq(checkerCompile.key, ref.compileKey));
  if (row?.status !== 'pending') return null;
  return {
    kind: 'compile',
    jobId,
    compileKey: row.key,
    attempt: ref.attempt,
    language: row.language,
    code: row.code,
    extraFiles: (row.extraFiles ?? {}) as Record<string, string>,
  };
}
