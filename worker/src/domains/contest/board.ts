import { ContestStatus } from '@contract/contest';
import type { ContestRankPage, ContestRankRequest } from '@contract/contest-board';
import { asc, eq, sql } from 'drizzle-orm';
import { contest, contestProblem } from '../../db/schema';
import type { CurrentUser } from '../../http/context';
import { envelope } from '../../http/envelope';
import { forbidden, notFound } from '../../http/errors';
import { coalesce, forgetCoalesced } from '../../lib/coalesce';
import { type Db, preparedStatement } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { boardRow, pagePositions, type Standing } from '../ranking/index';
import { type BoardView, contestStanding } from './board-cache';
import {
  assertContestVisible,
  CONTEST_NOT_FOUND,
  type ContestRow,
  contestStatusAt,
  isContestAdmin,
  isSealedFor,
} from './policy';
import { rankSheetRows, rankSpreadsheet } from './rank-spreadsheet';

/**
 * The contest boards as the calls serve them: who sees the sealed or the real board, how fresh,
 * and the page of rows. The rules live in domains/ranking; the kept boards in board-cache.ts.
 */

/** Inside the contest a board is at most this old for records written by other processes. */
const INSIDE_MAX_AGE_MS = 1000;
/** The outside scoreboard is cached about 15 s (HOJ's cache). */
const OUTSIDE_MAX_AGE_MS = 15_000;

type Options = Pick<ContestRankRequest, 'forceRefresh' | 'removeStar' | 'containsEnd'>;

/**
 * HOJ's seal for a viewer: a contest admin asking for a refresh sees the real board; everyone
 * else (admins too, without a refresh) sees what isSealedFor says for a non-admin.
 */
function viewFor(row: ContestRow, now: Date, admin: boolean, options: Options, maxAgeMs: number): BoardView {
  const refresh = admin && options.forceRefresh === true;
  return {
    sealed: isSealedFor(row, now, refresh),
    containsEnd: row.allowEndSubmit && options.containsEnd === true,
    removeStar: options.removeStar === true,
    maxAgeMs: refresh ? 0 : maxAgeMs,
  };
}

/**
 * Pages already built and serialized (the whole success envelope) from a standing, by request:
 * a standing is replaced whenever its board changes, so a kept page is never stale. Viewers of
 * a busy board mostly ask for the same pages; each costs one lookup instead of rows and JSON.
 */
const pagesOf = new WeakMap<Standing, Map<string, string>>();

const pageKey = (request: ContestRankRequest, viewer: string | null) =>
  JSON.stringify([
    viewer,
    request.concernedList,
    request.keyword ?? null,
    request.currentPage,
    request.limit,
  ]);
const PAGES_PER_STANDING = 256;

function page(
  standing: Standing,
  row: ContestRow,
  request: ContestRankRequest,
  viewer: string | null,
): string {
  const key = pageKey(request, viewer);
  let pages = pagesOf.get(standing);
  if (!pages) {
    pages = new Map();
    pagesOf.set(standing, pages);
  }
  const kept = pages.get(key);
  if (kept) return kept;
  const { positions, total } = pagePositions(standing, {
    viewer,
    concerned: request.concernedList,
    keyword: request.keyword,
    showName: row.rankShowName,
    currentPage: request.currentPage,
    limit: request.limit,
  });
  const data: ContestRankPage = {
    records: positions.map((p) => boardRow(standing, p)),
    total,
    size: request.limit,
    current: request.currentPage,
  };
  const built = JSON.stringify(envelope(200, data, 'success'));
  if (pages.size >= PAGES_PER_STANDING) pages.delete(pages.keys().next().value!);
  pages.set(key, built);
  return built;
}

const contestById = preparedStatement('board_contest_by_id', (db) =>
  db
    .select()
    .from(contest)
    .where(eq(contest.id, sql.placeholder('cid'))),
);

/**
 * The contest row a board call reads, kept a second: under a crowd of viewers the board calls
 * would otherwise cost a database read each, more than serving the kept page itself. The admin
 * calls that change a contest forget it at once (forgetBoardContest), so in this process an
 * edit (seal, stars, awards, problems) shows on the next call; other processes see it within
 * the second, as they see new records.
 */
const CONTEST_ROW_FRESH_MS = 1000;
const contestRowKey = (cid: number) => `contest-row:${cid}:`;

export function forgetBoardContest(db: Db, cid: number): void {
  forgetCoalesced(db, contestRowKey(cid));
}

export function boardContest(db: Db, cid: number): Promise<ContestRow> {
  return coalesce(
    db,
    contestRowKey(cid),
    async () => {
      const [row] = await contestById(db, { cid });
      if (!row) throw notFound(CONTEST_NOT_FOUND);
      return row;
    },
    { freshForMs: CONTEST_ROW_FRESH_MS },
  );
}

/** POST /api/get-contest-rank: the board inside the contest, the viewer's row first (the serialized envelope). */
export async function contestRank(
  db: Db,
  user: CurrentUser,
  row: ContestRow,
  request: ContestRankRequest,
  now: Date,
): Promise<string> {
  const admin = await assertContestVisible(db, user, row, now);
  const standing = await contestStanding(db, row, viewFor(row, now, admin, request, INSIDE_MAX_AGE_MS));
  return page(standing, row, request, user.uid);
}

/**
 * POST /api/get-contest-outside-scoreboard: no login, only for contests that open it (the
 * serialized envelope). Its pages are the same for every visitor who is not a contest admin,
 * so where the platform has a shared cache (Workers: the Cache API) every isolate serves the
 * page one of them built, for the 15 s the board may be old anyway.
 */
export async function outsideScoreboard(
  platform: Pick<Platform, 'db' | 'sharedCache' | 'waitUntil'>,
  user: CurrentUser | null,
  row: ContestRow,
  request: ContestRankRequest,
  now: Date,
): Promise<string> {
  if (!row.visible) throw notFound(CONTEST_NOT_FOUND);
  if (!row.openRank) throw forbidden('This contest does not open its scoreboard to the public');
  if (contestStatusAt(row, now) === ContestStatus.SCHEDULED) {
    throw forbidden('The contest has not started yet: its scoreboard is not open');
  }
  const { db } = platform;
  const admin = user !== null && (await isContestAdmin(db, user, row));
  const view = viewFor(row, now, admin, request, OUTSIDE_MAX_AGE_MS);
  const shared = admin ? undefined : platform.sharedCache;
  const sharedKey = `outside-board:${row.id}:${row.gmtModified.getTime()}:${view.sealed}:${view.containsEnd}:${view.removeStar}:${pageKey(request, null)}`;
  const kept = shared ? await shared.get(sharedKey) : null;
  if (kept) return kept;
  const built = page(await contestStanding(db, row, view), row, request, null);
  if (shared) platform.waitUntil(shared.put(sharedKey, built, OUTSIDE_MAX_AGE_MS / 1000));
  return built;
}

/** GET /api/file/download-contest-rank: the whole board as a spreadsheet, for contest admins. */
export async function contestRankFile(
  db: Db,
  user: CurrentUser,
  row: ContestRow,
  options: Options,
  now: Date,
): Promise<{ name: string; file: Blob }> {
  if (!(await isContestAdmin(db, user, row))) {
    throw forbidden('Only the contest admins may download its rank');
  }
  const standing = await contestStanding(db, row, viewFor(row, now, true, options, 0));
  const rows = [...standing.users.keys()].map((p) => boardRow(standing, p));
  const problems = await db
    .select({ displayId: contestProblem.displayId })
    .from(contestProblem)
    .where(eq(contestProblem.cid, row.id))
    .orderBy(asc(contestProblem.displayId));
  const sheet = rankSheetRows(
    row.type,
    rows,
    problems.map((p) => p.displayId),
    row.rankShowName,
  );
  return { name: `contest_${row.id}_rank.xlsx`, file: await rankSpreadsheet(sheet) };
}
