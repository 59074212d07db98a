import type { Page } from '@contract/envelope';
import { JudgeStatus } from '@contract/judge-status';
import type { TrainingCategory, TrainingListQuery, TrainingVO } from '@contract/training';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { problem, training, trainingCategory, trainingProblem, userProblemProgress } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import type { DbOrTx } from '../../platform/db';
import type { TrainingRow } from './policy';

/** GET /api/get-training-category: the site's categories (a group's own ones live in the group). */
export async function listTrainingCategories(db: DbOrTx): Promise<TrainingCategory[]> {
  const rows = await db
    .select()
    .from(trainingCategory)
    .where(isNull(trainingCategory.gid))
    .orderBy(asc(trainingCategory.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    color: row.color,
    gid: row.gid,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  }));
}

/** The public problems of each training (HOJ counts only those, as only those are listed). */
export async function publicProblemCounts(db: DbOrTx, tids: readonly number[]): Promise<Map<number, number>> {
  if (tids.length === 0) return new Map();
  const rows = await db
    .select({ tid: trainingProblem.tid, n: count() })
    .from(trainingProblem)
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .where(and(inArray(trainingProblem.tid, [...tids]), eq(problem.auth, 1)))
    .groupBy(trainingProblem.tid);
  return new Map(rows.map((row) => [row.tid, Number(row.n)]));
}

/** How many public problems of each training the user has accepted (outside contests). */
export async function acceptedCounts(
  db: DbOrTx,
  uid: string,
  tids: readonly number[],
): Promise<Map<number, number>> {
  if (tids.length === 0) return new Map();
  const rows = await db
    .select({ tid: trainingProblem.tid, n: count() })
    .from(trainingProblem)
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .innerJoin(
      userProblemProgress,
      and(eq(userProblemProgress.pid, trainingProblem.pid), eq(userProblemProgress.uid, uid)),
    )
    .where(
      and(
        inArray(trainingProblem.tid, [...tids]),
        eq(problem.auth, 1),
        eq(userProblemProgress.status, JudgeStatus.ACCEPTED),
      ),
    )
    .groupBy(trainingProblem.tid);
  return new Map(rows.map((row) => [row.tid, Number(row.n)]));
}

type Category = { name: string; color: string } | null;

/** A training as HOJ's TrainingVO carries it; the list leaves the description out. */
export function trainingVO(
  row: TrainingRow,
  category: Category,
  figures: { problemCount: number; acCount: number },
  description = row.description,
): TrainingVO {
  return {
    id: row.id,
    title: row.title,
    description,
    author: row.author,
    auth: row.auth as TrainingVO['auth'],
    rank: row.rank,
    categoryId: category ? row.categoryId : null,
    categoryName: category?.name ?? null,
    categoryColor: category?.color ?? null,
    problemCount: figures.problemCount,
    acCount: figures.acCount,
    gid: row.gid,
    gmtModified: row.gmtModified.toISOString(),
  };
}

/**
 * GET /api/get-training-list: enabled site trainings (not a group's) by rank, then id; keyword
 * searches titles and authors. `acCount` is the caller's progress, 0 for guests.
 */
export async function listTrainings(
  db: DbOrTx,
  uid: string | null,
  query: TrainingListQuery,
): Promise<Page<TrainingVO>> {
  const conditions: (SQL | undefined)[] = [eq(training.status, true), isNull(training.gid)];
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(or(ilike(training.title, pattern), ilike(training.author, pattern)));
  }
  if (query.categoryId !== undefined) conditions.push(eq(training.categoryId, query.categoryId));
  if (query.auth !== undefined) conditions.push(eq(training.auth, query.auth));
  return trainingPage(db, uid, and(...conditions), query);
}

/**
 * GET /api/group/get-training-list (the caller checked membership): the group's enabled
 * trainings in the public list's order and shape (HOJ GroupTrainingMapper).
 */
export function listGroupTrainings(
  db: DbOrTx,
  uid: string,
  query: { gid: number; currentPage: number; limit: number },
): Promise<Page<TrainingVO>> {
  return trainingPage(db, uid, and(eq(training.status, true), eq(training.gid, query.gid)), query);
}

/** A page of the trainings `where` admits, by rank then id, with their counts and the caller's progress. */
async function trainingPage(
  db: DbOrTx,
  uid: string | null,
  where: SQL | undefined,
  page: { currentPage: number; limit: number },
): Promise<Page<TrainingVO>> {
  const [total] = await db.select({ n: count() }).from(training).where(where);
  const rows = await db
    .select({ training, category: { name: trainingCategory.name, color: trainingCategory.color } })
    .from(training)
    .leftJoin(trainingCategory, eq(trainingCategory.id, training.categoryId))
    .where(where)
    .orderBy(asc(training.rank), asc(training.id))
    .limit(page.limit)
    .offset((page.currentPage - 1) * page.limit);

  const tids = rows.map((r) => r.training.id);
  const [problemCounts, acCounts] = await Promise.all([
    publicProblemCounts(db, tids),
    uid === null ? new Map<number, number>() : acceptedCounts(db, uid, tids),
  ]);
  return {
    records: rows.map((r) =>
      trainingVO(
        r.training,
        r.category,
        {
          problemCount: problemCounts.get(r.training.id) ?? 0,
          acCount: acCounts.get(r.training.id) ?? 0,
        },
        '',
      ),
    ),
    total: Number(total?.n ?? 0),
    current: page.currentPage,
    size: page.limit,
  };
}
