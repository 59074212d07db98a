import {
  checkSubmissionsStatusRequest,
  contestSubmissionListQuery,
  lastAcCodeQuery,
  submissionListQuery,
  submitIdQuery,
  updateSubmissionRequest,
} from '@contract/submission';
import { Hono } from 'hono';
import { currentUser, requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import {
  checkContestSubmissionsStatus,
  checkSubmissionsStatus,
  getCaseResults,
  getLastAcceptedCode,
  getSubmissionDetail,
  updateSubmissionShare,
} from './detail-service';
import { listContestSubmissions, listSubmissions } from './list-service';

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

submissionRoutes.put('/submission', async (c) => {
  const user = requireUser(c);
  const body = await readJson(c, updateSubmissionRequest);
  await updateSubmissionShare(c.env.platform.db, user, body.submitId, body.share);
  return ok(c, null, body.share ? 'Shared successfully' : 'Cancel Sharing Successfully');
});

submissionRoutes.get('/get-last-ac-code', async (c) => {
  const user = requireUser(c);
  const { pid, cid } = readQuery(c, lastAcCodeQuery);
  return ok(c, await getLastAcceptedCode(c.env.platform.db, user, pid, cid ?? 0));
});

submissionRoutes.post('/check-submissions-status', async (c) => {
  const body = await readJson(c, checkSubmissionsStatusRequest);
  return ok(c, await checkSubmissionsStatus(c.env.platform.db, body.submitIds));
});

submissionRoutes.post('/check-contest-submissions-status', async (c) => {
  const user = requireUser(c);
  const body = await readJson(c, checkSubmissionsStatusRequest);
  if (!body.cid) throw badRequest('cid is required');
  const { db, clock } = c.env.platform;
  return ok(c, await checkContestSubmissionsStatus(db, user, body.cid, body.submitIds, clock.now()));
});
