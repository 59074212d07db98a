import { JudgeStatus } from '@contract/judge-status';
import { eq, sql } from 'drizzle-orm';
import { contestProblem, contestRecord } from '../../db/schema';
import type { DbOrTx } from '../../platform/db';
import { type ContestRow, secondsFromStart } from './policy';

/**
 * The contest's own writes that other areas ask for: the judge records contest submissions
 * and their verdicts here, the problem bank drops a deleted problem from the contests.
 */

export interface ContestSubmission {
  contest: Pick<ContestRow, 'id' | 'startTime'>;
  contestProblemId: number;
  displayId: string;
  pid: number;
  uid: string;
  username: string;
  realname: string | null;
  submitId: number;
  submitTime: Date;
}

/**
 * How many times this process changed each contest's records: a board here reads the changes
 * at its next look instead of waiting out its refresh window. Other processes' changes arrive
 * with that window (board-cache.ts).
 */
const recordChanges = new Map<number, number>();

export function recordChangesOf(cid: number): number {
  return recordChanges.get(cid) ?? 0;
}

function noteRecordChange(cid: number) {
  recordChanges.set(cid, (recordChanges.get(cid) ?? 0) + 1);
}

/** A new contest submission as the ranking sees it, in the submitting transaction. */
export async function recordContestSubmission(tx: DbOrTx, entry: ContestSubmission): Promise<void> {
  noteRecordChange(entry.contest.id);
  await tx.insert(contestRecord).values({
    cid: entry.contest.id,
    uid: entry.uid,
    pid: entry.pid,
    cpid: entry.contestProblemId,
    username: entry.username,
    realname: entry.realname,
    displayId: entry.displayId,
    submitId: entry.submitId,
    submitTime: entry.submitTime,
    time: secondsFromStart(entry.contest.startTime, entry.submitTime),
  });
}

/**
 * A contest submission's status changed (verdict, rejudge reset, manual judge, cancel): the
 * record takes the status and score, and the problem's first blood is recomputed.
 */
export async function recordContestVerdict(
  tx: DbOrTx,
  subject: { submitId: number; cid: number; pid: number },
  change: { to: number; score: number | null; time: number | null },
): Promise<void> {
  noteRecordChange(subject.cid);
  const judged = change.to !== JudgeStatus.PENDING;
  await tx
    .update(contestRecord)
    .set({
      status: judged ? change.to : null,
      score: judged ? change.score : null,
      useTime: judged ? change.time : null,
    })
    .where(eq(contestRecord.submitId, subject.submitId));
  // First blood goes to the earliest accepted record of the problem; a rejudge may move it.
  await tx.execute(sql`
    update ${contestRecord} set first_blood = coalesce(${contestRecord.id} = (
      select r.id from ${contestRecord} r
      where r.cid = ${subject.cid} and r.pid = ${subject.pid} and r.status = ${JudgeStatus.ACCEPTED}
      order by r.submit_time, r.submit_id limit 1), false)
    where ${contestRecord.cid} = ${subject.cid} and ${contestRecord.pid} = ${subject.pid}
      and (${contestRecord.firstBlood} or ${contestRecord.status} = ${JudgeStatus.ACCEPTED})`);
}

/** A deleted problem leaves every contest; its contest records are kept. */
export async function removeProblemFromContests(tx: DbOrTx, pid: number): Promise<void> {
  await tx.delete(contestProblem).where(eq(contestProblem.pid, pid));
}
