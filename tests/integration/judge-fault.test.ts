import { JudgeStatus } from '@contract/judge-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeCase, judgeJob, submission } from '../../worker/src/db/schema';
import { aPlusBCases, createJudgeProblem } from '../support/judge-fixtures';
import { HARNESS_RUNNER_TOKEN, type Harness, startJudgeHarness } from '../support/judge-harness';
import { C_AB } from '../support/judge-programs';

const isRoot = process.getuid?.() === 0;
const LEASE_SECONDS = 3;

/** A+B that burns ~0.3 s of CPU per case first, so a runner can be killed mid-job. */
const SLOW_AB = `#include <stdio.h>
int main(void) {
  volatile unsigned long x = 0; for (unsigned long i = 0; i < 300000000UL; i++) x += i;
  long long a, b; scanf("%lld %lld", &a, &b); printf("%lld\\n", a + b); return 0;
}
`;

let h: Harness;
let token: string;
let slowProblemId: string;

beforeAll(async () => {
  h = await startJudgeHarness({ runners: 0 });
  token = (await h.createUser()).token;
  slowProblemId = (await createJudgeProblem(h.server.platform, { timeLimit: 5000, cases: aPlusBCases(10) }))
    .problemId;
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

async function statusOf(submitId: number) {
  const [row] = await h.server.platform.db.select().from(submission).where(eq(submission.submitId, submitId));
  return row!;
}

describe.skipIf(!isRoot)('judging survives failures', () => {
  it('judges jobs queued before a restart, and re-leases a job whose runner vanished after its lease expires', async () => {
    const pid = '1000';
    const ghost = await h.submit(token, { pid, language: 'C', code: `${C_AB}// ghost\n` });
    // A runner that leases the ghost's job and is never heard of again.
    await h.request('POST', '/api/judge-server/lease', {
      headers: { Authorization: `Runner ${HARNESS_RUNNER_TOKEN}` },
      body: { name: 'vanished-runner', max: 1, waitMs: 0, leaseSeconds: LEASE_SECONDS },
    });
    const queued = [
      await h.submit(token, { pid, language: 'C', code: C_AB }),
      await h.submit(token, { pid, language: 'C++', code: C_AB.replace('stdio.h', 'cstdio') }),
    ];
    const [ghostJob] = await h.server.platform.db.select().from(judgeJob).where(eq(judgeJob.submitId, ghost));
    expect(ghostJob).toMatchObject({ state: 'leased', leaseOwner: 'vanished-runner' });
    const leasedAt = Date.now();

    await h.restart({ runners: 2, leaseSeconds: LEASE_SECONDS });
    const verdicts = await h.waitForVerdicts([...queued, ghost], 90_000);
    for (const row of verdicts.values()) expect(row.status).toBe(JudgeStatus.ACCEPTED);
    expect(Date.now() - leasedAt).toBeGreaterThanOrEqual(LEASE_SECONDS * 1000);
    const [after] = await h.server.platform.db.select().from(judgeJob).where(eq(judgeJob.submitId, ghost));
    expect(after).toMatchObject({ state: 'done', deliveries: 2 });
  }, 150_000);

  it('finishes a job whose runner was killed mid-job with exactly one verdict', async () => {
    if (!h.server.runners) await h.restart({ runners: 2, leaseSeconds: LEASE_SECONDS });
    const submitId = await h.submit(token, { pid: slowProblemId, language: 'C', code: SLOW_AB });
    let row = await statusOf(submitId);
    for (let i = 0; i < 600 && row.status !== JudgeStatus.JUDGING; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      row = await statusOf(submitId);
    }
    expect(row.status).toBe(JudgeStatus.JUDGING);
    const runners = h.server.runners!;
    const index = runners.names.indexOf(row.judger!);
    expect(index).toBeGreaterThanOrEqual(0);
    const victim = runners.processes[index]!;
    victim.kill('SIGKILL');

    const verdict = (await h.waitForVerdicts([submitId], 90_000)).get(submitId)!;
    expect({ status: verdict.status, error: verdict.errorMessage }).toEqual({
      status: JudgeStatus.ACCEPTED,
      error: null,
    });
    const cases = await h.server.platform.db.select().from(judgeCase).where(eq(judgeCase.submitId, submitId));
    expect(cases).toHaveLength(10);
    const [job] = await h.server.platform.db.select().from(judgeJob).where(eq(judgeJob.submitId, submitId));
    expect(job!.deliveries).toBeGreaterThanOrEqual(2);
    // The killed runner is restarted by the server and judges again.
    for (let i = 0; i < 200 && !runners.processes[index]; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runners.processes[index]?.pid).not.toBe(victim.pid);
  }, 150_000);
});
