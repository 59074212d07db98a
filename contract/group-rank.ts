/** GET /api/get-group-rank-list (spec 3 §2 Group rank, §3 Group rank row; HOJ GroupRankManager). */
import type { z } from 'zod';
import type { RankRecord } from './account';
import { keyword, optionalInteger, pagingSchema, requiredId } from './common/fields';
import type { Page } from './envelope';
import { LIMITS } from './limits';

/** The rank's order: 0 ACM (accepted problems, then fewer submissions), 1 OI (score, then accepted). */
export const GroupRankType = { ACM: 0, OI: 1 } as const;
export type GroupRankType = (typeof GroupRankType)[keyof typeof GroupRankType];

export const groupRankListQuery = pagingSchema(LIMITS.rankPageSize, 500).extend({
  gid: requiredId('gid'),
  type: optionalInteger('type', {
    min: GroupRankType.ACM,
    max: GroupRankType.OI,
    message: 'type must be 0 (ACM) or 1 (OI)',
  }).transform((type) => (type ?? GroupRankType.ACM) as GroupRankType),
  searchUser: keyword('searchUser'),
});
export type GroupRankListQuery = z.input<typeof groupRankListQuery>;

/**
 * A member's row: counted over their submissions to the group's problems outside contests. `ac`
 * is the distinct problems accepted, `total` the submissions, `score` the sum of each problem's
 * best OI rank score.
 */
export type GroupRankRecord = Omit<RankRecord, 'signature' | 'score'> & { score: number };
export type GroupRankPage = Page<GroupRankRecord>;
