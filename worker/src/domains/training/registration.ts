import { JudgeStatus } from '@contract/judge-status';
import { TrainingAuth } from '@contract/training';
import { and, eq } from 'drizzle-orm';
import { submission, trainingProblem, trainingRecord, trainingRegister } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest } from '../../http/errors';
import type { Db } from '../../platform/db';
import { findListedTraining } from './policy';

export const TRAINING_PASSWORD_REQUIRED = 'tid or password can not be empty';
export const WRONG_TRAINING_PASSWORD = 'Wrong training password, please try again';
export const ALREADY_REGISTERED_TRAINING =
  'You have already registered for this training, please do not register again';

/**
 * POST /api/register-training, HOJ's order: the password is required, the training must be
 * listed, the password must match (a public training has none to match), and a user registers
 * once; the (tid, uid) key settles two registrations at once. The user's earlier accepted
 * submissions of its problems join its rank in the same transaction, as HOJ syncs them.
 */
export async function registerForTraining(
  db: Db,
  user: CurrentUser,
  input: { tid: number; password?: string | undefined },
): Promise<void> {
  if (!input.password) throw badRequest(TRAINING_PASSWORD_REQUIRED);
  const row = await findListedTraining(db, user, input.tid);
  if (row.auth !== TrainingAuth.PRIVATE || !row.privatePwd || row.privatePwd !== input.password) {
    throw badRequest(WRONG_TRAINING_PASSWORD);
  }
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(trainingRegister)
      .values({ tid: row.id, uid: user.uid })
      .onConflictDoNothing()
      .returning({ tid: trainingRegister.tid });
    if (created.length === 0) throw badRequest(ALREADY_REGISTERED_TRAINING);
    const accepted = await tx
      .select({ tpid: trainingProblem.id, pid: submission.pid, submitId: submission.submitId })
      .from(submission)
      .innerJoin(
        trainingProblem,
        and(eq(trainingProblem.pid, submission.pid), eq(trainingProblem.tid, row.id)),
      )
      .where(
        and(eq(submission.uid, user.uid), eq(submission.cid, 0), eq(submission.status, JudgeStatus.ACCEPTED)),
      );
    if (accepted.length > 0) {
      await tx
        .insert(trainingRecord)
        .values(
          accepted.map((a) => ({
            tid: row.id,
            tpid: a.tpid,
            pid: a.pid,
            uid: user.uid,
            submitId: a.submitId,
          })),
        )
        .onConflictDoNothing();
    }
  });
}
