import type { Page } from '@contract/envelope';
import { JudgeStatus } from '@contract/judge-status';
import { TrainingAuth, type TrainingRankQuery, type TrainingRankRow } from '@contract/training';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { problem, submission, trainingProblem, trainingRecord, userInfo } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { superAdminUids } from '../account/index';
import { groupRootUids } from '../group/index';
import { assertCanEnterTraining, findListedTraining, isTrainingAdmin } from './policy';

export const RANK_PRIVATE_ONLY = 'Only private trainings have a rank';

/** The verdicts a rank counts (HOJ): final results, not pending, cancelled or system errors. */
const RANKED_STATUSES = [-3, -2, -1, 0, 1, 2, 3, 8];

/**
 * GET /api/get-training-rank, as HOJ computes it: each user's training submissions in order;
 * a problem's first accepted one counts it solved (later accepted ones only lower its run
 * time), before that the latest verdict shows. Root, the group's roots and the creator are not
 * ranked. Keyword matches usernames and schools, and real names for the training's admins (the
 * only ones shown them). Ordered by solved descending, total run time ascending, then paged.
 */
export async function getTrainingRank(
  db: DbOrTx,
  user: CurrentUser,
  query: TrainingRankQuery,
): Promise<Page<TrainingRankRow>> {
  const row = await findListedTraining(db, user, query.tid);
  await assertCanEnterTraining(db, user, row);
  if (row.auth !== TrainingAuth.PRIVATE) throw badRequest(RANK_PRIVATE_ONLY);
  const admin = await isTrainingAdmin(db, user, row);

  const [links, records, roots, groupRoots] = await Promise.all([
    db
      .select({ id: trainingProblem.id, displayId: trainingProblem.displayId, bankId: problem.problemId })
      .from(trainingProblem)
      .innerJoin(problem, eq(problem.id, trainingProblem.pid))
      .where(eq(trainingProblem.tid, row.id)),
    db
      .select({
        uid: trainingRecord.uid,
        tpid: trainingRecord.tpid,
        status: submission.status,
        score: submission.score,
        time: submission.time,
        username: userInfo.username,
        realname: userInfo.realname,
        nickname: userInfo.nickname,
        school: userInfo.school,
        gender: userInfo.gender,
        avatar: userInfo.avatar,
      })
      .from(trainingRecord)
      .innerJoin(submission, eq(submission.submitId, trainingRecord.submitId))
      .innerJoin(userInfo, eq(userInfo.uid, trainingRecord.uid))
      .where(and(eq(trainingRecord.tid, row.id), inArray(submission.status, RANKED_STATUSES)))
      .orderBy(asc(submission.submitTime), asc(submission.submitId)),
    superAdminUids(db),
    row.gid === null ? Promise.resolve([]) : groupRootUids(db, row.gid),
  ]);
  const keyOf = new Map(links.map((l) => [l.id, l.displayId || l.bankId]));
  const unranked = new Set([...roots, ...groupRoots, ...(row.uid ? [row.uid] : [])]);
  const word = query.keyword?.toLowerCase();
  const matches = (value: string | null) => value?.toLowerCase().includes(word ?? '') === true;

  const byUser = new Map<string, TrainingRankRow>();
  for (const record of records) {
    if (unranked.has(record.uid)) continue;
    if (word && !(matches(record.username) || matches(record.school) || (admin && matches(record.realname))))
      continue;
    const key = keyOf.get(record.tpid);
    if (key === undefined) continue;
    let entry = byUser.get(record.uid);
    if (!entry) {
      entry = {
        uid: record.uid,
        username: record.username,
        realname: admin ? record.realname : null,
        nickname: record.nickname,
        school: record.school,
        gender: record.gender,
        avatar: record.avatar,
        ac: 0,
        totalRunTime: 0,
        submissionInfo: {},
      };
      byUser.set(record.uid, entry);
    }
    const runTime = record.time ?? 0;
    const accepted = record.status === JudgeStatus.ACCEPTED;
    const cell = entry.submissionInfo[key];
    if (cell?.isAC) {
      if (accepted && runTime < (cell.runTime ?? 0)) {
        entry.totalRunTime += runTime - (cell.runTime ?? 0);
        cell.runTime = runTime;
      }
      continue;
    }
    if (accepted) {
      entry.ac += 1;
      entry.totalRunTime += runTime;
      entry.submissionInfo[key] = { status: record.status, score: record.score, isAC: true, runTime };
    } else {
      entry.submissionInfo[key] = { status: record.status, score: record.score };
    }
  }
  const ordered = [...byUser.values()].sort((a, b) => b.ac - a.ac || a.totalRunTime - b.totalRunTime);
  const start = (query.currentPage - 1) * query.limit;
  return {
    records: ordered.slice(start, start + query.limit),
    total: ordered.length,
    current: query.currentPage,
    size: query.limit,
  };
}
