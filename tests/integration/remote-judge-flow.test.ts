import { JudgeStatus } from '@contract/judge-status';
import type { RemoteRunnerJob, RunnerJob } from '@contract/runner/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  contestProblem,
  contestRecord,
  judgeJob,
  language,
  problem,
  problemCount,
  remoteJudgeAccount,
  submission,
} from '../../worker/src/db/schema';
import { insertContest } from '../support/contest-fixtures';
import { createJudgeProblem, disableSubmitInterval } from '../support/judge-fixtures';
import { createTestApp, RUNNER_TOKEN, type TestApp } from '../support/test-app';

let t: TestApp;
let root: string;
let cfPid: number;
let hduPid: number;
const runnerAuth = { Authorization: `Runner ${RUNNER_TOKEN}` };
const CF_LANGUAGE = 'GNU G++17 7.3.0';
const HDU_LANGUAGE = 'G++';
const CODE = 'int main(){}';
const STAND_IN = 'http://127.0.0.1:9101';

beforeAll(async () => {
  t = await createTestApp({ remoteJudgeUrls: { CF: STAND_IN } });
  root = await t.rootToken();
  await disableSubmitInterval(t.platform);
  await t.platform.db
    .insert(language)
    .values([
      { name: CF_LANGUAGE, contentType: 'text/x-c++src', oj: 'CF' },
      { name: HDU_LANGUAGE, contentType: 'text/x-c++src', oj: 'HDU' },
    ])
    // Bootstrap may already seed the remote judges' languages.
    .onConflictDoNothing();
  ({ id: cfPid } = await createJudgeProblem(t.platform, {
    problemId: 'CF-1A',
    type: 1,
    ioScore: 100,
    cases: [],
  }));
  ({ id: hduPid } = await createJudgeProblem(t.platform, { problemId: 'HDU-1000', cases: [] }));
  await t.platform.db.update(problem).set({ isRemote: true, oj: 'CF' }).where(eq(problem.id, cfPid));
  await t.platform.db.update(problem).set({ isRemote: true, oj: 'HDU' }).where(eq(problem.id, hduPid));
});
afterAll(async () => {
  await t?.close();
});

const runner = (path: string, body: unknown) =>
  t.request('POST', `/api/judge-server/${path}`, { body, headers: runnerAuth });

async function lease(kinds?: string[], leaseSeconds = 30): Promise<RunnerJob[]> {
  const res = await runner('lease', { name: 'remote-runner', max: 4, waitMs: 0, leaseSeconds, kinds });
  expect(res.body.status).toBe(200);
  return res.body.data.jobs;
}

async function leaseRemote(leaseSeconds = 30): Promise<RemoteRunnerJob[]> {
  return (await lease(['remote'], leaseSeconds)) as RemoteRunnerJob[];
}

async function setAccounts(
  oj: 'cf' | 'hdu',
  usernames: string[],
  passwords = usernames.map((u) => `${u}-pw`),
) {
  const res = await t.request('PUT', '/api/admin/switch/update', {
    token: root,
    body: { [`${oj}UsernameList`]: usernames, [`${oj}PasswordList`]: passwords },
  });
  expect(res.body.status).toBe(200);
}

async function submitRemote(token: string, pid = 'CF-1A', languageName = CF_LANGUAGE, extra = {}) {
  return t.request('POST', '/api/submit-problem-judge', {
    token,
    body: { pid, language: languageName, code: CODE, isRemote: true, ...extra },
  });
}

async function submissionRow(submitId: number) {
  const [row] = await t.platform.db.select().from(submission).where(eq(submission.submitId, submitId));
  return row!;
}

function remoteResult(job: RemoteRunnerJob, extra: Record<string, unknown>) {
  return runner('result', {
    kind: 'remote',
    name: 'remote-runner',
    jobId: job.jobId,
    submitId: job.submitId,
    attempt: job.attempt,
    accountId: job.account.id,
    outcome: 'verdict',
    status: JudgeStatus.ACCEPTED,
    time: 15,
    memory: 1024,
    errorMessage: null,
    remoteRunId: null,
    ...extra,
  });
}

const submitted = (job: RemoteRunnerJob, remoteRunId: string) =>
  runner('remote-submitted', {
    name: 'remote-runner',
    jobId: job.jobId,
    submitId: job.submitId,
    attempt: job.attempt,
    accountId: job.account.id,
    remoteRunId,
  });

async function accountStates() {
  const res = await t.request('GET', '/api/admin/remote-judge/accounts', { token: root });
  expect(res.body.status).toBe(200);
  return res.body.data as {
    oj: string;
    username: string;
    status: string;
    lastError: string | null;
    inUse: boolean;
  }[];
}

beforeEach(async () => {
  // Each test starts with an empty queue, free accounts and rested accounts.
  await t.platform.db.update(judgeJob).set({ state: 'done' });
  await t.platform.db
    .update(remoteJudgeAccount)
    .set({ reservedBy: null, reservedUntil: null, lastSubmitAt: null });
});

describe('submitting to a remote problem', () => {
  it('writes a remote submission and queues a remote job; a language of another bank is refused', async () => {
    await setAccounts('cf', ['alice']);
    const user = await t.createUser();
    const bad = await submitRemote(user.token, 'CF-1A', 'C');
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.msg).toBe('The language C is not supported by Codeforces');
    const hduLanguage = await submitRemote(user.token, 'CF-1A', HDU_LANGUAGE);
    expect(hduLanguage.httpStatus).toBe(400);
    const before = (await t.platform.db.select().from(submission)).length;
    expect(before).toBe(0);

    const res = await submitRemote(user.token);
    expect(res.body.status).toBe(200);
    const row = await submissionRow(res.body.data.submitId);
    expect(row.isRemote).toBe(true);
    expect(row.status).toBe(JudgeStatus.PENDING);
    const [job] = await t.platform.db.select().from(judgeJob).where(eq(judgeJob.state, 'queued'));
    expect(job?.kind).toBe('remote');

    // A sandbox runner (default kinds) never gets it; a remote runner does, with account and baseUrl.
    expect(await lease()).toEqual([]);
    expect(await lease(['judge', 'test', 'compile'])).toEqual([]);
    const [remote] = await leaseRemote();
    expect(remote).toMatchObject({
      kind: 'remote',
      submitId: row.submitId,
      attempt: 1,
      judge: 'CF',
      baseUrl: STAND_IN,
      remoteProblemId: '1A',
      language: CF_LANGUAGE,
      code: CODE,
      account: { username: 'alice', password: 'alice-pw' },
      remoteRunId: null,
    });
  });

  it('refuses a self-test on a remote problem with a clear 400', async () => {
    const user = await t.createUser();
    const res = await t.request('POST', '/api/submit-problem-test-judge', {
      token: user.token,
      body: { pid: cfPid, language: CF_LANGUAGE, code: CODE, userInput: '1 2', type: 'public' },
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(
      'Self-test is not available for remote problems: submit to have Codeforces judge it',
    );
  });
});

describe('the remote job flow', () => {
  it('records the run, then the verdict (OI full score), and frees the account', async () => {
    await setAccounts('cf', ['alice']);
    const user = await t.createUser();
    const { submitId } = (await submitRemote(user.token)).body.data;
    const [job] = await leaseRemote();
    expect((await submitted(job!, '987654')).body.data.accepted).toBe(true);
    // Idempotent: the same report again changes nothing; a stale attempt is ignored.
    expect((await submitted(job!, '987654')).body.data.accepted).toBe(true);
    expect(
      (await runner('remote-submitted', { ...stalePayload(job!), remoteRunId: '1' })).body.data.accepted,
    ).toBe(false);
    let row = await submissionRow(submitId);
    expect(row).toMatchObject({
      status: JudgeStatus.JUDGING,
      vjudgeSubmitId: '987654',
      vjudgeUsername: 'alice',
    });
    expect((await accountStates()).find((a) => a.username === 'alice')?.inUse).toBe(true);

    expect(
      (await remoteResult(job!, { status: JudgeStatus.WRONG_ANSWER, attempt: 99 })).body.data.accepted,
    ).toBe(false);
    const res = await remoteResult(job!, { remoteRunId: '987654' });
    expect(res.body.data.accepted).toBe(true);
    expect((await remoteResult(job!, { status: JudgeStatus.WRONG_ANSWER })).body.data.accepted).toBe(false);
    row = await submissionRow(submitId);
    expect(row).toMatchObject({ status: JudgeStatus.ACCEPTED, score: 100, time: 15, memory: 1024 });
    expect((await accountStates()).find((a) => a.username === 'alice')?.inUse).toBe(false);
    const [count] = await t.platform.db.select().from(problemCount).where(eq(problemCount.pid, cfPid));
    expect(count?.ac).toBeGreaterThanOrEqual(1);

    // The detail shows the run id to the owner, the account to admins only.
    const mine = await t.request('GET', '/api/get-submission-detail', {
      token: user.token,
      query: { submitId },
    });
    expect(mine.body.data.submission).toMatchObject({ vjudgeSubmitId: '987654', vjudgeUsername: null });
    const admin = await t.request('GET', '/api/get-submission-detail', { token: root, query: { submitId } });
    expect(admin.body.data.submission).toMatchObject({ vjudgeSubmitId: '987654', vjudgeUsername: 'alice' });
  });

  it('holds a second job while the only account is in use, and rests an account between submissions', async () => {
    await setAccounts('cf', ['alice']);
    const user = await t.createUser();
    const first = (await submitRemote(user.token)).body.data.submitId;
    const second = (await submitRemote(user.token)).body.data.submitId;
    const jobs = await leaseRemote();
    expect(jobs.map((j) => j.submitId)).toEqual([first]);
    // The waiting job is back in the queue, not counted as a delivery.
    const [waiting] = await t.platform.db.select().from(judgeJob).where(eq(judgeJob.submitId, second));
    if (waiting) expect(waiting).toMatchObject({ state: 'queued', deliveries: 0 });
    expect((await submissionRow(second)).status).toBe(JudgeStatus.PENDING);

    await remoteResult(jobs[0]!, {});
    t.clock.advance(6000);
    // Free again, but Codeforces asks 10 s between two submissions of one account.
    expect(await leaseRemote()).toEqual([]);
    t.clock.advance(11_000);
    const [next] = await leaseRemote();
    expect(next?.submitId).toBe(second);
    expect(next?.account.username).toBe('alice');
  });

  it('skips an account whose login failed, reports it, and fails the submission when none is left', async () => {
    await setAccounts('cf', ['alice', 'bob']);
    const user = await t.createUser();
    const { submitId } = (await submitRemote(user.token)).body.data;
    const [job] = await leaseRemote();
    const firstAccount = job!.account.username;
    const res = await remoteResult(job!, {
      outcome: 'login-failed',
      status: 0,
      errorMessage: 'Invalid handle/password',
    });
    expect(res.body.data.accepted).toBe(true);
    const [again] = await leaseRemote();
    expect(again?.submitId).toBe(submitId);
    expect(again?.account.username).not.toBe(firstAccount);
    const states = await accountStates();
    expect(states.find((a) => a.username === firstAccount)).toMatchObject({
      status: 'login-failed',
      lastError: 'Invalid handle/password',
      inUse: false,
    });
    const [requeued] = await t.platform.db.select().from(judgeJob).where(eq(judgeJob.id, again!.jobId!));
    expect(requeued?.deliveries).toBe(1);

    await remoteResult(again!, { outcome: 'login-failed', status: 0, errorMessage: 'Locked' });
    expect(await leaseRemote()).toEqual([]);
    const row = await submissionRow(submitId);
    expect(row.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(row.errorMessage).toContain('Codeforces');
    expect(row.errorMessage).toContain('switch page');
    const detail = await t.request('GET', '/api/get-submission-detail', {
      token: user.token,
      query: { submitId },
    });
    expect(detail.body.data.submission.errorMessage).toBe(row.errorMessage);

    // Saving the account again puts it back in service.
    await setAccounts('cf', ['alice', 'bob']);
    expect((await accountStates()).filter((a) => a.oj === 'cf').every((a) => a.status === 'ok')).toBe(true);
  });

  it('fails a submission at once when its judge has no account', async () => {
    const user = await t.createUser();
    const { submitId } = (await submitRemote(user.token, 'HDU-1000', HDU_LANGUAGE)).body.data;
    expect(await leaseRemote()).toEqual([]);
    const row = await submissionRow(submitId);
    expect(row.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(row.errorMessage).toBe(
      'This submission could not be sent to HDU: the site has no HDU account that can log in. Root must add or fix the hdu accounts on the switch page (Admin → Switch); then resubmit.',
    );
  });

  it('submit-failed gives Submitted Failed; only the owner resubmits it, for a fresh account and submit', async () => {
    await setAccounts('cf', ['alice']);
    const user = await t.createUser();
    const other = await t.createUser();
    const { submitId } = (await submitRemote(user.token)).body.data;
    const [job] = await leaseRemote();
    await submitted(job!, '555');
    const res = await remoteResult(job!, {
      outcome: 'submit-failed',
      status: 0,
      errorMessage: 'Codeforces did not answer',
    });
    expect(res.body.data.accepted).toBe(true);
    expect(await submissionRow(submitId)).toMatchObject({
      status: JudgeStatus.SUBMITTED_FAILED,
      errorMessage: 'Codeforces did not answer',
    });
    expect((await accountStates())[0]?.inUse).toBe(false);

    const forbidden = await t.request('GET', '/api/resubmit', { token: other.token, query: { submitId } });
    expect(forbidden.httpStatus).toBe(403);
    const again = await t.request('GET', '/api/resubmit', { token: user.token, query: { submitId } });
    expect(again.body.status).toBe(200);
    const notFailed = await t.request('GET', '/api/resubmit', { token: user.token, query: { submitId } });
    expect(notFailed.httpStatus).toBe(400);
    expect(await submissionRow(submitId)).toMatchObject({
      status: JudgeStatus.PENDING,
      judgeAttempt: 2,
      vjudgeSubmitId: null,
      vjudgeUsername: null,
    });
    t.clock.advance(11_000);
    const [fresh] = await leaseRemote();
    expect(fresh).toMatchObject({ submitId, attempt: 2, remoteRunId: null });
    // The old attempt's late result is ignored.
    expect((await remoteResult(job!, {})).body.data.accepted).toBe(false);
    expect((await submissionRow(submitId)).status).toBe(JudgeStatus.PENDING);
  });

  it('a job leased again after its runner died only polls the run it already submitted', async () => {
    await setAccounts('cf', ['alice', 'bob']);
    const user = await t.createUser();
    const { submitId } = (await submitRemote(user.token)).body.data;
    const [job] = await leaseRemote(2);
    await submitted(job!, '4242');
    t.clock.advance(3000);
    const [again] = await leaseRemote();
    expect(again).toMatchObject({ submitId, attempt: 1, remoteRunId: '4242' });
    expect(again?.account.id).toBe(job!.account.id);
    expect((await remoteResult(again!, { status: JudgeStatus.WRONG_ANSWER })).body.data.accepted).toBe(true);
    expect((await submissionRow(submitId)).score).toBe(0);
  });

  it('rejudge queues a remote job; cancel frees the account and the late result is ignored', async () => {
    await setAccounts('cf', ['alice']);
    const user = await t.createUser();
    const { submitId } = (await submitRemote(user.token)).body.data;
    const [job] = await leaseRemote();
    await remoteResult(job!, {});
    const rejudge = await t.request('GET', '/api/admin/judge/rejudge', { token: root, query: { submitId } });
    expect(rejudge.body.status).toBe(200);
    const queued = await t.platform.db.select().from(judgeJob).where(eq(judgeJob.state, 'queued'));
    expect(queued.map((q) => q.kind)).toEqual(['remote']);
    t.clock.advance(11_000);
    const [second] = await leaseRemote();
    expect(second).toMatchObject({ submitId, attempt: 2 });
    expect((await accountStates())[0]?.inUse).toBe(true);
    const cancel = await t.request('GET', '/api/admin/judge/cancel-judge', {
      token: root,
      query: { submitId },
    });
    expect(cancel.body.status).toBe(200);
    expect((await accountStates())[0]?.inUse).toBe(false);
    expect((await remoteResult(second!, {})).body.data.accepted).toBe(false);
    expect((await submissionRow(submitId)).status).toBe(JudgeStatus.CANCELLED);
  });

  it('a contest submission to a remote problem reaches the contest records like a local one', async () => {
    await setAccounts('cf', ['alice']);
    const user = await t.createUser();
    const contest = await insertContest(t, user, { title: 'Remote contest' });
    await t.platform.db
      .insert(contestProblem)
      .values({ cid: contest.id, pid: cfPid, displayId: 'A', displayTitle: 'Theatre Square' });
    const res = await submitRemote(user.token, 'A', CF_LANGUAGE, { cid: contest.id });
    expect(res.body.status).toBe(200);
    const [job] = await leaseRemote();
    await remoteResult(job!, {});
    const [record] = await t.platform.db
      .select()
      .from(contestRecord)
      .where(eq(contestRecord.submitId, res.body.data.submitId));
    expect(record?.status).toBe(JudgeStatus.ACCEPTED);
  });
});

function stalePayload(job: RemoteRunnerJob) {
  return {
    name: 'remote-runner',
    jobId: job.jobId,
    submitId: job.submitId,
    attempt: job.attempt + 1,
    accountId: job.account.id,
  };
}
