import type { DiscussionListPage, discussionListQuery } from '@contract/discussion';
import { DiscussionStatus } from '@contract/discussion';
import { isAdminRole } from '@contract/roles';
import { and, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { discussion } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { coalesce, forgetCoalesced, PUBLIC_LIST_FRESH_MS } from '../../lib/coalesce';
import { containsPattern } from '../../lib/like-pattern';
import type { Db, DbOrTx } from '../../platform/db';
import { readConfig } from '../site/index';
import { selectDiscussionViews, toDiscussionItem } from './discussion-view';
import { requirePublicDiscussionOpen } from './policy';

const PUBLIC_LIST_KEY_PREFIX = 'public-discussion-list:';

/** Drops the remembered public discussion pages after a write that changes what they show. */
export function forgetPublicDiscussionLists(db: Db): void {
  forgetCoalesced(db, PUBLIC_LIST_KEY_PREFIX);
}

type DiscussionQuery = z.output<typeof discussionListQuery>;

/**
 * GET /api/get-discussion-list (HOJ getDiscussionList): pinned first, then the newest. Everyone
 * sees normal site discussions; `admin=true` from an admin role (the back office) also lists
 * disabled and group ones and works while the public area is closed. The keyword matches title,
 * author, id or description. Only the caller's own rows carry their content.
 */
export async function listDiscussions(
  db: DbOrTx,
  user: CurrentUser | null,
  query: DiscussionQuery,
): Promise<DiscussionListPage> {
  const adminView = query.admin === true && user !== null && isAdminRole(user.roles);
  // The public pages are the same for everyone but for the caller's own rows' content, so a page
  // is read once per PUBLIC_LIST_FRESH_MS (counters may be that old); the back office, "mine"
  // and searches are read each time.
  const shared = !adminView && !query.onlyMine && !query.keyword;
  const { views, total } = shared
    ? await coalesce(
        db,
        PUBLIC_LIST_KEY_PREFIX + JSON.stringify(query),
        () => readDiscussionPage(db, null, query, false, true),
        {
          freshForMs: PUBLIC_LIST_FRESH_MS,
        },
      )
    : await readDiscussionPage(db, user, query, adminView);
  return {
    records: views.map((view) =>
      toDiscussionItem(view, view.row.uid === user?.uid ? view.row.content : null),
    ),
    total,
    current: query.currentPage,
    size: query.limit,
  };
}

async function readDiscussionPage(
  db: DbOrTx,
  user: CurrentUser | null,
  query: DiscussionQuery,
  adminView: boolean,
  sharedCount = false,
) {
  if (!adminView) requirePublicDiscussionOpen(await readConfig(db, 'switch'));

  const conditions: (SQL | undefined)[] = [];
  if (!adminView) conditions.push(isNull(discussion.gid), eq(discussion.status, DiscussionStatus.NORMAL));
  if (query.cid !== undefined) conditions.push(eq(discussion.categoryId, query.cid));
  if (query.pid !== undefined) conditions.push(eq(discussion.pid, query.pid));
  if (query.onlyMine && user) conditions.push(eq(discussion.uid, user.uid));
  if (query.keyword) {
    const pattern = containsPattern(query.keyword);
    conditions.push(
      or(
        ilike(discussion.title, pattern),
        ilike(discussion.author, pattern),
        sql`cast(${discussion.id} as text) like ${pattern}`,
        ilike(discussion.description, pattern),
      ),
    );
  }
  const where = and(...conditions);

  const order = [desc(discussion.topPriority), desc(discussion.id)];
  // The page's ids first, from discussion_list_idx in order, then only those rows joined to their
  // category and author: joining every discussion before sorting cost tens of milliseconds.
  const pageIds = db
    .select({ id: discussion.id })
    .from(discussion)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  const countRows = async () =>
    Number((await db.select({ n: count() }).from(discussion).where(where))[0]?.n ?? 0);
  const [views, total] = await Promise.all([
    selectDiscussionViews(db)
      .where(inArray(discussion.id, pageIds))
      .orderBy(...order),
    // Every page of the same public filter shares one count, read once per PUBLIC_LIST_FRESH_MS.
    sharedCount
      ? coalesce(db, `${PUBLIC_LIST_KEY_PREFIX}count:${query.cid ?? ''}:${query.pid ?? ''}`, countRows, {
          freshForMs: PUBLIC_LIST_FRESH_MS,
        })
      : countRows(),
  ]);
  return { views, total };
}
