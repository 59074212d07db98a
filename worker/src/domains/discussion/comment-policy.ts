import type { CommentSourceType } from '@contract/comment';
import { canComment, isAdminRole, isRoot, isSiteAdmin } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { type comment, discussion } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { badRequest, forbidden, type HttpError, notFound, unauthorized } from '../../http/errors';
import { coalesce } from '../../lib/coalesce';
import type { DbOrTx } from '../../platform/db';
import { acceptedProblemCount, superAdminUids } from '../account/index';
import { assertContestVisible, type ContestRow, contestViewAt, findContest } from '../contest/index';
import { GROUP_LEVEL, groupLevel, groupRootUids } from '../group/index';
import { readConfig } from '../site/index';
import { sharedCommentRow } from './comment-view';
import { discussionUrl, mayReadDiscussion, requireDiscussionAreaOpen } from './policy';

/**
 * Who may read, write and remove comments and replies, and where they live (spec 2 §4, §6;
 * HOJ CommentManager). A comment lives on a discussion or in a contest: each place has its own
 * switch, its own readers and its own managers.
 */

export type CommentRow = typeof comment.$inferSelect;

export const COMMENT_NOT_FOUND = 'The comment does not exist';
export const REPLY_NOT_FOUND = 'The reply does not exist';
export const DISCUSSION_NOT_FOUND = 'The discussion does not exist';

const PLACE_FRESH_MS = 1000;

const CLOSED_CONTEST = 'No Access: There is no open contest comment area on the website!';

export interface DiscussionPlace {
  kind: 'Discussion';
  id: number;
  gid: number | null;
  title: string;
  /** The discussion's author, whom every comment on it reminds. */
  authorUid: string;
}

export interface ContestPlace {
  kind: 'Contest';
  id: number;
  contest: ContestRow;
  title: string;
  isContestAdmin: boolean;
  /**
   * During a running contest a non-admin sees only posts by these authors (themselves, the
   * contest's owner, the super admins and the group's roots); null when every post is visible.
   */
  visibleAuthors: string[] | null;
}

export type CommentPlace = DiscussionPlace | ContestPlace;

export const sourceTypeOf = (place: CommentPlace): CommentSourceType => place.kind;

/** Where the message centre sends a reminder about this place (the web app's routes). */
export const placeUrl = (place: CommentPlace) =>
  place.kind === 'Discussion' ? discussionUrl(place.id, place.gid) : `/contest/${place.id}/comment`;

/** Whether a post by `authorUid` shows to the place's viewer. */
export const isVisibleAuthor = (place: CommentPlace, authorUid: string) =>
  place.kind === 'Discussion' || place.visibleAuthors === null || place.visibleAuthors.includes(authorUid);

/**
 * A discussion's comments: behind openPublicDiscussion (a group's discussion behind
 * openGroupDiscussion), and readable by whoever sees the discussion itself (the discussion
 * area's mayReadDiscussion: guests read normal public ones, members their group's). `missing` is what an unknown or
 * unseen discussion answers (404 for reads, 400 for a posted target). The discussion and the
 * switches are the same for every reader, so readers share one lookup a second, as the other
 * hot public pages do: a closed switch or a disabled discussion shows within the second.
 */
export async function openDiscussionPlace(
  db: DbOrTx,
  user: CurrentUser | null,
  did: number,
  missing: () => HttpError = () => notFound(DISCUSSION_NOT_FOUND),
): Promise<DiscussionPlace> {
  const [row, switches] = await coalesce(
    db,
    `comment-discussion:${did}`,
    () =>
      Promise.all([
        db
          .select({
            id: discussion.id,
            gid: discussion.gid,
            title: discussion.title,
            uid: discussion.uid,
            status: discussion.status,
          })
          .from(discussion)
          .where(eq(discussion.id, did))
          .then((rows) => rows[0]),
        readConfig(db, 'switch'),
      ]),
    { freshForMs: PLACE_FRESH_MS },
  );
  if (!row) throw missing();
  requireDiscussionAreaOpen(switches, row.gid);
  if (!(await mayReadDiscussion(db, user, row))) throw missing();
  return { kind: 'Discussion', id: row.id, gid: row.gid, title: row.title, authorUid: row.uid };
}

/**
 * A contest's comments: behind openContestComment, for those who may look into the contest
 * (HOJ validateContestAuth). Signing in is needed, as for everything in a contest.
 */
export async function openContestPlace(
  db: DbOrTx,
  user: CurrentUser | null,
  cid: number,
  now: Date,
  missing?: () => HttpError,
): Promise<ContestPlace> {
  if (!user) throw unauthorized();
  const switches = await readConfig(db, 'switch');
  if (!switches.openContestComment) throw forbidden(CLOSED_CONTEST);
  let row: ContestRow;
  try {
    row = await findContest(db, cid);
  } catch (error) {
    throw missing ? missing() : error;
  }
  const admin = await assertContestVisible(db, user, row, now);
  let visibleAuthors: string[] | null = null;
  if (!admin && contestViewAt(row, now, admin).running) {
    const [roots, groupRoots] = await Promise.all([
      superAdminUids(db),
      row.isGroup && row.gid !== null ? groupRootUids(db, row.gid) : Promise.resolve([]),
    ]);
    visibleAuthors = [...new Set([user.uid, row.uid, ...roots, ...groupRoots])];
  }
  return {
    kind: 'Contest',
    id: row.id,
    contest: row,
    title: row.title,
    isContestAdmin: admin,
    visibleAuthors,
  };
}

/** The place a stored comment lives in, as the caller may see it. */
export function openPlaceOf(db: DbOrTx, user: CurrentUser | null, row: CommentRow, now: Date) {
  if (row.cid !== null) return openContestPlace(db, user, row.cid, now);
  if (row.did !== null) return openDiscussionPlace(db, user, row.did);
  throw notFound(COMMENT_NOT_FOUND);
}

/** A comment the caller may see, with its place; hidden ones answer as missing ones do. */
export async function openComment(
  db: DbOrTx,
  user: CurrentUser | null,
  id: number,
  now: Date,
  missing: () => HttpError = () => notFound(COMMENT_NOT_FOUND),
): Promise<{ row: CommentRow; place: CommentPlace }> {
  const row = await sharedCommentRow(db, id);
  if (!row) throw missing();
  const place = await openPlaceOf(db, user, row, now);
  if (row.status !== 0 || !isVisibleAuthor(place, row.fromUid)) throw missing();
  return { row, place };
}

/**
 * A client names the place again beside the comment (HOJ's did, cid, sourceId): when it does,
 * it must be the comment's own, so a reminder never links elsewhere.
 */
export function assertSamePlace(
  place: CommentPlace,
  kind: CommentSourceType,
  id: number | undefined,
  field: string,
) {
  if (id !== undefined && (place.kind !== kind || place.id !== id)) {
    throw badRequest(
      `${field} must be the ${place.kind === 'Discussion' ? 'discussion' : 'contest'} of the comment`,
    );
  }
}

/**
 * Writing a comment or reply (spec 2 §6): barred roles never; on discussions, non-admins need
 * defaultCreateCommentACInitValue accepted problems (HOJ's threshold; contests have none).
 */
export async function assertMayWrite(
  db: DbOrTx,
  user: CurrentUser,
  place: CommentPlace,
  what: 'comment' | 'reply',
): Promise<void> {
  if (!canComment(user.roles)) throw forbidden(`Sorry, you are not allowed to ${what}`);
  if (place.kind !== 'Discussion' || isAdminRole(user.roles)) return;
  const needed = (await readConfig(db, 'switch')).defaultCreateCommentACInitValue;
  if ((await acceptedProblemCount(db, user.uid)) < needed) {
    throw forbidden(`Sorry, you cannot ${what} yet: please get more than ${needed} problems accepted first`);
  }
}

/**
 * Removing a post by `authorUid` (spec 2 §6): its author; on a public discussion an admin or
 * root; on a group's discussion root or the group's admins; in a contest its contest admins.
 */
export async function mayRemove(
  db: DbOrTx,
  user: CurrentUser,
  place: CommentPlace,
  authorUid: string,
): Promise<boolean> {
  if (authorUid === user.uid) return true;
  if (place.kind === 'Contest') return place.isContestAdmin;
  if (place.gid === null) return isSiteAdmin(user.roles);
  return isRoot(user.roles) || (await groupLevel(db, place.gid, user.uid)) >= GROUP_LEVEL.ADMIN;
}

/**
 * Spec 2 §6: in a contest, a comment by root or by the contest's owner (a clarification, in
 * effect) takes replies only from its own author and the contest admins; others may still
 * answer someone else's reply under it.
 */
export function mayReplyInContest(
  place: ContestPlace,
  user: CurrentUser,
  row: Pick<CommentRow, 'fromUid' | 'fromRole'>,
  quotedAuthor: string,
): boolean {
  const guarded = row.fromRole === 'root' || row.fromUid === place.contest.uid;
  if (!guarded || place.isContestAdmin || row.fromUid === user.uid) return true;
  return quotedAuthor !== row.fromUid;
}
