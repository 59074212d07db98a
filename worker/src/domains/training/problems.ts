import { DEFAULT_TRAINING_COLOR, type TrainingProblemItem } from '@contract/training';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { problem, problemCount, problemTag, tag, trainingProblem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import type { DbOrTx } from '../../platform/db';
import { assertCanEnterTraining, findListedTraining } from './policy';

/**
 * GET /api/get-training-problem-list: the training's public problems in its order (rank, then
 * link id), each with the id the training shows, its tags and its counts outside contests.
 */
export async function getTrainingProblems(
  db: DbOrTx,
  user: CurrentUser,
  tid: number,
): Promise<TrainingProblemItem[]> {
  const row = await findListedTraining(db, user, tid);
  await assertCanEnterTraining(db, user, row);
  const rows = await db
    .select({
      pid: problem.id,
      bankId: problem.problemId,
      displayId: trainingProblem.displayId,
      title: problem.title,
      difficulty: problem.difficulty,
      type: problem.type,
      ac: problemCount.ac,
      total: problemCount.total,
    })
    .from(trainingProblem)
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .leftJoin(problemCount, eq(problemCount.pid, problem.id))
    .where(and(eq(trainingProblem.tid, row.id), eq(problem.auth, 1)))
    .orderBy(asc(trainingProblem.rank), asc(trainingProblem.id));
  const pids = rows.map((r) => r.pid);
  const tags =
    pids.length === 0
      ? []
      : await db
          .select({ pid: problemTag.pid, id: tag.id, name: tag.name, color: tag.color })
          .from(problemTag)
          .innerJoin(tag, eq(tag.id, problemTag.tid))
          .where(inArray(problemTag.pid, pids))
          .orderBy(asc(tag.id));
  const tagsOf = new Map<number, TrainingProblemItem['tags']>();
  for (const t of tags) {
    const list = tagsOf.get(t.pid) ?? [];
    list.push({ id: t.id, name: t.name, color: t.color || DEFAULT_TRAINING_COLOR });
    tagsOf.set(t.pid, list);
  }
  return rows.map((r) => ({
    pid: r.pid,
    problemId: r.displayId || r.bankId,
    title: r.title,
    difficulty: r.difficulty,
    type: r.type,
    tags: tagsOf.get(r.pid) ?? [],
    ac: r.ac ?? 0,
    total: r.total ?? 0,
  }));
}
