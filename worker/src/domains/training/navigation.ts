import { JudgeStatus } from '@contract/judge-status';
import type { FullScreenProblem } from '@contract/problem';
import { and, asc, eq } from 'drizzle-orm';
import { problem, trainingProblem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { unauthorized } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { publicProblemStatus } from '../problem/index';
import { assertTrainingVisible, findTraining } from './policy';

/** The focus-mode navigation of a training: its public problems in order (as its problem list) with the caller's status. */
export async function trainingProblemNavigation(
  db: DbOrTx,
  user: CurrentUser | null,
  tid: number,
): Promise<FullScreenProblem[]> {
  // Opening a training needs a login (spec 2 §5), as HOJ's route does.
  if (!user) throw unauthorized();
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
    .where(and(eq(trainingProblem.tid, row.id), eq(problem.auth, 1)))
    .orderBy(asc(trainingProblem.rank), asc(trainingProblem.id));
  const statuses = await publicProblemStatus(
    db,
    user.uid,
    problems.map((p) => p.pid),
  );
  return problems.map((p) => ({
    pid: p.pid,
    problemId: p.displayId || p.problemId,
    title: p.title,
    ...(statuses.get(p.pid) ?? { status: JudgeStatus.NOT_SUBMITTED, score: null }),
  }));
}
