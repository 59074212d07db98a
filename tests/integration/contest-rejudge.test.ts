import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contest,
  contestProblem,
  contestRecord,
  judgeCase,
  judgeJob,
  submission,
} from '../../worker/src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let owner: User;
let alice: User;
let bob: User;
let rootToken: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
  alice = await t.createUser();
  bob = await t.createUser();
  rootToken = await t.rootToken();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;

/**
 * A running contest with problems A and B and judged submissions, each with its contest record,
 * case results and finished job; one of A's is still queued.
 */
async function judgedContest() {
  const start = new Date(t.clock.now().getTime() - 60 * MINUTE);
  const [c] = await t.platform.db
    .insert(contest)
    .values({
      uid: owner.uid,
      author: owner.username,
      title: 'Rejudge me',
      startTime: start,
      endTime: new Date(start.getTime() + 120 * MINUTE),
      duration: 7200,
    })
    .returning();
  const [pa, pb] = await t.platform.db
    .insert(contestProblem)
    .values([
      { cid: c!.id, pid: 8001, displayId: 'A', displayTitle: 'Alpha' },
      { cid: c!.id, pid: 8002, displayId: 'B', displayTitle: 'Beta' },
    ])
    .returning();
  const made: { submitId: number; pid: number }[] = [];
  const plan: [User, typeof pa, number, number][] = [
    [alice, pa, 10, JudgeStatus.ACCEPTED],
    [bob, pa, 20, JudgeStatus.WRONG_ANSWER],
    [bob, pa, 30, JudgeStatus.PENDING],
    [alice, pb, 40, JudgeStatus.ACCEPTED],
  ];
  for (const [who, problem, minutes, status] of plan) {
    const submitTime = new Date(start.getTime() + minutes * MINUTE);
    const [row] = await t.platform.db
      .insert(submission)
      .values({
        pid: problem!.pid,
        displayPid: problem!.displayId,
        uid: who.uid,
        username: who.username,
        submitTime,
        status,
        time: status === JudgeStatus.PENDING ? null : 15,
        memory: status === JudgeStatus.PENDING ? null : 1024,
        judger: status === JudgeStatus.PENDING ? null : 'runner-1',
        length: 4,
        code: 'code',
        language: 'C++',
        cid: c!.id,
        cpid: problem!.id,
      })
      .returning();
    const judged = status !== JudgeStatus.PENDING;
    await t.platform.db.insert(contestRecord).values({
      cid: c!.id,
      uid: who.uid,
      pid: problem!.pid,
      cpid: problem!.id,
      username: who.username,
      displayId: problem!.displayId,
      submitId: row!.submitId,
      status: judged ? status : null,
      submitTime,
      time: minutes * 60,
      firstBlood: status === JudgeStatus.ACCEPTED,
      useTime: judged ? 15 : null,
    });
    if (judged) {
      await t.platform.db
        .insert(judgeCase)
        .values({ submitId: row!.submitId, uid: who.uid, pid: problem!.pid, seq: 1, status });
    }
    await t.platform.db.insert(judgeJob).values({
      kind: 'judge',
      submitId: row!.submitId,
      attempt: 1,
      payload: { kind: 'judge', submitId: row!.submitId, attempt: 1 },
      state: judged ? 'done' : 'queued',
    });
    made.push({ submitId: row!.submitId, pid: problem!.pid });
  }
  return { c: c!, pa: pa!, pb: pb!, made };
}

const rejudge = (query: Record<string, unknown>, token: string | null = rootToken) =>
  t.request('GET', '/api/admin/judge/rejudge-contest-problem', {
    token,
    query: query as Record<string, string>,
  });

describe('GET /api/admin/judge/rejudge-contest-problem', () => {
  it('puts every submission of the problem back in the queue and resets its contest records', async () => {
    const { c, pa, made } = await judgedContest();
    const aIds = made.filter((m) => m.pid === pa.pid).map((m) => m.submitId);
    const bIds = made.filter((m) => m.pid !== pa.pid).map((m) => m.submitId);
    const res = await rejudge({ cid: c.id, pid: pa.pid });
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toMatch(/^Rejudge successfully/);
    expect(res.body.data).toEqual({ count: 3 });

    const subs = await t.platform.db.select().from(submission).where(inArray(submission.submitId, aIds));
    for (const s of subs) {
      expect(s).toMatchObject({
        status: JudgeStatus.PENDING,
        judgeAttempt: 2,
        time: null,
        memory: null,
        score: null,
        judger: null,
        isManual: false,
      });
    }
    expect(await t.platform.db.select().from(judgeCase).where(inArray(judgeCase.submitId, aIds))).toEqual([]);
    const jobs = await t.platform.db.select().from(judgeJob).where(inArray(judgeJob.submitId, aIds));
    // One live job per submission, for the new attempt; the still-queued old one is retired.
    const live = jobs.filter((j) => j.state === 'queued');
    expect(live.map((j) => [j.submitId, j.attempt]).sort()).toEqual(aIds.map((id) => [id, 2]).sort());
    expect(jobs.filter((j) => j.attempt === 1).every((j) => j.state === 'done')).toBe(true);

    const records = await t.platform.db.select().from(contestRecord).where(eq(contestRecord.cid, c.id));
    for (const r of records.filter((r) => aIds.includes(r.submitId))) {
      expect(r).toMatchObject({ status: null, score: null, useTime: null, firstBlood: false });
    }
    // Problem B is untouched.
    const [bRecord] = records.filter((r) => bIds.includes(r.submitId));
    expect(bRecord).toMatchObject({ status: JudgeStatus.ACCEPTED, firstBlood: true });
    const [bSub] = await t.platform.db.select().from(submission).where(inArray(submission.submitId, bIds));
    expect(bSub).toMatchObject({ status: JudgeStatus.ACCEPTED, judgeAttempt: 1 });
    expect(
      await t.platform.db
        .select()
        .from(judgeJob)
        .where(and(inArray(judgeJob.submitId, bIds), eq(judgeJob.state, 'queued'))),
    ).toEqual([]);
  });

  it('serialises two rejudges at once: each submission keeps one live job, for its latest attempt', async () => {
    const { c, pa, made } = await judgedContest();
    const aIds = made.filter((m) => m.pid === pa.pid).map((m) => m.submitId);
    const [first, second] = await Promise.all([
      rejudge({ cid: c.id, pid: pa.pid }),
      rejudge({ cid: c.id, pid: pa.pid }),
    ]);
    expect([first.httpStatus, second.httpStatus]).toEqual([200, 200]);
    const subs = await t.platform.db.select().from(submission).where(inArray(submission.submitId, aIds));
    expect(subs.map((s) => s.judgeAttempt)).toEqual([3, 3, 3]);
    const live = await t.platform.db
      .select()
      .from(judgeJob)
      .where(and(inArray(judgeJob.submitId, aIds), eq(judgeJob.state, 'queued')));
    expect(live.map((j) => j.attempt)).toEqual([3, 3, 3]);
  });

  it('refuses a problem without submissions in the contest, changing nothing', async () => {
    const { c, pa } = await judgedContest();
    const before = await t.platform.db.select().from(submission).where(eq(submission.cid, c.id));
    for (const query of [
      { cid: c.id, pid: 2147483647 },
      { cid: 2147483647, pid: pa.pid },
    ]) {
      const res = await rejudge(query);
      expect(res.httpStatus).toBe(400);
      expect(res.body).toMatchObject({ status: 400, data: null });
      expect(res.body.msg).toMatch(/no submissions/);
    }
    const after = await t.platform.db.select().from(submission).where(eq(submission.cid, c.id));
    expect(after).toEqual(before);
  });

  it('is for the super admin only, and refuses bad ids', async () => {
    const { c, pa } = await judgedContest();
    const siteAdmin = await t.createUser({ roles: [Role.ADMIN] });
    const expectRefused = async (res: Awaited<ReturnType<typeof rejudge>>, status: number) => {
      expect(res.httpStatus).toBe(status);
      expect(res.body).toMatchObject({ status, data: null });
    };
    await expectRefused(await rejudge({ cid: c.id, pid: pa.pid }, null), 401);
    await expectRefused(await rejudge({ cid: c.id, pid: pa.pid }, owner.token), 403);
    await expectRefused(await rejudge({ cid: c.id, pid: pa.pid }, siteAdmin.token), 403);
    for (const bad of [0, -1, 2147483648, 'x', '']) {
      await expectRefused(await rejudge({ cid: bad, pid: pa.pid }), 400);
      await expectRefused(await rejudge({ cid: c.id, pid: bad }), 400);
    }
    await expectRefused(await rejudge({ cid: c.id }), 400);
    const untouched = await t.platform.db
      .select()
      .from(submission)
      .where(and(eq(submission.cid, c.id), eq(submission.pid, pa.pid)));
    expect(untouched.every((s) => s.judgeAttempt === 1)).toBe(true);
  });
});
