import {
  COMMENT_CONTENT_EMPTY,
  COMMENT_CONTENT_MAX,
  COMMENT_CONTENT_TOO_LONG,
  type CommentListVO,
  type CommentVO,
} from '@contract/comment';
import { Role } from '@contract/roles';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comment, commentLike, discussion, msgRemind, reply } from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import { setUserRecord } from '../support/account-helpers';
import { discussionRow, insertDiscussion } from '../support/discussion-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let author: User;
let alice: User;
let bob: User;
let newbie: User;
let muted: User;
let admin: User;
let problemAdmin: User;

/** Comment threshold in these tests: defaultCreateCommentACInitValue. */
const THRESHOLD = 3;

beforeAll(async () => {
  t = await createTestApp();
  await writeConfig(t.platform.db, 'switch', { defaultCreateCommentACInitValue: THRESHOLD });
  author = await t.createUser();
  alice = await t.createUser();
  bob = await t.createUser();
  newbie = await t.createUser();
  muted = await t.createUser({ roles: [Role.MUTED] });
  admin = await t.createUser({ roles: [Role.ADMIN] });
  problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  for (const u of [author, alice, bob, muted]) await setUserRecord(t, u.uid, { acCount: THRESHOLD });
  await setUserRecord(t, newbie.uid, { acCount: THRESHOLD - 1 });
});
afterAll(async () => {
  await t?.close();
});

const newDiscussion = (title = 'A discussion') => insertDiscussion(t, author, { title });

async function postComment(token: string | null, body: unknown) {
  return t.request<CommentVO>('POST', '/api/comment', { token, body });
}

async function commentOn(user: User, did: number, content = 'a comment'): Promise<CommentVO> {
  const res = await postComment(user.token, { did, content });
  expect(res.httpStatus, res.body.msg).toBe(200);
  return res.body.data;
}

/** A comment written straight into the table, leaving the discussion unread by the API. */
async function insertComment(did: number, user: User) {
  await t.platform.db
    .insert(comment)
    .values({ did, content: 'stored', fromUid: user.uid, fromName: user.username, fromRole: 'user' });
  await t.platform.db.update(discussion).set({ commentNum: 1 }).where(eq(discussion.id, did));
}

async function listComments(token: string | null, query: Record<string, unknown>) {
  return t.request<CommentListVO>('GET', '/api/comments', { token, query: query as never });
}

async function counts(did?: number) {
  const db = t.platform.db;
  const [comments] = await db.select({ n: count() }).from(comment);
  const [replies] = await db.select({ n: count() }).from(reply);
  const [likes] = await db.select({ n: count() }).from(commentLike);
  const [messages] = await db.select({ n: count() }).from(msgRemind);
  const commentNum = did === undefined ? null : ((await discussionRow(t, did))?.commentNum ?? null);
  return { comments: comments!.n, replies: replies!.n, likes: likes!.n, messages: messages!.n, commentNum };
}

/** commentNum as HOJ counts it: the discussion's comments and their replies. */
async function trueCommentNum(did: number) {
  const db = t.platform.db;
  const [c] = await db.select({ n: count() }).from(comment).where(eq(comment.did, did));
  const [r] = await db
    .select({ n: count() })
    .from(reply)
    .innerJoin(comment, eq(comment.id, reply.commentId))
    .where(eq(comment.did, did));
  return c!.n + r!.n;
}

const remindersTo = (uid: string) =>
  t.platform.db.select().from(msgRemind).where(eq(msgRemind.recipientId, uid)).orderBy(msgRemind.id);

function expectRefused(res: { httpStatus: number; body: { status: number; msg: string } }, status: number) {
  expect(res.httpStatus, res.body.msg).toBe(status);
  expect(res.body.status).toBe(status);
}

describe('POST /api/comment on a discussion', () => {
  it('returns the CommentVO, counts it in commentNum and reminds the discussion author', async () => {
    const d = await newDiscussion('Two pointers');
    const before = await remindersTo(author.uid);
    const res = await postComment(alice.token, { did: d.id, content: 'Nice *idea*', cid: null });
    expect(res.httpStatus).toBe(200);
    const vo = res.body.data;
    expect(vo).toMatchObject({
      content: 'Nice *idea*',
      fromUid: alice.uid,
      fromName: alice.username,
      fromRole: 'user',
      likeNum: 0,
      totalReplyNum: 0,
      replyList: [],
    });
    expect(typeof vo.id).toBe('number');
    expect(new Date(vo.gmtCreate).toString()).not.toBe('Invalid Date');
    expect((await discussionRow(t, d.id))!.commentNum).toBe(1);
    const after = await remindersTo(author.uid);
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      action: 'Discuss',
      senderId: alice.uid,
      sourceId: d.id,
      sourceType: 'Discussion',
      sourceTitle: 'Two pointers',
      sourceContent: 'Nice *idea*',
      url: `/discussion-detail/${d.id}`,
      state: false,
    });
  });

  it('writes no reminder when the author comments on their own discussion', async () => {
    const d = await newDiscussion();
    const before = await counts(d.id);
    await commentOn(author, d.id);
    const after = await counts(d.id);
    expect(after.comments).toBe(before.comments + 1);
    expect(after.messages).toBe(before.messages);
    expect(after.commentNum).toBe(1);
  });

  it('shows the root and admin badges through fromRole', async () => {
    const d = await newDiscussion();
    const byRoot = await postComment(await t.rootToken(), { did: d.id, content: 'from root' });
    const byAdmin = await postComment(admin.token, { did: d.id, content: 'from admin' });
    const byProblemAdmin = await postComment(problemAdmin.token, { did: d.id, content: 'from p admin' });
    expect(byRoot.body.data.fromRole).toBe('root');
    expect(byAdmin.body.data.fromRole).toBe('admin');
    expect(byProblemAdmin.body.data.fromRole).toBe('admin');
  });

  it('accepts exactly 10,000 characters', async () => {
    const d = await newDiscussion();
    const res = await postComment(alice.token, { did: d.id, content: 'x'.repeat(COMMENT_CONTENT_MAX) });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.content.length).toBe(COMMENT_CONTENT_MAX);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const d = await newDiscussion();
    const cases: [unknown, string | RegExp][] = [
      [{ did: d.id, content: '   \n\t ' }, COMMENT_CONTENT_EMPTY],
      [{ did: d.id, content: '' }, COMMENT_CONTENT_EMPTY],
      [{ did: d.id }, COMMENT_CONTENT_EMPTY],
      [{ did: d.id, content: 42 }, COMMENT_CONTENT_EMPTY],
      [{ did: d.id, content: 'x'.repeat(COMMENT_CONTENT_MAX + 1) }, COMMENT_CONTENT_TOO_LONG],
      [{ did: d.id, content: 'a\u0000b' }, /NUL/],
      [{ content: 'no target' }, 'did or cid is required'],
      [{ content: 'no target', did: null, cid: null }, 'did or cid is required'],
      [{ content: 'both', did: d.id, cid: 1 }, /not both/],
      [{ content: 'huge', did: 2147483648 }, /did/],
      [{ content: 'negative', did: -1 }, /did/],
      [{ content: 'text id', did: 'abc' }, /did/],
      [{ content: 'huge', cid: 2147483648 }, /cid/],
      [{ content: 'gone', did: 2147483647 }, /discussion does not exist/],
    ];
    const before = await counts(d.id);
    for (const [body, message] of cases) {
      const res = await postComment(alice.token, body);
      expectRefused(res, 400);
      if (typeof message === 'string') expect(res.body.msg).toContain(message);
      else expect(res.body.msg).toMatch(message);
    }
    const raw = await t.request('POST', '/api/comment', {
      token: alice.token,
      rawBody: '{"did":',
      headers: { 'Content-Type': 'application/json' },
    });
    expectRefused(raw, 400);
    expect(await counts(d.id)).toEqual(before);
  });

  it('refuses guests (401), barred roles (403) and users under the threshold (403), writing nothing', async () => {
    const d = await newDiscussion();
    const before = await counts(d.id);
    expectRefused(await postComment(null, { did: d.id, content: 'guest' }), 401);
    const barred = await postComment(muted.token, { did: d.id, content: 'muted' });
    expectRefused(barred, 403);
    expect(barred.body.msg).toMatch(/not allowed to comment/);
    const under = await postComment(newbie.token, { did: d.id, content: 'newbie' });
    expectRefused(under, 403);
    expect(under.body.msg).toContain(String(THRESHOLD));
    expect(await counts(d.id)).toEqual(before);
  });

  it('lets admins comment without accepted problems, and anyone once the threshold is met', async () => {
    const d = await newDiscussion();
    await commentOn(admin, d.id);
    await commentOn(problemAdmin, d.id);
    await setUserRecord(t, newbie.uid, { acCount: THRESHOLD });
    try {
      await commentOn(newbie, d.id);
    } finally {
      await setUserRecord(t, newbie.uid, { acCount: THRESHOLD - 1 });
    }
    expect((await discussionRow(t, d.id))!.commentNum).toBe(3);
  });

  it('is closed with openPublicDiscussion off (403), for reading and writing', async () => {
    // Readers share a discussion's lookup for a second: this one has not been looked up yet.
    const d = await newDiscussion();
    await insertComment(d.id, alice);
    const before = await counts(d.id);
    await writeConfig(t.platform.db, 'switch', { openPublicDiscussion: false });
    try {
      const read = await listComments(null, { did: d.id });
      expectRefused(read, 403);
      expect(read.body.msg).toBe('No Access: There is no open discussion area on the website!');
      expectRefused(await postComment(alice.token, { did: d.id, content: 'closed' }), 403);
    } finally {
      await writeConfig(t.platform.db, 'switch', { openPublicDiscussion: true });
    }
    expect(await counts(d.id)).toEqual(before);
  });
});

describe('GET /api/comments on a discussion', () => {
  it('lets guests read, 10 a page, most liked first then newest, with the total', async () => {
    const d = await newDiscussion();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await commentOn(i % 2 ? alice : bob, d.id, `c${i}`)).id);
    await t.platform.db.update(comment).set({ likeNum: 5 }).where(eq(comment.id, ids[3]!));
    const first = await listComments(null, { did: d.id });
    expect(first.httpStatus).toBe(200);
    const page = first.body.data.commentList;
    expect(page.total).toBe(12);
    expect(page.records.length).toBe(10);
    expect(page.current).toBe(1);
    expect(page.size).toBe(10);
    const expected = [ids[3]!, ...ids.filter((id) => id !== ids[3]).reverse()];
    expect(page.records.map((c) => c.id)).toEqual(expected.slice(0, 10));
    expect(first.body.data.commentLikeMap).toEqual({});
    const second = await listComments(null, { did: d.id, currentPage: 2, cid: '' });
    expect(second.body.data.commentList.records.map((c) => c.id)).toEqual(expected.slice(10));
    const third = await listComments(null, { did: d.id, currentPage: 3 });
    expect(third.body.data.commentList.records).toEqual([]);
    const five = await listComments(null, { did: d.id, limit: 5 });
    expect(five.body.data.commentList.records.length).toBe(5);
  });

  it('carries the newest 3 replies of each comment, newest first, with the full count', async () => {
    const d = await newDiscussion();
    const c = await commentOn(alice, d.id, 'busy');
    const quiet = await commentOn(bob, d.id, 'quiet');
    const replyIds: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await t.request('POST', '/api/reply', {
        token: bob.token,
        body: {
          reply: { commentId: c.id, content: `r${i}` },
          did: d.id,
          quoteId: c.id,
          quoteType: 'Comment',
        },
      });
      expect(res.httpStatus, res.body.msg).toBe(200);
      replyIds.push(res.body.data.id);
    }
    const res = await listComments(null, { did: d.id });
    const busy = res.body.data.commentList.records.find((r) => r.id === c.id)!;
    expect(busy.totalReplyNum).toBe(5);
    expect(busy.replyList.map((r) => r.id)).toEqual(replyIds.slice(2).reverse());
    expect(busy.replyList[0]).toMatchObject({
      commentId: c.id,
      fromUid: bob.uid,
      toUid: alice.uid,
      toName: alice.username,
      content: 'r4',
      status: 0,
    });
    const idle = res.body.data.commentList.records.find((r) => r.id === quiet.id)!;
    expect(idle.totalReplyNum).toBe(0);
    expect(idle.replyList).toEqual([]);
  });

  it('shows a write at once to the next read, though pages are shared between readers', async () => {
    const d = await newDiscussion();
    const first = await commentOn(alice, d.id, 'first');
    expect((await listComments(null, { did: d.id })).body.data.commentList.total).toBe(1);
    const second = await commentOn(bob, d.id, 'second');
    const afterPost = (await listComments(null, { did: d.id })).body.data.commentList;
    expect(afterPost.records.map((c) => c.id)).toEqual([second.id, first.id]);
    await t.request('GET', '/api/comment-like', {
      token: bob.token,
      query: { cid: first.id, toLike: true, sourceId: d.id, sourceType: 'Discussion' },
    });
    const afterLike = (await listComments(null, { did: d.id })).body.data.commentList;
    expect(afterLike.records.map((c) => [c.id, c.likeNum])).toEqual([
      [first.id, 1],
      [second.id, 0],
    ]);
    await t.request('POST', '/api/reply', {
      token: alice.token,
      body: { reply: { commentId: second.id, content: 'answer' } },
    });
    const afterReply = (await listComments(null, { did: d.id })).body.data.commentList;
    expect(afterReply.records[1]!.totalReplyNum).toBe(1);
    const replies = await t.request('GET', '/api/reply', { query: { commentId: second.id } });
    expect(replies.body.data.length).toBe(1);
    await t.request('DELETE', '/api/comment', { token: alice.token, body: { id: first.id } });
    expect((await listComments(null, { did: d.id })).body.data.commentList.total).toBe(1);
  });

  it("hides a disabled discussion's comments from all but its author and the admins", async () => {
    const d = await newDiscussion();
    await insertComment(d.id, alice);
    await t.platform.db.update(discussion).set({ status: 1 }).where(eq(discussion.id, d.id));
    const before = await counts(d.id);
    expectRefused(await listComments(null, { did: d.id }), 404);
    expectRefused(await listComments(bob.token, { did: d.id }), 404);
    expectRefused(await postComment(bob.token, { did: d.id, content: 'x' }), 400);
    expect(await counts(d.id)).toEqual(before);
    expect((await listComments(author.token, { did: d.id })).body.data.commentList.total).toBe(1);
    expect((await listComments(admin.token, { did: d.id })).body.data.commentList.total).toBe(1);
  });

  it('answers 400 for a bad or missing target and 404 for an unknown discussion', async () => {
    for (const query of [{}, { did: 2147483648 }, { did: 'x' }, { did: -3 }, { cid: 2147483648 }]) {
      expectRefused(await listComments(null, query), 400);
    }
    expectRefused(await listComments(null, { did: 2147483647 }), 404);
  });
});

describe('DELETE /api/comment', () => {
  async function busyComment() {
    const d = await newDiscussion();
    const c = await commentOn(alice, d.id, 'to delete');
    await commentOn(bob, d.id, 'stays');
    for (let i = 0; i < 3; i++) {
      await t.request('POST', '/api/reply', {
        token: bob.token,
        body: { reply: { commentId: c.id, content: `r${i}` }, did: d.id },
      });
    }
    await t.request('GET', '/api/comment-like', {
      token: bob.token,
      query: { cid: c.id, toLike: true, sourceId: d.id, sourceType: 'Discussion' },
    });
    expect((await discussionRow(t, d.id))!.commentNum).toBe(5);
    return { d, c };
  }

  it('lets the author delete the comment with its replies and likes, keeping commentNum true', async () => {
    const { d, c } = await busyComment();
    const res = await t.request('DELETE', '/api/comment', {
      token: alice.token,
      body: { id: c.id, fromUid: alice.uid, did: d.id, cid: null },
    });
    expect(res.httpStatus, res.body.msg).toBe(200);
    expect(res.body.msg).toBe('Delete successfully');
    const db = t.platform.db;
    expect(await db.select().from(comment).where(eq(comment.id, c.id))).toEqual([]);
    expect(await db.select().from(reply).where(eq(reply.commentId, c.id))).toEqual([]);
    expect(await db.select().from(commentLike).where(eq(commentLike.commentId, c.id))).toEqual([]);
    expect((await discussionRow(t, d.id))!.commentNum).toBe(1);
    expect(await trueCommentNum(d.id)).toBe(1);
  });

  it("refuses to delete someone else's comment (403) and changes nothing", async () => {
    const { d, c } = await busyComment();
    const before = await counts(d.id);
    const res = await t.request('DELETE', '/api/comment', { token: bob.token, body: { id: c.id } });
    expectRefused(res, 403);
    expectRefused(await t.request('DELETE', '/api/comment', { body: { id: c.id } }), 401);
    expect(await counts(d.id)).toEqual(before);
  });

  it('lets admin and root delete any comment outside contests, but not a problem admin', async () => {
    const { d, c } = await busyComment();
    expectRefused(
      await t.request('DELETE', '/api/comment', { token: problemAdmin.token, body: { id: c.id } }),
      403,
    );
    const res = await t.request('DELETE', '/api/comment', { token: admin.token, body: { id: c.id } });
    expect(res.httpStatus).toBe(200);
    const other = await commentOn(bob, d.id);
    const byRoot = await t.request('DELETE', '/api/comment', {
      token: await t.rootToken(),
      body: { id: other.id },
    });
    expect(byRoot.httpStatus).toBe(200);
    expect((await discussionRow(t, d.id))!.commentNum).toBe(await trueCommentNum(d.id));
  });

  it('answers 404 for an unknown comment and 400 for a bad id', async () => {
    expectRefused(
      await t.request('DELETE', '/api/comment', { token: alice.token, body: { id: 2147483647 } }),
      404,
    );
    for (const body of [{}, { id: 2147483648 }, { id: 0 }, { id: 'x' }]) {
      expectRefused(await t.request('DELETE', '/api/comment', { token: alice.token, body }), 400);
    }
  });

  it('counts a comment deleted twice at once only once', async () => {
    const { d, c } = await busyComment();
    const results = await Promise.all(
      [alice, alice].map((u) => t.request('DELETE', '/api/comment', { token: u.token, body: { id: c.id } })),
    );
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 404]);
    expect((await discussionRow(t, d.id))!.commentNum).toBe(1);
  });
});

describe('GET /api/comment-like', () => {
  const like = (user: User | null, cid: number, toLike: boolean, did: number) =>
    t.request('GET', '/api/comment-like', {
      token: user?.token ?? null,
      query: { cid, toLike, sourceId: did, sourceType: 'Discussion' },
    });
  const likeNum = async (id: number) =>
    (await t.platform.db.select().from(comment).where(eq(comment.id, id)))[0]!.likeNum;
  const likeRows = async (id: number) =>
    (await t.platform.db.select({ n: count() }).from(commentLike).where(eq(commentLike.commentId, id)))[0]!.n;

  it('likes once, reminds the author with Like_Discuss (HOJ: a liked comment), and unlikes without a message', async () => {
    const d = await newDiscussion('Liked place');
    const c = await commentOn(alice, d.id, 'worth a like');
    const before = (await remindersTo(alice.uid)).length;
    const res = await like(bob, c.id, true, d.id);
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Like Successfully');
    expect(await likeNum(c.id)).toBe(1);
    const reminders = await remindersTo(alice.uid);
    expect(reminders.length).toBe(before + 1);
    expect(reminders.at(-1)).toMatchObject({
      action: 'Like_Discuss',
      senderId: bob.uid,
      sourceId: d.id,
      sourceType: 'Discussion',
      sourceTitle: 'Liked place',
      quoteId: c.id,
      quoteType: 'Comment',
      quoteContent: 'worth a like',
      url: `/discussion-detail/${d.id}`,
    });
    const mine = await listComments(bob.token, { did: d.id });
    expect(mine.body.data.commentLikeMap).toEqual({ [c.id]: true });
    const theirs = await listComments(alice.token, { did: d.id });
    expect(theirs.body.data.commentLikeMap).toEqual({});
    expect(theirs.body.data.commentList.records[0]!.likeNum).toBe(1);

    expect((await like(bob, c.id, true, d.id)).httpStatus).toBe(200);
    expect(await likeNum(c.id)).toBe(1);
    expect((await remindersTo(alice.uid)).length).toBe(before + 1);

    const undo = await like(bob, c.id, false, d.id);
    expect(undo.body.msg).toBe('Cancel Like Successfully');
    expect(await likeNum(c.id)).toBe(0);
    expect((await like(bob, c.id, false, d.id)).httpStatus).toBe(200);
    expect(await likeNum(c.id)).toBe(0);
    expect((await remindersTo(alice.uid)).length).toBe(before + 1);
  });

  it('reminds no one when the author likes their own comment', async () => {
    const d = await newDiscussion();
    const c = await commentOn(alice, d.id);
    const before = await counts(d.id);
    await like(alice, c.id, true, d.id);
    expect(await likeNum(c.id)).toBe(1);
    expect((await counts(d.id)).messages).toBe(before.messages);
  });

  it('counts exactly under concurrent likes from many users and the same user twice', async () => {
    const d = await newDiscussion();
    const c = await commentOn(alice, d.id);
    const users = await Promise.all(Array.from({ length: 12 }, () => t.createUser()));
    const results = await Promise.all([
      ...users.map((u) => like(u, c.id, true, d.id)),
      like(bob, c.id, true, d.id),
      like(bob, c.id, true, d.id),
      like(bob, c.id, true, d.id),
    ]);
    expect(results.every((r) => r.httpStatus === 200)).toBe(true);
    expect(await likeNum(c.id)).toBe(13);
    expect(await likeRows(c.id)).toBe(13);
    const likeMessages = await t.platform.db
      .select({ n: count() })
      .from(msgRemind)
      .where(and(eq(msgRemind.recipientId, alice.uid), eq(msgRemind.quoteId, c.id)));
    expect(likeMessages[0]!.n).toBe(13);

    const mixed = await Promise.all([
      ...users.slice(0, 6).map((u) => like(u, c.id, false, d.id)),
      like(bob, c.id, false, d.id),
      like(bob, c.id, false, d.id),
      like(bob, c.id, true, d.id),
    ]);
    expect(mixed.every((r) => r.httpStatus === 200)).toBe(true);
    expect(await likeNum(c.id)).toBe(await likeRows(c.id));
  });

  it('refuses guests, unknown comments, bad input and a source that is not the comment’s', async () => {
    const d = await newDiscussion();
    const other = await newDiscussion();
    const c = await commentOn(alice, d.id);
    const before = await counts(d.id);
    expectRefused(await like(null, c.id, true, d.id), 401);
    expectRefused(await like(bob, 2147483647, true, d.id), 404);
    expectRefused(await like(bob, c.id, true, other.id), 400);
    const bad: Record<string, unknown>[] = [
      { cid: c.id, sourceId: d.id, sourceType: 'Discussion' },
      { cid: c.id, toLike: 'maybe', sourceId: d.id, sourceType: 'Discussion' },
      { cid: 2147483648, toLike: true, sourceId: d.id, sourceType: 'Discussion' },
      { cid: c.id, toLike: true, sourceId: d.id, sourceType: 'Problem' },
      { cid: c.id, toLike: true, sourceType: 'Discussion' },
      { cid: c.id, toLike: true, sourceId: d.id, sourceType: 'Contest' },
    ];
    for (const query of bad) {
      expectRefused(
        await t.request('GET', '/api/comment-like', { token: bob.token, query: query as never }),
        400,
      );
    }
    expect(await counts(d.id)).toEqual(before);
  });
});

describe('commentNum', () => {
  it('stays equal to the comments and replies through adds and deletes, also at once', async () => {
    const d = await newDiscussion();
    const comments = await Promise.all(
      Array.from({ length: 6 }, (_, i) => commentOn(i % 2 ? alice : bob, d.id)),
    );
    await Promise.all(
      comments.flatMap((c) =>
        [0, 1].map((i) =>
          t.request('POST', '/api/reply', {
            token: alice.token,
            body: { reply: { commentId: c.id, content: `r${i}` } },
          }),
        ),
      ),
    );
    expect((await discussionRow(t, d.id))!.commentNum).toBe(18);
    await Promise.all([
      t.request('DELETE', '/api/comment', { token: admin.token, body: { id: comments[0]!.id } }),
      t.request('DELETE', '/api/comment', { token: admin.token, body: { id: comments[1]!.id } }),
      t.request('POST', '/api/reply', {
        token: bob.token,
        body: { reply: { commentId: comments[2]!.id, content: 'late' } },
      }),
      commentOn(alice, d.id),
    ]);
    const stored = await t.platform.db.select().from(discussion).where(eq(discussion.id, d.id));
    expect(stored[0]!.commentNum).toBe(await trueCommentNum(d.id));
    expect(stored[0]!.commentNum).toBe(18 - 6 + 2);
  });
});
