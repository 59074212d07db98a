import { DISCUSSION_CLOSED_MESSAGE } from '@contract/discussion';
import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { discussionLike, userInfo } from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import { discussionRow, insertDiscussion, insertDiscussionCategory } from '../support/discussion-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };

let t: TestApp;
let author: User;
let reader: User;
let admin: User;

beforeAll(async () => {
  t = await createTestApp();
  author = await t.createUser();
  reader = await t.createUser();
  admin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  await t.platform.db
    .update(userInfo)
    .set({ titleName: 'Helper', titleColor: '#ff0000' })
    .where(eq(userInfo.uid, author.uid));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await writeConfig(t.platform.db, 'switch', { openPublicDiscussion: true });
});

const list = (token: string | null, query: Record<string, string | number | boolean> = {}) =>
  t.request('GET', '/api/get-discussion-list', { token, query });
const detail = (token: string | null, did: number | string) =>
  t.request('GET', '/api/get-discussion-detail', { token, query: { did } });

describe('GET /api/get-discussion-list', () => {
  it('lists normal site discussions of a category, pinned first then newest, with the VO fields', async () => {
    const category = await insertDiscussionCategory(t, 'Ordering');
    const cid = category.id;
    const old = await insertDiscussion(t, author, { categoryId: cid, title: 'old' });
    const pinned = await insertDiscussion(t, author, { categoryId: cid, title: 'pinned', topPriority: 1 });
    const recent = await insertDiscussion(t, reader, { categoryId: cid, title: 'recent', role: 'user' });
    await insertDiscussion(t, author, { categoryId: cid, title: 'disabled', status: 1 });
    await insertDiscussion(t, author, { categoryId: cid, title: 'group', gid: 1 });

    const res = await list(reader.token, { cid });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.total).toBe(3);
    expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual([pinned.id, recent.id, old.id]);
    const first = res.body.data.records[0];
    expect(first).toMatchObject({
      id: pinned.id,
      categoryId: cid,
      categoryName: 'Ordering',
      title: 'pinned',
      description: pinned.description,
      content: null,
      uid: author.uid,
      author: author.username,
      titleName: 'Helper',
      titleColor: '#ff0000',
      topPriority: true,
      status: 0,
      viewNum: 0,
      likeNum: 0,
      commentNum: 0,
      gid: null,
      pid: null,
    });
    expect(res.body.data.records[1].content).toBe(recent.content);
    expect(res.body.data.records[2].topPriority).toBe(false);
  });

  it('pages by limit (default 10) and currentPage', async () => {
    const cid = (await insertDiscussionCategory(t)).id;
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) ids.push((await insertDiscussion(t, author, { categoryId: cid })).id);
    const first = await list(null, { cid });
    expect(first.body.data).toMatchObject({ total: 12, current: 1, size: 10 });
    expect(first.body.data.records).toHaveLength(10);
    const second = await list(null, { cid, limit: 5, currentPage: 3 });
    expect(second.body.data.records.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
  });

  it('searches title, author, id and description, taking wildcards literally', async () => {
    const cid = (await insertDiscussionCategory(t)).id;
    const word = `kw${Math.floor(Math.random() * 1e9)}`;
    const byTitle = await insertDiscussion(t, author, { categoryId: cid, title: `About ${word}` });
    const byDescription = await insertDiscussion(t, author, {
      categoryId: cid,
      description: `Has ${word.toUpperCase()}`,
    });
    await insertDiscussion(t, author, { categoryId: cid, content: `only in content ${word}` });
    const found = await list(null, { cid, keyword: word });
    expect(found.body.data.records.map((r: { id: number }) => r.id).sort()).toEqual(
      [byTitle.id, byDescription.id].sort(),
    );

    const byAuthor = await list(null, { cid, keyword: author.username });
    expect(byAuthor.body.data.total).toBe(3);
    const byId = await list(null, { cid, keyword: String(byTitle.id) });
    expect(byId.body.data.records.map((r: { id: number }) => r.id)).toContain(byTitle.id);
    expect((await list(null, { cid, keyword: '%' })).body.data.total).toBe(0);
  });

  it('filters by problem and by onlyMine', async () => {
    const cid = (await insertDiscussionCategory(t)).id;
    const forProblem = await insertDiscussion(t, author, { categoryId: cid, pid: 'P-read-1' });
    const mine = await insertDiscussion(t, reader, { categoryId: cid });
    const byProblem = await list(null, { pid: 'P-read-1' });
    expect(byProblem.body.data.records.map((r: { id: number }) => r.id)).toEqual([forProblem.id]);
    const onlyMine = await list(reader.token, { cid, onlyMine: true });
    expect(onlyMine.body.data.records.map((r: { id: number }) => r.id)).toEqual([mine.id]);
  });

  it('shows disabled and group discussions to admin roles asking for the admin view only', async () => {
    const cid = (await insertDiscussionCategory(t)).id;
    const disabled = await insertDiscussion(t, author, { categoryId: cid, status: 1 });
    const group = await insertDiscussion(t, author, { categoryId: cid, gid: 7 });
    const adminView = await list(admin.token, { cid, admin: true });
    expect(adminView.body.data.records.map((r: { id: number }) => r.id).sort()).toEqual(
      [disabled.id, group.id].sort(),
    );
    expect((await list(reader.token, { cid, admin: true })).body.data.total).toBe(0);
    expect((await list(admin.token, { cid })).body.data.total).toBe(0);
  });

  it('is closed with the site switch, except for the admin view', async () => {
    await writeConfig(t.platform.db, 'switch', { openPublicDiscussion: false });
    const res = await list(null);
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe(DISCUSSION_CLOSED_MESSAGE);
    expect((await list(admin.token, { admin: true })).httpStatus).toBe(200);
  });

  it('refuses a bad category id and NUL in the keyword', async () => {
    expect((await list(null, { cid: 2_147_483_648 })).httpStatus).toBe(400);
    expect((await list(null, { keyword: 'a\u0000b' })).httpStatus).toBe(400);
  });
});

describe('GET /api/get-discussion-detail', () => {
  it('answers the VO with content, counts each view and keeps gmtModified', async () => {
    const category = await insertDiscussionCategory(t, 'Detail');
    const row = await insertDiscussion(t, author, { categoryId: category.id, role: 'admin' });
    const res = await detail(null, row.id);
    expect(res.httpStatus).toBe(200);
    expect(res.body.data).toMatchObject({
      id: row.id,
      content: row.content,
      categoryName: 'Detail',
      role: 'admin',
      titleName: 'Helper',
      viewNum: 1,
      hasLike: false,
    });
    await detail(reader.token, row.id);
    expect((await discussionRow(t, row.id))!.viewNum).toBe(2);
    expect((await discussionRow(t, row.id))!.gmtModified).toEqual(row.gmtModified);
  });

  it('counts every one of simultaneous views', async () => {
    const row = await insertDiscussion(t, author);
    const results = await Promise.all(Array.from({ length: 8 }, () => detail(reader.token, row.id)));
    expect(results.every((r) => r.httpStatus === 200)).toBe(true);
    expect((await discussionRow(t, row.id))!.viewNum).toBe(8);
    expect(results.map((r) => r.body.data.viewNum).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('tells the caller whether they like it', async () => {
    const row = await insertDiscussion(t, author);
    await t.platform.db.insert(discussionLike).values({ did: row.id, uid: reader.uid });
    expect((await detail(reader.token, row.id)).body.data.hasLike).toBe(true);
    expect((await detail(author.token, row.id)).body.data.hasLike).toBe(false);
  });

  // Group discussions are for the group's members only: tests/integration/group-discussions.test.ts.
  it('hides disabled discussions from all but their author and admin roles, without counting', async () => {
    const row = await insertDiscussion(t, author, { status: 1 });
    const hidden = await detail(reader.token, row.id);
    expect(hidden.httpStatus).toBe(404);
    expect(hidden.body.msg).toBe('Sorry, the discussion does not exist!');
    expect((await detail(null, row.id)).httpStatus).toBe(404);
    expect((await discussionRow(t, row.id))!.viewNum).toBe(0);
    expect((await detail(author.token, row.id)).httpStatus).toBe(200);
    expect((await detail(admin.token, row.id)).httpStatus).toBe(200);
  });

  it('refuses unknown and bad ids and a closed area', async () => {
    expect((await detail(null, 2_147_483_647)).httpStatus).toBe(404);
    expect((await detail(null, 2_147_483_648)).httpStatus).toBe(400);
    expect((await detail(null, 0)).httpStatus).toBe(400);
    expect((await detail(null, '')).httpStatus).toBe(400);
    const row = await insertDiscussion(t, author);
    await writeConfig(t.platform.db, 'switch', { openPublicDiscussion: false });
    const closed = await detail(null, row.id);
    expect(closed.httpStatus).toBe(403);
    expect(closed.body.msg).toBe(DISCUSSION_CLOSED_MESSAGE);
    expect((await discussionRow(t, row.id))!.viewNum).toBe(0);
  });
});
