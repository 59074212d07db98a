import { DISCUSSION_CLOSED_MESSAGE } from '@contract/discussion';
import { Role } from '@contract/roles';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discussion, discussionLike, discussionReport } from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import { insertProblem, setUserRecord } from '../support/account-helpers';
import { discussionRow, insertDiscussion, insertDiscussionCategory } from '../support/discussion-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };

let t: TestApp;
let author: User;
let other: User;
let admin: User;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  author = await t.createUser();
  other = await t.createUser();
  admin = await t.createUser({ roles: [Role.ADMIN] });
  categoryId = (await insertDiscussionCategory(t, 'General')).id;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await writeConfig(t.platform.db, 'switch', {
    openPublicDiscussion: true,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 1000,
  });
});

const discussionCount = async () =>
  Number((await t.platform.db.select({ n: count() }).from(discussion))[0]!.n);
const postsBy = (uid: string) => t.platform.db.select().from(discussion).where(eq(discussion.uid, uid));

const valid = () => ({
  title: `Title ${Math.random()}`,
  description: 'What this is about',
  content: '# Heading\n\nBody',
  categoryId,
});
const post = (token: string | null, body: unknown) => t.request('POST', '/api/discussion', { token, body });

describe('POST /api/discussion', () => {
  it('stores the post with the author, avatar and role from the caller and zero counters', async () => {
    const body = {
      ...valid(),
      viewNum: 99,
      likeNum: 99,
      commentNum: 99,
      uid: other.uid,
      author: 'x',
      role: 'root',
    };
    const res = await post(author.token, body);
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Post Successfully');
    const [row] = (await postsBy(author.uid)).filter((r) => r.title === body.title);
    expect(row).toMatchObject({
      uid: author.uid,
      author: author.username,
      role: 'user',
      viewNum: 0,
      likeNum: 0,
      commentNum: 0,
      topPriority: 0,
      status: 0,
      pid: null,
      gid: null,
      categoryId,
      description: body.description,
      content: body.content,
    });
  });

  it('pins only for admin roles and records their role', async () => {
    const mine = { ...valid(), topPriority: true };
    expect((await post(author.token, mine)).httpStatus).toBe(200);
    const [row] = (await postsBy(author.uid)).filter((r) => r.title === mine.title);
    expect(row!.topPriority).toBe(0);

    const pinned = { ...valid(), topPriority: true };
    expect((await post(admin.token, pinned)).httpStatus).toBe(200);
    const [adminRow] = (await postsBy(admin.uid)).filter((r) => r.title === pinned.title);
    expect(adminRow).toMatchObject({ topPriority: 1, role: 'admin' });

    const root = await t.rootToken();
    const rootPost = valid();
    expect((await post(root, rootPost)).httpStatus).toBe(200);
    const [rootRow] = await t.platform.db
      .select()
      .from(discussion)
      .where(eq(discussion.title, rootPost.title));
    expect(rootRow!.role).toBe('root');
  });

  it('prefixes the title of a problem discussion with [problemId] once, using the stored id', async () => {
    const problem = await insertProblem(t, { problemId: `DiscP${process.pid}` });
    const plain = { ...valid(), pid: problem.problemId.toLowerCase() };
    expect((await post(author.token, plain)).httpStatus).toBe(200);
    const already = { ...valid(), pid: problem.problemId };
    already.title = `[${problem.problemId}] ${already.title}`;
    expect((await post(author.token, already)).httpStatus).toBe(200);

    const rows = (await postsBy(author.uid)).filter((r) => r.pid === problem.problemId);
    expect(rows.map((r) => r.title).sort()).toEqual(
      [`[${problem.problemId}] ${plain.title}`, already.title].sort(),
    );
  });

  it('refuses a title that the prefix would push over 255 characters, writing nothing', async () => {
    const problem = await insertProblem(t);
    const before = await discussionCount();
    const res = await post(author.token, { ...valid(), title: 'x'.repeat(255), pid: problem.problemId });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('title Can not exceed 255');
    expect(await discussionCount()).toBe(before);
  });

  it.each([
    ['missing title', { title: undefined }, 'title is required'],
    ['blank title', { title: '  \n ' }, 'title is required'],
    ['null title', { title: null }, 'title is required'],
    ['256-character title', { title: 'x'.repeat(256) }, 'title Can not exceed 255'],
    ['NUL in the title', { title: 'a\u0000b' }, 'NUL'],
    ['missing description', { description: '' }, 'description is required'],
    ['256-character description', { description: 'd'.repeat(256) }, 'description Can not exceed 255'],
    ['missing content', { content: undefined }, 'content is required'],
    ['blank content', { content: '   ' }, 'content is required'],
    ['65,536-character content', { content: 'c'.repeat(65_536) }, 'content Can not exceed 65535'],
    ['missing category', { categoryId: undefined }, 'categoryId is required'],
    ['category 2147483648', { categoryId: 2_147_483_648 }, 'categoryId must be an integer'],
    ['unknown category', { categoryId: 2_147_483_647 }, 'the category does not exist'],
    ['unknown problem', { pid: 'NoSuchProblem' }, 'the problem does not exist'],
    ['number as title', { title: 5 }, 'title is required'],
  ])('refuses %s with 400 and writes nothing', async (_name, change, message) => {
    const before = await discussionCount();
    const res = await post(author.token, { ...valid(), ...change });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toContain(message);
    expect(await discussionCount()).toBe(before);
  });

  it('accepts exactly 255 and 65,535 characters', async () => {
    const body = {
      ...valid(),
      title: 't'.repeat(255),
      description: 'd'.repeat(255),
      content: 'c'.repeat(65_535),
    };
    expect((await post(author.token, body)).httpStatus).toBe(200);
  });

  it('refuses guests (401) and discussion-barred roles (403)', async () => {
    const before = await discussionCount();
    expect((await post(null, valid())).httpStatus).toBe(401);
    for (const role of [Role.NO_DISCUSS, Role.NO_SUBMIT_NO_DISCUSS]) {
      const barred = await t.createUser({ roles: [role] });
      const res = await post(barred.token, valid());
      expect(res.httpStatus).toBe(403);
      expect(res.body.msg).toBe('Sorry, you are not allowed to post discussions');
    }
    expect(await discussionCount()).toBe(before);
  });

  it('refuses while the public discussion area is closed', async () => {
    await writeConfig(t.platform.db, 'switch', { openPublicDiscussion: false });
    const before = await discussionCount();
    const res = await post(admin.token, valid());
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe(DISCUSSION_CLOSED_MESSAGE);
    expect(await discussionCount()).toBe(before);
  });

  it('needs the accepted-problem threshold from users but not from admin roles', async () => {
    await writeConfig(t.platform.db, 'switch', { defaultCreateDiscussionACInitValue: 3 });
    const novice = await t.createUser();
    await setUserRecord(t, novice.uid, { acCount: 2 });
    const res = await post(novice.token, valid());
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe(
      'Sorry, you cannot post discussions yet! Please get at least 3 problems accepted first!',
    );
    expect(await postsBy(novice.uid)).toHaveLength(0);

    await setUserRecord(t, novice.uid, { acCount: 3 });
    expect((await post(novice.token, valid())).httpStatus).toBe(200);
    expect((await post(admin.token, valid())).httpStatus).toBe(200);
  });

  it('limits users to the daily number of posts, even when they arrive at once, but not admin roles', async () => {
    await writeConfig(t.platform.db, 'switch', { defaultCreateDiscussionDailyLimit: 2 });
    const poster = await t.createUser();
    const results = await Promise.all([1, 2, 3, 4].map(() => post(poster.token, valid())));
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 200, 403, 403]);
    const refused = results.find((r) => r.httpStatus === 403)!;
    expect(refused.body.msg).toBe('Sorry, you have already posted 2 discussions today and are restricted!');
    expect(await postsBy(poster.uid)).toHaveLength(2);

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await post(poster.token, valid())).httpStatus).toBe(200);

    for (let i = 0; i < 3; i += 1) expect((await post(admin.token, valid())).httpStatus).toBe(200);
  });
});

describe('PUT /api/discussion', () => {
  const put = (token: string | null, body: unknown) => t.request('PUT', '/api/discussion', { token, body });

  it('lets the author edit title, description, content and category but never the counters or owner', async () => {
    const row = await insertDiscussion(t, author, { categoryId, viewNum: 5, likeNum: 2, commentNum: 1 });
    const newCategory = await insertDiscussionCategory(t);
    const res = await put(author.token, {
      id: row.id,
      title: 'Edited',
      description: 'New description',
      content: 'New content',
      categoryId: newCategory.id,
      viewNum: 0,
      likeNum: 100,
      commentNum: 100,
      uid: other.uid,
      author: 'someone',
      status: 1,
      topPriority: true,
      pid: 'X',
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Update Successfully');
    expect(await discussionRow(t, row.id)).toMatchObject({
      title: 'Edited',
      description: 'New description',
      content: 'New content',
      categoryId: newCategory.id,
      viewNum: 5,
      likeNum: 2,
      commentNum: 1,
      uid: author.uid,
      author: author.username,
      status: 0,
      topPriority: 0,
      pid: null,
    });
  });

  it("refuses someone else's discussion, even to an admin, and guests", async () => {
    const row = await insertDiscussion(t, author, { categoryId });
    const body = { id: row.id, title: 'Hijack', description: 'd', content: 'c', categoryId };
    expect((await put(other.token, body)).httpStatus).toBe(403);
    expect((await put(admin.token, body)).httpStatus).toBe(403);
    expect((await put(null, body)).httpStatus).toBe(401);
    expect((await discussionRow(t, row.id))!.title).toBe(row.title);
  });

  it('lets an admin author change the pin', async () => {
    const row = await insertDiscussion(t, admin, { categoryId });
    const body = { id: row.id, title: 'T', description: 'd', content: 'c', categoryId, topPriority: true };
    expect((await put(admin.token, body)).httpStatus).toBe(200);
    expect((await discussionRow(t, row.id))!.topPriority).toBe(1);
  });

  it.each([
    ['a blank title', { title: ' ' }, 400],
    ['a 256-character description', { description: 'x'.repeat(256) }, 400],
    ['an unknown category', { categoryId: 2_147_483_647 }, 400],
    ['id 2147483648', { id: 2_147_483_648 }, 400],
    ['no id', { id: undefined }, 400],
    ['an unknown discussion', { id: 2_147_483_647 }, 404],
  ])('refuses %s and changes nothing', async (_name, change, status) => {
    const row = await insertDiscussion(t, author, { categoryId });
    const res = await put(author.token, {
      id: row.id,
      title: 'T2',
      description: 'd',
      content: 'c',
      categoryId,
      ...change,
    });
    expect(res.httpStatus).toBe(status);
    expect(await discussionRow(t, row.id)).toEqual(row);
  });
});

describe('DELETE /api/discussion', () => {
  const del = (token: string | null, did: number | string) =>
    t.request('DELETE', '/api/discussion', { token, query: { did } });

  it('lets the author delete, taking likes and reports with it', async () => {
    const row = await insertDiscussion(t, author, { categoryId });
    await t.platform.db.insert(discussionLike).values({ did: row.id, uid: other.uid });
    await t.platform.db
      .insert(discussionReport)
      .values({ did: row.id, reporter: other.username, content: 'spam' });
    const res = await del(author.token, row.id);
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Delete Successfully');
    expect(await discussionRow(t, row.id)).toBeUndefined();
    expect(
      await t.platform.db.select().from(discussionLike).where(eq(discussionLike.did, row.id)),
    ).toHaveLength(0);
    expect(
      await t.platform.db.select().from(discussionReport).where(eq(discussionReport.did, row.id)),
    ).toHaveLength(0);
  });

  it('lets an admin or root delete any discussion, but not a problem admin', async () => {
    for (const token of [admin.token, await t.rootToken()]) {
      const row = await insertDiscussion(t, author, { categoryId });
      expect((await del(token, row.id)).httpStatus).toBe(200);
      expect(await discussionRow(t, row.id)).toBeUndefined();
    }
    const problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
    const row = await insertDiscussion(t, author, { categoryId });
    expect((await del(problemAdmin.token, row.id)).httpStatus).toBe(403);
    expect(await discussionRow(t, row.id)).toEqual(row);
  });

  it('refuses other users, guests, bad and unknown ids', async () => {
    const row = await insertDiscussion(t, author, { categoryId });
    expect((await del(other.token, row.id)).httpStatus).toBe(403);
    expect((await del(null, row.id)).httpStatus).toBe(401);
    expect((await del(author.token, 2_147_483_648)).httpStatus).toBe(400);
    expect((await del(author.token, 'abc')).httpStatus).toBe(400);
    expect((await del(author.token, 2_147_483_647)).httpStatus).toBe(404);
    expect(await discussionRow(t, row.id)).toEqual(row);
  });

  it('a second delete of the same discussion is a 404', async () => {
    const row = await insertDiscussion(t, author, { categoryId });
    const [a, b] = await Promise.all([del(author.token, row.id), del(author.token, row.id)]);
    expect([a.httpStatus, b.httpStatus].sort()).toEqual([200, 404].sort());
  });
});
