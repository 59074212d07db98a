import type { DiscussionListPage } from '@contract/discussion';
import { DiscussionStatus } from '@contract/discussion';
import type {
  createGroupDiscussionRequest,
  groupAdminDiscussionListQuery,
  groupDiscussionListQuery,
  updateGroupDiscussionRequest,
} from '@contract/group-discussion';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { discussion, problem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Db, DbOrTx } from '../../platform/db';
import { assertGroupAdmin, assertGroupReader, type GroupAccess, groupAccess } from '../group/index';
import { readConfig } from '../site/index';
import { selectDiscussionViews, toDiscussionItem } from './discussion-view';
import { canSeeGroupDiscussion, requireGroupDiscussionOpen, requireMayDiscuss } from './policy';
import { insertPost, requireCategory, titleFor } from './posts';

/**
 * A group's discussions (spec 3 §2, §6; HOJ GroupDiscussionManager): behind the site switch
 * openGroupDiscussion, for the group's members. Membership is read on every call.
 */

const UPDATE_MISSING = 'Update failed: the discussion does not exist!';
const DELETE_MISSING = 'Delete failed: the discussion no longer exists!';
const AUTHOR_ONLY = 'Sorry, only the author may edit this discussion';
const PROBLEM_MISSING =
  'Sorry, the problem does not exist in this group, so the discussion cannot be posted!';

async function requireGroupArea(db: DbOrTx): Promise<void> {
  requireGroupDiscussionOpen(await readConfig(db, 'switch'));
}

type ListQuery = { gid: number; currentPage: number; limit: number };

/**
 * The group's discussions `where` picks, once the area is open and `gate` has let the caller in.
 * Pinned first, then the newest (HOJ: top_priority, gmt_create desc; ids grow with creation).
 */
async function pageOfGroup(
  db: DbOrTx,
  user: CurrentUser,
  gate: typeof assertGroupReader,
  where: SQL | undefined,
  query: ListQuery,
): Promise<DiscussionListPage> {
  await requireGroupArea(db);
  await gate(db, query.gid, user);
  const [total] = await db.select({ n: count() }).from(discussion).where(where);
  const rows = await selectDiscussionViews(db)
    .where(where)
    .orderBy(desc(discussion.topPriority), desc(discussion.id))
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return {
    records: rows.map((view) => toDiscussionItem(view, view.row.uid === user.uid ? view.row.content : null)),
    total: Number(total?.n ?? 0),
    current: query.currentPage,
    size: query.limit,
  };
}

/** GET /api/group/get-discussion-list: the group's normal discussions, optionally of one problem. */
export const listGroupDiscussions = (
  db: DbOrTx,
  user: CurrentUser,
  query: z.output<typeof groupDiscussionListQuery>,
): Promise<DiscussionListPage> =>
  pageOfGroup(
    db,
    user,
    assertGroupReader,
    and(
      eq(discussion.gid, query.gid),
      eq(discussion.status, DiscussionStatus.NORMAL),
      query.pid === undefined ? undefined : eq(sql`lower(${discussion.pid})`, query.pid.toLowerCase()),
    ),
    query,
  );

/** GET /api/group/get-admin-discussion-list: every discussion of the group, for its admins. */
export const listGroupAdminDiscussions = (
  db: DbOrTx,
  user: CurrentUser,
  query: z.output<typeof groupAdminDiscussionListQuery>,
): Promise<DiscussionListPage> =>
  pageOfGroup(db, user, assertGroupAdmin, eq(discussion.gid, query.gid), query);

/** The display id of one of the group's own problems, as stored (display ids are unique regardless of case). */
async function groupProblemDisplayId(db: DbOrTx, gid: number, pid: string): Promise<string> {
  const [row] = await db
    .select({ problemId: problem.problemId })
    .from(problem)
    .where(
      and(
        eq(sql`lower(${problem.problemId})`, pid.toLowerCase()),
        eq(problem.isGroup, true),
        eq(problem.gid, gid),
      ),
    );
  if (!row) throw badRequest(PROBLEM_MISSING);
  return row.problemId;
}

/**
 * POST /api/group/discussion (HOJ addDiscussion of a group): members post, under the site's
 * thresholds. A problem must be one of the group's (HOJ would move the post into the problem's
 * group). The pin is kept from the group's admins only. The stored role is the site role: it
 * decides whether the Markdown is sanitised, which a group's own admins must not escape.
 */
export async function createGroupDiscussion(
  db: Db,
  user: CurrentUser,
  input: z.output<typeof createGroupDiscussionRequest>,
  now: Date,
): Promise<void> {
  requireMayDiscuss(user);
  const switches = await readConfig(db, 'switch');
  requireGroupDiscussionOpen(switches);
  const access = await assertGroupReader(db, input.gid, user);
  await requireCategory(db, input.categoryId);
  const pid =
    input.pid === undefined || input.pid === ''
      ? null
      : await groupProblemDisplayId(db, input.gid, input.pid);
  await insertPost(
    db,
    user,
    switches,
    {
      categoryId: input.categoryId,
      title: titleFor(input.title, pid),
      description: input.description,
      content: input.content,
      pid,
      gid: input.gid,
      topPriority: access.isAdmin && input.topPriority ? 1 : 0,
    },
    now,
  );
}

/** A group discussion and the caller's access to its group; a row outside groups reads as missing. */
async function openGroupDiscussion(db: DbOrTx, user: CurrentUser, did: number, missing: string) {
  const row = await db
    .select()
    .from(discussion)
    .where(eq(discussion.id, did))
    .then((rows) => rows[0]);
  if (!row || row.gid === null) throw notFound(missing);
  const access = await groupAccess(db, row.gid, user);
  if (!canSeeGroupDiscussion(access, user, row)) {
    throw access.isMember ? notFound(missing) : forbidden('Sorry, only members of this group may do this');
  }
  return { row, access };
}

type GroupDiscussionRow = typeof discussion.$inferSelect;
type GroupUpdate = z.output<typeof updateGroupDiscussionRequest>;

/** The changes a request makes: fields sent with their current value are not changes. */
function changesOf(row: GroupDiscussionRow, input: GroupUpdate) {
  const changed = <T>(sent: T | undefined, current: T) =>
    sent !== undefined && sent !== current ? sent : undefined;
  return {
    authored: {
      title: changed(input.title, row.title),
      description: changed(input.description, row.description),
      content: changed(input.content, row.content),
      categoryId: changed(input.categoryId, row.categoryId ?? undefined),
    },
    moderated: {
      topPriority: changed(
        input.topPriority === undefined ? undefined : input.topPriority ? 1 : 0,
        row.topPriority,
      ),
      status: changed(input.status, row.status),
    },
  };
}

const hasAny = (fields: Record<string, unknown>) =>
  Object.values(fields).some((value) => value !== undefined);

/**
 * PUT /api/group/discussion (spec 3 §6): the author edits the text and the category; the group's
 * admins (and super admin) set the pin and the status. Changing a field one may not change is
 * refused; nothing else is written.
 */
export async function updateGroupDiscussion(
  db: DbOrTx,
  user: CurrentUser,
  input: GroupUpdate,
): Promise<void> {
  await requireGroupArea(db);
  const { row, access } = await openGroupDiscussion(db, user, input.id, UPDATE_MISSING);
  const { authored, moderated } = changesOf(row, input);
  if (hasAny(authored)) {
    if (row.uid !== user.uid) throw forbidden(AUTHOR_ONLY);
    requireMayDiscuss(user);
    if (authored.categoryId !== undefined) await requireCategory(db, authored.categoryId);
  }
  if (hasAny(moderated) && !mayModerate(access)) {
    throw forbidden('Sorry, only admins of this group may pin or disable discussions');
  }
  const set = Object.fromEntries(
    Object.entries({ ...authored, ...moderated }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(set).length === 0) return;
  const updated = await db
    .update(discussion)
    .set(set)
    .where(eq(discussion.id, row.id))
    .returning({ id: discussion.id });
  if (updated.length === 0) throw notFound(UPDATE_MISSING);
}

/** The group's admins, its owner and super admin pin, disable and delete anyone's group discussion. */
const mayModerate = (access: GroupAccess) => access.isAdmin;

/** DELETE /api/group/discussion?did: the author, or the group's admins; comments, likes and reports go with it. */
export async function deleteGroupDiscussion(db: DbOrTx, user: CurrentUser, did: number): Promise<void> {
  await requireGroupArea(db);
  const { row, access } = await openGroupDiscussion(db, user, did, DELETE_MISSING);
  if (!mayModerate(access)) {
    if (row.uid !== user.uid) throw forbidden('Sorry, you do not have permission to delete this discussion');
    requireMayDiscuss(user);
  }
  // Two deletes at once both pass the lookup; only the one that removed the row succeeds.
  const removed = await db.delete(discussion).where(eq(discussion.id, did)).returning({ id: discussion.id });
  if (removed.length === 0) throw notFound(DELETE_MISSING);
}

/**
 * When a group is disbanded: its discussions go, and with them their comments, replies, likes
 * and reports (the foreign keys cascade).
 */
export async function deleteGroupDiscussions(tx: DbOrTx, gid: number): Promise<void> {
  await tx.delete(discussion).where(eq(discussion.gid, gid));
}
