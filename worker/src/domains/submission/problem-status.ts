import type { FullScreenProblem, userProblemStatusRequest } from '@contract/problem';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/context';
import { badRequest, unauthorized } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { contestProblemNavigation, myContestProblemStatus } from '../contest/index';
import { publicProblemStatus, type StatusEntry } from '../problem/index';
import { trainingProblemNavigation } from '../training/index';

/**
 * The caller's results on a list of problems, wherever the list comes from: the problem bank,
 * a contest or a training. Each source's owner answers; this only picks the source.
 */

/** POST /api/get-user-problem-status. */
export async function userProblemStatus(
  db: DbOrTx,
  user: CurrentUser,
  request: z.output<typeof userProblemStatusRequest>,
  now: Date,
): Promise<Record<number, StatusEntry>> {
  if (!request.isContestProblemList) {
    return Object.fromEntries(await publicProblemStatus(db, user.uid, request.pidList));
  }
  if (!request.cid) throw badRequest('cid is required for a contest problem list');
  const statuses = await myContestProblemStatus(db, user, request.cid, request.pidList, {
    now,
    containsEnd: request.containsEnd ?? false,
  });
  return Object.fromEntries(statuses);
}

/** GET /api/get-full-screen-problem-list: the focus-mode navigation of a contest or a training. */
export async function fullScreenProblemList(
  db: DbOrTx,
  user: CurrentUser | null,
  target: { cid?: number; tid?: number },
  now: Date,
): Promise<FullScreenProblem[]> {
  if (target.cid) {
    if (!user) throw unauthorized();
    return contestProblemNavigation(db, user, target.cid, now);
  }
  if (target.tid) return trainingProblemNavigation(db, user, target.tid);
  throw badRequest('tid or cid is required');
}
