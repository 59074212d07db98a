import {
  heartbeatRequest,
  jobRefSchema,
  leaseRequest,
  manualJudgeQuery,
  progressRequest,
  rejudgeContestProblemQuery,
  releaseRequest,
  resultRequest,
  submitIdQuery,
  submitProblemJudgeRequest,
  testJudgeRequest,
} from '@contract/judge';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireRoot, requireUser } from '../../http/auth';
import type { AppContext, AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { badRequest, notFound } from '../../http/errors';
import { readJson, readQuery } from '../../http/validate';
import { cancelJudge, manualJudge, rejudge, rejudgeContestProblem, resubmit } from './admin-judge-service';
import { runnerOnly } from './runner-auth';
import {
  heartbeat,
  isKnownTestcase,
  jobForRef,
  leaseJobs,
  recordCompileResult,
  recordJudgeResult,
  recordTestResult,
  releaseJobs,
  reportProgress,
} from './runner-service';
import { submitProblemJudge } from './submit-service';
import { getTestJudgeResult, submitTestJudge } from './test-judge-service';

export const judgeRoutes = new Hono<AppEnv>();

function clientIp(c: AppContext): string | null {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return c.req.header('cf-connecting-ip') ?? forwarded ?? c.req.header('x-real-ip') ?? null;
}

judgeRoutes.post('/submit-problem-judge', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, submitProblemJudgeRequest);
  return ok(c, await submitProblemJudge(c.env.platform, user, input, clientIp(c)));
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
  return ok(c, { count }, 'Rejudge successfully');
});

// --- judge runners ----------------------------------------------------------------------------

judgeRoutes.use('/judge-server/*', runnerOnly);

judgeRoutes.post('/judge-server/heartbeat', async (c) => {
  return ok(c, await heartbeat(c.env.platform, await readJson(c, heartbeatRequest)));
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
  return ok(c, { job: await jobForRef(c.env.platform, await readJson(c, jobRefSchema)) });
});

judgeRoutes.post('/judge-server/progress', async (c) => {
  return ok(c, { accepted: await reportProgress(c.env.platform, await readJson(c, progressRequest)) });
});

judgeRoutes.post('/judge-server/result', async (c) => {
  const result = await readJson(c, resultRequest);
  const platform = c.env.platform;
  const accepted =
    result.kind === 'judge'
      ? await recordJudgeResult(platform, result)
      : result.kind === 'test'
        ? await recordTestResult(platform, result)
        : await recordCompileResult(platform, result);
  return ok(c, { accepted });
});

judgeRoutes.get('/judge-server/testcase/:hash', async (c) => {
  const hash = c.req.param('hash');
  if (!/^[0-9a-f]{64}$/.test(hash)) throw badRequest('hash must be a sha256 in lowercase hex');
  const { db, files } = c.env.platform;
  if (!(await isKnownTestcase(db, hash))) throw notFound('No problem has test data with this hash');
  const file = await files.get(`testcase/${hash}`);
  if (!file) throw notFound('The test data file is missing from the file store');
  return new Response(file.body, {
    headers: { 'Content-Type': 'application/octet-stream', 'Content-Length': String(file.size) },
  });
});
