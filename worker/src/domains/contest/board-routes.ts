import {
  contestRankDownloadQuery,
  contestRankRequest,
  scrollBoardInfoQuery,
  scrollBoardSubmissionQuery,
} from '@contract/contest-board';
import { Hono } from 'hono';
import { currentUser, requireUser } from '../../http/auth';
import type { AppContext, AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { forbidden } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { boardContest, contestRank, contestRankFile, outsideScoreboard } from './board';
import { findContest, isContestAdmin } from './policy';
import { scrollBoardInfo, scrollBoardSubmissions } from './scroll-board';

/** The contest boards: rank, outside scoreboard, rank download, scroll board. */
export const contestBoardRoutes = new Hono<AppEnv>();

/** The board pages come serialized (board.ts keeps them so), as ok() would send them. */
const JSON_TYPE = { 'Content-Type': 'application/json' };

contestBoardRoutes.post('/get-contest-rank', async (c) => {
  const user = requireUser(c);
  const request = await readJson(c, contestRankRequest);
  const { db, clock } = c.env.platform;
  const row = await boardContest(db, request.cid);
  return c.body(await contestRank(db, user, row, request, clock.now()), 200, JSON_TYPE);
});

contestBoardRoutes.post('/get-contest-outside-scoreboard', async (c) => {
  const request = await readJson(c, contestRankRequest);
  const { db, clock } = c.env.platform;
  const row = await boardContest(db, request.cid);
  const page = await outsideScoreboard(c.env.platform, currentUser(c), row, request, clock.now());
  return c.body(page, 200, JSON_TYPE);
});

contestBoardRoutes.get('/file/download-contest-rank', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, contestRankDownloadQuery);
  const { db, clock } = c.env.platform;
  const row = await findContest(db, query.cid);
  const { name, file } = await contestRankFile(db, user, row, query, clock.now());
  return new Response(file, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  });
});

/** The scroll board is the contest admins' (HOJ: root, the creator, the group's admins). */
async function adminContest(c: AppContext, cid: number) {
  const user = requireUser(c);
  const row = await findContest(c.env.platform.db, cid);
  if (!(await isContestAdmin(c.env.platform.db, user, row))) {
    throw forbidden('Only the contest admins may open its scroll board');
  }
  return row;
}

contestBoardRoutes.get('/get-contest-scroll-board-info', async (c) => {
  const { cid } = readQuery(c, scrollBoardInfoQuery);
  const row = await adminContest(c, cid);
  return ok(c, await scrollBoardInfo(c.env.platform.db, row, c.env.platform.clock.now()));
});

contestBoardRoutes.get('/get-contest-scroll-board-submission', async (c) => {
  const { cid, removeStar } = readQuery(c, scrollBoardSubmissionQuery);
  const row = await adminContest(c, cid);
  return ok(
    c,
    await scrollBoardSubmissions(c.env.platform.db, row, c.env.platform.clock.now(), removeStar === true),
  );
});
