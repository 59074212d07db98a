import type { Page } from '@contract/envelope';
import { isRoot } from '@contract/roles';
import {
  type AdminTraining,
  type AdminTrainingDetail,
  type AdminTrainingListItem,
  TRAINING_ADMIN_MESSAGES as M,
  type TrainingAuth,
  type TrainingCategoryItem,
  type TrainingCreated,
  type TrainingSaveRequest,
} from '@contract/training-admin';
import { and, asc, count, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import { training, trainingCategory, trainingRegister } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { containsPattern } from '../../lib/like-pattern';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { trainingColumns } from './admin-validation';
import type { TrainingRow } from './policy';

/**
 * The admin training screens (HOJ AdminTrainingManager): the list, one training for its form,
 * create, update, delete and the visibility switch. Group trainings are run inside their group.
 */

export type Actor = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;

/** HOJ's rule for the admin pages: root manages every training, other admin roles the ones they created. */
export function canManageTraining(actor: Actor, row: Pick<TrainingRow, 'uid'>): boolean {
  return isRoot(actor.roles) || row.uid === actor.uid;
}

/** A site training (not a group's), or 404. */
export async function findSiteTraining(db: DbOrTx, tid: number): Promise<TrainingRow> {
  const [row] = await db
    .select()
    .from(training)
    .where(and(eq(training.id, tid), eq(training.isGroup, false)));
  if (!row) throw notFound(M.trainingNotFound);
  return row;
}

/** A site training the actor may manage: 404 when there is none, 403 when it is not theirs. */
export async function findManagedTraining(db: DbOrTx, actor: Actor, tid: number): Promise<TrainingRow> {
  const row = await findSiteTraining(db, tid);
  if (!canManageTraining(actor, row)) throw forbidden(M.notOwner);
  return row;
}

/** The guard of the admin pages' training problem calls: the site trainings the actor manages. */
export const siteTrainingGuard = (actor: Actor) => (db: DbOrTx, tid: number) =>
  findManagedTraining(db, actor, tid);

/** The modification time a write stamps: never earlier than the last one, whatever the clock does. */
export function bumpedModified(now: Date) {
  return sql<Date>`greatest(${now.toISOString()}::timestamptz, ${training.gmtModified} + interval '1 millisecond')`;
}

const { privatePwd: _pwd, description: _description, ...listColumns } = getTableColumns(training);

type ListRow = Omit<TrainingRow, 'privatePwd' | 'description'>;

function listItemOf(row: ListRow): AdminTrainingListItem {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    uid: row.uid,
    auth: row.auth as TrainingAuth,
    status: row.status,
    rank: row.rank,
    isGroup: row.isGroup,
    gid: row.gid,
    categoryId: row.categoryId,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

export function categoryItemOf(row: typeof trainingCategory.$inferSelect): TrainingCategoryItem {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    gid: row.gid,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

/**
 * GET /api/admin/training/get-training-list: the site's trainings in rank order, by title, id or
 * rank. Every admin role sees the list, as in HOJ; the rows carry `uid` so the page offers the
 * form, the problems and the switch only to their creator and root.
 */
export async function listAdminTrainings(
  db: DbOrTx,
  query: { currentPage: number; limit: number; keyword?: string },
): Promise<Page<AdminTrainingListItem>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    eq(training.isGroup, false),
    pattern
      ? or(
          ilike(training.title, pattern),
          ilike(sql`${training.id}::text`, pattern),
          ilike(sql`${training.rank}::text`, pattern),
        )
      : undefined,
  );
  return trainingListPage(db, where, [asc(training.rank), asc(training.id)], query);
}

/** One page of the trainings `where` picks, in `order`, as the admin lists show them. */
export async function trainingListPage(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  query: { currentPage: number; limit: number },
): Promise<Page<AdminTrainingListItem>> {
  const [total] = await db.select({ n: count() }).from(training).where(where);
  const rows = await db
    .select(listColumns)
    .from(training)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return {
    records: rows.map(listItemOf),
    total: total?.n ?? 0,
    current: query.currentPage,
    size: query.limit,
  };
}

function adminTrainingOf(row: TrainingRow): AdminTraining {
  return { ...listItemOf(row), description: row.description, privatePwd: row.privatePwd ?? '' };
}

/** GET /api/admin/training. */
export async function getAdminTraining(db: DbOrTx, actor: Actor, tid: number): Promise<AdminTrainingDetail> {
  return trainingFormOf(db, await findManagedTraining(db, actor, tid));
}

/** A training with its category, as its form loads it (HOJ TrainingDTO). */
export async function trainingFormOf(db: DbOrTx, row: TrainingRow): Promise<AdminTrainingDetail> {
  const [category] =
    row.categoryId === null
      ? []
      : await db.select().from(trainingCategory).where(eq(trainingCategory.id, row.categoryId));
  return { training: adminTrainingOf(row), trainingCategory: category ? categoryItemOf(category) : null };
}

/** POST /api/admin/training: a site training by the actor, visible unless the form says otherwise. */
export async function createTraining(
  platform: Platform,
  actor: Actor,
  request: TrainingSaveRequest,
): Promise<TrainingCreated> {
  return insertTraining(platform, actor, await trainingColumns(platform.db, request), null);
}

/** Inserts checked columns as a training by the actor: a site training, or one of group `gid`. */
export async function insertTraining(
  platform: Platform,
  actor: Actor,
  columns: Awaited<ReturnType<typeof trainingColumns>>,
  gid: number | null,
): Promise<TrainingCreated> {
  const now = platform.clock.now();
  const [created] = await platform.db
    .insert(training)
    .values({
      ...columns,
      uid: actor.uid,
      author: actor.username,
      isGroup: gid !== null,
      gid,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning({ id: training.id });
  return { tid: created!.id };
}

/** PUT /api/admin/training. */
export async function updateTraining(
  platform: Platform,
  actor: Actor,
  request: TrainingSaveRequest,
): Promise<void> {
  const tid = request.training?.id;
  if (request.training && tid === undefined) throw badRequest(M.idRequired);
  const columns = await trainingColumns(platform.db, request);
  await findManagedTraining(platform.db, actor, tid!);
  await writeTrainingUpdate(platform, tid!, columns);
}

/**
 * Writes checked columns over a training the caller may manage. A new password for a private
 * training drops its registrations, as HOJ does: everyone registers again with the new one.
 */
export async function writeTrainingUpdate(
  platform: Platform,
  tid: number,
  columns: Awaited<ReturnType<typeof trainingColumns>>,
): Promise<void> {
  await platform.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ privatePwd: training.privatePwd })
      .from(training)
      .where(eq(training.id, tid!))
      .for('update');
    if (!current) throw notFound(M.trainingNotFound);
    await tx
      .update(training)
      .set({ ...columns, gmtModified: bumpedModified(platform.clock.now()) })
      .where(eq(training.id, tid!));
    if (columns.auth === 'Private' && (current.privatePwd ?? '') !== (columns.privatePwd ?? '')) {
      await tx.delete(trainingRegister).where(eq(trainingRegister.tid, tid!));
    }
  });
}

/** DELETE /api/admin/training (root only): its problem links, registrations and records go with it. */
export async function deleteTraining(db: DbOrTx, tid: number): Promise<void> {
  const removed = await db
    .delete(training)
    .where(and(eq(training.id, tid), eq(training.isGroup, false)))
    .returning({ id: training.id });
  if (removed.length === 0) throw notFound(M.trainingNotFound);
}

/** PUT /api/admin/training/change-training-status: shows or hides the training at once (spec 3 §4). */
export async function changeTrainingStatus(
  platform: Platform,
  actor: Actor,
  tid: number,
  status: boolean,
): Promise<void> {
  await findManagedTraining(platform.db, actor, tid);
  await writeTrainingStatus(platform, tid, status);
}

/** Shows or hides a training the caller may manage. */
export async function writeTrainingStatus(platform: Platform, tid: number, status: boolean): Promise<void> {
  await platform.db
    .update(training)
    .set({ status, gmtModified: bumpedModified(platform.clock.now()) })
    .where(eq(training.id, tid));
}
