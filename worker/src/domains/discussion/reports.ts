import type {
  DiscussionReportPage,
  discussionReportListQuery,
  discussionReportRequest,
} from '@contract/discussion';
import { asc, count, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { discussion, discussionReport } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { notFound } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import { readConfig } from '../site/index';
import { DISCUSSION_MISSING } from './detail';
import { findDiscussion } from './discussion-view';
import { mayReadDiscussion, requireGroupDiscussionOpen } from './policy';

/** POST /api/discussion-report (HOJ addDiscussionReport): the caller is the reporter, whatever the body says. */
export async function reportDiscussion(
  db: DbOrTx,
  user: CurrentUser,
  input: z.output<typeof discussionReportRequest>,
): Promise<void> {
  const row = await findDiscussion(db, input.did);
  if (!row) throw notFound(DISCUSSION_MISSING);
  if (row.gid !== null) requireGroupDiscussionOpen(await readConfig(db, 'switch'));
  if (!(await mayReadDiscussion(db, user, row))) throw notFound(DISCUSSION_MISSING);
  await db
    .insert(discussionReport)
    .values({ did: input.did, reporter: user.username, content: input.content });
}

/** GET /api/admin/discussion-report (HOJ getDiscussionReportList): open reports first, then the newest. */
export async function listDiscussionReports(
  db: DbOrTx,
  query: z.output<typeof discussionReportListQuery>,
): Promise<DiscussionReportPage> {
  const [total] = await db.select({ n: count() }).from(discussionReport);
  const rows = await db
    .select({
      report: discussionReport,
      gid: discussion.gid,
      discussionTitle: discussion.title,
      discussionAuthor: discussion.author,
    })
    .from(discussionReport)
    .leftJoin(discussion, eq(discussion.id, discussionReport.did))
    .orderBy(asc(discussionReport.status), desc(discussionReport.id))
    .limit(query.limit)
    .offset((query.currentPage - 1) * query.limit);
  return {
    records: rows.map(({ report, gid, discussionTitle, discussionAuthor }) => ({
      id: report.id,
      did: report.did,
      gid,
      discussionTitle,
      discussionAuthor,
      reporter: report.reporter,
      content: report.content,
      status: report.status !== 0,
      gmtCreate: report.gmtCreate.toISOString(),
      gmtModified: report.gmtModified.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    current: query.currentPage,
    size: query.limit,
  };
}

/** PUT /api/admin/discussion-report: marks the report handled, or open again. */
export async function setDiscussionReportStatus(db: DbOrTx, id: number, handled: boolean): Promise<void> {
  const updated = await db
    .update(discussionReport)
    .set({ status: handled ? 1 : 0 })
    .where(eq(discussionReport.id, id))
    .returning({ id: discussionReport.id });
  if (updated.length === 0) throw notFound('The report does not exist');
}
