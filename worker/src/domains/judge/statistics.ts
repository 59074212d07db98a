import { and, asc, eq, sql } from 'drizzle-orm';
import { submission, userProblemProgress } from '../../db/schema';
import { type DbOrTx, preparedStatement } from '../../platform/db';
import { recordProblemProgress, recordUserSubmission } from '../account/index';
import { recordContestVerdict } from '../contest/index';
import { moveProblemCounters, recordProblemSubmission } from '../problem/index';
import {
  advanceProgress,
  deriveProgress,
  isResult,
  type Progress,
  problemCountDelta,
  sameProgress,
} from './verdict-rules';

/** The parts of a submission the statistics depend on. */
export interface StatisticsSubject {
  submitId: number;
  uid: string;
  pid: number;
  cid: number;
}

/**
 * Keeps every derived count true when a submission's status changes (verdict, rejudge reset,
 * manual judge, cancel). Runs in the caller's transaction, after the submission row is updated.
 * The judge decides what changed; each count's owner writes it.
 *
 * Outside contests: problem_count moves the submission from its old status counter to the new
 * one; the user's progress on the problem, and with it their acCount and oiScore, is written when
 * it changes. A submission that counted for nothing before (in flight) advances the progress
 * from the stored one when that tells enough (`advanceProgress`); a verdict taken back or changed
 * (rejudge, manual judge) can only lower it, so the progress is derived again from all the
 * user's submissions to the problem. In contests: the contest records the status and score.
 */
export async function applyStatusChange(
  tx: DbOrTx,
  subject: StatisticsSubject & { submitTime: Date },
  change: {
    from: number | null;
    to: number;
    score: number | null;
    time: number | null;
    /** The submission's new OI rank score, when its writer computed it: lets the progress advance. */
    oiRankScore?: number | null;
  },
): Promise<void> {
  if (subject.cid !== 0) {
    await recordContestVerdict(tx, subject, change);
    return;
  }
  await moveProblemCounters(tx, subject.pid, problemCountDelta(change.from, change.to));
  const before = await storedProgress(tx, subject.uid, subject.pid);
  const advanced =
    (change.from === null || !isResult(change.from)) && change.oiRankScore !== undefined
      ? advanceProgress(before, {
          submitId: subject.submitId,
          submitTime: subject.submitTime,
          status: change.to,
          score: change.score,
          oiRankScore: change.oiRankScore,
        })
      : undefined;
  const after = advanced === undefined ? await progressOf(tx, subject.uid, subject.pid) : advanced;
  // A resubmission that changes nothing (accepted again, no better score) writes nothing.
  if (sameProgress(before, after)) return;
  await recordProblemProgress(tx, subject.uid, subject.pid, after);
}

/**
 * The user's progress on the problem, locked: two verdicts of theirs on it written at once take
 * turns, the second reading what the first wrote (rows of a first verdict cannot be locked yet).
 */
async function storedProgress(tx: DbOrTx, uid: string, pid: number): Promise<Progress | null> {
  const [row] = await lockProgress(tx, { uid, pid });
  return row ?? null;
}

const lockProgress = preparedStatement('lock_user_problem_progress', (db) =>
  db
    .select({
      status: userProblemProgress.status,
      score: userProblemProgress.score,
      oiRankScore: userProblemProgress.oiRankScore,
      firstAcSubmitId: userProblemProgress.firstAcSubmitId,
      firstAcTime: userProblemProgress.firstAcTime,
    })
    .from(userProblemProgress)
    .where(
      and(
        eq(userProblemProgress.uid, sql.placeholder('uid')),
        eq(userProblemProgress.pid, sql.placeholder('pid')),
      ),
    )
    .for('update'),
);

/**
 * A new submission outside contests counts in the problem's total and, outside groups, in the
 * user's submissions: the site's rank lists and user home count public work only, as HOJ's
 * (`cid = 0 and gid is null`); the group rank counts group submissions itself.
 */
export async function countNewSubmission(
  tx: DbOrTx,
  subject: StatisticsSubject & { gid: number | null },
): Promise<void> {
  if (subject.cid !== 0) return;
  await recordProblemSubmission(tx, subject.pid);
  if (subject.gid === null) await recordUserSubmission(tx, subject.uid);
}

async function progressOf(tx: DbOrTx, uid: string, pid: number) {
  const rows = await tx
    .select({
      submitId: submission.submitId,
      submitTime: submission.submitTime,
      status: submission.status,
      score: submission.score,
      oiRankScore: submission.oiRankScore,
    })
    .from(submission)
    .where(and(eq(submission.uid, uid), eq(submission.pid, pid), eq(submission.cid, 0)))
    .orderBy(asc(submission.submitId));
  return deriveProgress(rows);
}
