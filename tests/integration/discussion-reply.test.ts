import {
  COMMENT_CONTENT_EMPTY,
  COMMENT_CONTENT_MAX,
  COMMENT_CONTENT_TOO_LONG,
  type CommentVO,
  type ReplyVO,
} from '@contract/comment';
import { Role } from '@contract/roles';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comment, msgRemind, reply } from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import { setUserRecord } from '../support/account-helpers';
import { discussionRow, insertDiscussion } from '../support/discussion-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let author: User;
let alice: User;
let bob: User;
let carol: User;
let newbie: User;
let muted: User;
let admin: User;

const THRESHOLD = 2;

beforeAll(async () => {
  t = await createTestApp();
  await writeConfig(t.platform.db, 'switch', { defaultCreateCommentACInitValue: THRESHOLD });
  author = await t.createUser();
  alice = await t.createUser();
  bob = await t.createUser();
  carol = await t.createUser();
  newbie = await t.createUser();
  muted = await t.createUser({ roles: [Role.NO_SUBMIT_MUTED] });
  admin = await t.createUser({ roles: [Role.ADMIN] });
  for (const u of [author, alice, bob, carol, muted]) await setUserRecord(t, u.uid, { acCount: THRESHOLD });
});
afterAll(async () => {
  await t?.close();
});

async function setup(title = 'Replies here') {
  const d = await insertDiscussion(t, author, { title });
  const res = await t.request<CommentVO>('POST', '/api/comment', {
    token: alice.token,
    body: { did: d.id, content: 'the comment' },
  });
  expect(res.httpStatus, res.body.msg).toBe(200);
  return { d, c: res.body.data };
}

const postReply = (token: string | null, body: unknown) =>
  t.request<ReplyVO>('POST', '/api/reply', { token, body });

async function replyAs(user: User, commentId: number, content: string, quote?: { id: number; type: string }) {
  const res = await postReply(user.token, {
    reply: { commentId, content, toUid: 'ignored', toName: 'ignored', toAvatar: null },
    quoteId: quote?.id ?? commentId,
    quoteType: quote?.type ?? 'Comment',
  });
  expect(res.httpStatus, res.body.msg).toBe(200);
  return res.body.data;
}

async function counts(did: number) {
  const db = t.platform.db;
  const [replies] = await db.select({ n: count() }).from(reply);
  const [messages] = await db.select({ n: count() }).from(msgRemind);
  return {
    replies: replies!.n,
    messages: messages!.n,
    commentNum: (await discussionRow(t, did))!.commentNum,
  };
}

const remindersTo = (uid: string) =>
  t.platform.db.select().from(msgRemind).where(eq(msgRemind.recipientId, uid)).orderBy(msgRemind.id);

function expectRefused(res: { httpStatus: number; body: { status: number; msg: string } }, status: number) {
  expect(res.httpStatus, res.body.msg).toBe(status);
  expect(res.body.status).toBe(status);
}

describe('POST /api/reply', () => {
  it('answers the comment: ReplyVO addressed to its author, commentNum + 1, a Reply reminder', async () => {
    const { d, c } = await setup('Reply place');
    const before = (await remindersTo(alice.uid)).length;
    const res = await postReply(bob.token, {
      reply: { commentId: c.id, content: 'I agree', toUid: carol.uid, toName: 'spoofed' },
      did: d.id,
      quoteId: c.id,
      quoteType: 'Comment',
    });
    expect(res.httpStatus, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Reply successfully');
    expect(res.body.data).toMatchObject({
      commentId: c.id,
      fromUid: bob.uid,
      fromName: bob.username,
      fromRole: 'user',
      toUid: alice.uid,
      toName: alice.username,
      content: 'I agree',
      status: 0,
    });
    expect((await discussionRow(t, d.id))!.commentNum).toBe(2);
    const reminders = await remindersTo(alice.uid);
    expect(reminders.length).toBe(before + 1);
    expect(reminders.at(-1)).toMatchObject({
      action: 'Reply',
      senderId: bob.uid,
      sourceId: d.id,
      sourceType: 'Discussion',
      sourceTitle: 'Reply place',
      sourceContent: 'I agree',
      quoteId: c.id,
      quoteType: 'Comment',
      quoteContent: 'the comment',
      url: `/discussion-detail/${d.id}`,
    });
    expect(await remindersTo(carol.uid)).toEqual([]);
  });

  it("answers a reply: the reminder goes to that reply's author", async () => {
    const { c } = await setup();
    const first = await replyAs(bob, c.id, 'first');
    const beforeAlice = (await remindersTo(alice.uid)).length;
    const second = await replyAs(carol, c.id, 'answering bob', { id: first.id, type: 'Reply' });
    expect(second).toMatchObject({ toUid: bob.uid, toName: bob.username });
    expect((await remindersTo(bob.uid)).at(-1)).toMatchObject({
      action: 'Reply',
      senderId: carol.uid,
      quoteId: first.id,
      quoteType: 'Reply',
      quoteContent: 'first',
    });
    expect((await remindersTo(alice.uid)).length).toBe(beforeAlice);
  });

  it('reminds no one when answering oneself', async () => {
    const { d, c } = await setup();
    const before = await counts(d.id);
    await replyAs(alice, c.id, 'self');
    const after = await counts(d.id);
    expect(after.replies).toBe(before.replies + 1);
    expect(after.messages).toBe(before.messages);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const { d, c } = await setup();
    const other = await setup();
    const foreignReply = await replyAs(bob, other.c.id, 'elsewhere');
    const base = { commentId: c.id };
    const cases: [unknown, string | RegExp][] = [
      [{ reply: { ...base, content: '  ' } }, COMMENT_CONTENT_EMPTY],
      [{ reply: { ...base } }, COMMENT_CONTENT_EMPTY],
      [{ reply: { ...base, content: 'x'.repeat(COMMENT_CONTENT_MAX + 1) } }, COMMENT_CONTENT_TOO_LONG],
      [{ reply: { ...base, content: 'nul\u0000' } }, /NUL/],
      [{ content: 'no reply object' }, /reply/],
      [{ reply: { content: 'no comment' } }, /commentId/],
      [{ reply: { commentId: 2147483648, content: 'x' } }, /commentId/],
      [{ reply: { commentId: 2147483647, content: 'x' } }, /comment does not exist/],
      [{ reply: { ...base, content: 'x' }, quoteType: 'Reply', quoteId: foreignReply.id }, /quoted reply/],
      [{ reply: { ...base, content: 'x' }, quoteType: 'Reply', quoteId: 2147483647 }, /quoted reply/],
      [{ reply: { ...base, content: 'x' }, quoteType: 'Reply' }, /quoteId/],
      [{ reply: { ...base, content: 'x' }, quoteType: 'Comment', quoteId: other.c.id }, /quoteId/],
      [{ reply: { ...base, content: 'x' }, quoteType: 'Answer', quoteId: c.id }, /quoteType/],
      [{ reply: { ...base, content: 'x' }, quoteId: 2147483648 }, /quoteId/],
      [{ reply: { ...base, content: 'x' }, did: other.d.id }, /did/],
      [{ reply: { ...base, content: 'x' }, did: 2147483648 }, /did/],
    ];
    const before = await counts(d.id);
    for (const [body, message] of cases) {
      const res = await postReply(bob.token, body);
      expectRefused(res, 400);
      if (typeof message === 'string') expect(res.body.msg).toContain(message);
      else expect(res.body.msg).toMatch(message);
    }
    expect(await counts(d.id)).toEqual(before);
    const longest = await replyAs(bob, c.id, 'y'.repeat(COMMENT_CONTENT_MAX));
    expect(longest.content.length).toBe(COMMENT_CONTENT_MAX);
  });

  it('refuses guests, barred roles and users under the threshold, writing nothing', async () => {
    const { d, c } = await setup();
    const body = { reply: { commentId: c.id, content: 'hello' }, quoteId: c.id, quoteType: 'Comment' };
    const before = await counts(d.id);
    expectRefused(await postReply(null, body), 401);
    const barred = await postReply(muted.token, body);
    expectRefused(barred, 403);
    expect(barred.body.msg).toMatch(/not allowed to reply/);
    const under = await postReply(newbie.token, body);
    expectRefused(under, 403);
    expect(under.body.msg).toContain(String(THRESHOLD));
    expect(await counts(d.id)).toEqual(before);
  });

  it('is closed with openPublicDiscussion off (403)', async () => {
    // Readers share a discussion's lookup for a second: this one has not been looked up yet.
    const d = await insertDiscussion(t, author);
    const [c] = await t.platform.db
      .insert(comment)
      .values({ did: d.id, content: 'stored', fromUid: alice.uid, fromName: alice.username })
      .returning();
    const before = await counts(d.id);
    await writeConfig(t.platform.db, 'switch', { openPublicDiscussion: false });
    try {
      expectRefused(await postReply(bob.token, { reply: { commentId: c!.id, content: 'hello' } }), 403);
      expectRefused(await t.request('GET', '/api/reply', { query: { commentId: c!.id } }), 403);
    } finally {
      await writeConfig(t.platform.db, 'switch', { openPublicDiscussion: true });
    }
    expect(await counts(d.id)).toEqual(before);
  });

  it('lets admins reply without accepted problems', async () => {
    const { c } = await setup();
    const byAdmin = await postReply(admin.token, { reply: { commentId: c.id, content: 'hello' } });
    expect(byAdmin.httpStatus).toBe(200);
    expect(byAdmin.body.data.fromRole).toBe('admin');
  });
});

describe('GET /api/reply', () => {
  it('lists every reply of a comment newest first, to guests too', async () => {
    const { c } = await setup();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await replyAs(i % 2 ? bob : carol, c.id, `r${i}`)).id);
    const res = await t.request<ReplyVO[]>('GET', '/api/reply', { query: { commentId: c.id, cid: '' } });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.map((r) => r.id)).toEqual([...ids].reverse());
    expect(res.body.data[0]).toMatchObject({ commentId: c.id, content: 'r4', fromUid: carol.uid });
  });

  it('answers 400 for bad input and 404 for an unknown comment', async () => {
    for (const query of [{}, { commentId: 2147483648 }, { commentId: 'x' }, { commentId: 0 }]) {
      expectRefused(await t.request('GET', '/api/reply', { query }), 400);
    }
    expectRefused(await t.request('GET', '/api/reply', { query: { commentId: 2147483647 } }), 404);
    const { c } = await setup();
    expectRefused(await t.request('GET', '/api/reply', { query: { commentId: c.id, cid: 5 } }), 400);
  });
});

describe('DELETE /api/reply', () => {
  it('lets the author delete a reply, commentNum - 1', async () => {
    const { d, c } = await setup();
    const r = await replyAs(bob, c.id, 'oops');
    expect((await discussionRow(t, d.id))!.commentNum).toBe(2);
    const res = await t.request('DELETE', '/api/reply', { token: bob.token, body: { did: d.id, reply: r } });
    expect(res.httpStatus, res.body.msg).toBe(200);
    expect(await t.platform.db.select().from(reply).where(eq(reply.id, r.id))).toEqual([]);
    expect((await discussionRow(t, d.id))!.commentNum).toBe(1);
  });

  it("refuses someone else's reply (403) but lets an admin remove it", async () => {
    const { d, c } = await setup();
    const r = await replyAs(bob, c.id, 'mine');
    const before = await counts(d.id);
    expectRefused(
      await t.request('DELETE', '/api/reply', { token: carol.token, body: { reply: { id: r.id } } }),
      403,
    );
    expectRefused(
      await t.request('DELETE', '/api/reply', { token: alice.token, body: { reply: { id: r.id } } }),
      403,
    );
    expectRefused(await t.request('DELETE', '/api/reply', { body: { reply: { id: r.id } } }), 401);
    expect(await counts(d.id)).toEqual(before);
    const res = await t.request('DELETE', '/api/reply', {
      token: admin.token,
      body: { reply: { id: r.id } },
    });
    expect(res.httpStatus).toBe(200);
    expect((await discussionRow(t, d.id))!.commentNum).toBe(1);
  });

  it('answers 404 for an unknown reply and 400 for bad input', async () => {
    expectRefused(
      await t.request('DELETE', '/api/reply', { token: bob.token, body: { reply: { id: 2147483647 } } }),
      404,
    );
    for (const body of [{}, { reply: {} }, { reply: { id: 2147483648 } }, { reply: null }, { id: 3 }]) {
      expectRefused(await t.request('DELETE', '/api/reply', { token: bob.token, body }), 400);
    }
  });

  it('counts a reply deleted twice at once only once', async () => {
    const { d, c } = await setup();
    const r = await replyAs(bob, c.id, 'twice');
    const results = await Promise.all(
      [1, 2].map(() =>
        t.request('DELETE', '/api/reply', { token: bob.token, body: { reply: { id: r.id } } }),
      ),
    );
    expect(results.map((x) => x.httpStatus).sort()).toEqual([200, 404]);
    expect((await discussionRow(t, d.id))!.commentNum).toBe(1);
  });

  it('keeps commentNum true when replies race the deletion of their comment', async () => {
    const { d, c } = await setup();
    const r = await replyAs(bob, c.id, 'before');
    await Promise.all([
      ...[1, 2, 3].map((i) =>
        t.request('POST', '/api/reply', {
          token: carol.token,
          body: { reply: { commentId: c.id, content: `${i}` } },
        }),
      ),
      t.request('DELETE', '/api/reply', { token: bob.token, body: { reply: { id: r.id } } }),
      t.request('DELETE', '/api/comment', { token: alice.token, body: { id: c.id } }),
    ]);
    const [left] = await t.platform.db.select({ n: count() }).from(comment).where(eq(comment.did, d.id));
    expect(left!.n).toBe(0);
    expect((await discussionRow(t, d.id))!.commentNum).toBe(0);
  });
});
