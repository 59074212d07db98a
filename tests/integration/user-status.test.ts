import { JudgeStatus } from '@contract/judge-status';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeJob, userProblemProgress } from '../../worker/src/db/schema';
import { publicProblemStatus } from '../../worker/src/domains/problem/index';
import { shareCacheScope } from '../../worker/src/platform/cache-scope';
import { fakeRunner, type JudgeJob } from '../support/fake-runner';
import { aPlusBCases, createJudgeProblem, disableSubmitInterval } from '../support/judge-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { addTrainingProblem, insertTraining } from '../support/training-fixtures';

/**
 * A user's problem statuses are remembered per user in the Node process (issue 18). These drive
 * the writers through HTTP and check that every status and the training list's progress show
 * the change on the very next request: the writers forget the user after their commit.
 */
let t: TestApp;
let root: string;
const AB = '#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';

beforeAll(async () => {
  t = await createTestApp();
  await disableSubmitInterval(t.platform);
  root = await t.rootToken();
});
afterAll(async () => {
  await t?.close();
});

const runner = () => fakeRunner(t);

async function leaseOne(): Promise<JudgeJob> {
  const [job] = await runner().lease('fake-runner');
  if (!job) throw new Error('expected a judge job');
  return job;
}

const verdict = (job: JudgeJob, status: number) => runner().verdict('fake-runner', job, status);

async function setUp() {
  await t.platform.db.update(judgeJob).set({ state: 'done' });
  const user = await t.createUser();
  const { id: pid, problemId } = await createJudgeProblem(t.platform, { cases: aPlusBCases(1) });
  const status = async (pids = [pid]) => {
    const res = await t.request('POST', '/api/get-user-problem-status', {
      token: user.token,
      body: { pidList: pids, isContestProblemList: false },
    });
    expect(res.httpStatus).toBe(200);
    return res.body.data;
  };
  const submit = async () => {
    const res = await t.request('POST', '/api/submit-problem-judge', {
      token: user.token,
      body: { pid: problemId, language: 'C', code: AB },
    });
    expect(res.body.status).toBe(200);
    return res.body.data.submitId as number;
  };
  return { user, pid, status, submit };
}

describe('a user’s remembered statuses', () => {
  it('flip to Accepted on the first request after the verdict, in the status and the training list', async () => {
    const { user, pid, status, submit } = await setUp();
    const training = await insertTraining(
      t,
      { uid: 'x', username: 'root' },
      { title: 'Status flip', rank: -1 },
    );
    await addTrainingProblem(t, training.id, pid);
    const progress = async () => {
      const res = await t.request('GET', '/api/get-training-list', {
        token: user.token,
        query: { currentPage: 1, limit: 50 },
      });
      return res.body.data.records.find((r: { id: number }) => r.id === training.id).acCount;
    };
    // Remembered before anything happens…
    expect(await status()).toEqual({ [pid]: { status: JudgeStatus.NOT_SUBMITTED } });
    expect(await progress()).toBe(0);
    await submit();
    expect((await status())[pid].status).toBe(JudgeStatus.PENDING);
    const job = await leaseOne();
    // …never Accepted before the verdict's commit…
    expect((await status())[pid].status).not.toBe(JudgeStatus.ACCEPTED);
    expect(await progress()).toBe(0);
    expect((await verdict(job, JudgeStatus.ACCEPTED)).body.status).toBe(200);
    // …and Accepted on the very next request after it.
    expect((await status())[pid]).toEqual({ status: JudgeStatus.ACCEPTED });
    expect(await progress()).toBe(1);
  });

  it('show a wrong verdict, a rejudge and a manual judge at once', async () => {
    const { pid, status, submit } = await setUp();
    const submitId = await submit();
    await verdict(await leaseOne(), JudgeStatus.WRONG_ANSWER);
    expect((await status())[pid].status).toBe(JudgeStatus.WRONG_ANSWER);

    const rejudged = await t.request('GET', '/api/admin/judge/rejudge', { token: root, query: { submitId } });
    expect(rejudged.body.status).toBe(200);
    expect((await status())[pid].status).toBe(JudgeStatus.PENDING);
    await verdict(await leaseOne(), JudgeStatus.ACCEPTED);
    expect((await status())[pid].status).toBe(JudgeStatus.ACCEPTED);

    const manual = await t.request('GET', '/api/admin/judge/manual-judge', {
      token: root,
      query: { submitId, status: JudgeStatus.WRONG_ANSWER },
    });
    expect(manual.body.status).toBe(200);
    expect((await status())[pid].status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('answer each of several users asking at once with their own statuses', async () => {
    const a = await setUp();
    const b = await setUp();
    await a.submit();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? a : b).status([a.pid, b.pid])),
    );
    answers.forEach((answer, i) => {
      expect(answer[a.pid].status).toBe(i % 2 === 0 ? JudgeStatus.PENDING : JudgeStatus.NOT_SUBMITTED);
      expect(answer[b.pid].status).toBe(JudgeStatus.NOT_SUBMITTED);
    });
  });

  it('inside a transaction see its own rows, which the process’s memory never keeps', async () => {
    const { user, pid, status } = await setUp();
    expect((await status())[pid].status).toBe(JudgeStatus.NOT_SUBMITTED);
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      t.platform.db.transaction(async (tx) => {
        await tx.insert(userProblemProgress).values({ uid: user.uid, pid, status: JudgeStatus.ACCEPTED });
        expect((await publicProblemStatus(tx, user.uid, [pid])).get(pid)!.status).toBe(JudgeStatus.ACCEPTED);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await status())[pid].status).toBe(JudgeStatus.NOT_SUBMITTED);
  });

  // Last: it turns the app's Db into a Workers-style one for the rest of the file.
  it('are read directly where the Db is a Workers request’s (no memory across requests)', async () => {
    const { user, pid, status } = await setUp();
    expect((await status())[pid].status).toBe(JudgeStatus.NOT_SUBMITTED);
    shareCacheScope(t.platform.db, {});
    // A write no hook of this process forgets (another isolate's verdict) shows at once.
    await t.platform.db
      .insert(userProblemProgress)
      .values({ uid: user.uid, pid, status: JudgeStatus.ACCEPTED });
    expect((await status())[pid].status).toBe(JudgeStatus.ACCEPTED);
    await t.platform.db
      .delete(userProblemProgress)
      .where(and(eq(userProblemProgress.uid, user.uid), eq(userProblemProgress.pid, pid)));
    expect((await status())[pid].status).toBe(JudgeStatus.NOT_SUBMITTED);
  });
});
