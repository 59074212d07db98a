import { GROUP_DISCUSSION_CLOSED_MESSAGE } from '@contract/group-discussion';
import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  comment,
  discussion,
  discussionLike,
  discussionReport,
  groupMember,
  msgRemind,
  reply,
} from '../../worker/src/db/schema';
import { deleteGroupDiscussions } from '../../worker/src/domains/discussion/index';
import { writeConfig } from '../../worker/src/domains/site/config';
import { discussionRow, insertDiscussion, insertDiscussionCategory } from '../support/discussion-fixtures';
import { addGroupMember, insertGroupWithMembers, insertGroupWithOwner } from '../support/group-fixtures';
import { insertProblem } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };
type Query = Record<string, string | number | boolean | undefined | null>;

let t: TestApp;
let owner: User;
let groupRoot: User;
let groupAdmin: User;
let member: User;
let other: User;
let outsider: User;
let superAdmin: User;
let siteAdmin: User;
let gid: number;
let categoryId: number;
let groupProblemId: string;

beforeAll(async () => {
  t = await createTestApp();
  const { group, users } = await insertGroupWithMembers(t, {
    groupRoot: 5,
    groupAdmin: 4,
    member: 3,
    other: 3,
    outsider: 1,
  });
  ({ owner, groupRoot, groupAdmin, member, other, outsider } = users);
  gid = group.id;
  superAdmin = await t.createUser({ roles: [Role.ROOT] });
  siteAdmin = await t.createUser({ roles: [Role.ADMIN] });
  categoryId = (await insertDiscussionCategory(t, 'Group talk')).id;
  groupProblemId = (
    await insertProblem(t.platform, { isGroup: true, gid, problemId: `GP${Date.now() % 100000}` })
  ).problemId;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await writeConfig(t.platform.db, 'switch', {
    openGroupDiscussion: true,
    openPublicDiscussion: true,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 1000,
  });
});

const post = (token: string | null, body: Record<string, unknown>) =>
  t.request('POST', '/api/group/discussion', { token, body });
const list = (token: string | null, query: Query) =>
  t.request('GET', '/api/group/get-discussion-list', { token, query });
const adminList = (token: string | null, query: Query) =>
  t.request('GET', '/api/group/get-admin-discussion-list', { token, query });
const put = (token: string | null, body: Record<string, unknown>) =>
  t.request('PUT', '/api/group/discussion', { token, body });
const remove = (token: string | null, did: string | number | undefined) =>
  t.request('DELETE', '/api/group/discussion', { token, query: { did } });
const detail = (token: string | null, did: number) =>
  t.request('GET', '/api/get-discussion-detail', { token, query: { did } });

const valid = () => ({
  gid,
  title: `Topic ${Math.random()}`,
  description: 'What this is about',
  content: 'Body',
  categoryId,
});
const groupPost = (author: User, values: Record<string, unknown> = {}) =>
  insertDiscussion(t, author, { gid, categoryId, ...values });

describe('POST /api/group/discussion', () => {
  it('lets members, group admins, group roots and super admin post; refuses visitors and non-members', async () => {
    expect((await post(null, valid())).httpStatus).toBe(401);
    const refused = await post(outsider.token, valid());
    expect(refused.httpStatus).toBe(403);
    const stranger = await t.createUser();
    expect((await post(stranger.token, valid())).httpStatus).toBe(403);
    for (const user of [member, groupAdmin, groupRoot, owner, superAdmin]) {
      const body = valid();
      const res = await post(user.token, body);
      expect(res.httpStatus, user.username).toBe(200);
      expect(res.body.msg).toBe('Post successfully');
      const [row] = await t.platform.db.select().from(discussion).where(eq(discussion.title, body.title));
      expect(row).toMatchObject({ gid, uid: user.uid, author: user.username, status: 0 });
    }
  });

  it('prefixes the title with a group problem and refuses problems outside the group', async () => {
    const body = { ...valid(), pid: groupProblemId.toLowerCase(), title: 'About it' };
    expect((await post(member.token, body)).httpStatus).toBe(200);
    const rows = await t.platform.db
      .select()
      .from(discussion)
      .where(eq(discussion.title, `[${groupProblemId}] About it`));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.pid).toBe(groupProblemId);

    const publicProblem = await insertProblem(t.platform);
    const elsewhere = await insertGroupWithOwner(t, other);
    const foreign = await insertProblem(t.platform, { isGroup: true, gid: elsewhere.id });
    for (const pid of [publicProblem.problemId, foreign.problemId, 'NOPE']) {
      const res = await post(member.token, { ...valid(), pid });
      expect(res.httpStatus, pid).toBe(400);
    }
  });

  it('keeps the pin only from group admins and stores the site role', async () => {
    const mine = valid();
    await post(member.token, { ...mine, topPriority: true });
    const [byMember] = await t.platform.db.select().from(discussion).where(eq(discussion.title, mine.title));
    expect(byMember).toMatchObject({ topPriority: 0, role: 'user' });
    const pinned = valid();
    await post(groupAdmin.token, { ...pinned, topPriority: true });
    const [byAdmin] = await t.platform.db.select().from(discussion).where(eq(discussion.title, pinned.title));
    expect(byAdmin).toMatchObject({ topPriority: 1, role: 'user' });
  });

  it('validates the body and changes nothing on bad input', async () => {
    const before = (await t.platform.db.select().from(discussion)).length;
    for (const body of [
      { ...valid(), gid: undefined },
      { ...valid(), gid: 2147483648 },
      { ...valid(), gid: 0 },
      { ...valid(), title: '   ' },
      { ...valid(), title: 'a'.repeat(256) },
      { ...valid(), content: 'nul\u0000' },
      { ...valid(), categoryId: 2147483647 },
      { ...valid(), description: undefined },
    ]) {
      const res = await post(member.token, body);
      expect(res.httpStatus, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await post(member.token, { ...valid(), gid: 2147483647 })).httpStatus).toBe(404);
    expect((await t.platform.db.select().from(discussion)).length).toBe(before);
  });

  it('applies the site thresholds: accepted problems and the daily limit', async () => {
    await writeConfig(t.platform.db, 'switch', { defaultCreateDiscussionACInitValue: 5 });
    const res = await post(other.token, valid());
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toContain('5 problems');

    const poster = await t.createUser();
    await addGroupMember(t, gid, poster.uid, 3);
    await writeConfig(t.platform.db, 'switch', {
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateDiscussionDailyLimit: 1,
    });
    const both = await Promise.all([post(poster.token, valid()), post(poster.token, valid())]);
    expect(both.map((r) => r.httpStatus).sort()).toEqual([200, 403]);
  });

  it('is closed with the switch', async () => {
    await writeConfig(t.platform.db, 'switch', { openGroupDiscussion: false });
    const res = await post(member.token, valid());
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe(GROUP_DISCUSSION_CLOSED_MESSAGE);
  });
});

describe('GET /api/group/get-discussion-list and get-admin-discussion-list', () => {
  it('lists normal discussions pinned first for members only, filtered by problem', async () => {
    const group = await insertGroupWithOwner(t, owner);
    await addGroupMember(t, group.id, member.uid, 3);
    await addGroupMember(t, group.id, groupAdmin.uid, 4);
    const old = await insertDiscussion(t, member, { gid: group.id, categoryId, title: 'old' });
    const pinned = await insertDiscussion(t, owner, {
      gid: group.id,
      categoryId,
      title: 'pinned',
      topPriority: 1,
    });
    const hidden = await insertDiscussion(t, member, {
      gid: group.id,
      categoryId,
      title: 'hidden',
      status: 1,
    });
    const onProblem = await insertDiscussion(t, owner, {
      gid: group.id,
      categoryId,
      pid: 'GX1',
      title: '[GX1] q',
    });
    await insertDiscussion(t, member, { categoryId, title: 'public one' });

    expect((await list(null, { gid: group.id })).httpStatus).toBe(401);
    expect((await list(outsider.token, { gid: group.id })).httpStatus).toBe(403);
    expect((await list(siteAdmin.token, { gid: group.id })).httpStatus).toBe(403);
    for (const user of [member, groupAdmin, owner, superAdmin]) {
      const res = await list(user.token, { gid: group.id });
      expect(res.httpStatus, user.username).toBe(200);
      expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual([
        pinned.id,
        onProblem.id,
        old.id,
      ]);
      expect(res.body.data.total).toBe(3);
    }
    const mine = await list(member.token, { gid: group.id });
    const byId = new Map(mine.body.data.records.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(old.id)).toMatchObject({ content: 'Some **Markdown** content', gid: group.id });
    expect(byId.get(pinned.id)).toMatchObject({ content: null, topPriority: true });

    const filtered = await list(member.token, { gid: group.id, pid: 'gx1' });
    expect(filtered.body.data.records.map((r: { id: number }) => r.id)).toEqual([onProblem.id]);
    const paged = await list(member.token, { gid: group.id, limit: 1, currentPage: 2 });
    expect(paged.body.data.records.map((r: { id: number }) => r.id)).toEqual([onProblem.id]);

    expect((await adminList(member.token, { gid: group.id })).httpStatus).toBe(403);
    expect((await adminList(null, { gid: group.id })).httpStatus).toBe(401);
    for (const user of [groupAdmin, owner, superAdmin]) {
      const res = await adminList(user.token, { gid: group.id });
      expect(res.httpStatus).toBe(200);
      expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual([
        pinned.id,
        onProblem.id,
        hidden.id,
        old.id,
      ]);
    }
  });

  it('answers 400 for bad ids, 404 for missing or disabled groups, 403 when closed', async () => {
    for (const gidValue of [undefined, 'x', 0, -1, 2147483648, '1\u0000']) {
      expect((await list(member.token, { gid: gidValue })).httpStatus, String(gidValue)).toBe(400);
    }
    expect((await list(member.token, { gid: 2147483647 })).httpStatus).toBe(404);
    const disabled = await insertGroupWithOwner(t, owner, { status: 1 });
    await addGroupMember(t, disabled.id, member.uid, 3);
    expect((await list(member.token, { gid: disabled.id })).httpStatus).toBe(404);
    expect((await list(superAdmin.token, { gid: disabled.id })).httpStatus).toBe(200);

    await writeConfig(t.platform.db, 'switch', { openGroupDiscussion: false });
    const closed = await list(member.token, { gid });
    expect(closed.httpStatus).toBe(403);
    expect(closed.body.msg).toBe(GROUP_DISCUSSION_CLOSED_MESSAGE);
    expect((await adminList(owner.token, { gid })).httpStatus).toBe(403);
  });
});

describe('PUT /api/group/discussion', () => {
  const edit = (id: number, values: Record<string, unknown> = {}) => ({
    id,
    title: 'Edited',
    description: 'New description',
    content: 'New content',
    categoryId,
    ...values,
  });

  it('lets only the author edit the text; a group admin may restate it while toggling', async () => {
    const row = await groupPost(member);
    for (const user of [other, groupAdmin, groupRoot, owner, superAdmin]) {
      const res = await put(user.token, edit(row.id));
      expect(res.httpStatus, user.username).toBe(403);
    }
    expect((await put(null, edit(row.id))).httpStatus).toBe(401);
    expect((await put(outsider.token, edit(row.id))).httpStatus).toBe(403);
    expect((await discussionRow(t, row.id))!.title).toBe('Discussion');

    const ok = await put(member.token, edit(row.id));
    expect(ok.httpStatus).toBe(200);
    expect(await discussionRow(t, row.id)).toMatchObject({ title: 'Edited', content: 'New content' });

    // HOJ's admin table sends the whole row back with the switch flipped.
    const toggled = await put(groupAdmin.token, { ...edit(row.id), topPriority: true, status: 1 });
    expect(toggled.httpStatus).toBe(200);
    expect(await discussionRow(t, row.id)).toMatchObject({ topPriority: 1, status: 1, title: 'Edited' });
  });

  it('lets group admins, roots and super admin pin and disable; not members, not the author', async () => {
    const row = await groupPost(member);
    const pin = await put(member.token, { id: row.id, topPriority: true });
    expect(pin.httpStatus).toBe(403);
    expect((await put(member.token, { id: row.id, status: 1 })).httpStatus).toBe(403);
    expect((await put(member.token, { id: row.id, status: 0, topPriority: false })).httpStatus).toBe(200);
    for (const [user, status] of [
      [groupAdmin, 1],
      [groupRoot, 0],
      [owner, 1],
      [superAdmin, 0],
    ] as const) {
      const res = await put(user.token, { id: row.id, status, topPriority: status === 1 });
      expect(res.httpStatus, user.username).toBe(200);
      expect(await discussionRow(t, row.id)).toMatchObject({ status, topPriority: status });
    }
  });

  it('refuses bad bodies and discussions outside groups', async () => {
    const row = await groupPost(member);
    for (const body of [
      { id: row.id, status: 2 },
      { id: row.id, title: '' },
      { id: row.id, title: 'x'.repeat(256) },
      { id: row.id, topPriority: 'maybe' },
      { id: 2147483648 },
      { id: 'abc' },
    ]) {
      expect((await put(member.token, body)).httpStatus, JSON.stringify(body)).toBe(400);
    }
    expect((await put(member.token, edit(row.id, { categoryId: 2147483647 }))).httpStatus).toBe(400);
    expect((await put(member.token, edit(2147483647))).httpStatus).toBe(404);
    const site = await insertDiscussion(t, member, { categoryId });
    expect((await put(member.token, edit(site.id))).httpStatus).toBe(404);
    // The public edit leaves group discussions to the group call.
    const publicEdit = await t.request('PUT', '/api/discussion', { token: member.token, body: edit(row.id) });
    expect(publicEdit.httpStatus).toBe(404);
  });
});

describe('DELETE /api/group/discussion', () => {
  it('lets the author, group admins, roots, the owner and super admin delete', async () => {
    const targets = await Promise.all([1, 2, 3, 4, 5].map(() => groupPost(member)));
    expect((await remove(null, targets[0]!.id)).httpStatus).toBe(401);
    expect((await remove(other.token, targets[0]!.id)).httpStatus).toBe(403);
    expect((await remove(outsider.token, targets[0]!.id)).httpStatus).toBe(403);
    expect((await remove(siteAdmin.token, targets[0]!.id)).httpStatus).toBe(403);
    const deleters = [member, groupAdmin, groupRoot, owner, superAdmin];
    for (const [i, user] of deleters.entries()) {
      const res = await remove(user.token, targets[i]!.id);
      expect(res.httpStatus, user.username).toBe(200);
      expect(res.body.msg).toBe('Delete successfully');
      expect(await discussionRow(t, targets[i]!.id)).toBeUndefined();
    }
  });

  it('answers one of two concurrent deletes and validates the id', async () => {
    const row = await groupPost(member);
    const both = await Promise.all([remove(member.token, row.id), remove(member.token, row.id)]);
    expect(both.map((r) => r.httpStatus).sort()).toEqual([200, 404]);
    for (const did of [undefined, 0, 2147483648, 'x']) {
      expect((await remove(member.token, did)).httpStatus).toBe(400);
    }
    await writeConfig(t.platform.db, 'switch', { openGroupDiscussion: false });
    const other = await groupPost(member);
    expect((await remove(member.token, other.id)).httpStatus).toBe(403);
    expect(await discussionRow(t, other.id)).toBeDefined();
  });
});

describe('the public detail, likes, reports and comments of a group discussion', () => {
  it('are for members only; a member who leaves loses access at once', async () => {
    const leaver = await t.createUser();
    await addGroupMember(t, gid, leaver.uid, 3);
    const row = await groupPost(member, { title: 'Members only' });
    expect((await detail(null, row.id)).httpStatus).toBe(404);
    expect((await detail(outsider.token, row.id)).httpStatus).toBe(404);
    expect((await detail(siteAdmin.token, row.id)).httpStatus).toBe(404);
    for (const user of [leaver, member, superAdmin]) {
      expect((await detail(user.token, row.id)).httpStatus, user.username).toBe(200);
    }
    const like = (token: string) =>
      t.request('GET', '/api/discussion-like', { token, query: { did: row.id, toLike: true } });
    expect((await like(outsider.token)).httpStatus).toBe(404);
    expect((await like(leaver.token)).httpStatus).toBe(200);
    const report = (token: string) =>
      t.request('POST', '/api/discussion-report', { token, body: { did: row.id, content: '#Spam ads# x' } });
    expect((await report(outsider.token)).httpStatus).toBe(404);
    expect((await report(leaver.token)).httpStatus).toBe(200);
    const comments = (token: string | null) =>
      t.request('GET', '/api/comments', { token, query: { did: row.id } });
    expect((await comments(outsider.token)).httpStatus).toBe(404);
    expect((await comments(leaver.token)).httpStatus).toBe(200);

    await t.platform.db.delete(groupMember).where(eq(groupMember.uid, leaver.uid));
    expect((await detail(leaver.token, row.id)).httpStatus).toBe(404);
    expect((await like(leaver.token)).httpStatus).toBe(404);
    expect((await report(leaver.token)).httpStatus).toBe(404);
    expect((await list(leaver.token, { gid })).httpStatus).toBe(403);
  });

  it('hides disabled ones from members but not from the author or group admins', async () => {
    const row = await groupPost(member, { status: 1 });
    expect((await detail(other.token, row.id)).httpStatus).toBe(404);
    expect((await detail(member.token, row.id)).httpStatus).toBe(200);
    expect((await detail(groupAdmin.token, row.id)).httpStatus).toBe(200);
  });

  it('follow the group switch, not the public one', async () => {
    const row = await groupPost(member);
    await writeConfig(t.platform.db, 'switch', { openPublicDiscussion: false });
    expect((await detail(member.token, row.id)).httpStatus).toBe(200);
    await writeConfig(t.platform.db, 'switch', { openPublicDiscussion: true, openGroupDiscussion: false });
    const closed = await detail(member.token, row.id);
    expect(closed.httpStatus).toBe(403);
    expect(closed.body.msg).toBe(GROUP_DISCUSSION_CLOSED_MESSAGE);
  });

  it('links the like reminder to the group page', async () => {
    const row = await groupPost(member, { title: 'Remind me' });
    await t.request('GET', '/api/discussion-like', {
      token: other.token,
      query: { did: row.id, toLike: true },
    });
    const reminders = await t.platform.db.select().from(msgRemind).where(eq(msgRemind.sourceId, row.id));
    expect(reminders.map((r) => r.url)).toContain(`/group/${gid}/discussion-detail/${row.id}`);
  });
});

describe('deleteGroupDiscussions', () => {
  it('removes the group discussions with their comments, replies, likes and reports, and nothing else', async () => {
    const group = await insertGroupWithOwner(t, owner);
    const row = await insertDiscussion(t, owner, { gid: group.id, categoryId });
    const keep = await insertDiscussion(t, owner, { gid, categoryId });
    const [c] = await t.platform.db
      .insert(comment)
      .values({ did: row.id, content: 'c', fromUid: owner.uid, fromName: owner.username })
      .returning();
    await t.platform.db.insert(reply).values({
      commentId: c!.id,
      content: 'r',
      fromUid: owner.uid,
      fromName: owner.username,
      toUid: owner.uid,
      toName: owner.username,
    });
    await t.platform.db.insert(discussionLike).values({ did: row.id, uid: member.uid });
    await t.platform.db
      .insert(discussionReport)
      .values({ did: row.id, reporter: member.username, content: 'x' });
    await t.platform.db.transaction((tx) => deleteGroupDiscussions(tx, group.id));
    expect(await discussionRow(t, row.id)).toBeUndefined();
    expect(await discussionRow(t, keep.id)).toBeDefined();
    expect(await t.platform.db.select().from(comment).where(eq(comment.did, row.id))).toHaveLength(0);
    expect(await t.platform.db.select().from(reply).where(eq(reply.commentId, c!.id))).toHaveLength(0);
    expect(
      await t.platform.db.select().from(discussionLike).where(eq(discussionLike.did, row.id)),
    ).toHaveLength(0);
  });
});
