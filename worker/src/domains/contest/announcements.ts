import type { ContestAnnouncementItem } from '@contract/contest-activity';
import type { Page } from '@contract/envelope';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import { contestAnnouncement, userInfo } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { assertContestListed, assertContestVisible, type ContestRow, findContest } from './policy';

/** The contest announcements a participant reads: the visible ones (status 0), newest first. */

const VISIBLE = 0;

const columns = {
  id: contestAnnouncement.id,
  cid: contestAnnouncement.cid,
  title: contestAnnouncement.title,
  content: contestAnnouncement.content,
  uid: contestAnnouncement.uid,
  username: userInfo.username,
  status: contestAnnouncement.status,
  gmtCreate: contestAnnouncement.gmtCreate,
  gmtModified: contestAnnouncement.gmtModified,
};

interface Row extends Omit<ContestAnnouncementItem, 'gmtCreate' | 'gmtModified'> {
  gmtCreate: Date;
  gmtModified: Date;
}

const toItem = (row: Row): ContestAnnouncementItem => ({
  ...row,
  gmtCreate: row.gmtCreate.toISOString(),
  gmtModified: row.gmtModified.toISOString(),
});

/**
 * One page of a contest's announcements, newest first: the visible ones for participants, every
 * one (hidden too) for the contest's managers in the admin pages.
 */
export async function announcementPage(
  db: DbOrTx,
  query: { cid: number; currentPage: number; limit: number },
  options: { hiddenToo: boolean },
): Promise<Page<ContestAnnouncementItem>> {
  const where = and(
    eq(contestAnnouncement.cid, query.cid),
    options.hiddenToo ? undefined : eq(contestAnnouncement.status, VISIBLE),
  );
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(contestAnnouncement).where(where),
    db
      .select(columns)
      .from(contestAnnouncement)
      .leftJoin(userInfo, eq(userInfo.uid, contestAnnouncement.uid))
      .where(where)
      .orderBy(desc(contestAnnouncement.id))
      .limit(query.limit)
      .offset((query.currentPage - 1) * query.limit),
  ]);
  return { records: rows.map(toItem), total: total?.n ?? 0, current: query.currentPage, size: query.limit };
}

export async function listContestAnnouncements(
  db: DbOrTx,
  user: CurrentUser,
  query: { cid: number; currentPage: number; limit: number },
  now: Date,
): Promise<Page<ContestAnnouncementItem>> {
  await assertContestVisible(db, user, await findContest(db, query.cid), now);
  return announcementPage(db, query, { hiddenToo: false });
}

/**
 * HOJ's client polls from the contest page as soon as it opens, before the start and before
 * registering too. Viewers who may see the page but not yet inside it get nothing to read
 * rather than an error every minute; hidden contests and other groups' stay refused.
 */
async function mayReadInside(db: DbOrTx, user: CurrentUser, row: ContestRow, now: Date): Promise<boolean> {
  await assertContestListed(db, user, row);
  try {
    await assertContestVisible(db, user, row, now);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.status === 403) return false;
    throw error;
  }
}

/** What the client's 60 s poll has not shown yet: every visible announcement not in `read`. */
export async function unreadContestAnnouncements(
  db: DbOrTx,
  user: CurrentUser,
  input: { cid: number; readAnnouncementList: number[] },
  now: Date,
): Promise<ContestAnnouncementItem[]> {
  if (!(await mayReadInside(db, user, await findContest(db, input.cid), now))) return [];
  const rows = await db
    .select(columns)
    .from(contestAnnouncement)
    .leftJoin(userInfo, eq(userInfo.uid, contestAnnouncement.uid))
    .where(
      and(
        eq(contestAnnouncement.cid, input.cid),
        eq(contestAnnouncement.status, VISIBLE),
        input.readAnnouncementList.length > 0
          ? notInArray(contestAnnouncement.id, input.readAnnouncementList)
          : undefined,
      ),
    )
    .orderBy(desc(contestAnnouncement.id));
  return rows.map(toItem);
}
