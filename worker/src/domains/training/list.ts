import type { Page } from '@contract/envelope';
import { JudgeStatus } from '@contract/judge-status';
import type { TrainingCategory, TrainingListQuery, TrainingVO } from '@contract/training';
import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { problem, training, trainingCategory, trainingProblem, userProblemProgress } from '../../db/schema';
import { batched } from '../../lib/batch';
import { coalesce, forgetCoalesced, PUBLIC_LIST_FRESH_MS } from '../../lib/coalesce';
import { containsPattern } from '../../lib/like-pattern';
import type { Db, DbOrTx } from '../../platform/db';
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

interface AcceptedRequest {
  uid: string;
  tids: readonly number[];
}

/**
 * How many public problems of each training the user has accepted (outside contests). Every
 * training list a signed-in user opens asks for this, so concurrent callers share one statement
 * (`batched`: one round per turn, never data read before the caller asked); the (user, training)
 * pairs travel as one JSON parameter.
 */
export async function acceptedCounts(
  db: DbOrTx,
  uid: string,
  tids: readonly number[],
): Promise<Map<number, number>> {
  if (tids.length === 0) return new Map();
  const rows = await batched(db, 'training-accepted-counts', [{ uid, tids }], (requests) =>
    readAcceptedCounts(db, requests),
  );
  const asked = new Set(tids);
  return new Map(rows.filter((row) => row.uid === uid && asked.has(row.tid)).map((row) => [row.tid, row.n]));
}

async function readAcceptedCounts(db: DbOrTx, requests: AcceptedRequest[]) {
  const pairs = new Map<string, { uid: string; tid: number }>();
  for (const { uid, tids } of requests) for (const tid of tids) pairs.set(`${uid}\u0000${tid}`, { uid, tid });
  // Driven by the asked pairs (a few hundred at most): each reaches its training's problems and
  // the user's progress on them by index, never a scan of all progress.
  const askedUid = sql<string>`asked.uid`;
  const askedTid = sql<number>`asked.tid`;
  const rows = await db
    .select({ uid: askedUid, tid: askedTid, n: count() })
    .from(sql`json_to_recordset(${JSON.stringify([...pairs.values()])}::json) as asked(uid text, tid int)`)
    .innerJoin(trainingProblem, eq(trainingProblem.tid, askedTid))
    .innerJoin(problem, and(eq(problem.id, trainingProblem.pid), eq(problem.auth, 1)))
    .innerJoin(
      userProblemProgress,
      and(
        eq(userProblemProgress.uid, askedUid),
        eq(userProblemProgress.pid, trainingProblem.pid),
        eq(userProblemProgress.status, JudgeStatus.ACCEPTED),
      ),
    )
    .groupBy(askedUid, askedTid);
  return rows.map((row) => ({ uid: row.uid, tid: Number(row.tid), n: Number(row.n) }));
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

const PUBLIC_LIST_KEY_PREFIX = 'public-training-list:';

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
  const page = query.keyword
    ? await readTrainingPage(db, where, query)
    : await coalesce(
        db,
        PUBLIC_LIST_KEY_PREFIX + JSON.stringify(query),
        () => readTrainingPage(db, where, query),
        {
          freshForMs: PUBLIC_LIST_FRESH_MS,
        },
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

/** A page of the trainings `where` admits, by rank then id, with their public problem counts; acCount 0. */
async function readTrainingPage(
  db: DbOrTx,
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
  const problemCounts = await publicProblemCounts(
    db,
    rows.map((r) => r.training.id),
  );
  return {
    records: rows.map((r) =>
      trainingVO(
        r.training,
        r.category,
        { problemCount: problemCounts.get(r.training.id) ?? 0, acCount: 0 },
        '',
      ),
    ),
    total: Number(total?.n ?? 0),
    current: page.currentPage,
    size: page.limit,
  };
}

/** The page with the caller's accepted counts filled in (a copy: a shared page is never changed). */
async function withProgress(
  db: DbOrTx,
  uid: string | null,
  page: Page<TrainingVO>,
): Promise<Page<TrainingVO>> {
  if (uid === null || page.records.length === 0) return page;
  const acCounts = await acceptedCounts(
    db,
    uid,
    page.records.map((record) => record.id),
  );
  return {
    ...page,
    records: page.records.map((record) => ({ ...record, acCount: acCounts.get(record.id) ?? 0 })),
  };
}
