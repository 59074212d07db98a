import { JudgeStatus } from '@contract/judge-status';
import { PROBLEM_AUTH } from '@contract/limits';
import {
  type AdminTrainingProblem,
  TRAINING_ADMIN_MESSAGES as M,
  type TrainingProblemPick,
} from '@contract/training-admin';
import { and, asc, count, eq, inArray, ne, or } from 'drizzle-orm';
import {
  problem,
  submission,
  training,
  trainingProblem,
  trainingRecord,
  trainingRegister,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { pickableColumns, pickableOf, pickableProblems, pickKeywordFilter } from '../problem/index';
import { type Actor, bumpedModified, siteTrainingGuard } from './admin-trainings';
import type { TrainingRow } from './policy';

/**
 * The problems of a training in the admin pages (HOJ AdminTrainingProblemManager) and in its
 * group's pages (HOJ GroupTrainingProblemManager): the pick list, adding a problem, the rank and
 * display id, and removing a problem from the training. The two differ only in who may manage the
 * training, which the caller's guard decides.
 */

/** Finds the training the caller may manage, or refuses (404/403). */
export type TrainingGuard = (db: DbOrTx, tid: number) => Promise<TrainingRow>;

type TrainingProblemRow = typeof trainingProblem.$inferSelect;

function trainingProblemOf(row: TrainingProblemRow): AdminTrainingProblem {
  return {
    id: row.id,
    tid: row.tid,
    pid: row.pid,
    displayId: row.displayId ?? '',
    rank: row.rank,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

/** HOJ adds only public problems that belong to no group: a private or contest problem would leak. */
export const addableProblem = and(eq(problem.auth, PROBLEM_AUTH.PUBLIC), eq(problem.isGroup, false));

/**
 * GET /api/admin/training/get-problem-list. `queryExisted`: the training's problems in rank order;
 * otherwise the public bank problems not yet in it, newest first. Both carry the training's links.
 */
export async function listTrainingProblemPicks(
  db: DbOrTx,
  guard: TrainingGuard,
  query: { tid: number; currentPage: number; limit: number; keyword?: string; queryExisted: boolean },
): Promise<TrainingProblemPick> {
  await guard(db, query.tid);
  const links = await db.select().from(trainingProblem).where(eq(trainingProblem.tid, query.tid));
  const trainingProblemMap = Object.fromEntries(
    links.map((link) => [String(link.pid), trainingProblemOf(link)]),
  );
  const keywordWhere = pickKeywordFilter(query.keyword);

  if (query.queryExisted) {
    const page = { current: query.currentPage, size: query.limit };
    const where = and(eq(trainingProblem.tid, query.tid), keywordWhere);
    const [total] = await db
      .select({ n: count() })
      .from(trainingProblem)
      .innerJoin(problem, eq(problem.id, trainingProblem.pid))
      .where(where);
    const rows = await db
      .select({ ...pickableColumns, gid: problem.gid })
      .from(trainingProblem)
      .innerJoin(problem, eq(problem.id, trainingProblem.pid))
      .where(where)
      .orderBy(asc(trainingProblem.rank), asc(trainingProblem.id))
      .limit(query.limit)
      .offset((query.currentPage - 1) * query.limit);
    // `gid` tells a group's own problems from public ones in the group's pages.
    return {
      problemList: {
        records: rows.map(({ gid, ...row }) => ({ ...pickableOf(row), gid })),
        total: total?.n ?? 0,
        ...page,
      },
      trainingProblemMap,
    };
  }

  const problemList = await pickableProblems(db, {
    where: and(addableProblem, keywordWhere),
    excludedIds: links.map((link) => link.pid),
    currentPage: query.currentPage,
    limit: query.limit,
  });
  return {
    problemList: { ...problemList, records: problemList.records.map((row) => ({ ...row, gid: null })) },
    trainingProblemMap,
  };
}

async function touchTraining(tx: DbOrTx, tid: number, now: Date): Promise<void> {
  await tx
    .update(training)
    .set({ gmtModified: bumpedModified(now) })
    .where(eq(training.id, tid));
}

/**
 * The accepted submissions outside contests that the training's registered users already made on a
 * newly added problem count in a private training's rank, as HOJ syncs them. A submission already
 * recorded for another training stays there (one record per submission).
 */
async function recordEarlierAccepted(
  tx: DbOrTx,
  tid: number,
  link: TrainingProblemRow,
  now: Date,
): Promise<void> {
  const accepted = await tx
    .select({ uid: submission.uid, submitId: submission.submitId })
    .from(submission)
    .where(
      and(
        eq(submission.pid, link.pid),
        eq(submission.cid, 0),
        eq(submission.status, JudgeStatus.ACCEPTED),
        inArray(
          submission.uid,
          tx
            .select({ uid: trainingRegister.uid })
            .from(trainingRegister)
            .where(eq(trainingRegister.tid, tid)),
        ),
      ),
    );
  if (accepted.length === 0) return;
  await tx
    .insert(trainingRecord)
    .values(
      accepted.map((row) => ({
        tid,
        tpid: link.id,
        pid: link.pid,
        uid: row.uid,
        submitId: row.submitId,
        gmtCreate: now,
        gmtModified: now,
      })),
    )
    .onConflictDoNothing();
}

/** The problem a training adds and the id it shows there, once the adding rules accept it. */
export type ProblemChoice = (tx: DbOrTx, row: TrainingRow) => Promise<{ pid: number; displayId: string }>;

/** Add-from-public (admin and group pages alike): a public problem outside groups, under the id asked. */
export const publicProblemChoice =
  (request: { pid: number; displayId: string }): ProblemChoice =>
  async (tx) => {
    const [candidate] = await tx
      .select({ auth: problem.auth, isGroup: problem.isGroup })
      .from(problem)
      .where(eq(problem.id, request.pid));
    if (!candidate) throw notFound(M.problemNotFound);
    if (candidate.auth !== PROBLEM_AUTH.PUBLIC || candidate.isGroup) throw badRequest(M.problemNotPublic);
    return request;
  };

/**
 * POST /api/admin/training/add-problem-from-public and the group's add calls. The training row is
 * locked while the problem and its display id are checked, so two adds at once cannot both take
 * the same display id; the unique (tid, pid) index refuses the same problem twice.
 */
export async function addTrainingProblem(
  platform: Platform,
  guard: TrainingGuard,
  tid: number,
  choose: ProblemChoice,
): Promise<void> {
  await guard(platform.db, tid);
  await platform.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(training).where(eq(training.id, tid)).for('update');
    if (!locked) throw notFound(M.trainingNotFound);
    const request = { tid, ...(await choose(tx, locked)) };
    const [clash] = await tx
      .select({ id: trainingProblem.id })
      .from(trainingProblem)
      .where(
        and(
          eq(trainingProblem.tid, request.tid),
          or(eq(trainingProblem.pid, request.pid), eq(trainingProblem.displayId, request.displayId)),
        ),
      );
    if (clash) throw badRequest(M.problemAlreadyAdded);
    const now = platform.clock.now();
    const [link] = await tx
      .insert(trainingProblem)
      .values({
        tid: request.tid,
        pid: request.pid,
        displayId: request.displayId,
        gmtCreate: now,
        gmtModified: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!link) throw badRequest(M.problemAlreadyAdded);
    await touchTraining(tx, request.tid, now);
    if (locked.auth === 'Private') await recordEarlierAccepted(tx, request.tid, link, now);
  });
}

/**
 * GET /api/admin/training/import-remote-oj-problem: a problem obtained by the caller (a remote
 * judge's, imported now or before) added as from the bank, under its own display id (HOJ). Who may
 * manage the training is checked before `obtainProblem` runs, so a refused call imports nothing.
 */
export async function placeProblemInTraining(
  platform: Platform,
  actor: Actor,
  tid: number,
  obtainProblem: () => Promise<{ pid: number; problemId: string }>,
): Promise<void> {
  const guard = siteTrainingGuard(actor);
  await guard(platform.db, tid);
  const { pid, problemId } = await obtainProblem();
  await addTrainingProblem(platform, guard, tid, publicProblemChoice({ pid, displayId: problemId }));
}

async function findLink(db: DbOrTx, where: { id?: number; tid?: number; pid?: number }) {
  const [link] = await db
    .select()
    .from(trainingProblem)
    .where(
      where.id !== undefined
        ? eq(trainingProblem.id, where.id)
        : and(eq(trainingProblem.tid, where.tid!), eq(trainingProblem.pid, where.pid!)),
    );
  if (!link) throw notFound(M.trainingProblemNotFound);
  return link;
}

/** PUT /api/admin/training/problem: the rank (order in the training) and, when sent, the display id. */
export async function updateTrainingProblem(
  platform: Platform,
  guard: TrainingGuard,
  request: { id?: number; tid?: number; pid?: number; rank?: number; displayId?: string },
): Promise<AdminTrainingProblem> {
  const link = await findLink(platform.db, request);
  await guard(platform.db, link.tid);
  return platform.db.transaction(async (tx) => {
    await tx.select({ id: training.id }).from(training).where(eq(training.id, link.tid)).for('update');
    if (request.displayId !== undefined) {
      const [taken] = await tx
        .select({ id: trainingProblem.id })
        .from(trainingProblem)
        .where(
          and(
            eq(trainingProblem.tid, link.tid),
            eq(trainingProblem.displayId, request.displayId),
            ne(trainingProblem.id, link.id),
          ),
        );
      if (taken) throw badRequest(M.problemAlreadyAdded);
    }
    const now = platform.clock.now();
    const [updated] = await tx
      .update(trainingProblem)
      .set({
        ...(request.rank === undefined ? {} : { rank: request.rank }),
        ...(request.displayId === undefined ? {} : { displayId: request.displayId }),
        gmtModified: now,
      })
      .where(eq(trainingProblem.id, link.id))
      .returning();
    if (!updated) throw notFound(M.trainingProblemNotFound);
    await touchTraining(tx, link.tid, now);
    return trainingProblemOf(updated);
  });
}

/** DELETE /api/admin/training/problem: the problem leaves the training; the bank keeps it. */
export async function removeTrainingProblem(
  platform: Platform,
  guard: TrainingGuard,
  request: { pid: number; tid: number },
): Promise<void> {
  await guard(platform.db, request.tid);
  await platform.db.transaction(async (tx) => {
    const removed = await tx
      .delete(trainingProblem)
      .where(and(eq(trainingProblem.tid, request.tid), eq(trainingProblem.pid, request.pid)))
      .returning({ id: trainingProblem.id });
    if (removed.length === 0) throw notFound(M.trainingProblemNotFound);
    await touchTraining(tx, request.tid, platform.clock.now());
  });
}
