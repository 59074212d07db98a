import { optionalIdOrZero } from '@contract/common/fields';
import { userProblemStatusRequest } from '@contract/problem';
import {
  checkSubmissionsStatusRequest,
  contestSubmissionListQuery,
  lastAcCodeQuery,
  submissionListQuery,
  submitIdQuery,
} from '@contract/submission';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok, okJsonText } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import {
  checkContestSubmissionsStatus,
  checkSubmissionsStatus,
  getCaseResults,
  getLastAcceptedCode,
  getSubmissionDetail,
} from './detail-service';
import { listContestSubmissions, listSubmissions } from './list-service';
import { fullScreenProblemList, userProblemStatusJson } from './problem-status';

export const submissionRoutes = new Hono<AppEnv>();

submissionRoutes.get('/get-submission-list', async (c) => {
  const query = readQuery(c, submissionListQuery);
  return ok(c, await listSubmissions(c.env.platform.db, currentUser(c), query));
});

submissionRoutes.get('/contest-submissions', async (c) => {
  const query = readQuery(c, contestSubmissionListQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await listContestSubmissions(db, currentUser(c), query, clock.now()));
});

submissionRoutes.get('/get-submission-detail', async (c) => {
  const { submitId } = readQuery(c, submitIdQuery);
  return ok(c, await getSubmissionDetail(c.env.platform, currentUser(c), submitId));
});

submissionRoutes.get('/get-all-case-result', async (c) => {
  const { submitId } = readQuery(c, submitIdQuery);
  return ok(c, await getCaseResults(c.env.platform, currentUser(c), submitId));
});

submissionRoutes.get('/get-last-ac-code', async (c) => {
  const user = requireUser(c);
  const { pid, cid } = readQuery(c, lastAcCodeQuery);
  return ok(c, await getLastAcceptedCode(c.env.platform.db, user, pid, cid ?? 0));
});

submissionRoutes.post('/check-submissions-status', async (c) => {
  const body = await readJson(c, checkSubmissionsStatusRequest);
  return ok(c, await checkSubmissionsStatus(c.env.platform.db, currentUser(c), body.submitIds));
});

submissionRoutes.post('/check-contest-submissions-status', async (c) => {
  const user = requireUser(c);
  const body = await readJson(c, checkSubmissionsStatusRequest);
  const { db, clock } = c.env.platform;
  return ok(c, await checkContestSubmissionsStatus(db, user, body.cid, body.submitIds, clock.now()));
});

submissionRoutes.post('/get-user-problem-status', async (c) => {
  const user = requireUser(c);
  const body = await readJson(c, userProblemStatusRequest);
  const { db, clock } = c.env.platform;
  return okJsonText(c, await userProblemStatusJson(db, user, body, clock.now()));
});

/** Built once: zod compiles a schema on its first parse. */
const fullScreenListQuery = z.object({ tid: optionalIdOrZero('tid'), cid: optionalIdOrZero('cid') });

submissionRoutes.get('/get-full-screen-problem-list', async (c) => {
  const target = readQuery(c, fullScreenListQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await fullScreenProblemList(db, currentUser(c), target, clock.now()));
});
