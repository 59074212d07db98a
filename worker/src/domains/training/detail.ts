import type { TrainingAccess, TrainingVO } from '@contract/training';
import { eq } from 'drizzle-orm';
import { trainingCategory } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import type { DbOrTx } from '../../platform/db';
import { trainingProblemCounts, trainingVO } from './list';
import {
  canEnterTraining,
  findListedTraining,
  isTrainingAdmin,
  managesTraining,
  registrationOf,
} from './policy';

/**
 * GET /api/get-training-detail: any signed-in user may read a listed training, private or not
 * (the page shows the password form over it); `acCount` is the caller's progress only where
 * they may enter it, else 0, as in HOJ.
 */
export async function getTrainingDetail(db: DbOrTx, user: CurrentUser, tid: number): Promise<TrainingVO> {
  const row = await findListedTraining(db, user, tid);
  const [category] =
    row.categoryId === null
      ? []
      : await db
          .select({ name: trainingCategory.name, color: trainingCategory.color })
          .from(trainingCategory)
          .where(eq(trainingCategory.id, row.categoryId));
  const counts = await trainingProblemCounts(
    db,
    row.id,
    canEnterTraining(db, user, row).then((enter) => (enter ? user.uid : null)),
  );
  return trainingVO(row, category ?? null, counts);
}

/**
 * GET /api/get-training-access: whether the caller registered for the training (HOJ), or
 * manages it (or roots its group) and so needs no registration.
 */
export async function getTrainingAccess(db: DbOrTx, user: CurrentUser, tid: number): Promise<TrainingAccess> {
  const row = await findListedTraining(db, user, tid);
  if (managesTraining(user, row) || (row.gid !== null && (await isTrainingAdmin(db, user, row)))) {
    return { access: true };
  }
  return { access: (await registrationOf(db, row.id, user.uid)) !== 'none' };
}
