import type { SubmissionSummary, SubmitProblemJudgeRequest } from '@contract/judge';
import { JudgeStatus } from '@contract/judge-status';
import { canSubmit, isRoot } from '@contract/roles';
import { and, desc, eq, sql } from 'drizzle-orm';
import { submission } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, tooManyRequests } from '../../http/errors';
import { type DbOrTx, preparedStatement } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { lockUserRecord } from '../account/index';
import { recordContestSubmission } from '../contest/index';
import { forgetUserStatus } from '../problem/index';
import { readConfig, type SwitchSettings } from '../site/index';
import { invalidateLists } from '../submission/index';
import { recordTrainingSubmission } from '../training/index';
import { resolveSubmitContext, type SubmitContext } from './access';
import { JobBatch } from './job-queue';
import { requireOfferedLanguage, requireRemoteLanguage } from './languages';
import { jobMessageFor } from './remote-jobs';
import { countNewSubmission } from './statistics';

type SubmissionRow = typeof submission.$inferSelect;

export function toSubmissionSummary(row: SubmissionRow): SubmissionSummary {
  return {
    submitId: row.submitId,
    pid: row.pid,
    displayPid: row.displayPid,
    uid: row.uid,
    username: row.username,
    status: row.status,
    score: row.score,
    time: row.time,
    memory: row.memory,
    length: row.length,
    language: row.language,
    cid: row.cid,
    gid: row.gid,
    tid: row.tid,
    judger: row.judger,
    isManual: row.isManual,
    submitTime: row.submitTime.toISOString(),
  };
}

const CLOSED_MESSAGES: Record<SubmitContext['scope'], string> = {
  public: 'The judging of public problems is closed on this site',
  contest: 'The judging of contest problems is closed on this site',
  group: 'The judging of group problems is closed on this site',
};

/**
 * Barred roles and closed judge switches: the checks shared by submit and self-test. Answers the
 * switches it read, so a caller needing another of them does not read them again.
 */
export async function checkJudgingAllowed(
  db: DbOrTx,
  user: CurrentUser,
  context: SubmitContext,
): Promise<SwitchSettings> {
  if (!canSubmit(user.roles)) throw forbidden('Sorry, you are not allowed to submit code');
  const switches = await readConfig(db, 'switch');
  const open = {
    public: switches.openPublicJudge,
    contest: switches.openContestJudge,
    group: switches.openGroupJudge,
  }[context.scope];
  if (!open && !isRoot(user.roles)) throw forbidden(CLOSED_MESSAGES[context.scope]);
  return switches;
}

/**
 * Spec 1 §5/§6: checks everything, then writes the submission, its job and the counters in one
 * transaction. Outside contests a user may submit once per `defaultSubmitInterval` seconds; the
 * check runs under a lock on the user's record so two quick submissions cannot both pass.
 */
export async function submitProblemJudge(
  platform: Platform,
  user: CurrentUser,
  input: SubmitProblemJudgeRequest,
  ip: string | null,
): Promise<SubmissionSummary> {
  const { db, clock } = platform;
  // The problem decides where it is judged; the client's isRemote flag only echoes it.
  const context = await resolveSubmitContext(db, user, input, clock.now());
  const switches = await checkJudgingAllowed(db, user, context);
  const isRemote = context.problem.isRemote;
  if (isRemote) await requireRemoteLanguage(db, context.problem, input.language);
  else await requireOfferedLanguage(db, context.problem.id, input.language);
  const interval = context.cid === 0 ? switches.defaultSubmitInterval : 0;

  const jobs = new JobBatch(platform);
  const row = await db.transaction(async (tx) => {
    const now = clock.now();
    if (interval > 0) await enforceSubmitInterval(tx, user.uid, interval, now);
    const [created] = await insertSubmission(tx, {
      pid: context.problem.id,
      displayPid: context.displayPid,
      uid: user.uid,
      username: user.username,
      submitTime: now,
      length: input.code.length,
      code: input.code,
      language: input.language,
      cid: context.cid,
      cpid: context.contestProblemId,
      tid: context.tid,
      gid: context.gid,
      ip,
      isRemote,
    });
    const sub = created!;
    await countNewSubmission(tx, {
      submitId: sub.submitId,
      uid: user.uid,
      pid: sub.pid,
      cid: sub.cid,
      gid: sub.gid,
    });
    if (context.contest) {
      await recordContestSubmission(tx, {
        contest: context.contest,
        contestProblemId: context.contestProblemId!,
        displayId: context.displayPid,
        pid: sub.pid,
        uid: user.uid,
        username: user.username,
        realname: user.realname,
        submitId: sub.submitId,
        submitTime: now,
      });
    }
    if (context.tid !== null && context.trainingProblemId !== null) {
      await recordTrainingSubmission(tx, {
        tid: context.tid,
        trainingProblemId: context.trainingProblemId,
        pid: sub.pid,
        uid: user.uid,
        submitId: sub.submitId,
      });
    }
    await jobs.add(tx, jobMessageFor(sub));
    return sub;
  });
  // The new row must show on the status list at once, not after its one-second page memory, and
  // the problem as pending in the user's statuses: both forgotten now that the row is committed.
  invalidateLists(db);
  forgetUserStatus(db, user.uid);
  jobs.afterCommit();
  return toSubmissionSummary(row);
}

/** A new submission, pending its first attempt: every submit writes it (SQL built once). */
const insertSubmission = preparedStatement('insert_submission', (db) => {
  const p = sql.placeholder;
  return db
    .insert(submission)
    .values({
      pid: p('pid'),
      displayPid: p('displayPid'),
      uid: p('uid'),
      username: p('username'),
      submitTime: p('submitTime'),
      status: JudgeStatus.PENDING,
      length: p('length'),
      code: p('code'),
      language: p('language'),
      cid: p('cid'),
      cpid: p('cpid'),
      tid: p('tid'),
      gid: p('gid'),
      ip: p('ip'),
      isRemote: p('isRemote'),
      judgeAttempt: 1,
    })
    .returning();
});

async function enforceSubmitInterval(tx: DbOrTx, uid: string, intervalSeconds: number, now: Date) {
  await lockUserRecord(tx, uid);
  const [last] = await tx
    .select({ submitTime: submission.submitTime })
    .from(submission)
    .where(and(eq(submission.uid, uid), eq(submission.cid, 0)))
    .orderBy(desc(submission.submitId))
    .limit(1);
  if (!last) return;
  const waitMs = last.submitTime.getTime() + intervalSeconds * 1000 - now.getTime();
  if (waitMs > 0) {
    // 429, not 403: the client treats 403 as a role change and refetches the user's roles.
    throw tooManyRequests(
      `Submitting too frequently, please try again in ${Math.ceil(waitMs / 1000)} seconds`,
    );
  }
}
