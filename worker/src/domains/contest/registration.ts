import type { ContestAccess } from '@contract/contest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { contestRegister } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { accountLimitAdmits } from './account-limit';
import { ACCOUNT_LIMIT_REFUSED, assertContestListed, CONTEST_NOT_FOUND, findContest } from './policy';

export const WRONG_CONTEST_PASSWORD = 'Wrong contest password, please try again';
export const ALREADY_REGISTERED =
  'You have already registered for this contest, please do not register again';

/**
 * POST /api/register-contest, HOJ's order: the password is required, the contest must be
 * listed for the user, the password must match (a public contest has none to match), the
 * account limit must admit the user, and a user registers once. The unique (cid, uid) index
 * settles two registrations at once: one row, the other call is told it already registered.
 */
export async function registerForContest(
  db: DbOrTx,
  user: CurrentUser,
  input: { cid: number; password?: string | undefined },
): Promise<void> {
  if (!input.password) throw badRequest('cid or password can not be empty');
  const row = await findContest(db, input.cid);
  await assertContestListed(db, user, row);
  if (row.pwd === null || row.pwd === '' || row.pwd !== input.password)
    throw badRequest(WRONG_CONTEST_PASSWORD);
  if (!accountLimitAdmits(row, user.username)) throw badRequest(ACCOUNT_LIMIT_REFUSED);
  const created = await db
    .insert(contestRegister)
    .values({ cid: row.id, uid: user.uid })
    .onConflictDoNothing()
    .returning({ id: contestRegister.id });
  if (created.length === 0) throw badRequest(ALREADY_REGISTERED);
}

/**
 * GET /api/get-contest-access: whether the user registered, and is still admitted by the
 * account limit (an admin may have tightened it after they registered).
 */
export async function getContestAccess(db: DbOrTx, user: CurrentUser, cid: number): Promise<ContestAccess> {
  const [registered] = await db
    .select({ id: contestRegister.id })
    .from(contestRegister)
    .where(and(eq(contestRegister.cid, cid), eq(contestRegister.uid, user.uid)));
  if (!registered) return { access: false };
  const row = await findContest(db, cid);
  if (!row.visible) throw notFound(CONTEST_NOT_FOUND);
  return { access: accountLimitAdmits(row, user.username) };
}

/** Registered participants of each contest (HOJ's `count`); contests nobody joined are absent. */
export async function participantCounts(db: DbOrTx, cids: readonly number[]): Promise<Map<number, number>> {
  if (cids.length === 0) return new Map();
  const rows = await db
    .select({ cid: contestRegister.cid, n: count() })
    .from(contestRegister)
    .where(inArray(contestRegister.cid, [...cids]))
    .groupBy(contestRegister.cid);
  return new Map(rows.map((row) => [row.cid, Number(row.n)]));
}
