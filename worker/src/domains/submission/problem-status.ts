import type { FullScreenProblem, userProblemStatusRequest } from '@contract/problem';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/context';
import { badRequest, unauthorized } from '../../http/errors';
import { coalesce, forgetCoalesced } from '../../lib/coalesce';
import type { DbOrTx } from '../../platform/db';
import { contestProblemNavigation, myContestProblemStatus } from '../contest/index';
import { publicProblemStatus, type StatusEntry } from '../problem/index';
import { trainingProblemNavigation } from '../training/index';

/**
 * The caller's results on a list of problems, wherever the list comes from: the problem bank,
 * a contest or a training. Each source's owner answers; this only picks the source.
 */

/**
 * How long a user's status on a page of bank problems is served from memory in this process:
 * every problem-list view of a signed-in user asks for it, and on PGlite a statement costs more
 * than the rest of the request. A status is only ever read from committed rows, so it never shows
 * a verdict early; it may show a verdict up to this late. The user's own new submission is seen
 * at once: submitting drops these entries (`invalidateLists`), and so does a verdict recorded by
 * this process (`forgetProblemStatuses`); the window bounds what other processes and direct
 * writes (rejudges, imports) take to show.
 */
const STATUS_FRESH_MS = 1000;
export const STATUS_KEY_PREFIX = 'user-problem-status:';

/** Drops the remembered statuses of this process, after a verdict they must show has committed. */
export function forgetProblemStatuses(db: object): void {
  forgetCoalesced(db, STATUS_KEY_PREFIX);
}

/** POST /api/get-user-problem-status. */
export async function userProblemStatus(
  db: DbOrTx,
  user: CurrentUser,
  request: z.output<typeof userProblemStatusRequest>,
  now: Date,
): Promise<Record<number, StatusEntry>> {
  if (!request.isContestProblemList) {
    const pids = [...new Set(request.pidList)].sort((a, b) => a - b);
    return coalesce(
      db,
      `${STATUS_KEY_PREFIX}${user.uid}:${pids.join(',')}`,
      async () => Object.fromEntries(await publicProblemStatus(db, user.uid, pids)),
      { freshForMs: STATUS_FRESH_MS },
    );
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
