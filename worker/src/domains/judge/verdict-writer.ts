import type { CaseResult } from '@contract/runner/protocol';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { judgeCase, judgeJob, problem, submission } from '../../db/schema';
import { type DbOrTx, preparedStatement } from '../../platform/db';
import { applyStatusChange } from './statistics';
import { oiRankScore } from './verdict-rules';

type SubmissionRow = typeof submission.$inferSelect;

/** What a verdict needs of its submission (a result reads no more: not its code). */
export const verdictSubmissionColumns = {
  submitId: submission.submitId,
  uid: submission.uid,
  pid: submission.pid,
  cid: submission.cid,
  submitTime: submission.submitTime,
  status: submission.status,
  judgeAttempt: submission.judgeAttempt,
};
export type VerdictSubmission = Pick<SubmissionRow, keyof typeof verdictSubmissionColumns>;
export type JobRow = typeof judgeJob.$inferSelect;

/** What a verdict needs of its problem: the score rules and the case mode its case rows record. */
export const verdictProblemColumns = {
  type: problem.type,
  difficulty: problem.difficulty,
  ioScore: problem.ioScore,
  judgeCaseMode: problem.judgeCaseMode,
};
export type VerdictProblem = { type: number; difficulty: number; ioScore: number; judgeCaseMode: string };

/** Postgres text cannot hold NUL characters; a program's output can. */
export function storable(text: string | null): string | null {
  return text?.includes('\u0000') ? text.replaceAll('\u0000', '\uFFFD') : (text ?? null);
}

export async function lockJob(db: DbOrTx, jobId: number | null): Promise<JobRow | null> {
  if (jobId === null) return null;
  const [row] = await db.select().from(judgeJob).where(eq(judgeJob.id, jobId)).for('update');
  return row ?? null;
}

export async function finishJob(db: DbOrTx, jobId: number) {
  await db.update(judgeJob).set({ state: 'done', leaseExpiresAt: null }).where(eq(judgeJob.id, jobId));
}

export interface Verdict {
  status: number;
  time: number | null;
  memory: number | null;
  errorMessage: string | null;
  judger: string;
  cases: CaseResult[];
  /** The OI score from the problem's type and full score; null for ACM problems. */
  scoreOf(prob: { type: number; ioScore: number }): number | null;
  /** A remote judge's run id, kept on the submission. */
  vjudgeSubmitId?: string | null;
}

/**
 * Writes a final status on a locked in-flight submission: the row, its case results, every
 * statistic and contest record, and the end of its queued or leased jobs. Local verdicts, remote
 * verdicts and failed remote submissions all end here, in the caller's transaction.
 */
export async function writeVerdict(
  tx: DbOrTx,
  sub: VerdictSubmission,
  verdict: Verdict,
  /** The submission's problem when the caller read it with the submission (undefined: read here). */
  knownProblem?: VerdictProblem | null,
): Promise<void> {
  const prob =
    knownProblem === undefined
      ? (await tx.select(verdictProblemColumns).from(problem).where(eq(problem.id, sub.pid)))[0]
      : knownProblem;
  const score = prob ? verdict.scoreOf(prob) : null;
  const rankScore = prob ? oiRankScore(prob, score) : null;
  const written = {
    submitId: sub.submitId,
    status: verdict.status,
    score,
    oiRankScore: rankScore,
    time: verdict.time,
    memory: verdict.memory,
    errorMessage: storable(verdict.errorMessage),
    judger: verdict.judger,
    now: new Date(),
  };
  if (verdict.vjudgeSubmitId === undefined) await writeSubmissionVerdict(tx, written);
  else await writeRemoteSubmissionVerdict(tx, { ...written, vjudgeSubmitId: verdict.vjudgeSubmitId });
  // A rejudge deletes the case rows of the attempt it ends, and an attempt gets one verdict, so
  // the first attempt never finds rows; later ones clear whatever a racing writer may have left.
  if (sub.judgeAttempt > 1) await tx.delete(judgeCase).where(eq(judgeCase.submitId, sub.submitId));
  if (verdict.cases.length > 0) {
    await insertCaseRows(tx, sub, prob?.judgeCaseMode ?? 'default', verdict.cases);
  }
  await applyStatusChange(tx, sub, {
    from: null,
    to: verdict.status,
    score,
    time: verdict.time,
    oiRankScore: rankScore,
  });
  await retireJobsOf(tx, { submitId: sub.submitId, now: new Date() });
}

/** An update's value from a placeholder (drizzle's types take placeholders in inserts only). */
const from = (name: string) => sql`${sql.placeholder(name)}`;

const verdictColumns = {
  status: from('status'),
  score: from('score'),
  oiRankScore: from('oiRankScore'),
  time: from('time'),
  memory: from('memory'),
  errorMessage: from('errorMessage'),
  judger: from('judger'),
  gmtModified: from('now'),
};

/** The verdict's columns on the submission row; every verdict writes them (SQL built once). */
const writeSubmissionVerdict = preparedStatement('write_submission_verdict', (db) =>
  db
    .update(submission)
    .set(verdictColumns)
    .where(eq(submission.submitId, sql.placeholder('submitId'))),
);

/** The same with the remote judge's run id. */
const writeRemoteSubmissionVerdict = preparedStatement('write_remote_submission_verdict', (db) =>
  db
    .update(submission)
    .set({ ...verdictColumns, vjudgeSubmitId: from('vjudgeSubmitId') })
    .where(eq(submission.submitId, sql.placeholder('submitId'))),
);

/** The most case rows one prepared insert writes; a verdict with more writes them in chunks. */
const CASE_ROWS_PER_INSERT = 32;

/**
 * A verdict's case rows, by prepared inserts of up to CASE_ROWS_PER_INSERT rows. A multi-row
 * insert built anew for every verdict (15 values a row) was the largest piece of Drizzle in a CPU
 * profile of a same-code burst (tests/bench/judge-server-profile.mjs --profile: 1.4 ms of A+B's
 * verdict, 0.01 ms now); an insert per row count is built once (at most 32 of them, as
 * problem_count's moves are one per set of columns), each value by a placeholder named by its row.
 */
async function insertCaseRows(tx: DbOrTx, sub: VerdictSubmission, mode: string, cases: CaseResult[]) {
  for (let from = 0; from < cases.length; from += CASE_ROWS_PER_INSERT) {
    const chunk = cases.slice(from, from + CASE_ROWS_PER_INSERT);
    const values: Record<string, unknown> = { submitId: sub.submitId, uid: sub.uid, pid: sub.pid, mode };
    chunk.forEach((c, row) => {
      values[`caseId${row}`] = c.caseId;
      values[`seq${row}`] = c.seq;
      values[`status${row}`] = c.status;
      values[`time${row}`] = c.time;
      values[`memory${row}`] = c.memory;
      values[`score${row}`] = c.score;
      values[`groupNum${row}`] = c.groupNum;
      values[`inputData${row}`] = c.inputName;
      values[`outputData${row}`] = c.outputName;
      values[`userOutput${row}`] = storable(c.userOutput);
      values[`message${row}`] = storable(c.message);
    });
    await caseInsertOf(chunk.length)(tx, values);
  }
}

const caseInserts = new Map<number, ReturnType<typeof buildCaseInsert>>();
function caseInsertOf(rows: number) {
  let insert = caseInserts.get(rows);
  if (!insert) {
    insert = buildCaseInsert(rows);
    caseInserts.set(rows, insert);
  }
  return insert;
}

function buildCaseInsert(rows: number) {
  const p = sql.placeholder;
  return preparedStatement(`insert_judge_cases_${rows}`, (db) =>
    db.insert(judgeCase).values(
      Array.from({ length: rows }, (_, row) => ({
        submitId: p('submitId'),
        uid: p('uid'),
        pid: p('pid'),
        mode: p('mode'),
        caseId: p(`caseId${row}`),
        seq: p(`seq${row}`),
        status: p(`status${row}`),
        time: p(`time${row}`),
        memory: p(`memory${row}`),
        score: p(`score${row}`),
        groupNum: p(`groupNum${row}`),
        inputData: p(`inputData${row}`),
        outputData: p(`outputData${row}`),
        userOutput: p(`userOutput${row}`),
        message: p(`message${row}`),
      })),
    ),
  );
}

/** retireSubmissionJobs of one submission, as every verdict runs it. */
const retireJobsOf = preparedStatement('retire_submission_jobs', (db) =>
  db
    .update(judgeJob)
    .set({ state: 'done', leaseExpiresAt: null, gmtModified: from('now') })
    .where(
      and(
        inArray(judgeJob.kind, ['judge', 'remote']),
        eq(judgeJob.submitId, sql.placeholder('submitId')),
        inArray(judgeJob.state, ['queued', 'leased', 'outbox']),
      ),
    ),
);

/** Queued or leased jobs of these submissions will never be needed again; runners holding one are told to stop. */
export async function retireSubmissionJobs(tx: DbOrTx, submitIds: number[]) {
  await tx
    .update(judgeJob)
    .set({ state: 'done', leaseExpiresAt: null })
    .where(
      and(
        inArray(judgeJob.kind, ['judge', 'remote']),
        inArray(judgeJob.submitId, submitIds),
        // `outbox`: a job not yet forwarded to a Cloudflare Queue is dropped before it is sent.
        inArray(judgeJob.state, ['queued', 'leased', 'outbox']),
      ),
    );
}
