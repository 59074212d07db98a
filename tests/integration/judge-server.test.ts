import { createHash } from 'node:crypto';
import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import type { RunnerJob } from '@contract/runner/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contest,
  contestProblem,
  contestRecord,
  groupMember,
  judgeCase,
  judgeJob,
  language,
  problemCount,
  submission,
  userProblemProgress,
  userRecord,
} from '../../worker/src/db/schema';
import { compileChecker } from '../../worker/src/domains/judge/checker-compile';
import { writeConfig } from '../../worker/src/domains/site/config';
import { insertGroup } from '../support/contest-fixtures';
import { fakeRunner, type JudgeJob, verdictBody as runnerVerdict } from '../support/fake-runner';
import { aPlusBCases, createJudgeProblem, disableSubmitInterval } from '../support/judge-fixtures';
import { createTestApp, RUNNER_TOKEN, type TestApp } from '../support/test-app';

let t: TestApp;
let pid: number;
let problemId: string;
let oiPid: number;
let oiProblemId: string;
const runnerAuth = { Authorization: `Runner ${RUNNER_TOKEN}` };
const AB = '#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';

beforeAll(async () => {
  t = await createTestApp();
  await disableSubmitInterval(t.platform);
  ({ id: pid, problemId } = await createJudgeProblem(t.platform, { cases: aPlusBCases(3) }));
  ({ id: oiPid, problemId: oiProblemId } = await createJudgeProblem(t.platform, {
    type: 1,
    difficulty: 1,
    cases: aPlusBCases(2),
  }));
});
afterAll(async () => {
  await t?.close();
});

const runner = (path: string, body: unknown) => fakeRunner(t).call(path, body);

async function lease(name = 'fake-runner', max = 4): Promise<RunnerJob[]> {
  const res = await runner('lease', { name, max, waitMs: 0, leaseSeconds: 30 });
  expect(res.body.status).toBe(200);
  return res.body.data.jobs;
}

/** Drains jobs left over by other tests so each test sees only its own. */
async function drain() {
  await t.platform.db.update(judgeJob).set({ state: 'done' });
}

/** Submits as HOJ's client does: `pid` is the display id (the problem id, or the contest's with a cid). */
async function submit(token: string, body: { pid: string } & Record<string, unknown>) {
  return t.request('POST', '/api/submit-problem-judge', {
    token,
    body: { language: 'C', code: AB, ...body },
  });
}

function verdict(job: JudgeJob, status: number, extra: Record<string, unknown> = {}) {
  return runner('result', verdictBody(job, status, extra));
}

/** A verdict with a result for every case, each with the verdict's own status. */
function verdictBody(job: JudgeJob, status: number, extra: Record<string, unknown> = {}) {
  return runnerVerdict('fake-runner', job, status, {
    time: 12,
    memory: 2048,
    cases: job.problem.cases.map((c) => ({
      caseId: c.caseId,
      seq: c.seq,
      status,
      time: 12,
      memory: 2048,
      score: status === 0 ? c.score : 0,
      groupNum: c.groupNum,
      inputName: c.inputName,
      outputName: c.outputName,
      userOutput: null,
      message: null,
    })),
    ...extra,
  });
}

describe('submit-problem-judge checks', () => {
  it('refuses anonymous users, empty and oversized code, unknown languages', async () => {
    const anonymous = await t.request('POST', '/api/submit-problem-judge', {
      body: { pid: problemId, language: 'C', code: AB },
    });
    expect(anonymous.httpStatus).toBe(401);
    const user = await t.createUser();
    const empty = await submit(user.token, { pid: problemId, code: '  \n' });
    expect(empty.httpStatus).toBe(400);
    expect(empty.body.msg).toBe('Code can not be empty');
    const huge = await submit(user.token, { pid: problemId, code: 'x'.repeat(65536) });
    expect(huge.body.msg).toBe('Code Length can not exceed 65535');
    const nul = await submit(user.token, { pid: problemId, code: 'int main(){}\u0000' });
    expect(nul.body.msg).toBe('code must not contain NUL characters');
    const cobol = await submit(user.token, { pid: problemId, language: 'COBOL' });
    expect(cobol.httpStatus).toBe(400);
    expect(cobol.body.msg).toBe('The language COBOL is not supported');
    const missing = await submit(user.token, { pid: '999999' });
    expect(missing.httpStatus).toBe(404);
  });

  it('bars roles 1003, 1006 and 1007', async () => {
    for (const role of [Role.NO_SUBMIT, Role.NO_SUBMIT_NO_DISCUSS, Role.NO_SUBMIT_MUTED]) {
      const barred = await t.createUser({ roles: [role] });
      const res = await submit(barred.token, { pid: problemId });
      expect(res.httpStatus).toBe(403);
      expect(res.body.msg).toBe('Sorry, you are not allowed to submit code');
    }
  });

  it('honours the public judge switch', async () => {
    const user = await t.createUser();
    await writeConfig(t.platform.db, 'switch', { openPublicJudge: false });
    const res = await submit(user.token, { pid: problemId });
    await writeConfig(t.platform.db, 'switch', { openPublicJudge: true });
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe('The judging of public problems is closed on this site');
  });

  it('limits the submission frequency outside contests', async () => {
    const user = await t.createUser();
    await writeConfig(t.platform.db, 'switch', { defaultSubmitInterval: 10 });
    try {
      expect((await submit(user.token, { pid: problemId })).body.status).toBe(200);
      const again = await submit(user.token, { pid: problemId });
      expect(again.httpStatus).toBe(429);
      expect(again.body.msg).toMatch(/^Submitting too frequently, please try again in (10|9) seconds$/);
      t.clock.advance(10_500);
      expect((await submit(user.token, { pid: problemId })).body.status).toBe(200);
    } finally {
      await disableSubmitInterval(t.platform);
    }
  });

  it('shows a new submission on the status list at once', async () => {
    const user = await t.createUser();
    await t.request('GET', '/api/get-submission-list');
    const submitted = await submit(user.token, { pid: problemId });
    expect(submitted.body.status).toBe(200);
    const list = await t.request('GET', '/api/get-submission-list');
    expect(list.body.data.records[0].submitId).toBe(submitted.body.data.submitId);
  });

  it('shows a new submission, then its verdict, on the per-user problem status at once', async () => {
    await drain();
    const user = await t.createUser();
    const status = async () => {
      const res = await t.request('POST', '/api/get-user-problem-status', {
        token: user.token,
        body: { pidList: [pid, oiPid] },
      });
      expect(res.httpStatus).toBe(200);
      return res.body.data;
    };
    // Read (and remembered) before the submission…
    expect((await status())[pid]).toEqual({ status: JudgeStatus.NOT_SUBMITTED });
    expect((await submit(user.token, { pid: problemId })).body.status).toBe(200);
    // …yet the submission shows, still pending, and then its verdict, each without waiting.
    expect((await status())[pid]).toEqual({ status: JudgeStatus.PENDING });
    const [job] = await lease();
    if (job?.kind !== 'judge') throw new Error('expected a judge job');
    expect((await status())[pid].status).not.toBe(JudgeStatus.ACCEPTED);
    expect((await verdict(job, JudgeStatus.ACCEPTED)).body.status).toBe(200);
    expect(await status()).toEqual({
      [pid]: { status: JudgeStatus.ACCEPTED },
      [oiPid]: { status: JudgeStatus.NOT_SUBMITTED },
    });
  });

  it('answers concurrent users of one shared read each with their own status', async () => {
    await drain();
    const [pending, fresh] = [await t.createUser(), await t.createUser()];
    expect((await submit(pending.token, { pid: oiProblemId })).body.status).toBe(200);
    const asks = Array.from({ length: 8 }, (_, i) =>
      t.request('POST', '/api/get-user-problem-status', {
        token: (i % 2 === 0 ? pending : fresh).token,
        body: { pidList: i < 4 ? [oiPid] : [pid, oiPid] },
      }),
    );
    const answers = await Promise.all(asks);
    answers.forEach((res, i) => {
      const expected = i % 2 === 0 ? JudgeStatus.PENDING : JudgeStatus.NOT_SUBMITTED;
      expect(res.body.data[oiPid]).toEqual({ status: expected });
      if (i >= 4) expect(res.body.data[pid]).toEqual({ status: JudgeStatus.NOT_SUBMITTED });
      expect(Object.keys(res.body.data)).toHaveLength(i < 4 ? 1 : 2);
    });
    await drain();
  });

  it('refuses languages the problem does not offer', async () => {
    const cppOnly = await createJudgeProblem(t.platform, { cases: aPlusBCases(1), languages: ['C++'] });
    const user = await t.createUser();
    const res = await submit(user.token, { pid: cppOnly.problemId, language: 'C' });
    expect(res.body.msg).toBe('The language C is not offered for this problem');
  });

  it('refuses private problems to users', async () => {
    const hidden = await createJudgeProblem(t.platform, { cases: aPlusBCases(1), auth: 2 });
    const user = await t.createUser();
    const res = await submit(user.token, { pid: hidden.problemId });
    expect(res.httpStatus).toBe(403);
  });
});

describe('the judge job protocol', () => {
  it('refuses runners without the token', async () => {
    const res = await t.request('POST', '/api/judge-server/lease', {
      body: { name: 'x', max: 1 },
      headers: { Authorization: 'Runner wrong-token' },
    });
    expect(res.httpStatus).toBe(401);
  });

  it('leases a submission with its test data manifest, accepts one verdict and updates statistics', async () => {
    await drain();
    const user = await t.createUser();
    const res = await submit(user.token, { pid: problemId });
    expect(res.body.data).toMatchObject({ pid, status: JudgeStatus.PENDING, language: 'C', uid: user.uid });
    const submitId = res.body.data.submitId;

    const [job] = await lease();
    expect(job).toMatchObject({ kind: 'judge', submitId, attempt: 1, language: 'C', code: AB });
    if (job?.kind !== 'judge') throw new Error('expected a judge job');
    expect(job.problem.cases).toHaveLength(3);
    expect(job.problem.cases[0]!.inputHash).toBe(
      createHash('sha256').update(aPlusBCases(3)[0]!.input).digest('hex'),
    );
    expect(await lease()).toEqual([]);

    const progress = await runner('progress', {
      name: 'fake-runner',
      jobId: job.jobId,
      submitId,
      attempt: 1,
      status: 6,
    });
    expect(progress.body.data.accepted).toBe(true);

    const first = await verdict(job, JudgeStatus.ACCEPTED);
    expect(first.body.data.accepted).toBe(true);
    const duplicate = await verdict(job, JudgeStatus.WRONG_ANSWER);
    expect(duplicate.body.data.accepted).toBe(false);

    const [row] = await t.platform.db.select().from(submission).where(eq(submission.submitId, submitId));
    expect(row).toMatchObject({ status: 0, time: 12, memory: 2048, judger: 'fake-runner', score: null });
    const cases = await t.platform.db.select().from(judgeCase).where(eq(judgeCase.submitId, submitId));
    expect(cases).toHaveLength(3);
    const [progressRow] = await t.platform.db
      .select()
      .from(userProblemProgress)
      .where(and(eq(userProblemProgress.uid, user.uid), eq(userProblemProgress.pid, pid)));
    expect(progressRow).toMatchObject({ status: 0, firstAcSubmitId: submitId });
    const [record] = await t.platform.db.select().from(userRecord).where(eq(userRecord.uid, user.uid));
    expect(record).toMatchObject({ submissionCount: 1, acCount: 1 });
  });

  it('writes every case row of a verdict with more cases than one insert takes, each as the runner sent it', async () => {
    await drain();
    const many = await createJudgeProblem(t.platform, { cases: aPlusBCases(70) });
    const user = await t.createUser();
    const submitId = (await submit(user.token, { pid: many.problemId })).body.data.submitId;
    const [job] = await lease();
    if (job?.kind !== 'judge') throw new Error('expected a judge job');
    expect(job.problem.cases).toHaveLength(70);
    // Text an array literal or a row of placeholders could mangle, a NUL Postgres text cannot hold.
    const awkward = (seq: number) => `"${seq}", {a,b} \\ 'x'\n\u0000é${'z'.repeat(seq)}`;
    const cases = (verdictBody(job, JudgeStatus.WRONG_ANSWER).cases as { seq: number }[]).map((c) => ({
      ...c,
      time: c.seq,
      score: c.seq === 70 ? null : 1,
      userOutput: c.seq === 1 ? null : awkward(c.seq),
      message: `case ${c.seq}`,
    }));
    const answer = await runner('result', verdictBody(job, JudgeStatus.WRONG_ANSWER, { cases }));
    expect(answer.body).toMatchObject({ status: 200, data: { accepted: true }, msg: 'success' });
    const rows = (await t.platform.db.select().from(judgeCase).where(eq(judgeCase.submitId, submitId))).sort(
      (a, b) => a.seq - b.seq,
    );
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 70 }, (_, i) => i + 1));
    expect(rows[0]).toMatchObject({
      uid: user.uid,
      pid: many.id,
      userOutput: null,
      time: 1,
      score: 1,
      message: 'case 1',
    });
    expect(rows[32]).toMatchObject({ seq: 33, caseId: job.problem.cases[32]!.caseId, time: 33, status: -1 });
    expect(rows[41]!.userOutput).toBe(awkward(42).replace('\u0000', '\uFFFD'));
    expect(rows[69]).toMatchObject({ score: null, time: 70, message: 'case 70', mode: 'default' });
  });

  it('records a result and leases the next job in one call, once per result however often it comes', async () => {
    await drain();
    const user = await t.createUser();
    const first = (await submit(user.token, { pid: problemId })).body.data.submitId;
    const [job] = await lease('folding-runner', 1);
    if (job?.kind !== 'judge') throw new Error('expected a judge job');
    expect(job.submitId).toBe(first);
    const second = (await submit(user.token, { pid: problemId })).body.data.submitId;

    const call = () =>
      runner('result-and-lease', {
        result: { ...verdictBody(job, JudgeStatus.ACCEPTED), name: 'folding-runner' },
        lease: { name: 'folding-runner', max: 1, waitMs: 30_000, leaseSeconds: 30 },
      });
    const started = Date.now();
    const answer = await call();
    expect(answer.body.status).toBe(200);
    expect(answer.body.data.accepted).toBe(true);
    expect(answer.body.data.jobs).toMatchObject([{ kind: 'judge', submitId: second }]);

    // Delivered again (a lost answer): not recorded twice, and with nothing queued the lease part
    // answers at once rather than long-polling.
    const again = await call();
    expect(again.body.data).toEqual({ accepted: false, jobs: [] });
    expect(Date.now() - started).toBeLessThan(20_000);
    const [row] = await t.platform.db.select().from(submission).where(eq(submission.submitId, first));
    expect(row).toMatchObject({ status: JudgeStatus.ACCEPTED, judger: 'folding-runner' });
    const [leased] = await t.platform.db.select().from(judgeJob).where(eq(judgeJob.submitId, second));
    expect(leased).toMatchObject({ state: 'leased', leaseOwner: 'folding-runner' });

    const refused = await runner('result-and-lease', { result: verdictBody(job, JudgeStatus.ACCEPTED) });
    expect(refused.httpStatus).toBe(400);
  });

  it('moves a rejudged submission between counters and ignores the stale attempt', async () => {
    await drain();
    const user = await t.createUser();
    const submitId = (await submit(user.token, { pid: problemId })).body.data.submitId;
    const [before] = await t.platform.db.select().from(problemCount).where(eq(problemCount.pid, pid));
    const [job] = await lease();
    if (job?.kind !== 'judge') throw new Error('expected a judge job');
    await verdict(job, JudgeStatus.WRONG_ANSWER);
    const [afterWa] = await t.platform.db.select().from(problemCount).where(eq(problemCount.pid, pid));
    expect(afterWa!.wa).toBe(before!.wa + 1);
    expect(afterWa!.total).toBe(before!.total);

    const root = await t.rootToken();
    const notRoot = await t.request('GET', '/api/admin/judge/rejudge', {
      token: user.token,
      query: { submitId },
    });
    expect(notRoot.httpStatus).toBe(403);
    const rejudged = await t.request('GET', '/api/admin/judge/rejudge', { token: root, query: { submitId } });
    expect(rejudged.body.data).toMatchObject({ status: JudgeStatus.PENDING, score: null });
    expect(await t.platform.db.select().from(judgeCase).where(eq(judgeCase.submitId, submitId))).toHaveLength(
      0,
    );
    const [afterReset] = await t.platform.db.select().from(problemCount).where(eq(problemCount.pid, pid));
    expect(afterReset!.wa).toBe(before!.wa);

    const stale = await verdict(job, JudgeStatus.ACCEPTED);
    expect(stale.body.data.accepted).toBe(false);
    const [second] = await lease();
    if (second?.kind !== 'judge') throw new Error('expected a judge job');
    expect(second.attempt).toBe(2);
    await verdict(second, JudgeStatus.ACCEPTED);
    const [afterAc] = await t.platform.db.select().from(problemCount).where(eq(problemCount.pid, pid));
    expect(afterAc!.ac).toBe(before!.ac + 1);
    expect(afterAc!.wa).toBe(before!.wa);
  });

  it('re-leases a job whose lease expired, and accepts one result', async () => {
    await drain();
    const user = await t.createUser();
    const submitId = (await submit(user.token, { pid: problemId })).body.data.submitId;
    const [lost] = await lease('crashed-runner');
    expect(lost).toMatchObject({ submitId });
    expect(await lease('healthy-runner')).toEqual([]);
    t.clock.advance(31_000);
    const [again] = await lease('healthy-runner');
    expect(again).toMatchObject({ submitId, attempt: 1 });
    if (again?.kind !== 'judge') throw new Error('expected a judge job');
    expect((await verdict(again, JudgeStatus.ACCEPTED)).body.data.accepted).toBe(true);
    if (lost?.kind !== 'judge') throw new Error('expected a judge job');
    expect((await verdict(lost, JudgeStatus.WRONG_ANSWER)).body.data.accepted).toBe(false);
  });

  it('gives a job back on release and renews leases on heartbeat', async () => {
    await drain();
    const user = await t.createUser();
    const submitId = (await submit(user.token, { pid: problemId })).body.data.submitId;
    const [job] = await lease('r1');
    const beat = await runner('heartbeat', {
      name: 'r1',
      cores: 2,
      concurrency: 2,
      cpuUsage: 10,
      memoryUsage: 20,
      languages: [{ name: 'C', description: 'GCC 12.2.0 (C11)' }],
      missingProtections: [],
      activeJobIds: [job!.jobId, 424242],
      leaseSeconds: 30,
    });
    expect(beat.body.data.abandon).toEqual([424242]);
    const released = await runner('release', { name: 'r1', jobIds: [job!.jobId] });
    expect(released.body.data.released).toBe(1);
    const [again] = await lease('r2');
    expect(again).toMatchObject({ submitId });
    await verdict(again as Extract<RunnerJob, { kind: 'judge' }>, JudgeStatus.ACCEPTED);
  });

  it('serves test data by hash only for hashes of some problem', async () => {
    const known = createHash('sha256').update(aPlusBCases(3)[1]!.output).digest('hex');
    const res = await t.request('GET', `/api/judge-server/testcase/${known}`, { headers: runnerAuth });
    expect(res.httpStatus).toBe(200);
    expect(await res.raw.text()).toBe(aPlusBCases(3)[1]!.output);
    const unknown = await t.request('GET', `/api/judge-server/testcase/${'0'.repeat(64)}`, {
      headers: runnerAuth,
    });
    expect(unknown.httpStatus).toBe(404);
    const anonymous = await t.request('GET', `/api/judge-server/testcase/${known}`);
    expect(anonymous.httpStatus).toBe(401);
  });

  it('offers the languages live runners advertise', async () => {
    await runner('heartbeat', {
      name: 'lang-runner',
      cores: 1,
      concurrency: 1,
      cpuUsage: null,
      memoryUsage: null,
      languages: [
        { name: 'C', description: 'GCC 12.2.0 (C11)' },
        { name: 'Rust', description: 'rustc 1.95.0' },
      ],
      missingProtections: ['seccomp'],
      starting: true,
    });
    const rows = await t.platform.db.select().from(language);
    const byName = new Map(rows.map((r) => [r.name, r]));
    expect(byName.get('Rust')?.available).toBe(true);
    expect(byName.get('C')?.description).toBe('GCC 12.2.0 (C11)');
    expect(byName.get('C')?.available).toBe(true);
    expect(byName.get('C++ 20')?.available).toBe(false);
    await runner('release', { name: 'lang-runner' });
    await runner('release', { name: 'r1' });
    await runner('release', { name: 'fake-runner' });
  });
});

describe('OI scores, manual judge and cancel', () => {
  it('scores OI submissions and lets root judge by hand', async () => {
    await drain();
    const user = await t.createUser();
    const submitId = (await submit(user.token, { pid: oiProblemId })).body.data.submitId;
    const [job] = await lease();
    if (job?.kind !== 'judge') throw new Error('expected a judge job');
    await verdict(job, JudgeStatus.PARTIAL_ACCEPTED, { score: 50 });
    const [row] = await t.platform.db.select().from(submission).where(eq(submission.submitId, submitId));
    expect(row).toMatchObject({ status: 8, score: 50, oiRankScore: 6 });

    const root = await t.rootToken();
    const manual = await t.request('GET', '/api/admin/judge/manual-judge', {
      token: root,
      query: { submitId, status: 0, score: 100 },
    });
    expect(manual.body.data).toEqual({ status: 0, score: 100, oiRankScore: 12, judger: 'root' });
    const [record] = await t.platform.db.select().from(userRecord).where(eq(userRecord.uid, user.uid));
    expect(record).toMatchObject({ acCount: 1, oiScore: 12 });

    const notAChoice = await t.request('GET', '/api/admin/judge/manual-judge', {
      token: root,
      query: { submitId, status: JudgeStatus.PENDING },
    });
    expect(notAChoice.body.msg).toBe('That status cannot be chosen in a manual judge');

    const cancelled = await t.request('GET', '/api/admin/judge/cancel-judge', {
      token: root,
      query: { submitId },
    });
    expect(cancelled.body.data).toMatchObject({ status: JudgeStatus.CANCELLED, isManual: true });
    const [after] = await t.platform.db.select().from(userRecord).where(eq(userRecord.uid, user.uid));
    expect(after).toMatchObject({ acCount: 0, oiScore: 0 });
    const twice = await t.request('GET', '/api/admin/judge/cancel-judge', {
      token: root,
      query: { submitId },
    });
    expect(twice.body.msg).toBe('The submission has already been cancelled');
  });

  it('refuses a manual judge while the submission is in flight, and resubmits only failed ones', async () => {
    await drain();
    const user = await t.createUser();
    const submitId = (await submit(user.token, { pid: problemId })).body.data.submitId;
    const root = await t.rootToken();
    const res = await t.request('GET', '/api/admin/judge/manual-judge', {
      token: root,
      query: { submitId, status: 0 },
    });
    expect(res.body.msg).toBe('The submission is still being judged, so it cannot be judged manually');
    const resubmit = await t.request('GET', '/api/resubmit', { token: user.token, query: { submitId } });
    expect(resubmit.httpStatus).toBe(400);
    expect(resubmit.body.msg).toMatch(
      /^Only a submission whose status is Submitted Failed can be resubmitted/,
    );
    const cancel = await t.request('GET', '/api/admin/judge/cancel-judge', {
      token: root,
      query: { submitId },
    });
    expect(cancel.body.status).toBe(200);
    expect(await lease()).toEqual([]);
  });
});

describe('contest submissions', () => {
  it('keeps a contest record with first blood, and rejudges a contest problem', async () => {
    await drain();
    const root = await t.rootToken();
    const owner = await t.createUser();
    const now = t.clock.now();
    const [c] = await t.platform.db
      .insert(contest)
      .values({
        uid: owner.uid,
        author: owner.username,
        title: 'Judge contest',
        startTime: new Date(now.getTime() - 60_000),
        endTime: new Date(now.getTime() + 3_600_000),
        duration: 3660,
        auth: 0,
      })
      .returning();
    await t.platform.db
      .insert(contestProblem)
      .values({ cid: c!.id, pid, displayId: 'A', displayTitle: 'A+B' });
    const alice = await t.createUser();
    const bob = await t.createUser();
    const a = (await submit(alice.token, { pid: 'A', cid: c!.id })).body.data;
    expect(a.displayPid).toBe('A');
    const b = (await submit(bob.token, { pid: 'A', cid: c!.id })).body.data;
    const jobs = await lease('fake-runner', 2);
    for (const job of jobs) await verdict(job as Extract<RunnerJob, { kind: 'judge' }>, JudgeStatus.ACCEPTED);
    const records = await t.platform.db.select().from(contestRecord).where(eq(contestRecord.cid, c!.id));
    // The contest began 60 s before `now`; the clock runs on while the submission is made, so on a
    // loaded machine the submission may come a second or more later.
    const [submitted] = await t.platform.db
      .select({ at: submission.submitTime })
      .from(submission)
      .where(eq(submission.submitId, a.submitId));
    const secondsIn = Math.floor((submitted!.at.getTime() - c!.startTime.getTime()) / 1000);
    expect(secondsIn).toBeGreaterThanOrEqual(60);
    expect(records.find((r) => r.submitId === a.submitId)).toMatchObject({
      status: 0,
      firstBlood: true,
      time: secondsIn,
    });
    expect(records.find((r) => r.submitId === b.submitId)).toMatchObject({ status: 0, firstBlood: false });
    const [count] = await t.platform.db.select().from(userRecord).where(eq(userRecord.uid, alice.uid));
    expect(count!.submissionCount).toBe(0);

    const rejudge = await t.request('GET', '/api/admin/judge/rejudge-contest-problem', {
      token: root,
      query: { pid, cid: c!.id },
    });
    expect(rejudge.body.data).toEqual({ count: 2 });
    const again = await lease('fake-runner', 4);
    expect(again.map((j) => (j.kind === 'judge' ? j.attempt : 0))).toEqual([2, 2]);
    await verdict(again[0] as Extract<RunnerJob, { kind: 'judge' }>, JudgeStatus.WRONG_ANSWER);
    await verdict(again[1] as Extract<RunnerJob, { kind: 'judge' }>, JudgeStatus.ACCEPTED);
    const after = await t.platform.db.select().from(contestRecord).where(eq(contestRecord.cid, c!.id));
    expect(after.find((r) => r.submitId === a.submitId)).toMatchObject({ status: -1, firstBlood: false });
    expect(after.find((r) => r.submitId === b.submitId)).toMatchObject({ status: 0, firstBlood: true });
  });

  it('refuses submissions to a contest that has not started', async () => {
    const owner = await t.createUser();
    const now = t.clock.now();
    const [c] = await t.platform.db
      .insert(contest)
      .values({
        uid: owner.uid,
        author: owner.username,
        title: 'Future contest',
        startTime: new Date(now.getTime() + 3_600_000),
        endTime: new Date(now.getTime() + 7_200_000),
        duration: 3600,
      })
      .returning();
    await t.platform.db
      .insert(contestProblem)
      .values({ cid: c!.id, pid, displayId: 'A', displayTitle: 'A+B' });
    const user = await t.createUser();
    const res = await submit(user.token, { pid: 'A', cid: c!.id });
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe('The contest has not started yet');
    expect((await submit(owner.token, { pid: 'A', cid: c!.id })).body.status).toBe(200);
  });
});

describe('self-test', () => {
  it('needs login, limits the input, and returns the runner result to its owner', async () => {
    await drain();
    const anonymous = await t.request('POST', '/api/submit-problem-test-judge', {
      body: { pid, language: 'C', code: AB, userInput: '1 2' },
    });
    expect(anonymous.httpStatus).toBe(401);
    expect(anonymous.body.msg).toBe('Please login first');
    const user = await t.createUser();
    const long = await t.request('POST', '/api/submit-problem-test-judge', {
      token: user.token,
      body: { pid, language: 'C', code: AB, userInput: 'x'.repeat(1001) },
    });
    expect(long.body.msg).toBe('userInput must be at most 1000 characters');
    const res = await t.request('POST', '/api/submit-problem-test-judge', {
      token: user.token,
      body: {
        pid,
        language: 'C',
        code: AB,
        type: 'public',
        userInput: '1 2',
        expectedOutput: '3',
        mode: 'default',
      },
    });
    const key = res.body.data as string;
    const pending = await t.request('GET', '/api/get-test-judge-result', {
      token: user.token,
      query: { testJudgeKey: key },
    });
    expect(pending.body.data).toMatchObject({
      status: JudgeStatus.PENDING,
      userInput: '1 2',
      expectedOutput: '3',
    });
    const [job] = await lease();
    expect(job).toMatchObject({ kind: 'test', testKey: key, input: '1 2', expectedOutput: '3' });
    await runner('result', {
      kind: 'test',
      name: 'fake-runner',
      jobId: job!.jobId,
      testKey: key,
      attempt: 1,
      status: 0,
      time: 1,
      memory: 1000,
      userOutput: '3\n',
      stderr: '',
    });
    const done = await t.request('GET', '/api/get-test-judge-result', {
      token: user.token,
      query: { testJudgeKey: key },
    });
    expect(done.body.data).toMatchObject({ status: 0, userOutput: '3\n', time: 1, memory: 1000 });
    const other = await t.createUser();
    const foreign = await t.request('GET', '/api/get-test-judge-result', {
      token: other.token,
      query: { testJudgeKey: key },
    });
    expect(foreign.httpStatus).toBe(403);
  });
});

describe('an external queue (the Cloudflare variant)', () => {
  it('gets jobs in the submission transaction, and serves the job to a pull consumer by reference', async () => {
    await drain();
    const sent: { job: unknown; inTransaction: boolean }[] = [];
    const original = t.platform.judgeQueue;
    t.platform.judgeQueue = {
      async enqueue(db, job) {
        sent.push({ job, inTransaction: db !== t.platform.db });
      },
    };
    try {
      const user = await t.createUser();
      const submitId = (await submit(user.token, { pid: problemId })).body.data.submitId;
      expect(sent).toEqual([
        { job: { kind: 'judge', submitId, attempt: 1, enqueuedAt: expect.any(Number) }, inTransaction: true },
      ]);
      expect(await t.platform.db.select().from(judgeJob).where(eq(judgeJob.submitId, submitId))).toEqual([]);

      const job = await runner('job', { kind: 'judge', submitId, attempt: 1 });
      expect(job.body.data.job).toMatchObject({ kind: 'judge', jobId: null, submitId, attempt: 1 });
      const stale = await runner('job', { kind: 'judge', submitId, attempt: 2 });
      expect(stale.body.data.job).toBeNull();
      const result = await verdict(job.body.data.job, JudgeStatus.ACCEPTED);
      expect(result.body.data.accepted).toBe(true);
      const after = await runner('job', { kind: 'judge', submitId, attempt: 1 });
      expect(after.body.data.job).toBeNull();
    } finally {
      t.platform.judgeQueue = original;
    }
  });
});

describe('checker compiles', () => {
  it('queues a compile job and returns the runner answer', async () => {
    await drain();
    const compiling = compileChecker(t.platform, {
      code: 'int main(){}',
      language: 'C++',
      extraFiles: { 'testlib.h': '' },
    });
    let job: RunnerJob | undefined;
    for (let i = 0; i < 50 && !job; i++) [job] = await lease();
    expect(job).toMatchObject({
      kind: 'compile',
      language: 'C++',
      code: 'int main(){}',
      extraFiles: { 'testlib.h': '' },
    });
    if (job?.kind !== 'compile') throw new Error('expected a compile job');
    await runner('result', {
      kind: 'compile',
      name: 'fake-runner',
      jobId: job.jobId,
      compileKey: job.compileKey,
      attempt: 1,
      ok: false,
      message: "checker.cpp:1: error: expected ';'",
    });
    expect(await compiling).toEqual({ ok: false, message: "checker.cpp:1: error: expected ';'" });
    expect(await compileChecker(t.platform, { code: '  ', language: 'C++' })).toMatchObject({ ok: false });
  });
});

describe('group problems', () => {
  it('take submissions from group members only, under the group judge switch', async () => {
    const owner = await t.createUser();
    const group = await insertGroup(t, owner, 'judge');
    const member = await t.createUser();
    await t.platform.db.insert(groupMember).values([
      { gid: group.id, uid: owner.uid, auth: 5 },
      { gid: group.id, uid: member.uid, auth: 3 },
    ]);
    const groupProblem = await createJudgeProblem(t.platform, {
      cases: aPlusBCases(1),
      gid: group.id,
      auth: 1,
    });
    const outsider = await t.createUser();
    const refused = await submit(outsider.token, { pid: groupProblem.problemId, gid: group.id });
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.msg).toBe('Sorry, only members of this group can submit to its problems');
    const accepted = await submit(member.token, { pid: groupProblem.problemId, gid: group.id });
    expect(accepted.body.data).toMatchObject({ gid: group.id, status: JudgeStatus.PENDING });

    await writeConfig(t.platform.db, 'switch', { openGroupJudge: false });
    const closed = await submit(member.token, { pid: groupProblem.problemId });
    await writeConfig(t.platform.db, 'switch', { openGroupJudge: true });
    expect(closed.body.msg).toBe('The judging of group problems is closed on this site');
  });
});

describe('runners with different toolchains', () => {
  it('lease only jobs in languages they can run', async () => {
    await drain();
    const user = await t.createUser();
    await runner('heartbeat', {
      name: 'rusty',
      cores: 1,
      concurrency: 1,
      cpuUsage: null,
      memoryUsage: null,
      languages: [
        { name: 'C', description: 'GCC' },
        { name: 'Rust', description: 'rustc' },
      ],
      missingProtections: [],
    });
    const res = await submit(user.token, { pid: problemId, language: 'Rust', code: 'fn main() {}' });
    expect(res.body.status).toBe(200);
    const cOnly = await runner('lease', { name: 'c-only', max: 4, languages: ['C', 'C++'] });
    expect(cOnly.body.data.jobs).toEqual([]);
    const withRust = await runner('lease', { name: 'rusty', max: 4, languages: ['C', 'Rust'] });
    expect(withRust.body.data.jobs).toMatchObject([
      { kind: 'judge', submitId: res.body.data.submitId, language: 'Rust' },
    ]);
  });
});
