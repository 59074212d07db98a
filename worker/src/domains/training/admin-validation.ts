import {
  firstTrainingError,
  TRAINING_ADMIN_MESSAGES as M,
  type TrainingSaveRequest,
} from '@contract/training-admin';
import { and, eq, isNull, or } from 'drizzle-orm';
import { trainingCategory } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';

/**
 * A training save checked before anything is written: spec 3 §5 in its order, then the category,
 * which must be one of the site's, or for a group's training (`gid`) also one of that group's
 * (HOJ refuses another group's category).
 */
export async function trainingColumns(db: DbOrTx, request: TrainingSaveRequest, gid: number | null = null) {
  const error = firstTrainingError(request);
  if (error) throw badRequest(error);
  const training = request.training!;
  const categoryId = request.trainingCategory!.id!;
  const [category] = await db
    .select({ id: trainingCategory.id })
    .from(trainingCategory)
    .where(
      and(
        eq(trainingCategory.id, categoryId),
        gid === null
          ? isNull(trainingCategory.gid)
          : or(isNull(trainingCategory.gid), eq(trainingCategory.gid, gid)),
      ),
    );
  if (!category) throw badRequest(M.categoryNotFound);
  return {
    rank: training.rank!,
    title: training.title,
    description: training.description,
    auth: training.auth,
    // A public training keeps no password, so switching back to private asks for a new one.
    privatePwd: training.auth === 'Private' ? training.privatePwd : null,
    categoryId,
    ...(training.status === undefined ? {} : { status: training.status }),
  };
}
