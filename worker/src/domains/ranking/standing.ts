import type { ContestBoard } from './board';

/** One award tier of a contest (spec 3 §5), as stored in contest.awardConfig. */
export interface AwardTier {
  priority: number;
  name: string;
  background: string;
  color: string;
  /** A head count (awardType 2) or a percentage of the ranked rows (awardType 1). */
  num: number;
}

/** 0 none, 1 by proportion, 2 by number. */
export const AwardType = { NONE: 0, PROPORTION: 1, NUMBER: 2 } as const;

export interface StandingOptions {
  /** Usernames of star (unofficial) users. */
  stars: ReadonlySet<string>;
  /** Leave star users out instead of showing them unranked. */
  removeStar: boolean;
  awardType: number;
  awards: readonly AwardTier[];
}

/** A board's rows with their ranks and awards: parallel arrays by position. */
export interface Standing {
  board: ContestBoard;
  /** User indices, best first. */
  users: Int32Array;
  /** The rank of each row; -1 for a star user. */
  rank: Int32Array;
  /** The award tier of each row (index into `tiers`), -1 for none. */
  award: Int16Array;
  tiers: AwardTier[];
  /** Position of each user (by user index), -1 when not on the board. */
  positionOfUser: Int32Array;
}

/**
 * The head count of each tier in priority order: by number, or `floor(num·0.01·N)` of the N
 * ranked (non-star) rows, as HOJ computes it (in floating point); empty tiers are dropped.
 */
export function awardQuotas(
  awardType: number,
  awards: readonly AwardTier[],
  rankedRows: number,
): { tier: AwardTier; count: number }[] {
  if (awardType !== AwardType.PROPORTION && awardType !== AwardType.NUMBER) return [];
  return [...awards]
    .sort((a, b) => a.priority - b.priority)
    .filter((tier) => Number.isFinite(tier.num) && tier.num > 0)
    .map((tier) => ({
      tier,
      count:
        awardType === AwardType.PROPORTION ? Math.floor(tier.num * 0.01 * rankedRows) : Math.floor(tier.num),
    }))
    .filter((q) => q.count > 0);
}

/**
 * Ranks and awards, HOJ's way: star users rank -1 (or are removed); the others count from 1,
 * sharing the previous ranked row's rank on a tie; awards go down the ranked rows that solved
 * (ACM) or scored (OI) something, tier by tier, until the tiers run out.
 */
export function rankStanding(board: ContestBoard, options: StandingOptions): Standing {
  const { store } = board;
  const isStar = (u: number) => options.stars.has(store.contestants[u]?.username ?? '');
  const rows = options.removeStar ? board.order.filter((u) => !isStar(u)) : board.order;
  const users = Int32Array.from(rows);
  const rank = new Int32Array(users.length);
  const award = new Int16Array(users.length).fill(-1);
  const ranked = options.removeStar ? users.length : rows.reduce((n, u) => n + (isStar(u) ? 0 : 1), 0);
  const quotas = awardQuotas(options.awardType, options.awards, ranked);
  let tier = 0;
  let left = quotas[0]?.count ?? 0;
  let next = 1;
  let last = -1;
  for (let i = 0; i < users.length; i++) {
    const u = users[i]!;
    if (isStar(u)) {
      rank[i] = -1;
      continue;
    }
    rank[i] = last >= 0 && board.ties(users[last]!, u) ? rank[last]! : next;
    last = i;
    next++;
    if (tier < quotas.length && board.scored(u)) {
      award[i] = tier;
      if (--left === 0) {
        tier++;
        left = quotas[tier]?.count ?? 0;
      }
    }
  }
  const positionOfUser = new Int32Array(board.users).fill(-1);
  for (let i = 0; i < users.length; i++) positionOfUser[users[i]!] = i;
  return { board, users, rank, award, tiers: quotas.map((q) => q.tier), positionOfUser };
}
