import type { FullScreenProblem, userProblemStatusRequest } from '@contract/problem';
import type { z } from 'zod';
import type { CurrentUser } from '../../http/context';
import { badRequest, unauthorized } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { contestProblemNavigation, myContestProblemStatus } from '../contest/index';
import { publicStatusesOn } from '../problem/index';
import { trainingProblemNavigation } from '../training/index';

/**
 * The caller's results on a list of problems, wherever the list comes from: the problem bank,
 * a contest or a training. Each source's owner answers; this only picks the source.
 */

/**
 * POST /api/get-user-problem-status, as the answer's `data` JSON text: `{pid: {status}}` for the
 * problem bank and `{pid: {status, score}}` for a contest, as HOJ answers them (its bank list
 * carries no score).
 */
export async function userProblemStatusJson(
  db: DbOrTx,
  user: CurrentUser,
  request: z.output<typeof userProblemStatusRequest>,
  now: Date,
): Promise<string> {
  if (!request.isContestProblemList) {
    const statuses = await publicStatusesOn(db, user.uid, request.pidList);
    return statusObjectJson(request.pidList, (pid) => bankEntryJson(statuses.statusOf(pid)));
  }
  if (!request.cid) throw badRequest('cid is required for a contest problem list');
  const statuses = await myContestProblemStatus(db, user, request.cid, request.pidList, {
    now,
    containsEnd: request.containsEnd ?? false,
  });
  return statusObjectJson([...statuses.keys()], (pid) => {
    const { status, score } = statuses.get(pid)!;
    return `{"status":${status},"score":${score !== null && Number.isFinite(score) ? score : null}}`;
  });
}

/** A bank entry's JSON per status code, written once: a page of 50 problems has a few codes. */
const bankEntries = new Map<number, string>();
function bankEntryJson(status: number): string {
  let json = bankEntries.get(status);
  if (json === undefined) {
    json = `{"status":${status}}`;
    if (bankEntries.size < 256) bankEntries.set(status, json);
  }
  return json;
}

/**
 * The JSON of an object keyed by pid, written directly (see okJsonText): each pid once, in
 * ascending order as JavaScript orders an object's integer keys. `entryJson` gives each value,
 * whose fields are numbers or null, so no text needs escaping.
 */
export function statusObjectJson(pids: readonly number[], entryJson: (pid: number) => string): string {
  // A typed array sorts numerically without a comparator; pids are integer ids.
  const order = Int32Array.from(pids).sort();
  const members: string[] = [];
  for (let i = 0; i < order.length; i++) {
    const pid = order[i]!;
    if (i === 0 || pid !== order[i - 1]) members.push(`"${pid}":${entryJson(pid)}`);
  }
  return `{${members.join(',')}}`;
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
