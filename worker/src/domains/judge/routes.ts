import { groupCompileQuery } from '@contract/group-problem';
import {
  manualJudgeQuery,
  rejudgeContestProblemQuery,
  submitIdQuery,
  submitProblemJudgeRequest,
  testJudgeRequest,
} from '@contract/judge';
import { compileCheckerRequest } from '@contract/problem';
import {
  heartbeatRequest,
  leaseRequest,
  progressRequest,
  releaseRequest,
  remoteSubmittedRequest,
  resultAndLeaseRequest,
  resultRequest,
  startFailedRequest,
} from '@contract/runner/protocol';
import { judgeJobMessageSchema } from '@contract/runner/queue-message';
import { updateSubmissionRequest } from '@contract/submission';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin, requireRoot, requireUser } from '../../http/auth';
import { allowBody } from '../../http/body-limit';
import { type AppContext, type AppEnv, clientAddressOf } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { assertGroupAdmin } from '../group/index';
import { cancelJudge, manualJudge, rejudge, rejudgeContestProblem, resubmit } from './admin-judge-service';
import { compileProblemChecker } from './checker-compile';
import { recordRemoteSubmitted } from './remote-jobs';
import { runnerOnly } from './runner-auth';
import {
  heartbeat,
  jobForRef,
  leaseJobs,
  openTestcase,
  recordResult,
  recordResultAndLease,
  recordStartFailure,
  releaseJobs,
  reportProgress,
} from './runner-service';
import { updateSubmissionShare } from './share-service';
import { submitProblemJudge } from './submit-service';
import { getTestJudgeResult, submitTestJudge } from './test-judge-service';

export const judgeRoutes = new Hono<AppEnv>();

/** The judger a queue message's own checks are recorded under (the message names no runner). */
const QUEUE_RUNNER_NAME = 'judge-queue';

judgeRoutes.post('/submit-problem-judge', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, submitProblemJudgeRequest);
  return ok(c, await submitProblemJudge(c.env.platform, user, input, clientAddressOf(c)));
});

judgeRoutes.post('/submit-problem-test-judge', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, testJudgeRequest);
  return ok(c, await submitTestJudge(c.env.platform, user, input));
});

judgeRoutes.get('/get-test-judge-result', async (c) => {
  const user = requireUser(c);
  const { testJudgeKey } = readQuery(
    c,
    z.object({
      testJudgeKey: z
        .string({ error: 'testJudgeKey is required' })
        .min(1, 'testJudgeKey is required')
        .max(100),
    }),
  );
  return ok(c, await getTestJudgeResult(c.env.platform, user, testJudgeKey));
});

judgeRoutes.get('/resubmit', async (c) => {
  const user = requireUser(c);
  const { submitId } = readQuery(c, submitIdQuery);
  return ok(c, await resubmit(c.env.platform, user, submitId), 'Resubmitted Successfully');
});

judgeRoutes.get('/admin/judge/rejudge', async (c) => {
  requireRoot(c);
  const { submitId } = readQuery(c, submitIdQuery);
  return ok(c, await rejudge(c.env.platform, submitId), 'Rejudge successfully');
});

judgeRoutes.get('/admin/judge/manual-judge', async (c) => {
  const admin = requireRoot(c);
  const input = readQuery(c, manualJudgeQuery);
  return ok(c, await manualJudge(c.env.platform, admin, input));
});

judgeRoutes.get('/admin/judge/cancel-judge', async (c) => {
  const admin = requireRoot(c);
  const { submitId } = readQuery(c, submitIdQuery);
  return ok(c, await cancelJudge(c.env.platform, admin, submitId));
});

judgeRoutes.get('/admin/judge/rejudge-contest-problem', async (c) => {
  requireRoot(c);
  const { pid, cid } = readQuery(c, rejudgeContestProblemQuery);
  const count = await rejudgeContestProblem(c.env.platform, cid, pid);
  return ok(
    c,
    { count },
    'Rejudge successfully! Every submission of this problem is back in the judge queue',
  );
});

judgeRoutes.put('/submission', async (c) => {
  const user = requireUser(c);
  const body = await readJson(c, updateSubmissionRequest);
  await updateSubmissionShare(c.env.platform.db, user, body.submitId, body.share);
  return ok(c, null, body.share ? 'Shared successfully' : 'Cancel Sharing Successfully');
});

async function compileRoute(c: AppContext) {
  requireAdmin(c);
  const body = await readJson(c, compileCheckerRequest);
  await compileProblemChecker(c.env.platform, body);
  return ok(c, null, 'Compiled Successfully');
}

judgeRoutes.post('/admin/problem/compile-spj', compileRoute);
judgeRoutes.post('/admin/problem/compile-interactive', compileRoute);

/** The group problem editor's compile: the group in the query, its admins only (HOJ GroupProblemController). */
async function groupCompileRoute(c: AppContext) {
  const user = requireUser(c);
  const { gid } = readQuery(c, groupCompileQuery);
  await assertGroupAdmin(c.env.platform.db, gid, user);
  const body = await readJson(c, compileCheckerRequest);
  await compileProblemChecker(c.env.platform, body);
  return ok(c, null, 'Compiled Successfully');
}

judgeRoutes.post('/group/compile-spj', groupCompileRoute);
judgeRoutes.post('/group/compile-interactive', groupCompileRoute);

// --- judge runners ----------------------------------------------------------------------------

judgeRoutes.use('/judge-server/*', runnerOnly);

judgeRoutes.post('/judge-server/heartbeat', async (c) => {
  return ok(c, await heartbeat(c.env.platform, await readJson(c, heartbeatRequest)));
});

judgeRoutes.post('/judge-server/start-failed', async (c) => {
  await recordStartFailure(c.env.platform, await readJson(c, startFailedRequest));
  return ok(c, null);
});

judgeRoutes.post('/judge-server/lease', async (c) => {
  const input = await readJson(c, leaseRequest);
  return ok(c, { jobs: await leaseJobs(c.env.platform, input, c.req.raw.signal) });
});

judgeRoutes.post('/judge-server/release', async (c) => {
  const input = await readJson(c, releaseRequest);
  return ok(c, { released: await releaseJobs(c.env.platform, input.name, input.jobIds) });
});

judgeRoutes.post('/judge-server/job', async (c) => {
  return ok(c, await jobForRef(c.env.platform, await readJson(c, judgeJobMessageSchema), QUEUE_RUNNER_NAME));
});

judgeRoutes.post('/judge-server/remote-submitted', async (c) => {
  return ok(c, {
    accepted: await recordRemoteSubmitted(c.env.platform, await readJson(c, remoteSubmittedRequest)),
  });
});

judgeRoutes.post('/judge-server/progress', async (c) => {
  return ok(c, { accepted: await reportProgress(c.env.platform, await readJson(c, progressRequest)) });
});

/** A result lists up to 10,000 cases, each with a 1 KB output head and the checker's message. */
const resultBody = allowBody(32 * 1024 * 1024, 'The judge result is larger than 32 MB');

judgeRoutes.post('/judge-server/result', resultBody, async (c) => {
  const result = await readJson(c, resultRequest, { keepNul: true });
  return ok(c, { accepted: await recordResult(c.env.platform, result) });
});

judgeRoutes.post('/judge-server/result-and-lease', resultBody, async (c) => {
  const input = await readJson(c, resultAndLeaseRequest, { keepNul: true });
  return ok(c, await recordResultAndLease(c.env.platform, input.result, input.lease));
});

judgeRoutes.get('/judge-server/testcase/:hash', async (c) => {
  const file = await openTestcase(c.env.platform, c.req.param('hash'));
  return new Response(file.body, {
    headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(file.size) },
  });
});
