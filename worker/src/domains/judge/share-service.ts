import { eq } from 'drizzle-orm';
import { submission } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';

/**
 * PUT /api/submission: the owner shares or unshares a submission made outside contests. The
 * judge owns the submission rows, so this one change made by their owner lives here too.
 */
export async function updateSubmissionShare(
  db: DbOrTx,
  user: CurrentUser,
  submitId: number,
  share: boolean,
): Promise<void> {
  const [row] = await db
    .select({ uid: submission.uid, cid: submission.cid })
    .from(submission)
    .where(eq(submission.submitId, submitId));
  if (!row) throw notFound('The submission does not exist');
  if (row.uid !== user.uid)
    throw forbidden("Sorry, you cannot change the sharing of another user's submission");
  if (row.cid !== 0) throw forbidden('Sorry, the code of a contest submission cannot be shared');
  await db.update(submission).set({ share }).where(eq(submission.submitId, submitId));
}
