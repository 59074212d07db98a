import { PRINT_TEXT_EMPTY, PRINT_TEXT_SHORT } from '@contract/contest-activity';
import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contestAnnouncement,
  contestPrint,
  contestProblem,
  contestRecord,
  contestRegister,
  userInfo,
} from '../../worker/src/db/schema';
import { type ContestValues, HOUR, insertContest, MINUTE } from '../support/contest-fixtures';
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
  owner = await t.createUser();
  alice = await t.createUser();
  bob = await t.createUser();
  rootToken = await t.rootToken();
  const [root] = await t.platform.db.select().from(userInfo).where(eq(userInfo.username, 'root'));
  rootUid = root!.uid;
});
afterAll(async () => {
  await t?.close();
});

const at = (offset: number) => new Date(t.clock.now().getTime() + offset);

const makeContest = (values: ContestValues = {}) => insertContest(t, owner, values);

const BAD_IDS = [0, -1, 2147483648, 'x', '1.5'];

function expectRefused(
  res: { httpStatus: number; body: { status: number; data: unknown; msg: string } },
  status: number,
) {
  expect(res.httpStatus).toBe(status);
  expect(res.body.status).toBe(status);
  expect(res.body.data).toBeNull();
  expect(typeof res.body.msg).toBe('string');
}

describe('contest announcements (reader side)', () => {
  it('lists the visible announcements newest first, paged, with the author', async () => {
    const c = await makeContest();
    const rows = await t.platform.db
      .insert(contestAnnouncement)
      .values([
        { cid: c.id, title: 'First', content: 'one', uid: owner.uid },
        { cid: c.id, title: 'Hidden', content: 'secret', uid: owner.uid, status: 1 },
        { cid: c.id, title: 'Second', content: 'two', uid: owner.uid },
        { cid: c.id, title: 'Third', content: 'three', uid: null },
      ])
      .returning({ id: contestAnnouncement.id });
    const res = await t.request('GET', '/api/get-contest-announcement', {
      token: alice.token,
      query: { cid: c.id, currentPage: 1, limit: 2 },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.records.map((r: { title: string }) => r.title)).toEqual(['Third', 'Second']);
    expect(res.body.data.records[1]).toMatchObject({
      id: rows[2]!.id,
      cid: c.id,
      content: 'two',
      uid: owner.uid,
      username: owner.username,
      status: 0,
    });
    expect(res.body.data.records[0].username).toBeNull();
    const page2 = await t.request('GET', '/api/get-contest-announcement', {
      token: alice.token,
      query: { cid: c.id, currentPage: 2, limit: 2 },
    });
    expect(page2.body.data.records.map((r: { title: string }) => r.title)).toEqual(['First']);
  });

  it('answers the unread poll with the visible announcements not yet read', async () => {
    const c = await makeContest();
    const [a, b, hidden] = await t.platform.db
      .insert(contestAnnouncement)
      .values([
        { cid: c.id, title: 'A', content: 'a', uid: owner.uid },
        { cid: c.id, title: 'B', content: 'b', uid: owner.uid },
        { cid: c.id, title: 'H', content: 'h', uid: owner.uid, status: 1 },
      ])
      .returning({ id: contestAnnouncement.id });
    const all = await t.request('POST', '/api/get-contest-not-read-announcement', {
      token: alice.token,
      body: { cid: c.id, readAnnouncementList: [] },
    });
    expect(all.httpStatus).toBe(200);
    expect(all.body.data.map((r: { id: number }) => r.id)).toEqual([b!.id, a!.id]);
    expect(all.body.data[0]).toMatchObject({ title: 'B', content: 'b' });
    expect(typeof all.body.data[0].gmtCreate).toBe('string');
    const unread = await t.request('POST', '/api/get-contest-not-read-announcement', {
      token: alice.token,
      body: { cid: c.id, readAnnouncementList: [b!.id, hidden!.id, 2147483647] },
    });
    expect(unread.body.data.map((r: { id: number }) => r.id)).toEqual([a!.id]);
    const noList = await t.request('POST', '/api/get-contest-not-read-announcement', {
      token: alice.token,
      body: { cid: c.id, readAnnouncementList: null },
    });
    expect(noList.body.data).toHaveLength(2);
    const none = await t.request('POST', '/api/get-contest-not-read-announcement', {
      token: alice.token,
      body: { cid: c.id, readAnnouncementList: [a!.id, b!.id] },
    });
    expect(none.body.data).toEqual([]);
  });

  it('refuses the anonymous, the unregistered of a private contest, and early viewers', async () => {
    const priv = await makeContest({ auth: 1, pwd: 'secret' });
    const later = await makeContest({ startTime: at(HOUR), endTime: at(2 * HOUR) });
    const hidden = await makeContest({ visible: false });
    expectRefused(await t.request('GET', '/api/get-contest-announcement', { query: { cid: priv.id } }), 401);
    expectRefused(
      await t.request('POST', '/api/get-contest-not-read-announcement', { body: { cid: priv.id } }),
      401,
    );
    for (const [cid, status] of [
      [priv.id, 403],
      [later.id, 403],
      [hidden.id, 404],
      [2147483647, 404],
    ] as const) {
      expectRefused(
        await t.request('GET', '/api/get-contest-announcement', { token: alice.token, query: { cid } }),
        status,
      );
    }
    // The contest page polls before the start and before registering: nothing to read yet.
    await t.platform.db.insert(contestAnnouncement).values([
      { cid: priv.id, title: 'Private', content: 'p', uid: owner.uid },
      { cid: later.id, title: 'Soon', content: 's', uid: owner.uid },
    ]);
    for (const cid of [priv.id, later.id]) {
      const poll = await t.request('POST', '/api/get-contest-not-read-announcement', {
        token: alice.token,
        body: { cid, readAnnouncementList: [] },
      });
      expect(poll.httpStatus).toBe(200);
      expect(poll.body.data).toEqual([]);
    }
    for (const cid of [hidden.id, 2147483647]) {
      expectRefused(
        await t.request('POST', '/api/get-contest-not-read-announcement', {
          token: alice.token,
          body: { cid, readAnnouncementList: [] },
        }),
        404,
      );
    }
    await t.platform.db.insert(contestRegister).values({ cid: priv.id, uid: alice.uid });
    const registered = await t.request('GET', '/api/get-contest-announcement', {
      token: alice.token,
      query: { cid: priv.id },
    });
    expect(registered.httpStatus).toBe(200);
    const registeredPoll = await t.request('POST', '/api/get-contest-not-read-announcement', {
      token: alice.token,
      body: { cid: priv.id },
    });
    expect(registeredPoll.body.data.map((r: { title: string }) => r.title)).toEqual(['Private']);
    const admin = await t.request('GET', '/api/get-contest-announcement', {
      token: owner.token,
      query: { cid: later.id },
    });
    expect(admin.httpStatus).toBe(200);
    expect(admin.body.data.records.map((r: { title: string }) => r.title)).toEqual(['Soon']);
  });

  it('refuses bad ids and bad read lists with a 400', async () => {
    const c = await makeContest();
    for (const cid of [...BAD_IDS, '']) {
      expectRefused(
        await t.request('GET', '/api/get-contest-announcement', { token: alice.token, query: { cid } }),
        400,
      );
      expectRefused(
        await t.request('POST', '/api/get-contest-not-read-announcement', {
          token: alice.token,
          body: { cid, readAnnouncementList: [] },
        }),
        400,
      );
    }
    for (const readAnnouncementList of [
      [0],
      [-1],
      [2147483648],
      ['x'],
      [1.5],
      'x',
      { 0: 1 },
      Array.from({ length: 1001 }, (_, i) => i + 1),
    ]) {
      expectRefused(
        await t.request('POST', '/api/get-contest-not-read-announcement', {
          token: alice.token,
          body: { cid: c.id, readAnnouncementList },
        }),
        400,
      );
    }
    expectRefused(
      await t.request('GET', '/api/get-contest-announcement', {
        token: alice.token,
        query: { cid: `${c.id}\u0000` },
      }),
      400,
    );
  });
});

describe('the AC helper (balloons)', () => {
  async function acmContestWithRecords() {
    const c = await makeContest({ startTime: at(-2 * HOUR), endTime: at(HOUR), duration: 3 * 3600 });
    const [pa, pb] = await t.platform.db
      .insert(contestProblem)
      .values([
        { cid: c.id, pid: 9001, displayId: 'A', displayTitle: 'Alpha', color: '#ff0000' },
        { cid: c.id, pid: 9002, displayId: 'B', displayTitle: 'Beta', color: null },
      ])
      .returning();
    let submitId = 100_000 + c.id * 100;
    const record = (uid: string, username: string, problem: typeof pa, minutes: number, status: number) => {
      submitId += 1;
      return {
        cid: c.id,
        uid,
        pid: problem!.pid,
        cpid: problem!.id,
        username,
        realname: null,
        displayId: problem!.displayId,
        submitId,
        status,
        submitTime: new Date(c.startTime.getTime() + minutes * MINUTE),
        time: minutes * 60,
      };
    };
    const rows = await t.platform.db
      .insert(contestRecord)
      .values([
        record(alice.uid, alice.username, pa, 10, JudgeStatus.WRONG_ANSWER),
        record(alice.uid, alice.username, pa, 30, JudgeStatus.ACCEPTED),
        record(alice.uid, alice.username, pa, 40, JudgeStatus.ACCEPTED),
        record(bob.uid, bob.username, pa, 20, JudgeStatus.ACCEPTED),
        record(alice.uid, alice.username, pb, 50, JudgeStatus.ACCEPTED),
        record(owner.uid, owner.username, pb, 5, JudgeStatus.ACCEPTED),
        record(rootUid, 'root', pb, 6, JudgeStatus.ACCEPTED),
        // After the end: no balloon.
        record(bob.uid, bob.username, pb, 200, JudgeStatus.ACCEPTED),
      ])
      .returning();
    return { c, rows };
  }

  it("lists each user's first accept per problem, unchecked first, with first blood and colour", async () => {
    const { c, rows } = await acmContestWithRecords();
    const res = await t.request('GET', '/api/get-contest-ac-info', {
      token: owner.token,
      query: { cid: c.id },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.size).toBe(20);
    const records = res.body.data.records;
    expect(records.map((r: { id: number }) => r.id)).toEqual([rows[3]!.id, rows[1]!.id, rows[4]!.id]);
    expect(records[0]).toMatchObject({
      cid: c.id,
      uid: bob.uid,
      username: bob.username,
      displayId: 'A',
      firstBlood: true,
      checked: false,
      color: '#ff0000',
      status: JudgeStatus.ACCEPTED,
      submitId: rows[3]!.submitId,
      time: 20 * 60,
      submitTime: rows[3]!.submitTime.toISOString(),
    });
    expect(records[1]).toMatchObject({ uid: alice.uid, displayId: 'A', firstBlood: false });
    expect(records[2]).toMatchObject({ uid: alice.uid, displayId: 'B', firstBlood: true, color: null });

    const paged = await t.request('GET', '/api/get-contest-ac-info', {
      token: rootToken,
      query: { cid: c.id, currentPage: 2, limit: 2 },
    });
    expect(paged.body.data.total).toBe(3);
    expect(paged.body.data.records.map((r: { id: number }) => r.id)).toEqual([rows[4]!.id]);
  });

  it('checks a record (and unchecks it); repeats and races change nothing more', async () => {
    const { c, rows } = await acmContestWithRecords();
    const check = (checked: unknown, id: unknown = rows[3]!.id, token = owner.token) =>
      t.request('PUT', '/api/check-contest-ac-info', { token, body: { id, cid: c.id, checked } });
    const done = await check(true);
    expect(done.httpStatus).toBe(200);
    const [again, twin] = await Promise.all([check(true), check(true)]);
    expect(again.httpStatus).toBe(200);
    expect(twin.httpStatus).toBe(200);
    const list = await t.request('GET', '/api/get-contest-ac-info', {
      token: owner.token,
      query: { cid: c.id },
    });
    expect(list.body.data.records.map((r: { id: number; checked: boolean }) => [r.id, r.checked])).toEqual([
      [rows[1]!.id, false],
      [rows[4]!.id, false],
      [rows[3]!.id, true],
    ]);
    expect((await check(false)).httpStatus).toBe(200);
    const [row] = await t.platform.db.select().from(contestRecord).where(eq(contestRecord.id, rows[3]!.id));
    expect(row!.checked).toBe(false);
  });

  it('refuses strangers, OI contests, foreign or unaccepted records and bad input, changing nothing', async () => {
    const { c, rows } = await acmContestWithRecords();
    const other = await makeContest();
    const oi = await makeContest({ type: 1 });
    expectRefused(await t.request('GET', '/api/get-contest-ac-info', { query: { cid: c.id } }), 401);
    expectRefused(
      await t.request('GET', '/api/get-contest-ac-info', { token: alice.token, query: { cid: c.id } }),
      403,
    );
    const siteAdmin = await t.createUser({ roles: [Role.ADMIN] });
    expectRefused(
      await t.request('GET', '/api/get-contest-ac-info', { token: siteAdmin.token, query: { cid: c.id } }),
      403,
    );
    expectRefused(
      await t.request('GET', '/api/get-contest-ac-info', { token: owner.token, query: { cid: oi.id } }),
      400,
    );
    for (const cid of BAD_IDS) {
      expectRefused(
        await t.request('GET', '/api/get-contest-ac-info', { token: owner.token, query: { cid } }),
        400,
      );
    }
    const put = (body: unknown, token: string | null = owner.token) =>
      t.request('PUT', '/api/check-contest-ac-info', { token, body });
    expectRefused(await put({ id: rows[3]!.id, cid: c.id, checked: true }, null), 401);
    expectRefused(await put({ id: rows[3]!.id, cid: c.id, checked: true }, alice.token), 403);
    // The record is not in the contest named, or not accepted, or not there at all.
    expectRefused(await put({ id: rows[3]!.id, cid: other.id, checked: true }), 404);
    expectRefused(await put({ id: rows[0]!.id, cid: c.id, checked: true }), 404);
    expectRefused(await put({ id: 2147483647, cid: c.id, checked: true }), 404);
    for (const body of [
      ...BAD_IDS.map((id) => ({ id, cid: c.id, checked: true })),
      ...BAD_IDS.map((cid) => ({ id: rows[3]!.id, cid, checked: true })),
      { id: rows[3]!.id, cid: c.id },
      { id: rows[3]!.id, cid: c.id, checked: 'yes' },
      { id: rows[3]!.id, cid: c.id, checked: 1 },
      { id: rows[3]!.id, cid: `${c.id}\u0000`, checked: true },
    ]) {
      expectRefused(await put(body), 400);
    }
    const checked = await t.platform.db.select().from(contestRecord).where(eq(contestRecord.cid, c.id));
    expect(checked.every((r) => !r.checked)).toBe(true);
  });
});

describe('contest printing', () => {
  const TEXT = '#include <stdio.h>\nint main(void) { puts("print me please"); return 0; }\n';

  it('stores a participant job, limits one per 30 s, and shows it to the admins', async () => {
    const c = await makeContest({ openPrint: true, auth: 2, pwd: 'pw' });
    await t.platform.db.insert(contestRegister).values({ cid: c.id, uid: alice.uid });
    const sent = await t.request('POST', '/api/submit-print-text', {
      token: alice.token,
      body: { cid: c.id, content: TEXT },
    });
    expect(sent.httpStatus).toBe(200);
    expect(sent.body.msg).toBe('Submit code successfully');
    const soon = await t.request('POST', '/api/submit-print-text', {
      token: alice.token,
      body: { cid: c.id, content: TEXT },
    });
    expectRefused(soon, 429);
    expect(soon.body.msg).toMatch(/30 seconds/);
    t.clock.advance(31_000);
    const later = await t.request('POST', '/api/submit-print-text', {
      token: alice.token,
      body: { cid: c.id, content: `${TEXT}// second` },
    });
    expect(later.httpStatus).toBe(200);

    const jobs = await t.platform.db.select().from(contestPrint).where(eq(contestPrint.cid, c.id));
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({ uid: alice.uid, username: alice.username, content: TEXT, status: 0 });

    const list = await t.request('GET', '/api/get-contest-print', {
      token: owner.token,
      query: { cid: c.id },
    });
    expect(list.httpStatus).toBe(200);
    expect(list.body.data.total).toBe(2);
    expect(list.body.data.size).toBe(15);
    const [newest, oldest] = list.body.data.records;
    expect(newest).toEqual({
      id: jobs[1]!.id,
      cid: c.id,
      username: alice.username,
      realname: null,
      status: 0,
      gmtCreate: jobs[1]!.gmtCreate.toISOString(),
    });
    expect(oldest.id).toBe(jobs[0]!.id);

    // Printed jobs go after the waiting ones; marking again and at once changes nothing more.
    const mark = () =>
      t.request('PUT', '/api/check-contest-print-status', {
        token: owner.token,
        query: { id: jobs[1]!.id, cid: c.id },
      });
    expect((await mark()).httpStatus).toBe(200);
    const [a, b] = await Promise.all([mark(), mark()]);
    expect([a.httpStatus, b.httpStatus]).toEqual([200, 200]);
    const after = await t.request('GET', '/api/get-contest-print', {
      token: rootToken,
      query: { cid: c.id },
    });
    expect(after.body.data.records.map((r: { id: number; status: number }) => [r.id, r.status])).toEqual([
      [jobs[0]!.id, 0],
      [jobs[1]!.id, 1],
    ]);
  });

  it('lets an admin download a job as a text file', async () => {
    const c = await makeContest({ openPrint: true });
    const [job] = await t.platform.db
      .insert(contestPrint)
      .values({ cid: c.id, uid: bob.uid, username: bob.username, content: `${TEXT}中文` })
      .returning();
    const res = await t.request('GET', '/api/file/download-contest-print-text', {
      token: owner.token,
      query: { id: job!.id },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${bob.username}_Contest_Print.txt"; filename*=UTF-8''${bob.username}_Contest_Print.txt`,
    );
    expect(await res.raw.text()).toBe(`${TEXT}中文`);
    expectRefused(
      await t.request('GET', '/api/file/download-contest-print-text', { query: { id: job!.id } }),
      401,
    );
    expectRefused(
      await t.request('GET', '/api/file/download-contest-print-text', {
        token: bob.token,
        query: { id: job!.id },
      }),
      403,
    );
    expectRefused(
      await t.request('GET', '/api/file/download-contest-print-text', {
        token: owner.token,
        query: { id: 2147483647 },
      }),
      404,
    );
    for (const id of [...BAD_IDS, '']) {
      expectRefused(
        await t.request('GET', '/api/file/download-contest-print-text', {
          token: owner.token,
          query: { id },
        }),
        400,
      );
    }
  });

  it('refuses bad print text, closed printing and outsiders, storing nothing', async () => {
    const c = await makeContest({ openPrint: true });
    const closed = await makeContest({ openPrint: false });
    const prot = await makeContest({ openPrint: true, auth: 2, pwd: 'pw' });
    const ended = await makeContest({ openPrint: true, startTime: at(-2 * HOUR), endTime: at(-HOUR) });
    const carol = await t.createUser();
    const send = (body: unknown, token: string | null = carol.token) =>
      t.request('POST', '/api/submit-print-text', { token, body });
    const empty = await send({ cid: c.id, content: '' });
    expectRefused(empty, 400);
    expect(empty.body.msg).toBe(PRINT_TEXT_EMPTY);
    expect((await send({ cid: c.id, content: '   \n ' })).body.msg).toBe(PRINT_TEXT_EMPTY);
    expect((await send({ cid: c.id })).body.msg).toBe(PRINT_TEXT_EMPTY);
    const short = await send({ cid: c.id, content: 'x'.repeat(49) });
    expectRefused(short, 400);
    expect(short.body.msg).toBe(PRINT_TEXT_SHORT);
    expectRefused(await send({ cid: c.id, content: `${'x'.repeat(60)}\u0000` }), 400);
    expectRefused(await send({ cid: c.id, content: 42 }), 400);
    expectRefused(await send({ cid: c.id, content: 'x'.repeat(65536) }), 400);
    const huge = await send({ cid: c.id, content: 'x'.repeat(10 * 1024 * 1024) });
    expectRefused(huge, 413);
    for (const cid of BAD_IDS) expectRefused(await send({ cid, content: TEXT }), 400);
    expectRefused(await send({ cid: c.id, content: TEXT }, null), 401);
    expectRefused(await send({ cid: 2147483647, content: TEXT }), 404);
    expectRefused(await send({ cid: closed.id, content: TEXT }), 403);
    expectRefused(await send({ cid: prot.id, content: TEXT }), 403);
    expectRefused(await send({ cid: ended.id, content: TEXT }), 403);
    const stored = await t.platform.db.select().from(contestPrint).where(eq(contestPrint.uid, carol.uid));
    expect(stored).toEqual([]);
    // Exactly 50 characters is enough.
    expect((await send({ cid: c.id, content: 'y'.repeat(50) })).httpStatus).toBe(200);
  });

  it('takes one of two jobs sent at once', async () => {
    const c = await makeContest({ openPrint: true });
    const dave = await t.createUser();
    const results = await Promise.all(
      [1, 2].map(() =>
        t.request('POST', '/api/submit-print-text', {
          token: dave.token,
          body: { cid: c.id, content: TEXT },
        }),
      ),
    );
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 429]);
    const stored = await t.platform.db.select().from(contestPrint).where(eq(contestPrint.uid, dave.uid));
    expect(stored).toHaveLength(1);
  });

  it('keeps the print list and its status to the contest admins', async () => {
    const c = await makeContest({ openPrint: true });
    const other = await makeContest({ openPrint: true });
    const [job] = await t.platform.db
      .insert(contestPrint)
      .values({ cid: c.id, uid: bob.uid, username: bob.username, content: TEXT })
      .returning();
    expectRefused(await t.request('GET', '/api/get-contest-print', { query: { cid: c.id } }), 401);
    expectRefused(
      await t.request('GET', '/api/get-contest-print', { token: bob.token, query: { cid: c.id } }),
      403,
    );
    for (const cid of BAD_IDS) {
      expectRefused(
        await t.request('GET', '/api/get-contest-print', { token: owner.token, query: { cid } }),
        400,
      );
    }
    const mark = (query: Record<string, unknown>, token: string | null = owner.token) =>
      t.request('PUT', '/api/check-contest-print-status', { token, query: query as Record<string, string> });
    expectRefused(await mark({ id: job!.id, cid: c.id }, null), 401);
    expectRefused(await mark({ id: job!.id, cid: c.id }, bob.token), 403);
    expectRefused(await mark({ id: job!.id, cid: other.id }), 404);
    expectRefused(await mark({ id: 2147483647, cid: c.id }), 404);
    for (const id of BAD_IDS) expectRefused(await mark({ id, cid: c.id }), 400);
    for (const cid of BAD_IDS) expectRefused(await mark({ id: job!.id, cid }), 400);
    expectRefused(await mark({ cid: c.id }), 400);
    const [row] = await t.platform.db.select().from(contestPrint).where(eq(contestPrint.id, job!.id));
    expect(row!.status).toBe(0);
  });
});
