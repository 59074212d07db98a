import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupAnnouncement } from '../../worker/src/db/schema';
import { addGroupMember, insertGroupWithMembers, insertGroupWithOwner } from '../support/group-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };

let t: TestApp;
let rootToken: string;
let owner: User;
let groupRoot: User;
let admin: User;
let otherAdmin: User;
let member: User;
let applicant: User;
let outsider: User;
let gid: number;

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.rootToken();
  const { group, users } = await insertGroupWithMembers(t, {
    groupRoot: 5,
    admin: 4,
    otherAdmin: 4,
    member: 3,
    applicant: 1,
    outsider: 0,
  });
  ({ owner, groupRoot, admin, otherAdmin, member, applicant, outsider } = users);
  gid = group.id;
});
afterAll(async () => {
  await t?.close();
});

const post = (token: string | null, body: unknown) =>
  t.request('POST', '/api/group/announcement', { token, body });
const put = (token: string | null, body: unknown) =>
  t.request('PUT', '/api/group/announcement', { token, body });
const del = (token: string | null, aid: unknown) =>
  t.request('DELETE', '/api/group/announcement', { token, query: { aid: aid as string } });
const readerList = (token: string | null, query: Record<string, string | number>) =>
  t.request('GET', '/api/group/get-announcement-list', { token, query });
const adminList = (token: string | null, query: Record<string, string | number>) =>
  t.request('GET', '/api/group/get-admin-announcement-list', { token, query });
const announcementCount = async () =>
  Number((await t.platform.db.select({ n: count() }).from(groupAnnouncement))[0]!.n);
const stored = async (id: number) =>
  (await t.platform.db.select().from(groupAnnouncement).where(eq(groupAnnouncement.id, id)))[0];

describe('POST /api/group/announcement', () => {
  it('lets a group admin post with the caller as author; status defaults to visible', async () => {
    const res = await post(admin.token, {
      gid,
      title: 'Welcome',
      content: '# Hello',
      uid: owner.uid,
      username: 'x',
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data).toMatchObject({
      gid,
      title: 'Welcome',
      content: '# Hello',
      status: 0,
      uid: admin.uid,
      username: admin.username,
    });
    const hidden = await post(owner.token, { gid, title: 'Draft', content: 'Later', status: 1 });
    expect(hidden.body.data.status).toBe(1);
    expect((await post(rootToken, { gid, title: 'From root', content: 'Hi' })).httpStatus).toBe(200);
  });

  it('refuses members, applicants, outsiders and visitors', async () => {
    const before = await announcementCount();
    for (const u of [member, applicant, outsider]) {
      expect((await post(u.token, { gid, title: 'Nope', content: 'Nope' })).httpStatus).toBe(403);
    }
    expect((await post(null, { gid, title: 'Nope', content: 'Nope' })).httpStatus).toBe(401);
    expect(await announcementCount()).toBe(before);
  });

  it.each([
    [{ title: '', content: 'x' }, 'The title is required'],
    [{ title: '   ', content: 'x' }, 'The title is required'],
    [{ content: 'x' }, 'The title is required'],
    [{ title: 'x', content: null }, 'The content is required'],
    [{ title: 'x'.repeat(256), content: 'x' }, 'The title must be at most 255 characters'],
    [{ title: 'x', content: 'x'.repeat(65_536) }, 'The content must be at most 65535 characters'],
    [{ title: 'x', content: 'x', status: 2 }, 'status must be 0 (visible) or 1 (hidden)'],
    [{ title: 'x', content: 'x', status: 'abc' }, 'status must be 0 (visible) or 1 (hidden)'],
    [{ title: 'a\u0000b', content: 'x' }, 'title must not contain NUL characters'],
  ])('refuses %j', async (fields, msg) => {
    const before = await announcementCount();
    const res = await post(admin.token, { gid, ...fields });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect(await announcementCount()).toBe(before);
  });

  it('accepts the longest title and content', async () => {
    const res = await post(admin.token, {
      gid,
      title: 't'.repeat(255),
      content: 'c'.repeat(65_535),
      status: 1,
    });
    expect(res.httpStatus).toBe(200);
  });

  it('refuses bad group ids', async () => {
    for (const bad of [0, -1, 2147483648, 'abc', null]) {
      expect((await post(admin.token, { gid: bad, title: 'x', content: 'x' })).httpStatus).toBe(400);
    }
    expect((await post(admin.token, { gid: 2147483647, title: 'x', content: 'x' })).httpStatus).toBe(404);
  });
});

describe('announcement lists', () => {
  let listGid: number;
  let visibleIds: number[];
  let hiddenId: number;

  beforeAll(async () => {
    listGid = (await insertGroupWithOwner(t, owner)).id;
    await addGroupMember(t, listGid, member.uid, 3);
    await addGroupMember(t, listGid, admin.uid, 4);
    visibleIds = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(admin.token, { gid: listGid, title: `Notice ${i}`, content: `Body ${i}` });
      visibleIds.push(res.body.data.id);
      t.clock.advance(1000);
    }
    hiddenId = (await post(admin.token, { gid: listGid, title: 'Hidden', content: 'Body', status: 1 })).body
      .data.id;
  });

  it('shows members the visible ones, newest first, 5 a page by default', async () => {
    const res = await readerList(member.token, { gid: listGid });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.total).toBe(6);
    expect(res.body.data.size).toBe(5);
    const ids = res.body.data.records.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...visibleIds].reverse().slice(0, 5));
    expect(res.body.data.records[0]).toMatchObject({ username: admin.username, gid: listGid });
    const second = await readerList(member.token, { gid: listGid, currentPage: 2 });
    expect(second.body.data.records.map((r: { id: number }) => r.id)).toEqual([visibleIds[0]]);
  });

  it('shows group admins every one, 10 a page by default', async () => {
    const res = await adminList(admin.token, { gid: listGid });
    expect(res.body.data.total).toBe(7);
    expect(res.body.data.size).toBe(10);
    expect(res.body.data.records[0].id).toBe(hiddenId);
    expect((await adminList(rootToken, { gid: listGid })).body.data.total).toBe(7);
    expect((await adminList(owner.token, { gid: listGid })).body.data.total).toBe(7);
  });

  it('keeps the lists from those without the level', async () => {
    expect((await readerList(outsider.token, { gid: listGid })).httpStatus).toBe(403);
    expect((await readerList(applicant.token, { gid: listGid })).httpStatus).toBe(403);
    expect((await readerList(null, { gid: listGid })).httpStatus).toBe(401);
    expect((await readerList(rootToken, { gid: listGid })).httpStatus).toBe(200);
    const asMember = await adminList(member.token, { gid: listGid });
    expect(asMember.httpStatus).toBe(403);
    expect((await adminList(outsider.token, { gid: listGid })).httpStatus).toBe(403);
    expect((await adminList(null, { gid: listGid })).httpStatus).toBe(401);
    for (const bad of ['0', '-1', '2147483648', 'abc']) {
      expect((await readerList(member.token, { gid: bad })).httpStatus).toBe(400);
      expect((await adminList(admin.token, { gid: bad })).httpStatus).toBe(400);
    }
    expect((await readerList(member.token, { gid: 2147483647 })).httpStatus).toBe(404);
  });
});

describe('PUT and DELETE /api/group/announcement', () => {
  const postByAdmin = async () =>
    (await post(admin.token, { gid, title: 'Original', content: 'Original body' })).body.data.id as number;

  it('lets the author change title, content and status, keeping the status when left out', async () => {
    const id = await postByAdmin();
    const hide = await put(admin.token, { id, title: 'Changed', content: 'Changed body', status: 1 });
    expect(hide.httpStatus).toBe(200);
    expect(hide.body.data).toMatchObject({ id, title: 'Changed', content: 'Changed body', status: 1, gid });
    const keep = await put(admin.token, { id, title: 'Again', content: 'Again body' });
    expect(keep.body.data.status).toBe(1);
    expect(keep.body.data.username).toBe(admin.username);
  });

  it('lets the group root, the owner and super admin change or delete anyone’s', async () => {
    const id = await postByAdmin();
    for (const token of [groupRoot.token, owner.token, rootToken]) {
      expect((await put(token, { id, title: 'By root', content: 'Body' })).httpStatus).toBe(200);
    }
    expect((await del(groupRoot.token, id)).httpStatus).toBe(200);
    expect(await stored(id)).toBeUndefined();
  });

  it('refuses another group admin, a member, an outsider and a visitor', async () => {
    const id = await postByAdmin();
    const byOtherAdmin = await put(otherAdmin.token, { id, title: 'Hijack', content: 'Body' });
    expect(byOtherAdmin.httpStatus).toBe(403);
    expect(byOtherAdmin.body.msg).toBe(
      'Sorry, only its author or the root of the group may change this announcement',
    );
    expect((await del(otherAdmin.token, id)).httpStatus).toBe(403);
    for (const u of [member, outsider]) {
      expect((await put(u.token, { id, title: 'Hijack', content: 'Body' })).httpStatus).toBe(403);
      expect((await del(u.token, id)).httpStatus).toBe(403);
    }
    expect((await put(null, { id, title: 'Hijack', content: 'Body' })).httpStatus).toBe(401);
    expect((await del(null, id)).httpStatus).toBe(401);
    expect(await stored(id)).toMatchObject({ title: 'Original' });
  });

  it('refuses the author once they are no longer a group admin', async () => {
    const id = await postByAdmin();
    await addGroupMember(t, gid, admin.uid, 3);
    try {
      expect((await put(admin.token, { id, title: 'Changed', content: 'Body' })).httpStatus).toBe(403);
      expect((await del(admin.token, id)).httpStatus).toBe(403);
    } finally {
      await addGroupMember(t, gid, admin.uid, 4);
    }
  });

  it('lets the author delete their own; a second delete is 404', async () => {
    const id = await postByAdmin();
    const res = await del(admin.token, id);
    expect(res.httpStatus).toBe(200);
    expect(await stored(id)).toBeUndefined();
    expect((await del(admin.token, id)).httpStatus).toBe(404);
  });

  it('refuses bad input and leaves the row as it was', async () => {
    const id = await postByAdmin();
    expect((await put(admin.token, { id, title: '', content: 'x' })).httpStatus).toBe(400);
    expect((await put(admin.token, { id, title: 'x', content: 'x', status: 5 })).httpStatus).toBe(400);
    expect((await put(admin.token, { title: 'x', content: 'x' })).httpStatus).toBe(400);
    for (const bad of [0, -1, 2147483648, 'abc']) {
      expect((await put(admin.token, { id: bad, title: 'x', content: 'x' })).httpStatus).toBe(400);
      expect((await del(admin.token, bad)).httpStatus).toBe(400);
    }
    expect((await put(admin.token, { id: 2147483647, title: 'x', content: 'x' })).httpStatus).toBe(404);
    expect((await del(admin.token, 2147483647)).httpStatus).toBe(404);
    expect(await stored(id)).toMatchObject({ title: 'Original', content: 'Original body', status: 0 });
  });

  it('ignores a gid in the body: the announcement stays in its group', async () => {
    const id = await postByAdmin();
    const elsewhere = await insertGroupWithOwner(t, admin);
    const res = await put(admin.token, { id, gid: elsewhere.id, title: 'Moved?', content: 'Body' });
    expect(res.httpStatus).toBe(200);
    expect((await stored(id))!.gid).toBe(gid);
  });
});
