import {
  contestIdQuery,
  contestListQuery,
  contestProblemDetailQuery,
  contestProblemQuery,
  registerContestRequest,
} from '@contract/contest';
import { Hono } from 'hono';
import { currentUser, requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { getContestInfo, getContestOutsideInfo } from './info';
import { listContests } from './list';
import { getContestProblemDetails, getContestProblems } from './problems';
import { getRecentContests } from './recent';
import { getContestAccess, registerForContest } from './registration';

export const contestRoutes = new Hono<AppEnv>();

contestRoutes.get('/get-recent-contest', async (c) => {
  const { db, clock } = c.env.platform;
  return ok(c, await getRecentContests(db, clock.now()));
});

contestRoutes.get('/get-contest-list', async (c) => {
  const query = readQuery(c, contestListQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await listContests(db, query, clock.now()));
});

contestRoutes.get('/get-contest-info', async (c) => {
  const user = requireUser(c);
  const { cid } = readQuery(c, contestIdQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await getContestInfo(db, user, cid, clock.now()));
});

contestRoutes.get('/get-contest-outsize-info', async (c) => {
  const { cid } = readQuery(c, contestIdQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await getContestOutsideInfo(db, cid, clock.now()));
});

contestRoutes.post('/register-contest', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, registerContestRequest);
  await registerForContest(c.env.platform.db, user, input);
  return ok(c, null, 'Register contest successfully');
});

contestRoutes.get('/get-contest-access', async (c) => {
  const user = requireUser(c);
  const { cid } = readQuery(c, contestIdQuery);
  return ok(c, await getContestAccess(c.env.platform.db, user, cid));
});

contestRoutes.get('/get-contest-problem', async (c) => {
  const input = readQuery(c, contestProblemQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await getContestProblems(db, currentUser(c), input, clock.now()));
});

contestRoutes.get('/get-contest-problem-details', async (c) => {
  const user = requireUser(c);
  const input = readQuery(c, contestProblemDetailQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await getContestProblemDetails(db, user, input, clock.now()));
});
