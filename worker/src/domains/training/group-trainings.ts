import type { Page } from '@contract/envelope';
import {
  type AddGroupTrainingProblemInput,
  GROUP_TRAINING_MESSAGES as G,
  type GroupTrainingSaveRequest,
} from '@contract/group-training';
import {
  type AdminTrainingDetail,
  type AdminTrainingListItem,
  TRAINING_ADMIN_MESSAGES as M,
  type TrainingCreated,
} from '@contract/training-admin';
import { and, desc, eq } from 'drizzle-orm';
import { problem, training } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { assertGroupAdmin, canManageOwnGroupContent, GROUP_MEMBERS_ONLY, groupAccess } from '../group/index';
import type { ProblemChoice, TrainingGuard } from './admin-training-problems';
import {
  insertTraining,
  trainingFormOf,
  trainingListPage,
  writeTrainingStatus,
  writeTrainingUpdate,
} from './admin-trainings';
import { trainingColumns } from './admin-validation';
import { findTraining, type TrainingRow } from './policy';

/**
 * A group's trainings in its pages (HOJ GroupTrainingManager and GroupTrainingProblemManager):
 * group admins create them and see them all; a training's author and the group's roots manage
 * it (spec 3 §6). The rules of the form and of the problem list are the admin pages' ones.
 */

type Actor = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;

/**
 * The group training the actor may manage: 404 without the training or while its group is
 * missing or disabled, 403 for a site training, for non-members and for members who are neither
 * its author (still a group admin) nor a root of its group.
 */
export async function findManagedGroupTraining(db: DbOrTx, actor: Actor, tid: number): Promise<TrainingRow> {
  const row = await findTraining(db, tid);
  if (row.gid === null) throw forbidden(G.notGroupTraining);
  const access = await groupAccess(db, row.gid, actor);
  if (!access.isMember) throw forbidden(GROUP_MEMBERS_ONLY);
  if (!canManageOwnGroupContent(access, row.author, actor.username)) throw forbidden(G.authorOrRootOnly);
  return row;
}

export const groupTrainingGuard =
  (actor: Actor): TrainingGuard =>
  (db, tid) =>
    findManagedGroupTraining(db, actor, tid);

/** GET /api/group/get-admin-training-list: every training of the group, newest first (HOJ). */
export async function listGroupAdminTrainings(
  db: DbOrTx,
  actor: Actor,
  query: { gid: number; currentPage: number; limit: number },
): Promise<Page<AdminTrainingListItem>> {
  await assertGroupAdmin(db, query.gid, actor);
  return trainingListPage(db, eq(training.gid, query.gid), [desc(training.id)], query);
}

/** GET /api/group/training?tid: the training and its category for the editor. */
export async function getGroupTraining(db: DbOrTx, actor: Actor, tid: number): Promise<AdminTrainingDetail> {
  return trainingFormOf(db, await findManagedGroupTraining(db, actor, tid));
}

/** POST /api/group/training: a training of `training.gid` by a group admin, visible unless the form says otherwise. */
export async function createGroupTraining(
  platform: Platform,
  actor: Actor,
  request: GroupTrainingSaveRequest,
): Promise<TrainingCreated> {
  if (!request.training) throw badRequest(M.trainingRequired);
  const gid = request.training.gid;
  if (gid === undefined) throw badRequest(G.gidRequired);
  await assertGroupAdmin(platform.db, gid, actor);
  return insertTraining(platform, actor, await trainingColumns(platform.db, request, gid), gid);
}

/** PUT /api/group/training: the training stays in its group whatever `gid` the body names. */
export async function updateGroupTraining(
  platform: Platform,
  actor: Actor,
  request: GroupTrainingSaveRequest,
): Promise<void> {
  const tid = request.training?.id;
  if (!request.training) throw badRequest(M.trainingRequired);
  if (tid === undefined) throw badRequest(M.idRequired);
  const row = await findManagedGroupTraining(platform.db, actor, tid);
  const columns = await trainingColumns(platform.db, request, row.gid);
  await writeTrainingUpdate(platform, row.id, columns);
}

/** DELETE /api/group/training?tid: its problem links, registrations and records go with it. */
export async function deleteGroupTraining(db: DbOrTx, actor: Actor, tid: number): Promise<void> {
  const row = await findManagedGroupTraining(db, actor, tid);
  const removed = await db.delete(training).where(eq(training.id, row.id)).returning({ id: training.id });
  if (removed.length === 0) throw notFound(M.trainingNotFound);
}

/** PUT /api/group/change-training-status. */
export async function changeGroupTrainingStatus(
  platform: Platform,
  actor: Actor,
  tid: number,
  status: boolean,
): Promise<void> {
  await findManagedGroupTraining(platform.db, actor, tid);
  await writeTrainingStatus(platform, tid, status);
}

/**
 * POST /api/group/add-training-problem-from-group: a problem of the training's own group, named
 * by its display id, shown under that id (HOJ). Another group's problem is not found.
 */
export const groupProblemChoice =
  (request: Pick<AddGroupTrainingProblemInput, 'problemId'>): ProblemChoice =>
  async (tx, row) => {
    const [candidate] = await tx
      .select({ id: problem.id, problemId: problem.problemId })
      .from(problem)
      .where(and(eq(problem.problemId, request.problemId), eq(problem.gid, row.gid!)));
    if (!candidate) throw notFound(G.groupProblemNotFound);
    return { pid: candidate.id, displayId: candidate.problemId };
  };

/** The group's trainings go when it is disbanded; their links, registrations and records follow. */
export async function deleteGroupTrainings(tx: DbOrTx, gid: number): Promise<void> {
  await tx.delete(training).where(eq(training.gid, gid));
}
