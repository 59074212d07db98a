import { groupRankListQuery } from '@contract/group-rank';
import { Hono } from 'hono';
import { requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readQuery } from '../../http/validate';
import { getGroupRankList } from './group-rank';

/** The group rank: GET /api/get-group-rank-list (spec 3 §2 Group rank). */
export const submissionGroupRoutes = new Hono<AppEnv>();

submissionGroupRoutes.get('/get-group-rank-list', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, groupRankListQuery);
  return ok(c, await getGroupRankList(c.env.platform.db, user, query));
});
