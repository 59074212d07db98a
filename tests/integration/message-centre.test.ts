import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msgRemind, userSysNotice } from '../../worker/src/db/schema';
import { notifyUser, notifyUsers, type Reminder, remindUser } from '../../worker/src/domains/message/index';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let alice: User;
let bob: User;
let carol: User;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.createUser({ username: 'msg_alice' });
  bob = await t.createUser({ username: 'msg_bob' });
  carol = await t.createUser({ username: 'msg_carol' });
});
afterAll(async () => {
  await t?.close();
});

const get = (path: string, token: string | null, query: Record<string, string | number> = {}) =>
  t.request('GET', path, { token, query });
const unread = async (token: string) => (await get('/api/msg/unread', token)).body.data;
const clean = (token: string | null, query: Record<string, string | number>) =>
  t.request('DELETE', '/api/msg/clean', { token, query });

const reminder = (over: Partial<Reminder> = {}): Reminder => ({
  action: 'Discuss',
  senderId: bob.uid,
  recipientId: alice.uid,
  sourceId: 7,
  sourceType: 'Discussion',
  sourceTitle: 'How to solve A+B',
  sourceContent: 'Use long long',
  url: '/discussion-detail/7',
  ...over,
});
const remind = (over: Partial<Reminder> = {}) => remindUser(t.platform.db, reminder(over));
const rows = async (uid: string) =>
  Number(
    (await t.platform.db.select({ n: count() }).from(msgRemind).where(eq(msgRemind.recipientId, uid)))[0]!.n,
  );
const noticeRows = async (uid: string) =>
  Number(
    (
      await t.platform.db.select({ n: count() }).from(userSysNotice).where(eq(userSysNotice.recipientId, uid))
    )[0]!.n,
  );

describe('guests', () => {
  it('are refused every message call with 401', async () => {
    for (const path of ['unread', 'comment', 'reply', 'like', 'sys', 'mine']) {
      const res = await get(`/api/msg/${path}`, null);
      expect(res.httpStatus, path).toBe(401);
    }
    expect((await clean(null, { type: 'Discuss' })).httpStatus).toBe(401);
  });
});

describe('reminders: comment, reply and like boxes', () => {
  it('counts unread per box, pages 6 unread-first, marks the page read and answers its pre-read state', async () => {
    for (let i = 0; i < 8; i++) await remind({ sourceTitle: `Post ${i}`, sourceContent: `comment ${i}` });
    await remind({ action: 'Reply', quoteType: 'Comment', quoteId: 3, quoteContent: 'my comment' });
    await remind({ action: 'Like_Post' });
    await remind({ action: 'Like_Discuss', senderId: carol.uid });
    // Acting on one's own post reminds no one.
    await remind({ senderId: alice.uid });
    expect(await unread(alice.token)).toEqual({ comment: 8, reply: 1, like: 2, sys: 0, mine: 0 });

    t.clock.advance(1000);
    const first = await get('/api/msg/comment', alice.token);
    expect(first.httpStatus).toBe(200);
    expect(first.body.data).toMatchObject({ total: 8, current: 1, size: 6 });
    expect(first.body.data.records).toHaveLength(6);
    expect(first.body.data.records.every((r: { state: boolean }) => r.state === false)).toBe(true);
    expect(first.body.data.records[0]).toMatchObject({
      action: 'Discuss',
      sourceId: 7,
      sourceType: 'Discussion',
      sourceContent: expect.stringMatching(/^comment \d$/),
      url: '/discussion-detail/7',
      senderId: bob.uid,
      senderUsername: 'msg_bob',
      senderAvatar: null,
      quoteId: null,
      quoteType: null,
      quoteContent: null,
    });
    expect(first.body.data.records[0].sourceTitle).toMatch(/^Post \d$/);
    expect(typeof first.body.data.records[0].gmtCreate).toBe('string');
    expect(await unread(alice.token)).toMatchObject({ comment: 2, reply: 1, like: 2 });

    // The two unread rows come first now, then the read ones.
    const again = await get('/api/msg/comment', alice.token);
    expect(again.body.data.records.map((r: { state: boolean }) => r.state)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect((await unread(alice.token)).comment).toBe(0);

    const second = await get('/api/msg/comment', alice.token, { currentPage: 2 });
    expect(second.body.data.records).toHaveLength(2);
    expect(second.body.data.records.every((r: { state: boolean }) => r.state)).toBe(true);
  });

  it('lists replies with their quote and likes of both kinds in the like box', async () => {
    const replies = await get('/api/msg/reply', alice.token);
    expect(replies.body.data.records).toEqual([
      expect.objectContaining({
        action: 'Reply',
        quoteType: 'Comment',
        quoteId: 3,
        quoteContent: 'my comment',
        state: false,
      }),
    ]);
    const likes = await get('/api/msg/like', alice.token);
    expect(likes.body.data.total).toBe(2);
    const actions = likes.body.data.records.map((r: { action: string }) => r.action).sort();
    expect(actions).toEqual(['Like_Discuss', 'Like_Post']);
    expect(likes.body.data.records.map((r: { senderUsername: string }) => r.senderUsername).sort()).toEqual([
      'msg_bob',
      'msg_carol',
    ]);
    expect(await unread(alice.token)).toMatchObject({ reply: 0, like: 0 });
  });

  it("shows only the caller's own reminders", async () => {
    const res = await get('/api/msg/comment', carol.token);
    expect(res.body.data).toMatchObject({ total: 0, records: [] });
  });

  it('treats unusable paging as the first page of the default size', async () => {
    const res = await get('/api/msg/comment', alice.token, { currentPage: 'x', limit: 'huge' });
    expect(res.body.data).toMatchObject({ current: 1, size: 6 });
  });

  it("deletes one reminder of the caller; another user's id changes nothing", async () => {
    await remind({ recipientId: carol.uid, sourceTitle: 'Carol post' });
    const [carolRow] = await t.platform.db
      .select()
      .from(msgRemind)
      .where(eq(msgRemind.recipientId, carol.uid));
    const before = { alice: await rows(alice.uid), carol: await rows(carol.uid) };
    const foreign = await clean(alice.token, { type: 'Discuss', id: carolRow!.id });
    expect(foreign.httpStatus).toBe(404);
    // The id is a comment reminder: asking the like box for it finds nothing either.
    expect((await clean(carol.token, { type: 'Like', id: carolRow!.id })).httpStatus).toBe(404);
    expect({ alice: await rows(alice.uid), carol: await rows(carol.uid) }).toEqual(before);

    const own = await clean(carol.token, { type: 'Discuss', id: carolRow!.id });
    expect(own.httpStatus).toBe(200);
    expect(own.body.msg).toBe('Delete successfully');
    expect(await rows(carol.uid)).toBe(before.carol - 1);
    expect((await clean(carol.token, { type: 'Discuss', id: carolRow!.id })).httpStatus).toBe(404);
  });

  it('clears one whole box and leaves the others', async () => {
    await remind({ action: 'Like_Post' });
    const before = await rows(alice.uid);
    const res = await clean(alice.token, { type: 'Like' });
    expect(res.httpStatus).toBe(200);
    const left = await t.platform.db
      .select({ action: msgRemind.action })
      .from(msgRemind)
      .where(eq(msgRemind.recipientId, alice.uid));
    expect(left.some((r) => r.action.startsWith('Like'))).toBe(false);
    expect(left).toHaveLength(before - 3);
    expect(left.filter((r) => r.action === 'Discuss')).toHaveLength(8);
    // Clearing an empty box is fine.
    expect((await clean(alice.token, { type: 'Like' })).httpStatus).toBe(200);
  });

  it('refuses a bad type or id with 400 and deletes nothing', async () => {
    const before = await rows(alice.uid);
    for (const query of [
      { type: 'Everything' },
      {},
      { type: 'discuss' },
      { type: 'Discuss', id: 2147483648 },
      { type: 'Discuss', id: 0 },
      { type: 'Discuss', id: 'abc' },
      { type: 'Discuss\u0000' },
    ]) {
      const res = await clean(alice.token, query as Record<string, string>);
      expect(res.httpStatus, JSON.stringify(query)).toBe(400);
    }
    expect(await rows(alice.uid)).toBe(before);
    expect((await clean(alice.token, { type: 'Discuss', id: 2147483647 })).httpStatus).toBe(404);
    expect(await rows(alice.uid)).toBe(before);
  });

  it('marks a page read once when two readers load it at the same time', async () => {
    for (let i = 0; i < 3; i++) await remind({ recipientId: carol.uid, action: 'Reply' });
    const [a, b] = await Promise.all([
      get('/api/msg/reply', carol.token),
      get('/api/msg/reply', carol.token),
    ]);
    expect(a.httpStatus).toBe(200);
    expect(b.httpStatus).toBe(200);
    expect((await unread(carol.token)).reply).toBe(0);
    const [{ n }] = (await t.platform.db
      .select({ n: count() })
      .from(msgRemind)
      .where(and(eq(msgRemind.recipientId, carol.uid), eq(msgRemind.action, 'Reply')))) as [{ n: number }];
    expect(Number(n)).toBe(3);
  });
});

describe('own notices: the mine box', () => {
  it('notifyUser writes a Mine notice the box lists with its Markdown; reading it lowers the count', async () => {
    await t.platform.db.transaction(async (tx) => {
      await notifyUser(tx, {
        recipientId: bob.uid,
        title: 'Welcome to the group',
        content: 'You joined **G**',
      });
    });
    await notifyUsers(t.platform.db, [bob.uid, carol.uid, bob.uid], {
      title: 'Group dissolved',
      content: 'Bye',
    });
    expect(await unread(bob.token)).toMatchObject({ mine: 2, sys: 0 });
    expect((await unread(carol.token)).mine).toBe(1);

    const page = await get('/api/msg/mine', bob.token);
    expect(page.body.data).toMatchObject({ total: 2, current: 1, size: 8 });
    expect(page.body.data.records.map((r: { title: string }) => r.title).sort()).toEqual([
      'Group dissolved',
      'Welcome to the group',
    ]);
    expect(page.body.data.records[0]).toMatchObject({ type: 'Mine', state: false, adminId: null });
    expect(
      page.body.data.records.find((r: { title: string }) => r.title === 'Welcome to the group').content,
    ).toBe('You joined **G**');
    expect((await unread(bob.token)).mine).toBe(0);
    expect(
      (await get('/api/msg/mine', bob.token)).body.data.records.every((r: { state: boolean }) => r.state),
    ).toBe(true);
    // The sys box holds none of them.
    expect((await get('/api/msg/sys', bob.token)).body.data.total).toBe(0);
  });

  it('a notify in a transaction that fails leaves no notice', async () => {
    const before = await noticeRows(carol.uid);
    await expect(
      t.platform.db.transaction(async (tx) => {
        await notifyUser(tx, { recipientId: carol.uid, title: 'x', content: 'y' });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await noticeRows(carol.uid)).toBe(before);
  });

  it("deletes one own notice, refuses another user's, clears the box", async () => {
    const [carolNotice] = await t.platform.db
      .select()
      .from(userSysNotice)
      .where(eq(userSysNotice.recipientId, carol.uid));
    expect((await clean(bob.token, { type: 'Mine', id: carolNotice!.id })).httpStatus).toBe(404);
    expect((await clean(carol.token, { type: 'Sys', id: carolNotice!.id })).httpStatus).toBe(404);
    expect(await noticeRows(carol.uid)).toBe(1);
    expect((await clean(carol.token, { type: 'Mine', id: carolNotice!.id })).httpStatus).toBe(200);
    expect(await noticeRows(carol.uid)).toBe(0);
    expect((await clean(bob.token, { type: 'Mine' })).httpStatus).toBe(200);
    expect(await noticeRows(bob.uid)).toBe(0);
  });
});

describe('the polled unread count', () => {
  it('rises at once after a reminder or notice, though the last poll was answered from memory', async () => {
    const dave = await t.createUser({ username: 'msg_dave' });
    const before = await unread(dave.token);
    // Polled twice: the second answer may come from memory.
    expect(await unread(dave.token)).toEqual(before);
    await t.platform.db.transaction((tx) => remindUser(tx, reminder({ recipientId: dave.uid })));
    expect((await unread(dave.token)).comment).toBe(before.comment + 1);
    await notifyUser(t.platform.db, { recipientId: dave.uid, title: 'Yours', content: 'x' });
    expect((await unread(dave.token)).mine).toBe(before.mine + 1);
    await get('/api/msg/comment', dave.token);
    expect((await unread(dave.token)).comment).toBe(0);
  });
});
