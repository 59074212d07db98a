import { Role } from '@contract/roles';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionLike, msgRemind } from '../../worker/src/db/schema';
import { discussionRow, insertDiscussion } from '../support/discussion-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };

let t: TestApp;
let author: User;
let fans: User[];

beforeAll(async () => {
  t = await createTestApp();
  author = await t.createUser();
  fans = [];
  for (let i = 0; i < 5; i += 1) fans.push(await t.createUser());
});
afterAll(async () => {
  await t?.close();
});

const like = (token: string | null, did: number | string, toLike: boolean | string | undefined) =>
  t.request('GET', '/api/discussion-like', { token, query: { did, toLike } });
const likeRows = (did: number) =>
  t.platform.db.select().from(discussionLike).where(eq(discussionLike.did, did));
const remindersOf = (did: number) =>
  t.platform.db
    .select()
    .from(msgRemind)
    .where(and(eq(msgRemind.sourceId, did), eq(msgRemind.action, 'Like_Post')));

describe('GET /api/discussion-like', () => {
  it('likes and unlikes, moving likeNum by one, keeping gmtModified, and reminding the author once', async () => {
    const row = await insertDiscussion(t, author, { title: 'Liked post' });
    const fan = fans[0]!;
    const liked = await like(fan.token, row.id, true);
    expect(liked.httpStatus).toBe(200);
    expect(liked.body.msg).toBe('Like Successfully');
    expect((await discussionRow(t, row.id))!.likeNum).toBe(1);
    expect((await discussionRow(t, row.id))!.gmtModified).toEqual(row.gmtModified);
    expect(await remindersOf(row.id)).toMatchObject([
      {
        senderId: fan.uid,
        recipientId: author.uid,
        sourceType: 'Discussion',
        sourceTitle: 'Liked post',
        url: `/discussion-detail/${row.id}`,
      },
    ]);
    const detail = await t.request('GET', '/api/get-discussion-detail', {
      token: fan.token,
      query: { did: row.id },
    });
    expect(detail.body.data).toMatchObject({ hasLike: true, likeNum: 1 });

    const unliked = await like(fan.token, row.id, false);
    expect(unliked.httpStatus).toBe(200);
    expect(unliked.body.msg).toBe('Cancel Like Successfully');
    expect((await discussionRow(t, row.id))!.likeNum).toBe(0);
    expect(await likeRows(row.id)).toHaveLength(0);
  });

  it('is idempotent: liking twice or unliking what is not liked changes nothing', async () => {
    const row = await insertDiscussion(t, author);
    const fan = fans[1]!;
    expect((await like(fan.token, row.id, false)).httpStatus).toBe(200);
    expect((await discussionRow(t, row.id))!.likeNum).toBe(0);
    await like(fan.token, row.id, true);
    await like(fan.token, row.id, 'true');
    expect((await discussionRow(t, row.id))!.likeNum).toBe(1);
    expect(await likeRows(row.id)).toHaveLength(1);
    expect(await remindersOf(row.id)).toHaveLength(1);
  });

  it('keeps likeNum exact under simultaneous likes from several users and repeats from one', async () => {
    const row = await insertDiscussion(t, author);
    const requests = fans.flatMap((fan) => [like(fan.token, row.id, true), like(fan.token, row.id, true)]);
    const results = await Promise.all(requests);
    expect(results.every((r) => r.httpStatus === 200)).toBe(true);
    expect((await discussionRow(t, row.id))!.likeNum).toBe(fans.length);
    expect(await likeRows(row.id)).toHaveLength(fans.length);
    expect(await remindersOf(row.id)).toHaveLength(fans.length);

    const repeated = await Promise.all(Array.from({ length: 6 }, () => like(fans[0]!.token, row.id, false)));
    expect(repeated.every((r) => r.httpStatus === 200)).toBe(true);
    expect((await discussionRow(t, row.id))!.likeNum).toBe(fans.length - 1);
    expect(await likeRows(row.id)).toHaveLength(fans.length - 1);

    const mixed = await Promise.all(
      fans.slice(1).flatMap((fan) => [like(fan.token, row.id, false), like(fan.token, row.id, false)]),
    );
    expect(mixed.every((r) => r.httpStatus === 200)).toBe(true);
    expect((await discussionRow(t, row.id))!.likeNum).toBe(0);
    expect(await likeRows(row.id)).toHaveLength(0);
  });

  it('does not remind the author of their own like', async () => {
    const row = await insertDiscussion(t, author);
    await like(author.token, row.id, true);
    expect((await discussionRow(t, row.id))!.likeNum).toBe(1);
    expect(await remindersOf(row.id)).toHaveLength(0);
  });

  it('refuses guests, bad input and discussions the caller cannot see, writing nothing', async () => {
    const row = await insertDiscussion(t, author);
    const hidden = await insertDiscussion(t, author, { status: 1 });
    const fan = fans[2]!;
    expect((await like(null, row.id, true)).httpStatus).toBe(401);
    expect((await like(fan.token, row.id, undefined)).httpStatus).toBe(400);
    expect((await like(fan.token, row.id, 'maybe')).httpStatus).toBe(400);
    expect((await like(fan.token, 2_147_483_648, true)).httpStatus).toBe(400);
    expect((await like(fan.token, 2_147_483_647, true)).httpStatus).toBe(404);
    expect((await like(fan.token, hidden.id, true)).httpStatus).toBe(404);
    expect(await likeRows(row.id)).toHaveLength(0);
    expect(await likeRows(hidden.id)).toHaveLength(0);
    const admin = await t.createUser({ roles: [Role.ADMIN] });
    expect((await like(admin.token, hidden.id, true)).httpStatus).toBe(200);
  });
});
