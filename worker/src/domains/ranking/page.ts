import type {
  AcmContestRankRow,
  AcmProblemCell,
  ContestRankRowBase,
  OiContestRankRow,
} from '@contract/contest-board';
import { C_AC_TIME, C_ERRORS, C_FLAGS, C_TRIES, CELL, F_AC, F_AFTER, F_PRESENT } from './board';
import type { Contestant } from './record-store';
import type { Standing } from './standing';

/** The name a board shows for a user (contest.rankShowName: username, nickname or realname). */
export function rankShowName(
  rule: string,
  c: Pick<Contestant, 'username' | 'nickname' | 'realname'>,
): string | null {
  if (rule === 'username') return c.username;
  if (rule === 'realname') return c.realname;
  if (rule === 'nickname') return c.nickname;
  return null;
}

export interface PageQuery {
  /** The viewer's uid: their row comes first (and again in its place). */
  viewer: string | null;
  /** Followed users: their rows come next, in board order. */
  concerned: readonly string[];
  /** Matches the school or the shown name, case-insensitively. */
  keyword: string | undefined;
  showName: string;
  currentPage: number;
  limit: number;
}

/**
 * HOJ's board page: the viewer's row, then the followed users' rows, then the whole board; the
 * keyword filters that list and paging counts it, so the added rows take room on page one and
 * `total` includes them. Answers board positions.
 */
export function pagePositions(standing: Standing, query: PageQuery): { positions: number[]; total: number } {
  const { store } = standing.board;
  const positionOf = (uid: string) => {
    const u = store.userOfUid.get(uid);
    return u === undefined ? -1 : (standing.positionOfUser[u] ?? -1);
  };
  const top: number[] = [];
  if (query.viewer !== null) {
    const mine = positionOf(query.viewer);
    if (mine >= 0) top.push(mine);
  }
  const concerned = [
    ...new Set(
      query.concerned
        .filter((uid) => uid !== query.viewer)
        .map(positionOf)
        .filter((p) => p >= 0),
    ),
  ].sort((a, b) => a - b);
  top.push(...concerned);

  const needle = query.keyword?.trim().toLowerCase();
  const matches = (position: number) => {
    if (!needle) return true;
    const c = store.contestants[standing.users[position]!];
    if (!c) return false;
    const name = rankShowName(query.showName, c);
    return Boolean(c.school?.toLowerCase().includes(needle) || name?.toLowerCase().includes(needle));
  };
  const start = (query.currentPage - 1) * query.limit;
  const positions: number[] = [];
  let total = 0;
  const take = (position: number) => {
    if (!matches(position)) return;
    if (total >= start && positions.length < query.limit) positions.push(position);
    total++;
  };
  for (const p of top) take(p);
  for (let p = 0; p < standing.users.length; p++) take(p);
  return { positions, total };
}

function baseRow(standing: Standing, position: number): ContestRankRowBase {
  const u = standing.users[position]!;
  const c = standing.board.store.contestants[u];
  const tier = standing.award[position]!;
  const award = tier >= 0 ? standing.tiers[tier] : undefined;
  return {
    rank: standing.rank[position]!,
    isWinAward: award !== undefined,
    awardName: award?.name ?? null,
    awardBackground: award?.background ?? null,
    awardColor: award?.color ?? null,
    uid: standing.board.store.uids[u]!,
    username: c?.username ?? '',
    realname: c?.realname ?? null,
    nickname: c?.nickname ?? null,
    school: c?.school ?? null,
    gender: c?.gender ?? null,
    avatar: c?.avatar ?? null,
  };
}

/** An ACM board row as HOJ's ACMContestRankVO. */
export function acmRow(standing: Standing, position: number): AcmContestRankRow {
  const { board } = standing;
  const u = standing.users[position]!;
  const submissionInfo: Record<string, AcmProblemCell> = {};
  for (let p = 0; p < board.problems; p++) {
    const c = (u * board.problems + p) * CELL;
    const flags = board.cells[c + C_FLAGS]!;
    if (!(flags & F_PRESENT)) continue;
    const cell: AcmProblemCell = { errorNum: board.cells[c + C_ERRORS]!, isAC: (flags & F_AC) !== 0 };
    const tries = board.cells[c + C_TRIES]!;
    if (tries > 0) cell.tryNum = tries;
    if (flags & F_AC) {
      cell.ACTime = board.cells[c + C_AC_TIME]!;
      cell.isFirstAC = cell.ACTime === board.firstAc[p];
      if (flags & F_AFTER) cell.isAfterContest = true;
    }
    submissionInfo[board.store.problems[p]!] = cell;
  }
  return {
    ...baseRow(standing, position),
    totalTime: board.time[u]!,
    total: board.total[u]!,
    ac: board.ac[u]!,
    submissionInfo,
  };
}

/** An OI board row as HOJ's OIContestRankVO. */
export function oiRow(standing: Standing, position: number): OiContestRankRow {
  const { board } = standing;
  const u = standing.users[position]!;
  const submissionInfo: Record<string, number> = {};
  const timeInfo: Record<string, number> = {};
  for (let p = 0; p < board.problems; p++) {
    const c = (u * board.problems + p) * CELL;
    if (!(board.cells[c + C_FLAGS]! & F_PRESENT)) continue;
    const displayId = board.store.problems[p]!;
    submissionInfo[displayId] = board.cells[c + C_ERRORS]!;
    const run = board.cells[c + C_TRIES]!;
    if (run >= 0) timeInfo[displayId] = run;
  }
  return {
    ...baseRow(standing, position),
    totalScore: board.score[u]!,
    totalTime: board.time[u]!,
    submissionInfo,
    timeInfo,
  };
}

/** A row of either kind, as the board's contest type asks. */
export function boardRow(standing: Standing, position: number): AcmContestRankRow | OiContestRankRow {
  return standing.board.rules.type === 0 ? acmRow(standing, position) : oiRow(standing, position);
}
