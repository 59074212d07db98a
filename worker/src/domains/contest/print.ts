import { type ContestPrintItem, PRINT_INTERVAL_SECONDS } from '@contract/contest-activity';
import type { Page } from '@contract/envelope';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import { contestPrint } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { forbidden, notFound, tooManyRequests } from '../../http/errors';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { lockUserRecord } from '../account/index';
import { contentDisposition } from '../file/index';
import { assertCanSubmitToContest, type ContestRow, findContest, isContestAdmin } from './policy';

/**
 * Contest printing (spec 2 §2 Print, Admin print): participants send text, the contest's
 * admins list the jobs, download each one and mark it printed.
 */

const PRINT_CLOSED = 'Printing is not open in this contest';
const NOT_CONTEST_ADMIN = 'Sorry, only the admins of this contest can manage its print jobs';

async function contestAdminOf(db: DbOrTx, user: CurrentUser, cid: number): Promise<ContestRow> {
  const row = await findContest(db, cid);
  if (!(await isContestAdmin(db, user, row))) throw forbidden(NOT_CONTEST_ADMIN);
  return row;
}

/**
 * A participant (or admin) of a contest with printing open sends a job; one every
 * PRINT_INTERVAL_SECONDS per user, as HOJ's lock allows. The user's record row serialises two
 * jobs sent at once, so the second one sees the first.
 */
export async function submitPrintText(
  platform: Platform,
  user: CurrentUser,
  input: { cid: number; content: string },
): Promise<void> {
  const now = platform.clock.now();
  await platform.db.transaction(async (tx) => {
    const row = await findContest(tx, input.cid);
    await assertCanSubmitToContest(tx, user, row, now);
    if (!row.openPrint) throw forbidden(PRINT_CLOSED);
    await lockUserRecord(tx, user.uid);
    const since = new Date(now.getTime() - PRINT_INTERVAL_SECONDS * 1000);
    const [last] = await tx
      .select({ at: contestPrint.gmtCreate })
      .from(contestPrint)
      .where(and(eq(contestPrint.uid, user.uid), gt(contestPrint.gmtCreate, since)))
      .orderBy(desc(contestPrint.gmtCreate))
      .limit(1);
    if (last) {
      const wait = Math.max(1, Math.ceil((last.at.getTime() - since.getTime()) / 1000));
      throw tooManyRequests(`Printing is limited: please submit again in ${wait} seconds`);
    }
    await tx.insert(contestPrint).values({
      cid: row.id,
      uid: user.uid,
      username: user.username,
      realname: user.realname ?? null,
      content: input.content,
      gmtCreate: now,
      gmtModified: now,
    });
  });
}

/** The admin print list: jobs not yet printed first, newest first within each. */
export async function listContestPrints(
  db: DbOrTx,
  user: CurrentUser,
  query: { cid: number; currentPage: number; limit: number },
): Promise<Page<ContestPrintItem>> {
  await contestAdminOf(db, user, query.cid);
  const where = eq(contestPrint.cid, query.cid);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(contestPrint).where(where),
    db
      .select({
        id: contestPrint.id,
        cid: contestPrint.cid,
        username: contestPrint.username,
        realname: contestPrint.realname,
        status: contestPrint.status,
        gmtCreate: contestPrint.gmtCreate,
      })
      .from(contestPrint)
      .where(where)
      .orderBy(asc(contestPrint.status), desc(contestPrint.gmtCreate), desc(contestPrint.id))
      .limit(query.limit)
      .offset((query.currentPage - 1) * query.limit),
  ]);
  return {
    records: rows.map((r) => ({ ...r, gmtCreate: r.gmtCreate.toISOString() })),
    total: total?.n ?? 0,
    current: query.currentPage,
    size: query.limit,
  };
}

/** Marks a job printed; marking it again changes nothing. */
export async function checkContestPrint(
  db: DbOrTx,
  user: CurrentUser,
  input: { id: number; cid: number },
): Promise<void> {
  await contestAdminOf(db, user, input.cid);
  const updated = await db
    .update(contestPrint)
    .set({ status: 1 })
    .where(and(eq(contestPrint.id, input.id), eq(contestPrint.cid, input.cid)))
    .returning({ id: contestPrint.id });
  if (updated.length === 0) throw notFound('The print job does not exist in this contest');
}

/** One job's text as a file, for the contest's admins (HOJ names it `<username>_Contest_Print.txt`). */
export async function printTextFile(
  db: DbOrTx,
  user: CurrentUser,
  id: number,
): Promise<{ text: string; contentDisposition: string }> {
  const [job] = await db
    .select({ cid: contestPrint.cid, username: contestPrint.username, content: contestPrint.content })
    .from(contestPrint)
    .where(eq(contestPrint.id, id));
  if (!job) throw notFound('The print job does not exist');
  await contestAdminOf(db, user, job.cid);
  const name = `${job.username}_Contest_Print.txt`;
  return { text: job.content, contentDisposition: contentDisposition('attachment', name, `print_${id}.txt`) };
}
