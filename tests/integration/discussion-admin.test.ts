import { REPORT_EMPTY_MESSAGE } from '@contract/discussion';
import { Role } from '@contract/roles';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussion, discussionCategory, discussionReport } from '../../worker/src/db/schema';
import { discussionRow, insertDiscussion, insertDiscussionCategory } from '../support/discussion-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };

let t: TestApp;
let author: User;
let reporter: User;
let admin: User;
let problemAdmin: User;
let root: string;

beforeAll(async () => {
  t = await createTestApp();
  author = await t.createUser();
  reporter = await t.createUser();
  admin = await t.createUser({ roles: [Role.ADMIN] });
  problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  root = await t.rootToken();
});
afterAll(async () => {
  await t?.close();
});

const reportCount = async () =>
  Number((await t.platform.db.select({ n: count() }).from(discussionReport))[0]!.n);
const categoryRows = () => t.platform.db.select().from(discussionCategory).orderBy(discussionCategory.id);

describe('discussion categories', () => {
  it('lists categories to everyone, oldest first', async () => {
    const a = await insertDiscussionCategory(t, 'Alpha');
    const b = await insertDiscussionCategory(t, 'Beta');
    const res = await t.request('GET', '/api/discussion-category');
    expect(res.httpStatus).toBe(200);
    const ids = res.body.data.map((c: { id: number }) => c.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(res.body.data.find((c: { id: number }) => c.id === a.id)).toMatchObject({ name: 'Alpha' });
  });

  it('saves the edited full list: renames, adds, skips blank names, keeps the ones left out', async () => {
    const keep = await insertDiscussionCategory(t, 'Keep');
    const rename = await insertDiscussionCategory(t, 'Old name');
    const dropped = await insertDiscussionCategory(t, 'Left out');
    const res = await t.request('POST', '/api/discussion-category', {
      token: root,
      body: [
        { id: keep.id, name: 'Keep' },
        { id: rename.id, name: '  New name ' },
        { name: 'Added' },
        { name: '   ' },
        { id: null, name: null },
      ],
    });
    expect(res.httpStatus).toBe(200);
    const names = res.body.data.map((c: { name: string }) => c.name);
    expect(names).toEqual((await categoryRows()).map((c) => c.name));
    expect(names).toContain('New name');
    expect(names).toContain('Added');
    expect(names).toContain('Left out');
    expect(names.filter((n: string) => n.trim() === '')).toHaveLength(0);
    expect((await categoryRows()).find((c) => c.id === dropped.id)!.name).toBe('Left out');
  });

  it('refuses anyone but the super admin, an unknown id and bad names, writing nothing', async () => {
    const before = await categoryRows();
    const body = [{ name: 'Sneaky' }];
    expect((await t.request('POST', '/api/discussion-category', { token: null, body })).httpStatus).toBe(401);
    expect(
      (await t.request('POST', '/api/discussion-category', { token: admin.token, body })).httpStatus,
    ).toBe(403);
    expect(
      (await t.request('POST', '/api/discussion-category', { token: author.token, body })).httpStatus,
    ).toBe(403);
    for (const bad of [
      [{ name: 'New' }, { id: 2_147_483_647, name: 'Ghost' }],
      [{ id: 2_147_483_648, name: 'Too big' }],
      [{ name: 'x'.repeat(256) }],
      [{ name: 'a\u0000b' }],
      { name: 'not a list' },
    ]) {
      const res = await t.request('POST', '/api/discussion-category', { token: root, body: bad });
      expect(res.httpStatus).toBe(400);
    }
    expect(await categoryRows()).toEqual(before);
  });
});

describe('POST /api/discussion-report', () => {
  const report = (token: string | null, body: unknown) =>
    t.request('POST', '/api/discussion-report', { token, body });

  it('records the report with the caller as reporter', async () => {
    const row = await insertDiscussion(t, author);
    const res = await report(reporter.token, {
      did: row.id,
      content: '#Spam ads# buy now',
      reporter: 'someone-else',
    });
    expect(res.httpStatus).toBe(200);
    const rows = await t.platform.db.select().from(discussionReport).where(eq(discussionReport.did, row.id));
    expect(rows).toMatchObject([{ reporter: reporter.username, content: '#Spam ads# buy now', status: 0 }]);
  });

  it('refuses guests, empty reasons, long content and unknown discussions, writing nothing', async () => {
    const row = await insertDiscussion(t, author);
    const hidden = await insertDiscussion(t, author, { status: 1 });
    const before = await reportCount();
    expect((await report(null, { did: row.id, content: 'spam' })).httpStatus).toBe(401);
    for (const content of [undefined, '', '   ', null]) {
      const res = await report(reporter.token, { did: row.id, content });
      expect(res.httpStatus).toBe(400);
      expect(res.body.msg).toBe(REPORT_EMPTY_MESSAGE);
    }
    expect((await report(reporter.token, { did: row.id, content: 'x'.repeat(501) })).httpStatus).toBe(400);
    expect((await report(reporter.token, { did: row.id, content: 'a\u0000' })).httpStatus).toBe(400);
    expect((await report(reporter.token, { did: 2_147_483_648, content: 'spam' })).httpStatus).toBe(400);
    expect((await report(reporter.token, { did: 2_147_483_647, content: 'spam' })).httpStatus).toBe(404);
    expect((await report(reporter.token, { did: hidden.id, content: 'spam' })).httpStatus).toBe(404);
    expect(await reportCount()).toBe(before);
  });
});

describe('admin discussion reports', () => {
  it('lists reports open first with the discussion title and author, and marks one handled', async () => {
    const row = await insertDiscussion(t, author, { title: 'Reported one' });
    await t.request('POST', '/api/discussion-report', {
      token: reporter.token,
      body: { did: row.id, content: 'first' },
    });
    await t.request('POST', '/api/discussion-report', {
      token: reporter.token,
      body: { did: row.id, content: 'second' },
    });
    const listed = await t.request('GET', '/api/admin/discussion-report', {
      token: admin.token,
      query: { currentPage: 1, limit: 100 },
    });
    expect(listed.httpStatus).toBe(200);
    const mine = listed.body.data.records.filter((r: { did: number }) => r.did === row.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      discussionTitle: 'Reported one',
      discussionAuthor: author.username,
      reporter: reporter.username,
      content: 'second',
      status: false,
      gid: null,
    });

    const handled = await t.request('PUT', '/api/admin/discussion-report', {
      token: problemAdmin.token,
      body: { id: mine[0].id, status: true },
    });
    expect(handled.httpStatus).toBe(200);
    const after = await t.request('GET', '/api/admin/discussion-report', {
      token: admin.token,
      query: { limit: 100 },
    });
    const records = after.body.data.records as { id: number; status: boolean }[];
    expect(records.find((r) => r.id === mine[0].id)!.status).toBe(true);
    expect(records.at(-1)!.status).toBe(true);
    expect(records.findIndex((r) => r.id === mine[1].id)).toBeLessThan(
      records.findIndex((r) => r.id === mine[0].id),
    );
    expect(after.body.data.total).toBe(await reportCount());
  });

  it('pages the report list', async () => {
    const res = await t.request('GET', '/api/admin/discussion-report', {
      token: admin.token,
      query: { limit: 1 },
    });
    expect(res.body.data).toMatchObject({ current: 1, size: 1 });
    expect(res.body.data.records).toHaveLength(1);
  });

  it('refuses non-admins and bad input', async () => {
    const [row] = await t.platform.db.select().from(discussionReport).limit(1);
    for (const token of [author.token, null]) {
      expect((await t.request('GET', '/api/admin/discussion-report', { token })).httpStatus).toBe(
        token ? 403 : 401,
      );
      const put = await t.request('PUT', '/api/admin/discussion-report', {
        token,
        body: { id: row!.id, status: false },
      });
      expect(put.httpStatus).toBe(token ? 403 : 401);
    }
    const put = (body: unknown) =>
      t.request('PUT', '/api/admin/discussion-report', { token: admin.token, body });
    expect((await put({ id: row!.id })).httpStatus).toBe(400);
    expect((await put({ id: 2_147_483_648, status: true })).httpStatus).toBe(400);
    expect((await put({ id: 2_147_483_647, status: true })).httpStatus).toBe(404);
    const [still] = await t.platform.db
      .select()
      .from(discussionReport)
      .where(eq(discussionReport.id, row!.id));
    expect(still).toEqual(row);
  });
});

describe('PUT /api/admin/discussion', () => {
  const put = (token: string | null, body: unknown) =>
    t.request('PUT', '/api/admin/discussion', { token, body });

  it('sets the pin and the status, and nothing else', async () => {
    const row = await insertDiscussion(t, author, { likeNum: 3 });
    const res = await put(problemAdmin.token, {
      id: row.id,
      topPriority: true,
      title: 'Changed',
      likeNum: 0,
    });
    expect(res.httpStatus).toBe(200);
    expect(await discussionRow(t, row.id)).toMatchObject({
      topPriority: 1,
      status: 0,
      title: row.title,
      likeNum: 3,
    });
    expect((await put(admin.token, { id: row.id, status: 1 })).httpStatus).toBe(200);
    expect(await discussionRow(t, row.id)).toMatchObject({ topPriority: 1, status: 1 });
    const hidden = await t.request('GET', '/api/get-discussion-detail', {
      token: reporter.token,
      query: { did: row.id },
    });
    expect(hidden.httpStatus).toBe(404);
    expect((await put(admin.token, { id: row.id, status: 0, topPriority: false })).httpStatus).toBe(200);
    expect(await discussionRow(t, row.id)).toMatchObject({ topPriority: 0, status: 0 });
  });

  it('refuses non-admins and bad input, changing nothing', async () => {
    const row = await insertDiscussion(t, author);
    expect((await put(author.token, { id: row.id, status: 1 })).httpStatus).toBe(403);
    expect((await put(null, { id: row.id, status: 1 })).httpStatus).toBe(401);
    for (const body of [
      { id: row.id },
      { id: row.id, status: 2 },
      { id: row.id, topPriority: 'yes' },
      { id: 2_147_483_648, status: 1 },
    ]) {
      expect((await put(admin.token, body)).httpStatus).toBe(400);
    }
    expect((await put(admin.token, { id: 2_147_483_647, status: 1 })).httpStatus).toBe(404);
    expect(await discussionRow(t, row.id)).toEqual(row);
  });
});

describe('DELETE /api/admin/discussion', () => {
  const del = (token: string | null, body: unknown) =>
    t.request('DELETE', '/api/admin/discussion', { token, body });

  it('deletes the selected discussions, skipping ids already gone', async () => {
    const a = await insertDiscussion(t, author);
    const b = await insertDiscussion(t, author);
    const c = await insertDiscussion(t, author);
    const res = await del(admin.token, [a.id, b.id, 2_147_483_647]);
    expect(res.httpStatus).toBe(200);
    expect(await discussionRow(t, a.id)).toBeUndefined();
    expect(await discussionRow(t, b.id)).toBeUndefined();
    expect(await discussionRow(t, c.id)).toBeDefined();
    expect((await del(admin.token, [a.id])).httpStatus).toBe(404);
  });

  it('needs a selection and admin roles, deleting nothing otherwise', async () => {
    const row = await insertDiscussion(t, author);
    const before = Number((await t.platform.db.select({ n: count() }).from(discussion))[0]!.n);
    const empty = await del(admin.token, []);
    expect(empty.httpStatus).toBe(400);
    expect(empty.body.msg).toBe('The number of discussions selected cannot be empty');
    expect((await del(admin.token, { did: row.id })).httpStatus).toBe(400);
    expect((await del(admin.token, [row.id, 2_147_483_648])).httpStatus).toBe(400);
    expect((await del(admin.token, [row.id, 'x'])).httpStatus).toBe(400);
    expect((await del(author.token, [row.id])).httpStatus).toBe(403);
    expect((await del(null, [row.id])).httpStatus).toBe(401);
    expect(Number((await t.platform.db.select({ n: count() }).from(discussion))[0]!.n)).toBe(before);
  });
});
