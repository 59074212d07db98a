import { Role } from '@contract/roles';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSysNotice, userInfo, userSysNotice } from '../../worker/src/db/schema';
import { pushNotices } from '../../worker/src/domains/message/push';
import { runScheduledMaintenance } from '../../worker/src/scheduled';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let root: string;
let admin: User;
let problemAdmin: User;
let alice: User;
let bob: User;
beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  admin = await t.createUser({ username: 'notice_admin', roles: [Role.ADMIN] });
  problemAdmin = await t.createUser({ username: 'notice_padmin', roles: [Role.PROBLEM_ADMIN] });
  alice = await t.createUser({ username: 'Notice_Alice' });
  bob = await t.createUser({ username: 'notice_bob' });
});
afterAll(async () => {
  await t?.close();
});

const NOTICE = '/api/admin/msg/notice';
const add = (body: unknown, token: string | null = root) => t.request('POST', NOTICE, { token, body });
const update = (body: unknown, token: string | null = root) => t.request('PUT', NOTICE, { token, body });
const remove = (id: unknown, token: string | null = root) =>
  t.request('DELETE', NOTICE, { token, query: { id: id as string } });
const list = (query: Record<string, string | number> = {}, token: string | null = root) =>
  t.request('GET', NOTICE, { token, query });
const noticeCount = async () =>
  Number((await t.platform.db.select({ n: count() }).from(adminSysNotice))[0]!.n);
const deliveries = async (noticeId: number) =>
  (
    await t.platform.db
      .select({ uid: userSysNotice.recipientId, type: userSysNotice.type })
      .from(userSysNotice)
      .where(eq(userSysNotice.sysNoticeId, noticeId))
  ).sort((a, b) => a.uid.localeCompare(b.uid));
const allUids = async () =>
  (await t.platform.db.select({ uid: userInfo.uid }).from(userInfo)).map((r) => r.uid).sort();
const rootUid = async () =>
  (await t.platform.db.select({ uid: userInfo.uid }).from(userInfo).where(eq(userInfo.username, 'root')))[0]!
    .uid;

describe('permissions', () => {
  it('refuses guests with 401 and everyone but the super admin with 403', async () => {
    const calls = (token: string | null) => [
      list({}, token),
      add({ title: 't', content: 'c' }, token),
      update({ id: 1, title: 't' }, token),
      remove(1, token),
    ];
    for (const res of await Promise.all(calls(null))) expect(res.httpStatus).toBe(401);
    for (const token of [admin.token, problemAdmin.token, alice.token]) {
      for (const res of await Promise.all(calls(token))) expect(res.httpStatus).toBe(403);
    }
    expect(await noticeCount()).toBe(0);
  });
});

describe('writing notices', () => {
  it('creates one, lists it with its author unpushed, edits and deletes it', async () => {
    const created = await add({ title: '  Maintenance  ', content: '# Down at **noon**', type: 'All' });
    expect(created.httpStatus).toBe(200);
    expect(created.body.msg).toBe('Post successfully');
    const id = created.body.data.id as number;
    const page = await list({ type: 'All' });
    expect(page.body.data).toMatchObject({ total: 1, current: 1, size: 10 });
    expect(page.body.data.records[0]).toMatchObject({
      id,
      title: 'Maintenance',
      content: '# Down at **noon**',
      type: 'All',
      state: false,
      adminUsername: 'root',
      recipientId: null,
      recipientUsername: null,
    });
    expect((await list({ type: 'Single' })).body.data.total).toBe(0);

    const edited = await update({ id, title: 'Maintenance moved', content: 'At **one**' });
    expect(edited.httpStatus).toBe(200);
    expect((await list()).body.data.records[0]).toMatchObject({
      title: 'Maintenance moved',
      content: 'At **one**',
    });

    expect((await remove(id)).httpStatus).toBe(200);
    expect(await noticeCount()).toBe(0);
    expect((await remove(id)).httpStatus).toBe(404);
    expect((await update({ id, title: 'x' })).httpStatus).toBe(404);
  });

  it("reads a blank type as All (HOJ's dialog sends one) and a Single notice names an existing user", async () => {
    const blank = await add({ title: 'Hello', content: 'all', type: '' });
    expect(
      (await list()).body.data.records.find((r: { id: number }) => r.id === blank.body.data.id).type,
    ).toBe('All');
    const single = await add({
      title: 'For you',
      content: 'hi',
      type: 'Single',
      recipientUsername: 'notice_alice',
    });
    expect(single.httpStatus).toBe(200);
    const row = (await list({ type: 'Single' })).body.data.records[0];
    expect(row).toMatchObject({ recipientId: alice.uid, recipientUsername: 'Notice_Alice' });
    await remove(blank.body.data.id);
    await remove(single.body.data.id);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await noticeCount();
    const bad: [unknown, RegExp][] = [
      [{ title: '', content: 'c' }, /title is required/],
      [{ title: '   ', content: 'c' }, /title is required/],
      [{ content: 'c' }, /title is required/],
      [{ title: 't' }, /content is required/],
      [{ title: 't', content: '  \n ' }, /content is required/],
      [{ title: 'a\u0000b', content: 'c' }, /NUL/],
      [{ title: 't', content: 'c\u0000' }, /NUL/],
      [{ title: 'x'.repeat(256), content: 'c' }, /title/],
      [{ title: 't', content: 'x'.repeat(65536) }, /content/],
      [{ title: 't', content: 'c', type: 'Everyone' }, /type must be All, Single or Admin/],
      [{ title: 't', content: 'c', type: 'Single' }, /recipientUsername is required/],
      [
        { title: 't', content: 'c', type: 'Single', recipientUsername: 'nobody_here' },
        /recipient does not exist/,
      ],
      [{ title: 42, content: 'c' }, /title/],
    ];
    for (const [body, msg] of bad) {
      const res = await add(body);
      expect(res.httpStatus, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.msg).toMatch(msg);
    }
    for (const body of [
      { id: 2147483648, title: 't' },
      { id: 0, title: 't' },
      { title: 't' },
      { id: 1, title: '' },
      { id: 1, type: 'Nobody' },
    ]) {
      expect((await update(body)).httpStatus, JSON.stringify(body)).toBe(400);
    }
    for (const id of [2147483648, 0, -1, 'abc', ''])
      expect((await remove(id)).httpStatus, String(id)).toBe(400);
    expect((await remove(2147483647)).httpStatus).toBe(404);
    expect(await noticeCount()).toBe(before);
  });
});

describe('the push', () => {
  it('delivers All to every user, Admin to the admin roles, Single to its user, all as system messages; a second run adds nothing', async () => {
    const all = (await add({ title: 'To all', content: 'everyone', type: 'All' })).body.data.id as number;
    const admins = (await add({ title: 'To admins', content: 'staff', type: 'Admin' })).body.data
      .id as number;
    const single = (
      await add({ title: 'To bob', content: 'hi bob', type: 'Single', recipientUsername: 'notice_bob' })
    ).body.data.id as number;
    // Unpushed notices reach no one yet.
    expect((await t.request('GET', '/api/msg/unread', { token: bob.token })).body.data).toMatchObject({
      sys: 0,
      mine: 0,
    });

    await runScheduledMaintenance(t.platform);
    expect((await deliveries(all)).map((d) => d.uid)).toEqual(await allUids());
    expect((await deliveries(all)).every((d) => d.type === 'Sys')).toBe(true);
    expect((await deliveries(admins)).map((d) => d.uid)).toEqual(
      [await rootUid(), admin.uid, problemAdmin.uid].sort(),
    );
    expect(await deliveries(single)).toEqual([{ uid: bob.uid, type: 'Sys' }]);
    const pushed = (await list()).body.data.records;
    expect(pushed.every((r: { state: boolean }) => r.state)).toBe(true);

    const total = Number((await t.platform.db.select({ n: count() }).from(userSysNotice))[0]!.n);
    await runScheduledMaintenance(t.platform);
    // Even a run that finds them unpushed again delivers nothing twice.
    await t.platform.db.update(adminSysNotice).set({ pushed: false });
    await pushNotices(t.platform.db, t.clock.now());
    expect(Number((await t.platform.db.select({ n: count() }).from(userSysNotice))[0]!.n)).toBe(total);

    expect((await t.request('GET', '/api/msg/unread', { token: bob.token })).body.data).toMatchObject({
      sys: 2,
      mine: 0,
    });
    expect((await t.request('GET', '/api/msg/unread', { token: admin.token })).body.data).toMatchObject({
      sys: 2,
      mine: 0,
    });
  });

  it('two runs at once deliver each notice once', async () => {
    const id = (await add({ title: 'Race', content: 'both runs', type: 'All' })).body.data.id as number;
    await Promise.all([pushNotices(t.platform.db, t.clock.now()), pushNotices(t.platform.db, t.clock.now())]);
    expect((await deliveries(id)).map((d) => d.uid)).toEqual(await allUids());
  });

  it('the user reads the notice in the sys box, the count falls, and an edit shows in the delivered copy', async () => {
    const before = (await t.request('GET', '/api/msg/unread', { token: alice.token })).body.data
      .sys as number;
    expect(before).toBe(2);
    const page = await t.request('GET', '/api/msg/sys', { token: alice.token });
    expect(page.body.data).toMatchObject({ total: 2, size: 8 });
    expect(page.body.data.records[0]).toMatchObject({ type: 'Sys', state: false, adminId: await rootUid() });
    expect(page.body.data.records.map((r: { title: string }) => r.title).sort()).toEqual(['Race', 'To all']);
    expect((await t.request('GET', '/api/msg/unread', { token: alice.token })).body.data.sys).toBe(0);

    const race = page.body.data.records.find((r: { title: string }) => r.title === 'Race');
    const noticeId = (await list()).body.data.records.find((r: { title: string }) => r.title === 'Race').id;
    expect((await update({ id: noticeId, content: 'corrected' })).httpStatus).toBe(200);
    const reread = await t.request('GET', '/api/msg/sys', { token: alice.token });
    expect(reread.body.data.records.find((r: { id: number }) => r.id === race.id)).toMatchObject({
      content: 'corrected',
      state: true,
    });
  });

  it('a pushed notice keeps its recipients; an unpushed one may change them', async () => {
    const pushed = (await list({ type: 'All' })).body.data.records[0].id as number;
    const refused = await update({ id: pushed, type: 'Single', recipientUsername: 'notice_bob' });
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.msg).toMatch(/already pushed/);
    expect((await list({ type: 'All' })).body.data.records[0]).toMatchObject({ id: pushed, type: 'All' });

    const fresh = (await add({ title: 'Retarget', content: 'x', type: 'All' })).body.data.id as number;
    expect((await update({ id: fresh, type: 'Single', recipientUsername: 'notice_alice' })).httpStatus).toBe(
      200,
    );
    expect((await update({ id: fresh, recipientUsername: 'ghost_user' })).httpStatus).toBe(400);
    await pushNotices(t.platform.db, t.clock.now());
    expect(await deliveries(fresh)).toEqual([{ uid: alice.uid, type: 'Sys' }]);
  });

  it('deleting a notice takes its delivered copies with it', async () => {
    const id = (await add({ title: 'Short-lived', content: 'x', type: 'All' })).body.data.id as number;
    await pushNotices(t.platform.db, t.clock.now());
    expect((await deliveries(id)).length).toBeGreaterThan(0);
    expect((await remove(id)).httpStatus).toBe(200);
    expect(await deliveries(id)).toEqual([]);
  });

  it('a user who joins after a notice to all was pushed gets it at the next run, but not admin notices', async () => {
    const toAll = (await add({ title: 'Welcome', content: 'x', type: 'All' })).body.data.id as number;
    const toAdmins = (await add({ title: 'Staff only', content: 'x', type: 'Admin' })).body.data.id as number;
    await pushNotices(t.platform.db, t.clock.now());
    const late = await t.createUser({ username: 'notice_late' });
    expect((await deliveries(toAll)).map((d) => d.uid)).not.toContain(late.uid);

    await runScheduledMaintenance(t.platform);
    expect(await deliveries(toAll)).toContainEqual({ uid: late.uid, type: 'Sys' });
    expect((await deliveries(toAdmins)).map((d) => d.uid)).not.toContain(late.uid);
    const unread = (await t.request('GET', '/api/msg/unread', { token: late.token })).body.data;
    expect(unread.sys).toBe(
      Number(
        (
          await t.platform.db
            .select({ n: count() })
            .from(adminSysNotice)
            .where(eq(adminSysNotice.type, 'All'))
        )[0]!.n,
      ),
    );
    const total = Number((await t.platform.db.select({ n: count() }).from(userSysNotice))[0]!.n);
    await runScheduledMaintenance(t.platform);
    expect(Number((await t.platform.db.select({ n: count() }).from(userSysNotice))[0]!.n)).toBe(total);
  });

  it('delivers to every user in batches when there are more than one batch holds', async () => {
    const extra = Array.from({ length: 1203 }, (_, i) => ({
      uid: `bulk-${String(i).padStart(5, '0')}`,
      username: `bulk_${i}`,
      password: 'x',
    }));
    await t.platform.db.insert(userInfo).values(extra);
    const id = (await add({ title: 'Many', content: 'x', type: 'All' })).body.data.id as number;
    await pushNotices(t.platform.db, t.clock.now());
    expect((await deliveries(id)).map((d) => d.uid)).toEqual(await allUids());
  });
});
