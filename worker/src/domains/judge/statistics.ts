import { and, asc, eq } from 'drizzle-orm';
import { submission } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';
import { recordProblemProgress, recordUserSubmission } from '../account/index';
import { recordContestVerdict } from '../contest/index';
import { moveProblemCounters, recordProblemSubmission } from '../problem/index';
import { deriveProgress, problemCountDelta } from './verdict-rules';

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
 * one; the user's progress on the problem is recomputed from their submissions, and with it
 * their acCount and oiScore. In contests: the contest records the status and score.
 */
export async function applyStatusChange(
  tx: DbOrTx,
  subject: StatisticsSubject,
  change: { from: number | null; to: number; score: number | null; time: number | null },
): Promise<void> {
  if (subject.cid === 0) {
    await moveProblemCounters(tx, subject.pid, problemCountDelta(change.from, change.to));
    await recordProblemProgress(tx, subject.uid, subject.pid, await progressOf(tx, subject.uid, subject.pid));
  } else {
    await recordContestVerdict(tx, subject, change);
  }
}

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
