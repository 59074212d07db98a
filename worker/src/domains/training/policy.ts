import { isRoot, isSiteAdmin } from '@contract/roles';
import { TrainingAuth } from '@contract/training';
import { and, eq } from 'drizzle-orm';
import { training, trainingProblem, trainingRegister } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { assertGroupMember, assertGroupReader, GROUP_LEVEL, groupLevel } from '../group/index';

/** Who may open a training and who may submit in it. */

export type TrainingRow = typeof training.$inferSelect;

export const TRAINING_NOT_FOUND = 'The training does not exist';
export const REGISTER_FIRST = 'Sorry, this is a private training: register for it with its password first';
export const REGISTRATION_BARRED = 'Sorry, you have been barred from this training';

export async function findTraining(db: DbOrTx, tid: number): Promise<TrainingRow> {
  const [row] = await db.select().from(training).where(eq(training.id, tid));
  if (!row) throw notFound(TRAINING_NOT_FOUND);
  return row;
}

/** Root, site admins and the training's creator manage it: they open it whatever its state. */
export const managesTraining = (user: CurrentUser | null, row: TrainingRow): boolean =>
  user !== null && (isSiteAdmin(user.roles) || row.uid === user.uid);

/**
 * The training admins of spec 2 §6 (its creator, root, a level-5 member of its group): they see
 * real names in its rank and are not ranked in it.
 */
export async function isTrainingAdmin(db: DbOrTx, user: CurrentUser, row: TrainingRow): Promise<boolean> {
  if (isRoot(user.roles) || row.uid === user.uid) return true;
  return row.gid !== null && (await groupLevel(db, row.gid, user.uid)) >= GROUP_LEVEL.ROOT;
}

/** The user's registration for the training: absent, approved, or barred (status false). */
export async function registrationOf(
  db: DbOrTx,
  tid: number,
  uid: string,
): Promise<'none' | 'approved' | 'barred'> {
  const [registered] = await db
    .select({ status: trainingRegister.status })
    .from(trainingRegister)
    .where(and(eq(trainingRegister.tid, tid), eq(trainingRegister.uid, uid)));
  if (!registered) return 'none';
  return registered.status ? 'approved' : 'barred';
}

/**
 * The training as the training pages find it: a disabled training does not exist for anyone but
 * its managers. A group's training opens only to its group's members (403 for others, 404 while
 * the group is disabled), read from the database each time so a member who leaves loses it; its
 * group's roots manage it too (HOJ), so they open it while hidden.
 */
export async function findListedTraining(
  db: DbOrTx,
  user: CurrentUser | null,
  tid: number,
): Promise<TrainingRow> {
  const row = await findTraining(db, tid);
  if (managesTraining(user, row)) return row;
  if (row.gid !== null) {
    if (user === null) throw notFound(TRAINING_NOT_FOUND);
    const access = await assertGroupReader(db, row.gid, user);
    if (!row.status && !access.isRoot) throw notFound(TRAINING_NOT_FOUND);
    return row;
  }
  if (!row.status) throw notFound(TRAINING_NOT_FOUND);
  return row;
}

/**
 * Whether the user may see inside the training (its problems, its rank, its progress): managers
 * always; others in a public training, or registered and not barred in a private one.
 */
export async function canEnterTraining(db: DbOrTx, user: CurrentUser, row: TrainingRow): Promise<boolean> {
  if (managesTraining(user, row) || row.auth !== TrainingAuth.PRIVATE) return true;
  if (row.gid !== null && (await isTrainingAdmin(db, user, row))) return true;
  return (await registrationOf(db, row.id, user.uid)) === 'approved';
}

/** As canEnterTraining (a group's roots enter its private trainings unregistered, as HOJ), refusing with 403 and the reason. */
export async function assertCanEnterTraining(db: DbOrTx, user: CurrentUser, row: TrainingRow): Promise<void> {
  if (managesTraining(user, row) || row.auth !== TrainingAuth.PRIVATE) return;
  if (row.gid !== null && (await isTrainingAdmin(db, user, row))) return;
  const registration = await registrationOf(db, row.id, user.uid);
  if (registration === 'none') throw forbidden(REGISTER_FIRST);
  if (registration === 'barred') throw forbidden(REGISTRATION_BARRED);
}

/**
 * Who may look into a training wherever it is listed (the focus-mode navigation serves site and
 * group trainings alike): its managers; others while it is enabled, as members of its group,
 * registered if private.
 */
export async function assertTrainingVisible(db: DbOrTx, user: CurrentUser, row: TrainingRow): Promise<void> {
  if (managesTraining(user, row)) return;
  if (!row.status) throw notFound(TRAINING_NOT_FOUND);
  if (row.gid !== null) await assertGroupMember(db, row.gid, user);
  await assertCanEnterTraining(db, user, row);
}

/**
 * Who may submit a problem inside a training: its managers; others while it is enabled, as
 * members of its group, registered and approved if it is private. Answers the training's
 * problem link and group.
 */
export async function assertCanSubmitInTraining(
  db: DbOrTx,
  user: CurrentUser,
  tid: number,
  pid: number,
): Promise<{ trainingProblemId: number; gid: number | null }> {
  const row = await findTraining(db, tid);
  const [link] = await db
    .select({ id: trainingProblem.id })
    .from(trainingProblem)
    .where(and(eq(trainingProblem.tid, tid), eq(trainingProblem.pid, pid)));
  if (!link) throw notFound('The problem is not in this training');
  if (!managesTraining(user, row)) {
    if (!row.status) throw notFound(TRAINING_NOT_FOUND);
    if (row.gid !== null) await assertGroupMember(db, row.gid, user);
    await assertCanEnterTraining(db, user, row);
  }
  return { trainingProblemId: link.id, gid: row.gid };
}
