import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contestProblem,
  contestRecord,
  contestRegister,
  groupMember,
  submission,
  training,
  trainingProblem,
} from '../../worker/src/db/schema';
import { type ContestValues, HOUR, insertContest, insertGroup } from '../support/contest-fixtures';
import { aPlusBCases, createJudgeProblem, disableSubmitInterval } from '../support/judge-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const AB = '#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';

let t: TestApp;
let first: { id: number; problemId: string };
/** A problem whose public id is the row id of `first`: a display id must never resolve by row id. */
let shadow: { id: number; problemId: string };

beforeAll(async () => {
  t = await createTestApp();
  await disableSubmitInterval(t.platform);
  first = await createJudgeProblem(t.platform, { cases: aPlusBCases(1) });
  shadow = await createJudgeProblem(t.platform, { problemId: String(first.id), cases: aPlusBCases(1) });
});
afterAll(async () => {
  await t?.close();
});

function submit(token: string, body: Record<string, unknown>) {
  return t.request('POST', '/api/submit-problem-judge', {
    token,
    body: { language: 'C', code: AB, ...body },
  });
}

/** A contest running for the next hour (unless the values say otherwise) with `first` as "A". */
async function makeContest(owner: { uid: string; username: string }, values: ContestValues = {}) {
  const row = await insertContest(t, owner, { title: 'Submit contest', ...values });
  await t.platform.db
    .insert(contestProblem)
    .values({ cid: row.id, pid: first.id, displayId: 'A', displayTitle: 'A+B' });
  return row;
}

async function submissionCount() {
  const [row] = await t.platform.db.select({ n: count() }).from(submission);
  return Number(row!.n);
}

describe('submitting by display id', () => {
  it('takes the public problem id outside contests, never the row id', async () => {
    const user = await t.createUser();
    const byDisplay = await submit(user.token, { pid: first.problemId });
    expect(byDisplay.body.data).toMatchObject({ pid: first.id, displayPid: first.problemId });
    // "<first.id>" is shadow's public id: the submission goes to shadow, not to the row `first`.
    const colliding = await submit(user.token, { pid: String(first.id) });
    expect(colliding.body.data).toMatchObject({ pid: shadow.id, displayPid: shadow.problemId });
    // A JSON number is read as its digits, as HOJ's server reads it.
    const asNumber = await submit(user.token, { pid: first.id });
    expect(asNumber.body.data.pid).toBe(shadow.id);
    // Public ids match regardless of case, as the problem page finds them.
    const lower = await submit(user.token, { pid: first.problemId.toLowerCase() });
    expect(lower.body.data.pid).toBe(first.id);
  });

  it('answers 404 for an unknown display id and writes nothing', async () => {
    const user = await t.createUser();
    const before = await submissionCount();
    const missing = await submit(user.token, { pid: 'NO-SUCH-PROBLEM' });
    expect(missing.httpStatus).toBe(404);
    expect(missing.body).toMatchObject({ status: 404, msg: 'The problem does not exist' });
    // shadow's row id is nobody's public id.
    const rowId = await submit(user.token, { pid: String(shadow.id) });
    expect(rowId.httpStatus).toBe(404);
    expect(await submissionCount()).toBe(before);
  });

  it('takes the contest display id with a cid and records the contest submission', async () => {
    const owner = await t.createUser();
    const user = await t.createUser();
    const c = await makeContest(owner);
    const res = await submit(user.token, { pid: 'A', cid: c.id });
    expect(res.body.data).toMatchObject({
      pid: first.id,
      displayPid: 'A',
      cid: c.id,
      status: JudgeStatus.PENDING,
    });
    const [record] = await t.platform.db
      .select()
      .from(contestRecord)
      .where(eq(contestRecord.submitId, res.body.data.submitId));
    expect(record).toMatchObject({ cid: c.id, pid: first.id, displayId: 'A', uid: user.uid });

    // The public id of a contest problem is not its contest display id.
    const byPublicId = await submit(user.token, { pid: first.problemId, cid: c.id });
    expect(byPublicId.httpStatus).toBe(404);
    expect(byPublicId.body.msg).toBe('The problem does not exist');
  });

  it('resolves a numeric contest display id inside the contest, not as a row id', async () => {
    const owner = await t.createUser();
    const user = await t.createUser();
    const c = await makeContest(owner);
    // In this contest "<first.id>" is the display id of shadow, and shadow's row id names nothing.
    await t.platform.db
      .insert(contestProblem)
      .values({ cid: c.id, pid: shadow.id, displayId: String(first.id), displayTitle: 'Shadow' });
    const res = await submit(user.token, { pid: String(first.id), cid: c.id });
    expect(res.body.data).toMatchObject({ pid: shadow.id, displayPid: String(first.id) });
    const rowOfShadow = await submit(user.token, { pid: String(shadow.id), cid: c.id });
    expect(rowOfShadow.httpStatus).toBe(404);
  });
});

describe('submitting inside a training', () => {
  it('takes the training display id, or the problem id where the training sets none', async () => {
    const user = await t.createUser();
    const hidden = await createJudgeProblem(t.platform, { cases: aPlusBCases(1), auth: 2 });
    const [tr] = await t.platform.db
      .insert(training)
      .values({ title: 'Training', author: 'root' })
      .returning();
    await t.platform.db.insert(trainingProblem).values([
      { tid: tr!.id, pid: hidden.id, displayId: 'T1' },
      { tid: tr!.id, pid: first.id, displayId: null },
    ]);
    const byDisplay = await submit(user.token, { pid: 'T1', tid: tr!.id });
    expect(byDisplay.body.data).toMatchObject({ pid: hidden.id, tid: tr!.id });
    const byProblemId = await submit(user.token, { pid: first.problemId, tid: tr!.id });
    expect(byProblemId.body.data).toMatchObject({ pid: first.id, tid: tr!.id });
    // The hidden problem's public id is not a display id of this training.
    expect((await submit(user.token, { pid: hidden.problemId, tid: tr!.id })).httpStatus).toBe(404);
    expect((await submit(user.token, { pid: shadow.problemId, tid: tr!.id })).httpStatus).toBe(404);
  });
});

describe('contest submission rules', () => {
  it('refuses a scheduled contest to everyone but its admins', async () => {
    const owner = await t.createUser();
    const user = await t.createUser();
    const siteAdmin = await t.createUser({ roles: [Role.ADMIN] });
    const now = t.clock.now().getTime();
    const c = await makeContest(owner, {
      startTime: new Date(now + HOUR),
      endTime: new Date(now + 2 * HOUR),
    });
    const before = await submissionCount();
    const refused = await submit(user.token, { pid: 'A', cid: c.id });
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.msg).toBe('The contest has not started yet');
    // Site admins are not contest admins.
    expect((await submit(siteAdmin.token, { pid: 'A', cid: c.id })).httpStatus).toBe(403);
    expect(await submissionCount()).toBe(before);
    expect((await submit(owner.token, { pid: 'A', cid: c.id })).body.status).toBe(200);
    expect((await submit(await t.rootToken(), { pid: 'A', cid: c.id })).body.status).toBe(200);
  });

  it('closes an ended contest unless it allows submissions after the end', async () => {
    const owner = await t.createUser();
    const user = await t.createUser();
    const now = t.clock.now().getTime();
    const ended = { startTime: new Date(now - 2 * HOUR), endTime: new Date(now - HOUR) };
    const closed = await makeContest(owner, ended);
    const refused = await submit(user.token, { pid: 'A', cid: closed.id });
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.msg).toBe('The contest has ended');
    expect((await submit(owner.token, { pid: 'A', cid: closed.id })).httpStatus).toBe(403);
    const open = await makeContest(owner, { ...ended, allowEndSubmit: true });
    expect((await submit(user.token, { pid: 'A', cid: open.id })).body.status).toBe(200);
  });

  it('lets any signed-in user submit to a public contest without registering', async () => {
    const owner = await t.createUser();
    const user = await t.createUser();
    const c = await makeContest(owner);
    expect((await submit(user.token, { pid: 'A', cid: c.id })).body.status).toBe(200);
    const anonymous = await t.request('POST', '/api/submit-problem-judge', {
      body: { pid: 'A', cid: c.id, language: 'C', code: AB },
    });
    expect(anonymous.httpStatus).toBe(401);
  });

  for (const [name, auth] of [
    ['protected', 2],
    ['private', 1],
  ] as const) {
    it(`needs a registration to submit to a ${name} contest`, async () => {
      const owner = await t.createUser();
      const user = await t.createUser();
      const c = await makeContest(owner, { auth, pwd: 'secret' });
      const refused = await submit(user.token, { pid: 'A', cid: c.id });
      expect(refused.httpStatus).toBe(403);
      expect(refused.body.msg).toBe('Sorry, please register for the contest before submitting');
      const registered = await t.request('POST', '/api/register-contest', {
        token: user.token,
        body: { cid: c.id, password: 'secret' },
      });
      expect(registered.body.status).toBe(200);
      expect((await submit(user.token, { pid: 'A', cid: c.id })).body.status).toBe(200);
    });
  }

  it('applies the account limit to registered users', async () => {
    const owner = await t.createUser();
    const prefix = `team${Math.floor(Math.random() * 1e6)}n`;
    const inside = await t.createUser({ username: `${prefix}7` });
    const outside = await t.createUser();
    const c = await makeContest(owner, {
      auth: 2,
      pwd: 'secret',
      openAccountLimit: true,
      accountLimitRule: `<prefix>${prefix}</prefix><suffix></suffix><start>1</start><end>9</end><extra></extra>`,
    });
    // Registered before the rule was set: the rule still decides who submits.
    await t.platform.db.insert(contestRegister).values([
      { cid: c.id, uid: inside.uid },
      { cid: c.id, uid: outside.uid },
    ]);
    expect((await submit(inside.token, { pid: 'A', cid: c.id })).body.status).toBe(200);
    const refused = await submit(outside.token, { pid: 'A', cid: c.id });
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.msg).toBe('Sorry, this contest only admits accounts matching its account rule');
  });

  it('admits group members to a group contest and treats group roots as its admins', async () => {
    const owner = await t.createUser();
    const groupRoot = await t.createUser();
    const groupAdmin = await t.createUser();
    const member = await t.createUser();
    const outsider = await t.createUser();
    const group = await insertGroup(t, owner, 'contest');
    await t.platform.db.insert(groupMember).values([
      { gid: group.id, uid: groupRoot.uid, auth: 5 },
      { gid: group.id, uid: groupAdmin.uid, auth: 4 },
      { gid: group.id, uid: member.uid, auth: 3 },
    ]);
    const running = await makeContest(owner, { isGroup: true, gid: group.id });
    const outsiderRes = await submit(outsider.token, { pid: 'A', cid: running.id });
    expect(outsiderRes.httpStatus).toBe(403);
    const res = await submit(member.token, { pid: 'A', cid: running.id });
    expect(res.body.data).toMatchObject({ gid: group.id, cid: running.id });

    const now = t.clock.now().getTime();
    const scheduled = await makeContest(owner, {
      isGroup: true,
      gid: group.id,
      startTime: new Date(now + HOUR),
      endTime: new Date(now + 2 * HOUR),
    });
    expect((await submit(groupRoot.token, { pid: 'A', cid: scheduled.id })).body.status).toBe(200);
    expect((await submit(groupAdmin.token, { pid: 'A', cid: scheduled.id })).httpStatus).toBe(403);
  });

  it('hides invisible contests from everyone but their admins', async () => {
    const owner = await t.createUser();
    const user = await t.createUser();
    const c = await makeContest(owner, { visible: false });
    expect((await submit(user.token, { pid: 'A', cid: c.id })).httpStatus).toBe(404);
    expect((await submit(owner.token, { pid: 'A', cid: c.id })).body.status).toBe(200);
  });
});

describe('bad submit input', () => {
  it('answers 4xx and writes nothing', async () => {
    const owner = await t.createUser();
    const user = await t.createUser();
    const c = await makeContest(owner);
    const before = await submissionCount();
    for (const cid of [-1, 2147483648, 'abc', 1.5]) {
      const res = await submit(user.token, { pid: 'A', cid });
      expect(res.httpStatus).toBe(400);
      expect(res.body.status).toBe(400);
    }
    expect((await submit(user.token, { pid: 'A', cid: 2147483647 })).httpStatus).toBe(404);
    for (const pid of ['', '   ', null, 'A\u0000', 'x'.repeat(256), { id: 1 }, ['A']]) {
      const res = await submit(user.token, { pid, cid: c.id });
      expect(res.httpStatus).toBe(400);
    }
    const noPid = await t.request('POST', '/api/submit-problem-judge', {
      token: user.token,
      body: { language: 'C', code: AB, cid: c.id },
    });
    expect(noPid.body).toMatchObject({ status: 400, msg: 'pid is required' });
    expect((await submit(user.token, { pid: 'Z', cid: c.id })).httpStatus).toBe(404);
    expect(await submissionCount()).toBe(before);
  });
});
