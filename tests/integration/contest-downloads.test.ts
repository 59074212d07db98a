import { JudgeStatus } from '@contract/judge-status';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contest, contestProblem, submission, userInfo } from '../../worker/src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let owner: User;
let alice: User;
let bob: User;
let rootToken: string;
let rootUid: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.freeze();
  owner = await t.createUser({ username: 'owner_dl' });
  alice = await t.createUser({ username: 'alice_dl' });
  bob = await t.createUser({ username: 'bob_dl' });
  rootToken = await t.rootToken();
  const [root] = await t.platform.db.select().from(userInfo).where(eq(userInfo.username, 'root'));
  rootUid = root!.uid;
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** `yyyyMMddHHmmss` in UTC, as the archive names files. */
const stamp = (at: Date) => at.toISOString().slice(0, 19).replace(/[-T:]/g, '');

async function contestWithCode(type: 0 | 1) {
  const start = new Date(Date.UTC(2026, 0, 2, 9, 0, 0));
  const [c] = await t.platform.db
    .insert(contest)
    .values({
      uid: owner.uid,
      author: owner.username,
      title: 'Download me',
      type,
      startTime: start,
      endTime: new Date(start.getTime() + 3 * HOUR),
      duration: 3 * 3600,
    })
    .returning();
  const [pa, pb] = await t.platform.db
    .insert(contestProblem)
    .values([
      { cid: c!.id, pid: 7001, displayId: 'A', displayTitle: 'Alpha' },
      { cid: c!.id, pid: 7002, displayId: 'B', displayTitle: 'Beta' },
    ])
    .returning();
  const submit = (
    who: { uid: string; username: string },
    problem: typeof pa,
    minutes: number,
    status: number,
    language: string,
    code: string,
    score: number | null = null,
  ) => ({
    pid: problem!.pid,
    displayPid: problem!.displayId,
    uid: who.uid,
    username: who.username,
    submitTime: new Date(start.getTime() + minutes * MINUTE),
    status,
    score,
    length: code.length,
    code,
    language,
    cid: c!.id,
    cpid: problem!.id,
  });
  const root = { uid: rootUid, username: 'root' };
  const rows = await t.platform.db
    .insert(submission)
    .values([
      submit(alice, pa, 10, JudgeStatus.ACCEPTED, 'C++ 17 With O2', 'alice A first', 100),
      submit(alice, pa, 20, JudgeStatus.ACCEPTED, 'C++ 17 With O2', 'alice A second', 60),
      submit(alice, pb, 30, JudgeStatus.WRONG_ANSWER, 'Python3', 'alice B wrong', 0),
      submit(bob, pa, 40, JudgeStatus.ACCEPTED, 'Java', 'bob A', 100),
      submit(bob, pb, 50, JudgeStatus.ACCEPTED, 'Python3', 'bob B', 100),
      submit(bob, pb, 60, JudgeStatus.PENDING, 'Python3', 'bob B pending', null),
      submit(owner, pa, 5, JudgeStatus.ACCEPTED, 'C', 'owner A', 100),
      submit(root, pb, 6, JudgeStatus.ACCEPTED, 'Golang', 'root B', 100),
      // After the end: left out.
      submit(alice, pb, 200, JudgeStatus.ACCEPTED, 'Python3', 'alice B late', 100),
    ])
    .returning();
  return { c: c!, rows, start };
}

const at = (start: Date, minutes: number) => stamp(new Date(start.getTime() + minutes * MINUTE));

async function download(
  query: Record<string, string | number | boolean>,
  token: string | null = owner.token,
) {
  return t.request('GET', '/api/file/download-contest-ac-submission', { token, query });
}

async function entries(res: Awaited<ReturnType<typeof download>>) {
  const files = unzipSync(new Uint8Array(await res.raw.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

describe('GET /api/file/download-contest-ac-submission', () => {
  it("zips an ACM contest's accepted code per user, leaving the admins out by default", async () => {
    const { c, start } = await contestWithCode(0);
    const res = await download({ cid: c.id });
    expect(res.httpStatus).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="contest_${c.id}_${t.clock.now().getTime()}.zip"`,
    );
    expect(await entries(res)).toEqual({
      'alice_dl/': '',
      'bob_dl/': '',
      [`alice_dl/A_(${at(start, 20)}).cpp`]: 'alice A second',
      [`alice_dl/A_(${at(start, 10)}).cpp`]: 'alice A first',
      [`bob_dl/A_(${at(start, 40)}).java`]: 'bob A',
      [`bob_dl/B_(${at(start, 50)}).py`]: 'bob B',
    });
  });

  it('splits by problem and includes the admins when asked', async () => {
    const { c, start } = await contestWithCode(0);
    const res = await download({ cid: c.id, splitType: 'problem', excludeAdmin: false }, rootToken);
    expect(res.httpStatus).toBe(200);
    expect(await entries(res)).toEqual({
      'A/': '',
      'B/': '',
      [`A/alice_dl_(${at(start, 20)}).cpp`]: 'alice A second',
      [`A/alice_dl_(${at(start, 10)}).cpp`]: 'alice A first',
      [`A/bob_dl_(${at(start, 40)}).java`]: 'bob A',
      [`A/owner_dl_(${at(start, 5)}).c`]: 'owner A',
      [`B/bob_dl_(${at(start, 50)}).py`]: 'bob B',
      [`B/root_(${at(start, 6)}).go`]: 'root B',
    });
  });

  it("keeps only each user's latest scored submission per problem in an OI contest, with its score", async () => {
    const { c, start } = await contestWithCode(1);
    const byUser = await entries(await download({ cid: c.id, splitType: 'user' }));
    expect(byUser).toEqual({
      'alice_dl/': '',
      'bob_dl/': '',
      [`alice_dl/A_60_(${at(start, 20)}).cpp`]: 'alice A second',
      [`alice_dl/B_0_(${at(start, 30)}).py`]: 'alice B wrong',
      [`bob_dl/A_100_(${at(start, 40)}).java`]: 'bob A',
      [`bob_dl/B_100_(${at(start, 50)}).py`]: 'bob B',
    });
    const byProblem = await entries(
      await download({ cid: c.id, splitType: 'problem', excludeAdmin: 'true' }),
    );
    expect(Object.keys(byProblem).sort()).toEqual([
      'A/',
      `A/alice_dl_60_(${at(start, 20)}).cpp`,
      `A/bob_dl_100_(${at(start, 40)}).java`,
      'B/',
      `B/alice_dl_0_(${at(start, 30)}).py`,
      `B/bob_dl_100_(${at(start, 50)}).py`,
    ]);
  });

  it('answers an empty zip for a contest without accepted code', async () => {
    const [c] = await t.platform.db
      .insert(contest)
      .values({
        uid: owner.uid,
        author: owner.username,
        title: 'Empty',
        startTime: t.clock.now(),
        endTime: new Date(t.clock.now().getTime() + HOUR),
        duration: 3600,
      })
      .returning();
    const res = await download({ cid: c!.id });
    expect(res.httpStatus).toBe(200);
    expect(await entries(res)).toEqual({});
  });

  it('refuses strangers and bad input with the envelope', async () => {
    const { c } = await contestWithCode(0);
    const refused = async (res: Awaited<ReturnType<typeof download>>, status: number) => {
      expect(res.httpStatus).toBe(status);
      expect(res.body).toMatchObject({ status, data: null });
    };
    await refused(await download({ cid: c.id }, null), 401);
    await refused(await download({ cid: c.id }, alice.token), 403);
    await refused(await download({ cid: 2147483647 }), 404);
    for (const cid of [0, -1, 2147483648, 'x', '']) await refused(await download({ cid }), 400);
    await refused(await download({ cid: c.id, splitType: 'zip' }), 400);
    await refused(await download({ cid: c.id, excludeAdmin: 'maybe' }), 400);
    await refused(await download({ cid: c.id, splitType: 'user\u0000' }), 400);
  });
});
