import type { adminUpdateDiscussionRequest } from '@contract/discussion';
import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { discussion } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import type { Logger } from '../../platform/platform';

/** PUT /api/admin/discussion (HOJ admin updateDiscussion): only the pin and the status change here. */
export async function adminUpdateDiscussion(
  db: DbOrTx,
  input: z.output<typeof adminUpdateDiscussionRequest>,
): Promise<void> {
  const updated = await db
    .update(discussion)
    .set({
      ...(input.topPriority !== undefined ? { topPriority: input.topPriority ? 1 : 0 } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
    })
    .where(eq(discussion.id, input.id))
    .returning({ id: discussion.id });
  if (updated.length === 0) throw notFound('Update failed: the discussion does not exist!');
}

/**
 * DELETE /api/admin/discussion (HOJ removeDiscussion): the selected discussions go with their
 * likes, reports, comments and replies; ids already gone are skipped, none found is a 404.
 */
export async function adminDeleteDiscussions(
  db: DbOrTx,
  ids: number[],
  operator: { uid: string; username: string },
  log: Logger,
): Promise<void> {
  const removed = await db
    .delete(discussion)
    .where(inArray(discussion.id, ids))
    .returning({ id: discussion.id });
  if (removed.length === 0) throw notFound('Delete failed: the discussions do not exist');
  log.info('admin deleted discussions', {
    dids: removed.map((row) => row.id),
    operatorUid: operator.uid,
    operatorUsername: operator.username,
  });
}
