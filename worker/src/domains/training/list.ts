import type { Page } from '@contract/envelope';
import { JudgeStatus } from '@contract/judge-status';
import type { TrainingCategory, TrainingListQuery, TrainingVO } from '@contract/training';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { problem, training, trainingCategory, trainingProblem } from '../../db/schema';
import { coalesce, forgetCoalesced, PUBLIC_LIST_FRESH_MS } from '../../lib/coalesce';
import { containsPattern } from '../../lib/like-pattern';
import type { Db, DbOrTx } from '../../platform/db';
import { publicProblemStatus } from '../problem/index';
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

/** The public problems of each training (HOJ counts and lists only those), by training. */
async function publicProblemsOf(db: DbOrTx, tids: readonly number[]): Promise<Map<number, number[]>> {
  const byTraining = new Map<number, number[]>();
  if (tids.length === 0) return byTraining;
  const rows = await db
    .select({ tid: trainingProblem.tid, pid: trainingProblem.pid })
    .from(trainingProblem)
    .innerJoin(problem, eq(problem.id, trainingProblem.pid))
    .where(and(inArray(trainingProblem.tid, [...tids]), eq(problem.auth, 1)));
  for (const { tid, pid } of rows) {
    const pids = byTraining.get(tid);
    if (pids) pids.push(pid);
    else byTraining.set(tid, [pid]);
  }
  return byTraining;
}

/**
 * How many of each training's public problems the user has accepted (outside contests). The
 * statuses come from the problem area, on Node from its per-user memory: a user turning the
 * training list's pages costs the database nothing after their first page.
 */
async function acceptedOn(
  db: DbOrTx,
  uid: string,
  problemsOf: ReadonlyMap<number, readonly number[]>,
): Promise<Map<number, number>> {
  const statuses = await publicProblemStatus(db, uid, [...problemsOf.values()].flat());
  const accepted = (pid: number) => statuses.get(pid)?.status === JudgeStatus.ACCEPTED;
  return new Map([...problemsOf].map(([tid, pids]) => [tid, pids.filter(accepted).length]));
}

/**
 * How many public problems one training has and, where the caller may enter it (`progressOf`),
 * how many of them they have accepted: one read of its problems for both.
 */
export async function trainingProblemCounts(
  db: DbOrTx,
  tid: number,
  progressOf: Promise<string | null>,
): Promise<{ problemCount: number; acCount: number }> {
  const [problemsOf, uid] = await Promise.all([publicProblemsOf(db, [tid]), progressOf]);
  const acCounts = uid === null ? new Map<number, number>() : await acceptedOn(db, uid, problemsOf);
  return { problemCount: problemsOf.get(tid)?.length ?? 0, acCount: acCounts.get(tid) ?? 0 };
}

const PUBLIC_LIST_KEY_PREFIX = 'public-training-list:';

type Category = { name: string; color: string } | null;

/**
 * A page of trainings as everyone sees it (acCount 0), with each one's public problems for the
 * caller's progress. Shared between callers while it is fresh: never changed after it is read.
 */
interface TrainingPage {
  page: Page<TrainingVO>;
  problemsOf: ReadonlyMap<number, readonly number[]>;
}

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

/** Drops the remembered public training pages after a write that changes what they show. */
export function forgetPublicTrainingLists(db: Db): void {
  forgetCoalesced(db, PUBLIC_LIST_KEY_PREFIX);
}

/**
 * GET /api/get-training-list: enabled site trainings (not a group's) by rank, then id; keyword
 * searches titles and authors. `acCount` is the caller's progress, 0 for guests. The page
 * without the caller's progress is the same for everyone, so it is read once per
 * PUBLIC_LIST_FRESH_MS (problem counts may be that old); searches are read each time.
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
  const where = and(...conditions);
  if (query.keyword) return withProgress(db, uid, await readTrainingPage(db, where, query));
  // Every page of one filter has the same total: counted once for all of them.
  const filter = JSON.stringify({ categoryId: query.categoryId, auth: query.auth });
  const total = () =>
    coalesce(db, `${PUBLIC_LIST_KEY_PREFIX}count:${filter}`, () => countTrainings(db, where), {
      freshForMs: PUBLIC_LIST_FRESH_MS,
    });
  const page = await coalesce(
    db,
    PUBLIC_LIST_KEY_PREFIX + JSON.stringify(query),
    () => readTrainingPage(db, where, query, total),
    { freshForMs: PUBLIC_LIST_FRESH_MS },
  );
  return withProgress(db, uid, page);
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

/** A page of the trainings `where` admits with the caller's progress (the group list). */
async function trainingPage(
  db: DbOrTx,
  uid: string | null,
  where: SQL | undefined,
  page: { currentPage: number; limit: number },
): Promise<Page<TrainingVO>> {
  return withProgress(db, uid, await readTrainingPage(db, where, page));
}

async function countTrainings(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [total] = await db.select({ n: count() }).from(training).where(where);
  return Number(total?.n ?? 0);
}

/** A page of the trainings `where` admits, by rank then id, with their public problems; acCount 0. */
async function readTrainingPage(
  db: DbOrTx,
  where: SQL | undefined,
  page: { currentPage: number; limit: number },
  total: () => Promise<number> = () => countTrainings(db, where),
): Promise<TrainingPage> {
  const rows = await db
    .select({ training, category: { name: trainingCategory.name, color: trainingCategory.color } })
    .from(training)
    .leftJoin(trainingCategory, eq(trainingCategory.id, training.categoryId))
    .where(where)
    .orderBy(asc(training.rank), asc(training.id))
    .limit(page.limit)
    .offset((page.currentPage - 1) * page.limit);
  const problemsOf = await publicProblemsOf(
    db,
    rows.map((r) => r.training.id),
  );
  const records = rows.map((r) =>
    trainingVO(
      r.training,
      r.category,
      { problemCount: problemsOf.get(r.training.id)?.length ?? 0, acCount: 0 },
      '',
    ),
  );
  return {
    page: { records, total: await total(), current: page.currentPage, size: page.limit },
    problemsOf,
  };
}

/** The page with the caller's accepted counts filled in (a copy: a shared page is never changed). */
async function withProgress(db: DbOrTx, uid: string | null, shared: TrainingPage): Promise<Page<TrainingVO>> {
  const { page, problemsOf } = shared;
  if (uid === null || page.records.length === 0) return page;
  const acCounts = await acceptedOn(db, uid, problemsOf);
  return {
    ...page,
    records: page.records.map((record) => ({ ...record, acCount: acCounts.get(record.id) ?? 0 })),
  };
}
