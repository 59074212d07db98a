import {
  type createDiscussionRequest,
  DISCUSSION_TITLE_MAX,
  type updateDiscussionRequest,
} from '@contract/discussion';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { discussion, problem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, notFound } from '../../http/errors';
import type { Db, DbOrTx } from '../../platform/db';
import { acceptedProblemCount, lockUserRecord } from '../account/index';
import { readConfig, type SwitchSettings } from '../site/index';
import { categoryExists } from './categories';
import { findDiscussion } from './discussion-view';
import {
  mayPin,
  postingRole,
  requireAuthor,
  requireMayDelete,
  requireMayDiscuss,
  requirePublicDiscussionOpen,
  skipsPostingThresholds,
} from './policy';

const DAY_MS = 24 * 60 * 60 * 1000;
const UPDATE_MISSING = 'Update failed: the discussion does not exist!';
const DELETE_MISSING = 'Delete failed: the discussion no longer exists!';

export async function requireCategory(db: DbOrTx, categoryId: number): Promise<void> {
  if (!(await categoryExists(db, categoryId))) throw badRequest('categoryId: the category does not exist');
}

/** The problem's display id as stored, matched regardless of case as display ids are unique that way. */
async function problemDisplayId(db: DbOrTx, pid: string): Promise<string> {
  const [row] = await db
    .select({ problemId: problem.problemId })
    .from(problem)
    .where(sql`lower(${problem.problemId}) = lower(${pid})`);
  if (!row) throw badRequest('Sorry, the problem does not exist, so the discussion cannot be posted!');
  return row.problemId;
}

/** HOJ's title for a problem's discussion: `[pid] title`, without doubling a prefix already there. */
export function titleFor(title: string, pid: string | null): string {
  if (pid === null) return title;
  const prefix = `[${pid}] `;
  const prefixed = title.startsWith(prefix) ? title : `${prefix}${title}`;
  if (prefixed.length > DISCUSSION_TITLE_MAX)
    throw badRequest(`title Can not exceed ${DISCUSSION_TITLE_MAX}`);
  return prefixed;
}

/** The fields of a new post the caller chose; the author, the counters and the dates are filled in. */
export type NewPost = Pick<
  typeof discussion.$inferInsert,
  'categoryId' | 'title' | 'description' | 'content' | 'pid' | 'gid' | 'topPriority'
>;

/**
 * Stores a post (HOJ addDiscussion's thresholds, for site and group posts alike): users other
 * than the admin roles need `defaultCreateDiscussionACInitValue` accepted problems and may post
 * `defaultCreateDiscussionDailyLimit` times in 24 hours; the count runs under a lock on the
 * user's record so two simultaneous posts cannot both pass the last free slot.
 */
export async function insertPost(
  db: Db,
  user: CurrentUser,
  switches: SwitchSettings,
  post: NewPost,
  now: Date,
): Promise<void> {
  const limited = !skipsPostingThresholds(user.roles);
  if (limited) {
    const needed = switches.defaultCreateDiscussionACInitValue;
    if ((await acceptedProblemCount(db, user.uid)) < needed) {
      throw forbidden(
        `Sorry, you cannot post discussions yet! Please get at least ${needed} problems accepted first!`,
      );
    }
  }

  await db.transaction(async (tx) => {
    if (limited) {
      const dailyLimit = switches.defaultCreateDiscussionDailyLimit;
      await lockUserRecord(tx, user.uid);
      const [posted] = await tx
        .select({ n: count() })
        .from(discussion)
        .where(
          and(eq(discussion.uid, user.uid), gte(discussion.gmtCreate, new Date(now.getTime() - DAY_MS))),
        );
      if (Number(posted?.n ?? 0) >= dailyLimit) {
        throw forbidden(`Sorry, you have already posted ${dailyLimit} discussions today and are restricted!`);
      }
    }
    await tx.insert(discussion).values({
      ...post,
      uid: user.uid,
      author: user.username,
      avatar: user.avatar,
      role: postingRole(user.roles),
      gmtCreate: now,
      gmtModified: now,
    });
  });
}

/** POST /api/discussion (HOJ addDiscussion): behind the role bar, the site switch and the thresholds. */
export async function createDiscussion(
  db: Db,
  user: CurrentUser,
  input: z.output<typeof createDiscussionRequest>,
  now: Date,
): Promise<void> {
  requireMayDiscuss(user);
  const switches = await readConfig(db, 'switch');
  requirePublicDiscussionOpen(switches);
  await requireCategory(db, input.categoryId);
  const pid = input.pid === undefined || input.pid === '' ? null : await problemDisplayId(db, input.pid);
  const post: NewPost = {
    categoryId: input.categoryId,
    title: titleFor(input.title, pid),
    description: input.description,
    content: input.content,
    pid,
    topPriority: mayPin(user.roles) && input.topPriority ? 1 : 0,
  };
  await insertPost(db, user, switches, post, now);
}

/**
 * PUT /api/discussion (HOJ updateDiscussion, spec 3 §6: author only): title, description,
 * content and category; the pin only from an admin role. Counters, author, problem and status
 * are never taken from the body.
 */
export async function updateDiscussion(
  db: DbOrTx,
  user: CurrentUser,
  input: z.output<typeof updateDiscussionRequest>,
): Promise<void> {
  requireMayDiscuss(user);
  requirePublicDiscussionOpen(await readConfig(db, 'switch'));
  const row = await findDiscussion(db, input.id);
  // A group's discussion is edited through /api/group/discussion, under the group's rules.
  if (!row || row.gid !== null) throw notFound(UPDATE_MISSING);
  requireAuthor(user, row);
  await requireCategory(db, input.categoryId);
  const updated = await db
    .update(discussion)
    .set({
      title: input.title,
      description: input.description,
      content: input.content,
      categoryId: input.categoryId,
      ...(mayPin(user.roles) && input.topPriority !== undefined
        ? { topPriority: input.topPriority ? 1 : 0 }
        : {}),
    })
    .where(eq(discussion.id, input.id))
    .returning({ id: discussion.id });
  if (updated.length === 0) throw notFound(UPDATE_MISSING);
}

/**
 * DELETE /api/discussion?did (HOJ removeDiscussion): the row goes, and with it its likes,
 * reports, comments and replies (foreign keys cascade).
 */
export async function deleteDiscussion(db: DbOrTx, user: CurrentUser, did: number): Promise<void> {
  requireMayDiscuss(user);
  requirePublicDiscussionOpen(await readConfig(db, 'switch'));
  const row = await findDiscussion(db, did);
  // A group's discussion is deleted through /api/group/discussion, under the group's rules.
  if (!row || row.gid !== null) throw notFound(DELETE_MISSING);
  requireMayDelete(user, row);
  // Two deletes at once both pass the lookup; only the one that removed the row succeeds.
  const removed = await db.delete(discussion).where(eq(discussion.id, did)).returning({ id: discussion.id });
  if (removed.length === 0) throw notFound(DELETE_MISSING);
}
