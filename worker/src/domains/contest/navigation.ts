import type { FullScreenProblem } from '@contract/problem';
import { eq } from 'drizzle-orm';
import { contestProblem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import type { DbOrTx } from '../../platform/db';
import { compareDisplayIds } from '../problem/index';
import { assertContestVisible, findContest } from './policy';
import { contestProblemStatus } from './standing';

/** The focus-mode navigation of a contest: its problems in display order with the caller's standing. */
export async function contestProblemNavigation(
  db: DbOrTx,
  user: CurrentUser,
  cid: number,
  now: Date,
): Promise<FullScreenProblem[]> {
  const row = await findContest(db, cid);
  const isAdmin = await assertContestVisible(db, user, row, now);
  const problems = await db
    .select({
      pid: contestProblem.pid,
      problemId: contestProblem.displayId,
      title: contestProblem.displayTitle,
    })
    .from(contestProblem)
    .where(eq(contestProblem.cid, row.id));
  problems.sort((a, b) => compareDisplayIds(a.problemId, b.problemId));
  const statuses = await contestProblemStatus(
    db,
    user,
    row,
    problems.map((p) => p.pid),
    { now, isAdmin, containsEnd: true },
  );
  return problems.map((p) => ({ ...p, ...statuses.get(p.pid)! }));
}
