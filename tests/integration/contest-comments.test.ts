import type { CommentListVO, CommentVO, ReplyVO } from '@contract/comment';
import { ContestAuth } from '@contract/contest';
import { Role } from '@contract/roles';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comment, contest, contestRegister, groupMember, msgRemind, reply } from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import { type ContestValues, HOUR, insertContest, insertGroup } from '../support/contest-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let owner: User;
let alice: User;
let bob: User;
let carol: User;
let admin: User;
let muted: User;
let rootToken: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.freeze();
  // The discussion threshold is high; contests have none.
  await writeConfig(t.platform.db, 'switch', { defaultCreateCommentACInitValue: 50 });
  owner = await t.createUser();
  alice = await t.createUser();
  bob = await t.createUser();
  carol = await t.createUser();
  admin = await t.createUser({ roles: [Role.ADMIN] });
  muted = await t.createUser({ roles: [Role.MUTED] });
  rootToken = await t.rootToken();
});
afterAll(async () => {
  await t?.close();
});

const makeContest = (values: ContestValues = {}) =>
  insertContest(t, owner, { title: 'Spring Cup', ...values });

async function commentIn(token: string, cid: number, content = 'a question'): Promise<CommentVO> {
  const res = await t.request<CommentVO>('POST', '/api/comment', {
    token,
    body: { cid, did: null, content },
  });
  expect(res.httpStatus, res.body.msg).toBe(200);
  return res.body.data;
}

const listIn = (token: string | null, cid: number) =>
  t.request<CommentListVO>('GET', '/api/comments', {
    token,
    query: { cid, did: '', currentPage: 1, limit: 10 },
  });

const listedIds = async (token: string, cid: number) =>
  (await listIn(token, cid)).body.data.commentList.records.map((c) => c.id).sort((a, b) => a - b);

const replyIn = (token: string, commentId: number, content: string, quote?: { id: number; type: string }) =>
  t.request<ReplyVO>('POST', '/api/reply', {
    token,
    body: {
      reply: { commentId, content },
      did: null,
      quoteId: quote?.id ?? commentId,
      quoteType: quote?.type ?? 'Comment',
    },
  });

async function rowCounts() {
  const db = t.platform.db;
  const [comments] = await db.select({ n: count() }).from(comment);
  const [replies] = await db.select({ n: count() }).from(reply);
  const [messages] = await db.select({ n: count() }).from(msgRemind);
  return { comments: comments!.n, replies: replies!.n, messages: messages!.n };
}

function expectRefused(res: { httpStatus: number; body: { status: number; msg: string } }, status: number) {
  expect(res.httpStatus, res.body.msg).toBe(status);
  expect(res.body.status).toBe(status);
}

const endContest = (cid: number) =>
  t.platform.db
    .update(contest)
    .set({
      startTime: new Date(t.clock.now().getTime() - 3 * HOUR),
      endTime: new Date(t.clock.now().getTime() - HOUR),
    })
    .where(eq(contest.id, cid));

describe('contest comments while the contest runs', () => {
  it("shows a contestant only their own comments and those of the contest's admins", async () => {
    const c = await makeContest();
    const byAlice = await commentIn(alice.token, c.id, 'alice asks');
    const byBob = await commentIn(bob.token, c.id, 'bob asks');
    const byOwner = await commentIn(owner.token, c.id, 'owner clarifies');
    const byRoot = await commentIn(rootToken, c.id, 'root clarifies');
    const byAdmin = await commentIn(admin.token, c.id, 'site admin, not a contest admin');
    expect(byRoot.fromRole).toBe('root');

    expect(await listedIds(alice.token, c.id)).toEqual(
      [byAlice.id, byOwner.id, byRoot.id].sort((a, b) => a - b),
    );
    const everything = [byAlice.id, byBob.id, byOwner.id, byRoot.id, byAdmin.id].sort((a, b) => a - b);
    expect(await listedIds(owner.token, c.id)).toEqual(everything);
    expect(await listedIds(rootToken, c.id)).toEqual(everything);
    const aliceView = await listIn(alice.token, c.id);
    expect(aliceView.body.data.commentList.total).toBe(3);

    // Hidden comments cannot be read, replied to or liked through their ids either.
    expectRefused(
      await t.request('GET', '/api/reply', { token: alice.token, query: { commentId: byBob.id, cid: c.id } }),
      404,
    );
    expectRefused(await replyIn(alice.token, byBob.id, 'peek'), 400);
    expectRefused(
      await t.request('GET', '/api/comment-like', {
        token: alice.token,
        query: { cid: byBob.id, toLike: true, sourceId: c.id, sourceType: 'Contest' },
      }),
      404,
    );

    await endContest(c.id);
    expect(await listedIds(alice.token, c.id)).toEqual(everything);
  });

  it("hides other contestants' replies under an admin's comment, in the list and in GET /api/reply", async () => {
    const c = await makeContest();
    const byOwner = await commentIn(owner.token, c.id, 'clarification');
    const ownerReply = await replyIn(owner.token, byOwner.id, 'more detail');
    expect(ownerReply.httpStatus).toBe(200);
    // Bob's reply is inserted directly: under the reply rule he could not post it himself.
    const [bobReply] = await t.platform.db
      .insert(reply)
      .values({ commentId: byOwner.id, fromUid: bob.uid, fromName: bob.username, content: 'bob asks more' })
      .returning();
    const seen = (await listIn(alice.token, c.id)).body.data.commentList.records[0]!;
    expect(seen.totalReplyNum).toBe(1);
    expect(seen.replyList.map((r) => r.id)).toEqual([ownerReply.body.data.id]);
    const all = await t.request<ReplyVO[]>('GET', '/api/reply', {
      token: alice.token,
      query: { commentId: byOwner.id, cid: c.id },
    });
    expect(all.body.data.map((r) => r.id)).toEqual([ownerReply.body.data.id]);
    const ownerView = await t.request<ReplyVO[]>('GET', '/api/reply', {
      token: owner.token,
      query: { commentId: byOwner.id, cid: c.id },
    });
    expect(ownerView.body.data.map((r) => r.id)).toEqual([bobReply!.id, ownerReply.body.data.id]);
  });
});

describe('who may comment in a contest', () => {
  it('needs a signed-in user who may look into the contest, and no accepted problems', async () => {
    const c = await makeContest();
    const before = await rowCounts();
    expectRefused(await listIn(null, c.id), 401);
    expectRefused(await t.request('POST', '/api/comment', { body: { cid: c.id, content: 'guest' } }), 401);
    expectRefused(
      await t.request('POST', '/api/comment', { token: muted.token, body: { cid: c.id, content: 'm' } }),
      403,
    );

    const hidden = await makeContest({ visible: false });
    expectRefused(await listIn(alice.token, hidden.id), 404);
    expectRefused(
      await t.request('POST', '/api/comment', { token: alice.token, body: { cid: hidden.id, content: 'x' } }),
      404,
    );

    const later = await makeContest({
      startTime: new Date(t.clock.now().getTime() + HOUR),
      endTime: new Date(t.clock.now().getTime() + 2 * HOUR),
    });
    expectRefused(
      await t.request('POST', '/api/comment', { token: alice.token, body: { cid: later.id, content: 'x' } }),
      403,
    );

    const secret = await makeContest({ auth: ContestAuth.PRIVATE, pwd: 'pw' });
    expectRefused(
      await t.request('POST', '/api/comment', { token: alice.token, body: { cid: secret.id, content: 'x' } }),
      403,
    );
    expectRefused(
      await t.request('POST', '/api/comment', {
        token: alice.token,
        body: { cid: 2147483647, content: 'x' },
      }),
      400,
    );
    expect(await rowCounts()).toEqual(before);

    await t.platform.db.insert(contestRegister).values({ cid: secret.id, uid: alice.uid });
    await commentIn(alice.token, secret.id);
    await commentIn(alice.token, c.id);
  });

  it('is closed with openContestComment off (403)', async () => {
    const c = await makeContest();
    await commentIn(alice.token, c.id);
    const before = await rowCounts();
    await writeConfig(t.platform.db, 'switch', { openContestComment: false });
    try {
      const read = await listIn(alice.token, c.id);
      expectRefused(read, 403);
      expect(read.body.msg).toBe('No Access: There is no open contest comment area on the website!');
      expectRefused(
        await t.request('POST', '/api/comment', { token: alice.token, body: { cid: c.id, content: 'x' } }),
        403,
      );
    } finally {
      await writeConfig(t.platform.db, 'switch', { openContestComment: true });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('lets the members of a group contest comment, and its group roots read everything', async () => {
    const group = await insertGroup(t, owner, 'cc');
    const c = await makeContest({ isGroup: true, gid: group.id });
    await t.platform.db.insert(groupMember).values([
      { gid: group.id, uid: alice.uid, auth: 3 },
      { gid: group.id, uid: carol.uid, auth: 5 },
    ]);
    const mine = await commentIn(alice.token, c.id);
    expectRefused(
      await t.request('POST', '/api/comment', { token: bob.token, body: { cid: c.id, content: 'x' } }),
      403,
    );
    const byGroupRoot = await commentIn(carol.token, c.id, 'group root speaks');
    expect(await listedIds(carol.token, c.id)).toEqual([mine.id, byGroupRoot.id]);
    expect(await listedIds(alice.token, c.id)).toEqual([mine.id, byGroupRoot.id]);
  });
});

describe('removing contest comments', () => {
  it("lets the contest's admins delete any comment there, and not a site admin", async () => {
    const c = await makeContest();
    const first = await commentIn(alice.token, c.id);
    const second = await commentIn(alice.token, c.id);
    await endContest(c.id);
    expectRefused(
      await t.request('DELETE', '/api/comment', { token: bob.token, body: { id: first.id } }),
      403,
    );
    expectRefused(
      await t.request('DELETE', '/api/comment', { token: admin.token, body: { id: first.id } }),
      403,
    );
    const byOwner = await t.request('DELETE', '/api/comment', {
      token: owner.token,
      body: { id: first.id, cid: c.id },
    });
    expect(byOwner.httpStatus, byOwner.body.msg).toBe(200);
    const byRoot = await t.request('DELETE', '/api/comment', { token: rootToken, body: { id: second.id } });
    expect(byRoot.httpStatus).toBe(200);
    expect(await listedIds(alice.token, c.id)).toEqual([]);
  });

  it("lets the contest's admins delete replies there", async () => {
    const c = await makeContest();
    const mine = await commentIn(alice.token, c.id);
    const r = await replyIn(alice.token, mine.id, 'own reply');
    expectRefused(
      await t.request('DELETE', '/api/reply', {
        token: admin.token,
        body: { reply: { id: r.body.data.id } },
      }),
      404,
    );
    const res = await t.request('DELETE', '/api/reply', {
      token: owner.token,
      body: { reply: { id: r.body.data.id } },
    });
    expect(res.httpStatus).toBe(200);
  });
});

describe('replies in a contest (spec 2 §6)', () => {
  it("takes replies to root's and the owner's comments only from their author and the contest admins", async () => {
    const c = await makeContest();
    const byOwner = await commentIn(owner.token, c.id, 'clarification');
    const byRoot = await commentIn(rootToken, c.id, 'root note');
    const before = await rowCounts();
    for (const target of [byOwner, byRoot]) {
      const refused = await replyIn(alice.token, target.id, 'may I?');
      expectRefused(refused, 403);
    }
    expect(await rowCounts()).toEqual(before);
    expect((await replyIn(owner.token, byOwner.id, 'owner adds')).httpStatus).toBe(200);
    expect((await replyIn(owner.token, byRoot.id, 'owner answers root')).httpStatus).toBe(200);
    expect((await replyIn(rootToken, byOwner.id, 'root answers owner')).httpStatus).toBe(200);
  });

  it("lets others answer another contestant's reply under such a comment once it is visible", async () => {
    const c = await makeContest();
    const byOwner = await commentIn(owner.token, c.id, 'clarification');
    const [aliceReply] = await t.platform.db
      .insert(reply)
      .values({ commentId: byOwner.id, fromUid: alice.uid, fromName: alice.username, content: 'alice asks' })
      .returning();
    // Alice's reply is hidden from Bob while the contest runs, so he cannot quote it.
    expectRefused(await replyIn(bob.token, byOwner.id, 'me too', { id: aliceReply!.id, type: 'Reply' }), 400);
    await endContest(c.id);
    expectRefused(await replyIn(bob.token, byOwner.id, 'direct'), 403);
    const res = await replyIn(bob.token, byOwner.id, 'me too', { id: aliceReply!.id, type: 'Reply' });
    expect(res.httpStatus, res.body.msg).toBe(200);
    expect(res.body.data.toUid).toBe(alice.uid);
  });

  it("takes replies to a contestant's comment from others, reminding its author with the contest link", async () => {
    const c = await makeContest({ title: 'Autumn Cup' });
    const mine = await commentIn(alice.token, c.id, 'a question');
    await endContest(c.id);
    const res = await replyIn(bob.token, mine.id, 'an answer');
    expect(res.httpStatus, res.body.msg).toBe(200);
    const reminders = await t.platform.db
      .select()
      .from(msgRemind)
      .where(eq(msgRemind.recipientId, alice.uid))
      .orderBy(msgRemind.id);
    expect(reminders.at(-1)).toMatchObject({
      action: 'Reply',
      senderId: bob.uid,
      sourceId: c.id,
      sourceType: 'Contest',
      sourceTitle: 'Autumn Cup',
      sourceContent: 'an answer',
      quoteType: 'Comment',
      quoteId: mine.id,
      url: `/contest/${c.id}/comment`,
    });
    const liked = await t.request('GET', '/api/comment-like', {
      token: carol.token,
      query: { cid: mine.id, toLike: true, sourceId: c.id, sourceType: 'Contest' },
    });
    expect(liked.httpStatus, liked.body.msg).toBe(200);
    const after = await t.platform.db
      .select()
      .from(msgRemind)
      .where(eq(msgRemind.recipientId, alice.uid))
      .orderBy(msgRemind.id);
    expect(after.at(-1)).toMatchObject({
      action: 'Like_Discuss',
      senderId: carol.uid,
      sourceType: 'Contest',
      sourceTitle: 'Autumn Cup',
      url: `/contest/${c.id}/comment`,
    });
    // A contest comment reminds no discussion author.
    const discussMessages = await t.platform.db
      .select({ n: count() })
      .from(msgRemind)
      .where(eq(msgRemind.action, 'Discuss'));
    expect(discussMessages[0]!.n).toBe(0);
  });
});
