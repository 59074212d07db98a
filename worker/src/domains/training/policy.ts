import { isAdminRole, isRoot, Role } from '@contract/roles';
import { and, eq } from 'drizzle-orm';
import { training, trainingProblem, trainingRegister } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { assertGroupMember } from '../group/index';

/** Who may open a training and who may submit in it. */

export type TrainingRow = typeof training.$inferSelect;

export const TRAINING_NOT_FOUND = 'The training does not exist';

export async function findTraining(db: DbOrTx, tid: number): Promise<TrainingRow> {
  const [row] = await db.select().from(training).where(eq(training.id, tid));
  if (!row) throw notFound(TRAINING_NOT_FOUND);
  return row;
}

/**
 * Whether the user registered for the training. Opening a private training needs any
 * registration; submitting in it needs an approved one.
 */
async function isRegistered(
  db: DbOrTx,
  tid: number,
  uid: string,
  need: 'any' | 'approved',
): Promise<boolean> {
  const [registered] = await db
    .select({ tid: trainingRegister.tid })
    .from(trainingRegister)
    .where(
      and(
        eq(trainingRegister.tid, tid),
        eq(trainingRegister.uid, uid),
        need === 'approved' ? eq(trainingRegister.status, true) : undefined,
      ),
    );
  return registered !== undefined;
}

/** Who may look into a training: admins and its creator; others while it is enabled, registered if private. */
export async function assertTrainingVisible(
  db: DbOrTx,
  user: CurrentUser | null,
  row: TrainingRow,
): Promise<void> {
  const admin = user !== null && (isAdminRole(user.roles) || row.uid === user.uid);
  if (admin) return;
  if (!row.status) throw notFound(TRAINING_NOT_FOUND);
  if (row.auth === 'Private' && !(user !== null && (await isRegistered(db, row.id, user.uid, 'any')))) {
    throw forbidden('Sorry, this is a private training: register for it first');
  }
}

/**
 * Who may submit a problem inside a training: root, site admins and its creator; others while
 * it is enabled, as members of its group, registered and approved if it is private. Answers
 * the training's problem link and group.
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
  const admin = isRoot(user.roles) || user.roles.includes(Role.ADMIN) || row.uid === user.uid;
  if (!admin) {
    if (!row.status) throw notFound(TRAINING_NOT_FOUND);
    if (row.gid !== null) await assertGroupMember(db, row.gid, user);
    if (row.auth === 'Private' && !(await isRegistered(db, tid, user.uid, 'approved'))) {
      throw forbidden('Sorry, please register for the training before submitting');
    }
  }
  return { trainingProblemId: link.id, gid: row.gid };
}
