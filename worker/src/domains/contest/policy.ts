import { ContestAuth, ContestStatus } from '@contract/contest';
import { isRoot } from '@contract/roles';
import { and, eq } from 'drizzle-orm';
import { contest, contestRegister } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { superAdminUids } from '../account/index';
import { assertGroupMember, GROUP_LEVEL, groupLevel, groupRootUids } from '../group/index';
import { accountLimitAdmits } from './account-limit';

/**
 * Every contest rule other areas apply: where a contest is in time, who sees it, who manages
 * it, who may submit, and when the rank is sealed. The time rules are pure; the rest read the
 * registrations and the group membership they depend on.
 */

export type ContestRow = typeof contest.$inferSelect;

export const CONTEST_NOT_FOUND = 'The contest does not exist';

/**
 * Where a contest is at `now`. The end instant still belongs to the contest, as it does for
 * submitting (assertCanSubmitToContest) and for the contest submission list.
 */
export function contestStatusAt(contest: { startTime: Date; endTime: Date }, now: Date): ContestStatus {
  if (now < contest.startTime) return ContestStatus.SCHEDULED;
  if (now <= contest.endTime) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
}

/**
 * HOJ's sealed-rank rule: after the seal time while the contest runs, and after the end
 * unless the rank turns real-time automatically. Contest admins are never sealed off.
 */
export function isSealedFor(
  row: Pick<ContestRow, 'sealRank' | 'sealRankTime' | 'startTime' | 'endTime' | 'autoRealRank'>,
  now: Date,
  isAdmin: boolean,
): boolean {
  if (isAdmin || !row.sealRank || !row.sealRankTime) return false;
  if (now < row.startTime) return false;
  if (now <= row.endTime) return now >= row.sealRankTime;
  return !row.autoRealRank;
}

/** Seconds from the contest start to a submission, never negative (admins may submit before the start). */
export function secondsFromStart(start: Date, at: Date): number {
  return Math.max(0, Math.floor((at.getTime() - start.getTime()) / 1000));
}

/** A contest as one viewer sees it at one instant: what its submissions may show them. */
export interface ContestView {
  isContestAdmin: boolean;
  running: boolean;
  ended: boolean;
  /** The results are sealed for this viewer (OI contests during the seal). */
  resultsSealed: boolean;
}

export function contestViewAt(row: ContestRow, now: Date, isContestAdmin: boolean): ContestView {
  const phase = contestStatusAt(row, now);
  return {
    isContestAdmin,
    running: phase === ContestStatus.RUNNING,
    ended: phase === ContestStatus.ENDED,
    resultsSealed: row.type === 1 && isSealedFor(row, now, isContestAdmin),
  };
}

export async function findContest(db: DbOrTx, cid: number): Promise<ContestRow> {
  const [row] = await db.select().from(contest).where(eq(contest.id, cid));
  if (!row) throw notFound(CONTEST_NOT_FOUND);
  return row;
}

/**
 * HOJ's contest admins: a super admin, the contest's creator, and the root (level 5) members of
 * the group a group contest belongs to. Site admins and group admins are not contest admins.
 * `groupLevel` is the user's level in the contest's group (0 outside it).
 */
export function isContestAdminAt(
  row: Pick<ContestRow, 'uid' | 'isGroup' | 'gid'>,
  user: Pick<CurrentUser, 'uid' | 'roles'>,
  groupLevel: number,
): boolean {
  if (isRoot(user.roles) || row.uid === user.uid) return true;
  return row.isGroup && row.gid !== null && groupLevel >= GROUP_LEVEL.ROOT;
}

export async function isContestAdmin(db: DbOrTx, user: CurrentUser, row: ContestRow): Promise<boolean> {
  if (isContestAdminAt(row, user, 0)) return true;
  if (!row.isGroup || row.gid === null) return false;
  return isContestAdminAt(row, user, await groupLevel(db, row.gid, user.uid));
}

/**
 * Whether the user registered for the contest. Looking into a private contest needs any
 * registration; submitting needs one in good standing (status 0).
 */
async function isRegistered(
  db: DbOrTx,
  row: ContestRow,
  uid: string,
  need: 'any' | 'in-good-standing',
): Promise<boolean> {
  const [registered] = await db
    .select({ id: contestRegister.id })
    .from(contestRegister)
    .where(
      and(
        eq(contestRegister.cid, row.id),
        eq(contestRegister.uid, uid),
        need === 'in-good-standing' ? eq(contestRegister.status, 0) : undefined,
      ),
    );
  return registered !== undefined;
}

export const ACCOUNT_LIMIT_REFUSED = 'Sorry, this contest only admits accounts matching its account rule';
const NOT_IN_GROUP = 'Sorry, only members of the group can take part in its contests';

/** A group contest is for the group's members (root always passes). */
async function assertInContestGroup(db: DbOrTx, user: CurrentUser, row: ContestRow): Promise<void> {
  if (!row.isGroup || row.gid === null || isRoot(user.roles)) return;
  if ((await groupLevel(db, row.gid, user.uid)) < GROUP_LEVEL.MEMBER) throw forbidden(NOT_IN_GROUP);
}

/**
 * The contest as a page shows it (get-contest-info, register-contest): hidden contests exist
 * only for their admins, group contests only for the group's members. Answers whether the
 * user is a contest admin.
 */
export async function assertContestListed(db: DbOrTx, user: CurrentUser, row: ContestRow): Promise<boolean> {
  const admin = await isContestAdmin(db, user, row);
  if (admin) return true;
  if (!row.visible) throw notFound(CONTEST_NOT_FOUND);
  await assertInContestGroup(db, user, row);
  return false;
}

/**
 * Who may look into a contest's problems and submissions (HOJ validateContestAuth): its
 * admins; others once it started, as group members for a group contest, registered and within
 * the account limit if it is private. Answers whether the user is a contest admin.
 */
export async function assertContestVisible(
  db: DbOrTx,
  user: CurrentUser,
  row: ContestRow,
  now: Date,
): Promise<boolean> {
  const admin = await isContestAdmin(db, user, row);
  if (admin) return true;
  if (!row.visible) throw notFound(CONTEST_NOT_FOUND);
  if (now < row.startTime) throw forbidden('The contest has not started yet');
  await assertInContestGroup(db, user, row);
  if (row.auth === ContestAuth.PRIVATE) {
    if (!(await isRegistered(db, row, user.uid, 'any'))) {
      throw forbidden('Sorry, this is a private contest: register for it with its password first');
    }
    if (!accountLimitAdmits(row, user.username)) throw forbidden(ACCOUNT_LIMIT_REFUSED);
  }
  return false;
}

/**
 * Spec 2 §4 and HOJ's submit rules: nobody submits to an ended contest unless it allows it;
 * besides its admins, nobody before the start, nobody unregistered in a private or protected
 * contest, nobody outside the account limit, and only group members in a group contest.
 */
export async function assertCanSubmitToContest(
  db: DbOrTx,
  user: CurrentUser,
  row: ContestRow,
  now: Date,
): Promise<void> {
  const admin = await isContestAdmin(db, user, row);
  if (!row.visible && !admin) throw notFound(CONTEST_NOT_FOUND);
  if (now > row.endTime && !row.allowEndSubmit) throw forbidden('The contest has ended');
  if (admin) return;
  if (now < row.startTime) throw forbidden('The contest has not started yet');
  if (row.auth !== ContestAuth.PUBLIC && !(await isRegistered(db, row, user.uid, 'in-good-standing'))) {
    throw forbidden('Sorry, please register for the contest before submitting');
  }
  if (!accountLimitAdmits(row, user.username)) throw forbidden(ACCOUNT_LIMIT_REFUSED);
  if (row.gid !== null) await assertGroupMember(db, row.gid, user);
}

/**
 * Whose submissions a contest does not rank (HOJ): the super admins, the contest's creator, and
 * in a group's contest the group's roots. The boards, the problem counts, the balloons and the
 * accepted-code download all leave them out.
 */
export async function unrankedUids(
  db: DbOrTx,
  row: Pick<ContestRow, 'uid' | 'isGroup' | 'gid'>,
): Promise<Set<string>> {
  const [roots, groupRoots] = await Promise.all([
    superAdminUids(db),
    row.isGroup && row.gid !== null ? groupRootUids(db, row.gid) : Promise.resolve([]),
  ]);
  return new Set([row.uid, ...roots, ...groupRoots]);
}
