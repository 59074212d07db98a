import { JudgeStatus } from '@contract/judge-status';
import type { FullScreenProblem } from '@contract/problem';
import { asc, eq } from 'drizzle-orm';
import { problem, trainingProblem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import type { DbOrTx } from '../../platform/db';
import { publicProblemStatus } from '../problem/index';
import { assertTrainingVisible, findTraining } from './policy';

/** The focus-mode navigation of a training: its problems in order with the caller's status. */
export async function trainingProblemNavigation(
  db: DbOrTx,
  user: CurrentUser | null,
  tid: number,
): Promise<FullScreenProblem[]> {
  const row = await findTraining(db, tid);
  await assertTrainingVisible(db, user, row);
  const problems = await db
    .select({
      pid: problem.id,
      problemId: problem.problemId,
      displayId: trainingProblem.displayId,
      title: problem.title,
    })
    .from(trainingProblem)
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .where(eq(trainingProblem.tid, row.id))
    .orderBy(asc(trainingProblem.rank), asc(trainingProblem.id));
  const statuses = user
    ? await publicProblemStatus(
        db,
        user.uid,
        problems.map((p) => p.pid),
      )
    : null;
  return problems.map((p) => ({
    pid: p.pid,
    problemId: p.displayId || p.problemId,
    title: p.title,
    ...(statuses?.get(p.pid) ?? { status: JudgeStatus.NOT_SUBMITTED, score: null }),
  }));
}
