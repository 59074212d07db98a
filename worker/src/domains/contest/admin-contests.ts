import {
  type AdminContest,
  type AdminContestListItem,
  type AwardConfig,
  type ContestCreated,
  type ContestSaveRequest,
  CONTEST_ADMIN_MESSAGES as M,
} from '@contract/contest-admin';
import type { Page } from '@contract/envelope';
import { isRoot } from '@contract/roles';
import { and, count, desc, eq, getTableColumns, ilike, or, sql } from 'drizzle-orm';
import { contest, contestRegister } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { containsPattern } from '../../lib/like-pattern';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { contestColumns, firstContestError } from './admin-validation';
import { forgetBoardContest } from './board';
import { type ContestRow, contestStatusAt } from './policy';

/**
 * The admin contest screens (HOJ AdminContestManager): the list, one contest for its form,
 * create, update, delete and the visibility switch.
 */

export type Actor = Pick<CurrentUser, 'uid' | 'username' | 'roles'>;

/** HOJ's rule for the admin pages: root manages every contest, other admin roles the ones they created. */
export function canManageContest(actor: Actor, row: Pick<ContestRow, 'uid'>): boolean {
  return isRoot(actor.roles) || row.uid === actor.uid;
}

/** Loads a contest the actor may manage: 404 when it does not exist, 403 when it is not theirs. */
export async function findManagedContest(db: DbOrTx, actor: Actor, cid: number): Promise<ContestRow> {
  const [row] = await db.select().from(contest).where(eq(contest.id, cid));
  if (!row) throw notFound(M.contestNotFound);
  if (!canManageContest(actor, row)) throw forbidden(M.notOwner);
  return row;
}

/**
 * Loads a contest its caller may manage, or refuses: the admin pages pass the site rule
 * (findManagedContest), a group's pages the group rule. The services below take one, so the
 * contest rules are written once for both.
 */
export type ContestGate = (db: DbOrTx, cid: number) => Promise<ContestRow>;

export function siteContestGate(actor: Actor): ContestGate {
  return (db, cid) => findManagedContest(db, actor, cid);
}

/**
 * The modification time a write stamps: the clock, but always later than the last stamp, so a
 * board cached against `gmtModified` sees every change even with a stopped or skewed clock.
 */
export function bumpedModified(now: Date) {
  return sql<Date>`greatest(${now.toISOString()}::timestamptz, ${contest.gmtModified} + interval '1 millisecond')`;
}

const { pwd: _pwd, ...listColumns } = getTableColumns(contest);

export function adminListItemOf(row: Omit<ContestRow, 'pwd'>, now: Date): AdminContestListItem {
  return {
    id: row.id,
    uid: row.uid,
    author: row.author,
    title: row.title,
    type: row.type,
    auth: row.auth,
    status: contestStatusAt(row, now),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    duration: row.duration,
    sealRank: row.sealRank,
    sealRankTime: row.sealRankTime?.toISOString() ?? null,
    visible: row.visible,
    openPrint: row.openPrint,
    openRank: row.openRank,
    isGroup: row.isGroup,
    gid: row.gid,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

/**
 * GET /api/admin/contest/get-contest-list: the site's contests (not a group's), latest start
 * first, by title or id. Every admin role sees the list, as HOJ's page does; the form, the
 * problems and the switches open only for the contest's creator and root (the rows carry `uid`).
 */
export async function listAdminContests(
  db: DbOrTx,
  query: { currentPage: number; limit: number; keyword?: string },
  now: Date,
): Promise<Page<AdminContestListItem>> {
  const pattern = query.keyword ? containsPattern(query.keyword) : null;
  const where = and(
    eq(contest.isGroup, false),
    pattern ? or(ilike(contest.title, pattern), ilike(sql`${contest.id}::text`, pattern)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(contest).where(where);
  const rows = await db
    .select(listColumns)
    .from(contest)
    .where(where)
    .orderBy(desc(contest.startTime), desc(contest.id))
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return {
    records: rows.map((row) => adminListItemOf(row, now)),
    total: total?.n ?? 0,
    current: query.currentPage,
    size: query.limit,
  };
}

export function adminContestOf(row: ContestRow, now: Date): AdminContest {
  return {
    ...adminListItemOf(row, now),
    description: row.description,
    source: row.source,
    pwd: row.pwd,
    autoRealRank: row.autoRealRank,
    openAccountLimit: row.openAccountLimit,
    accountLimitRule: row.accountLimitRule,
    rankShowName: row.rankShowName,
    starAccount: Array.isArray(row.starAccount) ? (row.starAccount as string[]) : [],
    oiRankScoreType: row.oiRankScoreType,
    allowEndSubmit: row.allowEndSubmit,
    awardType: row.awardType,
    awardConfigList:
      row.awardType !== 0 && Array.isArray(row.awardConfig) ? (row.awardConfig as AwardConfig[]) : [],
  };
}

/** GET /api/admin/contest. */
export async function getAdminContest(
  db: DbOrTx,
  gate: ContestGate,
  cid: number,
  now: Date,
): Promise<AdminContest> {
  return adminContestOf(await gate(db, cid), now);
}

function assertSound(request: ContestSaveRequest) {
  const error = firstContestError(request);
  if (error) throw badRequest(error);
  return contestColumns(request);
}

/**
 * POST /api/admin/contest: a site contest by the actor; with `gid` (POST /api/group/contest,
 * the caller checked the group) that group's contest. Answers its id.
 */
export async function createContest(
  platform: Platform,
  actor: Actor,
  request: ContestSaveRequest,
  gid: number | null = null,
): Promise<ContestCreated> {
  const columns = assertSound(request);
  const now = platform.clock.now();
  const [created] = await platform.db
    .insert(contest)
    .values({
      ...columns,
      uid: actor.uid,
      author: actor.username,
      source: 0,
      isGroup: gid !== null,
      gid,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning({ id: contest.id });
  return { cid: created!.id };
}

/**
 * PUT /api/admin/contest. The rule type is fixed once created (spec 3 §4). A new password for
 * a private or protected contest drops its registrations, as HOJ does: everyone registers
 * again with the new one.
 */
export async function updateContest(
  platform: Platform,
  gate: ContestGate,
  request: ContestSaveRequest,
): Promise<void> {
  if (!request.id) throw badRequest('id is required');
  const cid = request.id;
  const existing = await gate(platform.db, cid);
  const columns = assertSound(request);
  if (columns.type !== existing.type) throw badRequest(M.typeChanged);
  await platform.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ pwd: contest.pwd })
      .from(contest)
      .where(eq(contest.id, cid))
      .for('update');
    if (!current) throw notFound(M.contestNotFound);
    await tx
      .update(contest)
      .set({ ...columns, gmtModified: bumpedModified(platform.clock.now()) })
      .where(eq(contest.id, cid));
    if (columns.auth !== 0 && (current.pwd ?? '') !== (columns.pwd ?? '')) {
      await tx.delete(contestRegister).where(eq(contestRegister.cid, cid));
    }
  });
  forgetBoardContest(platform.db, cid);
}

/**
 * DELETE /api/admin/contest (root only) and /api/group/contest (after the group gate): its
 * problems list, registrations, records and announcements go with it.
 */
export async function deleteContest(db: DbOrTx, cid: number): Promise<void> {
  const removed = await db.delete(contest).where(eq(contest.id, cid)).returning({ id: contest.id });
  if (removed.length === 0) throw notFound(M.contestNotFound);
  forgetBoardContest(db, cid);
}

/** PUT /api/admin/contest/change-contest-visible. */
export async function changeContestVisible(
  platform: Platform,
  gate: ContestGate,
  cid: number,
  visible: boolean,
): Promise<void> {
  await gate(platform.db, cid);
  await platform.db
    .update(contest)
    .set({ visible, gmtModified: bumpedModified(platform.clock.now()) })
    .where(eq(contest.id, cid));
  forgetBoardContest(platform.db, cid);
}
