import { GroupAuth } from '@contract/group';
import { Role } from '@contract/roles';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { groupAnnouncement, groupMember, team, userSysNotice } from '../../worker/src/db/schema';
import { disbandGroup } from '../../worker/src/domains/group/groups';
import type { GroupHooks } from '../../worker/src/domains/group/hooks';
import { writeConfig } from '../../worker/src/domains/site/config';
import { setUserRecord } from '../support/account-helpers';
import { addGroupMember, insertGroupWithMembers, insertGroupWithOwner } from '../support/group-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };

let t: TestApp;
let rootToken: string;
let sequence = 0;

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.rootToken();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await writeConfig(t.platform.db, 'switch', {
    defaultCreateGroupACInitValue: 0,
    defaultCreateGroupDailyLimit: 1000,
    defaultCreateGroupLimit: 1000,
  });
});

/** A name unique in this test app's database (the sequence stays at the end), `length` characters long. */
function uniqueName(prefix: string, length: number) {
  sequence += 1;
  return `${prefix}${'n'.repeat(length)}x${sequence}`.slice(-length);
}

const validGroup = (values: Record<string, unknown> = {}) => ({
  name: uniqueName('Team', 12),
  shortName: uniqueName('s', 8),
  brief: 'A brief of the group',
  description: 'A description of the group',
  auth: GroupAuth.PUBLIC,
  visible: true,
  ...values,
});

const create = (token: string | null, body: unknown) => t.request('POST', '/api/group', { token, body });
const update = (token: string | null, body: unknown) => t.request('PUT', '/api/group', { token, body });
const detail = (token: string | null, gid: unknown) =>
  t.request('GET', '/api/get-group-detail', { token, query: { gid: gid as string } });
const list = (token: string | null, query: Record<string, string | number | boolean> = {}) =>
  t.request('GET', '/api/get-group-list', { token, query: { limit: 120, ...query } });
const teamCount = async () => Number((await t.platform.db.select({ n: count() }).from(team))[0]!.n);

describe('POST /api/group', () => {
  it('creates the group with the caller as owner and level-5 member', async () => {
    const owner = await t.createUser();
    const body = validGroup({
      auth: GroupAuth.PRIVATE,
      code: 'abc123',
      owner: 'someone',
      uid: 'x',
      status: 1,
    });
    const res = await create(owner.token, body);
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Create Successfully');
    expect(res.body.data).toMatchObject({
      name: body.name,
      shortName: body.shortName,
      owner: owner.username,
      uid: owner.uid,
      auth: 3,
      code: 'abc123',
      status: 0,
      visible: true,
    });
    const members = await t.platform.db
      .select()
      .from(groupMember)
      .where(eq(groupMember.gid, res.body.data.id));
    expect(members).toMatchObject([{ uid: owner.uid, auth: 5 }]);
  });

  it('answers 401 to a visitor', async () => {
    const before = await teamCount();
    const res = await create(null, validGroup());
    expect(res.httpStatus).toBe(401);
    expect(await teamCount()).toBe(before);
  });

  it('keeps no code for a public group', async () => {
    const owner = await t.createUser();
    const res = await create(owner.token, validGroup({ code: 'x' }));
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.code).toBeNull();
  });

  it.each([
    ['name', 4, 'The group name must be 5 to 25 characters'],
    ['name', 26, 'The group name must be 5 to 25 characters'],
    ['shortName', 4, 'The short name must be 5 to 10 characters'],
    ['shortName', 11, 'The short name must be 5 to 10 characters'],
    ['brief', 4, 'The brief must be 5 to 50 characters'],
    ['brief', 51, 'The brief must be 5 to 50 characters'],
    ['description', 4, 'The description must be 5 to 1000 characters'],
    ['description', 1001, 'The description must be 5 to 1000 characters'],
  ])('refuses %s of %i characters', async (field, length, msg) => {
    const owner = await t.createUser();
    const before = await teamCount();
    const res = await create(owner.token, validGroup({ [field]: 'x'.repeat(length) }));
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect(await teamCount()).toBe(before);
  });

  it.each([
    ['name', 5],
    ['name', 25],
    ['shortName', 5],
    ['shortName', 10],
    ['brief', 5],
    ['brief', 50],
    ['description', 5],
    ['description', 1000],
  ])('accepts %s of %i characters', async (field, length) => {
    const owner = await t.createUser();
    const value = field === 'name' || field === 'shortName' ? uniqueName('b', length) : 'y'.repeat(length);
    const res = await create(owner.token, validGroup({ [field]: value }));
    expect(res.httpStatus).toBe(200);
  });

  it('checks the fields in the order of the form: name, short name, brief, code, type, description', async () => {
    const owner = await t.createUser();
    const message = async (body: unknown) => (await create(owner.token, body)).body.msg;
    expect(await message({})).toBe('The group name is required');
    expect(await message({ name: 'abcd', shortName: 'x', auth: 9 })).toBe(
      'The group name must be 5 to 25 characters',
    );
    expect(await message(validGroup({ shortName: '', brief: 'x' }))).toBe('The short name is required');
    expect(await message(validGroup({ brief: '   ' }))).toBe('The brief is required');
    expect(await message(validGroup({ auth: undefined, description: 'x' }))).toBe(
      'The invitation code is required: 6 characters',
    );
    expect(await message(validGroup({ auth: undefined, code: '123456', description: 'x' }))).toBe(
      'The group type is required',
    );
    expect(await message(validGroup({ description: null }))).toBe('The description is required');
  });

  it.each([
    [GroupAuth.PROTECTED, undefined, 'The invitation code is required: 6 characters'],
    [GroupAuth.PRIVATE, '12345', 'The invitation code must be exactly 6 characters'],
    [GroupAuth.PRIVATE, '1234567', 'The invitation code must be exactly 6 characters'],
    [0, '123456', 'The group type must be 1 (public), 2 (protected) or 3 (private)'],
    [4, '123456', 'The group type must be 1 (public), 2 (protected) or 3 (private)'],
    ['abc', '123456', 'auth must be an integer from -2147483648 to 2147483647'],
  ])('refuses auth %s with code %s', async (auth, code, msg) => {
    const owner = await t.createUser();
    const res = await create(owner.token, validGroup({ auth, code }));
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses NUL, text that is not text and huge strings', async () => {
    const owner = await t.createUser();
    const before = await teamCount();
    const nul = await create(owner.token, validGroup({ brief: 'abc\u0000def' }));
    expect(nul.httpStatus).toBe(400);
    expect(nul.body.msg).toContain('NUL');
    const number = await create(owner.token, validGroup({ name: 12345 }));
    expect(number.httpStatus).toBe(400);
    expect(number.body.msg).toBe('name must be text');
    const huge = await create(owner.token, validGroup({ description: 'z'.repeat(500_000) }));
    expect(huge.httpStatus).toBe(400);
    const notJson = await t.request('POST', '/api/group', {
      token: owner.token,
      rawBody: '{"name":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(notJson.httpStatus).toBe(400);
    expect(await teamCount()).toBe(before);
  });

  it('refuses a name or short name already taken, whatever the case', async () => {
    const owner = await t.createUser();
    const first = validGroup();
    expect((await create(owner.token, first)).httpStatus).toBe(200);
    const sameName = await create(owner.token, validGroup({ name: first.name.toUpperCase() }));
    expect(sameName.httpStatus).toBe(400);
    expect(sameName.body.msg).toBe('The group name already exists, please change it and try again');
    const sameShort = await create(owner.token, validGroup({ shortName: first.shortName.toLowerCase() }));
    expect(sameShort.httpStatus).toBe(400);
    expect(sameShort.body.msg).toBe('The short name already exists, please change it and try again');
    const again = await create(owner.token, first);
    expect(again.httpStatus).toBe(400);
  });

  it('lets only one of two concurrent identical creates through', async () => {
    const owner = await t.createUser();
    const other = await t.createUser();
    const body = validGroup();
    const before = await teamCount();
    const results = await Promise.all([create(owner.token, body), create(other.token, body)]);
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 400]);
    const refused = results.find((r) => r.httpStatus === 400)!;
    expect(refused.body.msg).toMatch(/already exists/);
    expect(await teamCount()).toBe(before + 1);
  });

  it('holds ordinary users to the accepted-problem threshold, the daily and the total limit', async () => {
    const user = await t.createUser();
    await writeConfig(t.platform.db, 'switch', {
      defaultCreateGroupACInitValue: 3,
      defaultCreateGroupDailyLimit: 2,
      defaultCreateGroupLimit: 3,
    });
    const few = await create(user.token, validGroup());
    expect(few.httpStatus).toBe(403);
    expect(few.body.msg).toBe(
      'Sorry, you cannot create a group yet! Please get at least 3 problems accepted first!',
    );

    await setUserRecord(t, user.uid, { acCount: 3 });
    expect((await create(user.token, validGroup())).httpStatus).toBe(200);
    expect((await create(user.token, validGroup())).httpStatus).toBe(200);
    const daily = await create(user.token, validGroup());
    expect(daily.httpStatus).toBe(403);
    expect(daily.body.msg).toBe('Sorry, you have already created 2 groups today and are restricted!');

    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await create(user.token, validGroup())).httpStatus).toBe(200);
    const total = await create(user.token, validGroup());
    expect(total.httpStatus).toBe(403);
    expect(total.body.msg).toBe('Sorry, you have already created 3 groups and cannot create more!');

    const admin = await t.createUser({ roles: [Role.ADMIN] });
    expect((await create(admin.token, validGroup())).httpStatus).toBe(200);
  });

  it('lets two concurrent creates by one user take only the last free slot', async () => {
    const user = await t.createUser();
    await writeConfig(t.platform.db, 'switch', { defaultCreateGroupLimit: 1 });
    const results = await Promise.all([create(user.token, validGroup()), create(user.token, validGroup())]);
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 403]);
    const owned = await t.platform.db.select({ n: count() }).from(team).where(eq(team.uid, user.uid));
    expect(Number(owned[0]!.n)).toBe(1);
  });
});

describe('GET /api/get-group-list', () => {
  let owner: User;
  let member: User;
  let outsider: User;
  let keyword: string;
  let visibleId: number;
  let hiddenId: number;
  let disabledId: number;
  let privateId: number;

  beforeAll(async () => {
    owner = await t.createUser();
    member = await t.createUser();
    outsider = await t.createUser();
    keyword = uniqueName('kw', 8);
    visibleId = (await insertGroupWithOwner(t, owner, { name: `${keyword} visible` })).id;
    hiddenId = (await insertGroupWithOwner(t, owner, { name: `${keyword} hidden`, visible: false })).id;
    disabledId = (await insertGroupWithOwner(t, owner, { name: `${keyword} off`, status: 1 })).id;
    privateId = (await insertGroupWithOwner(t, owner, { name: `${keyword} priv`, auth: GroupAuth.PRIVATE }))
      .id;
    await addGroupMember(t, visibleId, member.uid, 3);
    await addGroupMember(t, hiddenId, member.uid, 4);
    await addGroupMember(t, privateId, outsider.uid, 1);
  });

  const ids = (res: { body: { data: { records: { id: number }[] } } }) =>
    res.body.data.records.map((r) => r.id);

  it('shows a visitor the enabled visible groups, oldest first, with member counts of levels 3–5', async () => {
    const res = await list(null, { keyword });
    expect(res.httpStatus).toBe(200);
    expect(ids(res)).toEqual([visibleId, privateId]);
    expect(res.body.data.total).toBe(2);
    const visible = res.body.data.records[0];
    expect(visible).toMatchObject({ memberCount: 2, owner: owner.username, auth: 1, visible: true });
    expect(res.body.data.records[1].memberCount).toBe(1);
    expect(visible).not.toHaveProperty('code');
  });

  it('shows a hidden group to its members and super admin only; a disabled one to super admin only', async () => {
    expect(ids(await list(outsider.token, { keyword }))).toEqual([visibleId, privateId]);
    expect(ids(await list(member.token, { keyword }))).toEqual([visibleId, hiddenId, privateId]);
    expect(ids(await list(owner.token, { keyword }))).toEqual([visibleId, hiddenId, privateId]);
    expect(ids(await list(rootToken, { keyword }))).toEqual([visibleId, hiddenId, disabledId, privateId]);
  });

  it('filters by type, by my membership and by keyword on name, short name and owner', async () => {
    expect(ids(await list(null, { keyword, auth: GroupAuth.PRIVATE }))).toEqual([privateId]);
    expect(ids(await list(null, { keyword, auth: 0 }))).toEqual([visibleId, privateId]);
    expect(ids(await list(member.token, { keyword, onlyMine: true }))).toEqual([visibleId, hiddenId]);
    // An application is not membership.
    expect(ids(await list(outsider.token, { keyword, onlyMine: true }))).toEqual([]);
    expect(ids(await list(null, { keyword, onlyMine: true }))).toEqual([]);
    const byOwner = await list(null, { keyword: owner.username });
    expect(ids(byOwner)).toEqual([visibleId, privateId]);
    expect((await list(null, { keyword: '%' })).httpStatus).toBe(200);
    expect(ids(await list(null, { keyword: `${keyword}%` }))).toEqual([]);
  });

  it('pages with the given limit and reads bad paging as the defaults', async () => {
    const page = await list(rootToken, { keyword, limit: 2, currentPage: 2 });
    expect(ids(page)).toEqual([disabledId, privateId]);
    expect(page.body.data).toMatchObject({ total: 4, current: 2, size: 2 });
    const bad = await t.request('GET', '/api/get-group-list', { query: { limit: 'abc', currentPage: -1 } });
    expect(bad.body.data).toMatchObject({ current: 1, size: 15 });
    const big = await t.request('GET', '/api/get-group-list', { query: { limit: 100000 } });
    expect(big.body.data.size).toBe(15);
  });

  it('refuses a bad type and NUL in the keyword', async () => {
    expect((await list(null, { auth: 4 })).httpStatus).toBe(400);
    expect((await list(null, { auth: 'abc' })).httpStatus).toBe(400);
    expect((await list(null, { keyword: 'a\u0000b' })).httpStatus).toBe(400);
  });
});

describe('GET /api/get-group-detail, get-group-access, get-group-auth', () => {
  let owner: User;
  let groupRoot: User;
  let admin: User;
  let member: User;
  let applicant: User;
  let refused: User;
  let outsider: User;
  let gid: number;
  let hiddenGid: number;
  let disabledGid: number;

  beforeAll(async () => {
    const { group, users } = await insertGroupWithMembers(
      t,
      { groupRoot: 5, admin: 4, member: 3, applicant: 1, refused: 2, outsider: 0 },
      { values: { auth: GroupAuth.PROTECTED, code: 'SECRET' } },
    );
    ({ owner, groupRoot, admin, member, applicant, refused, outsider } = users);
    gid = group.id;
    hiddenGid = (await insertGroupWithOwner(t, owner, { visible: false })).id;
    disabledGid = (await insertGroupWithOwner(t, owner, { status: 1 })).id;
    await addGroupMember(t, hiddenGid, member.uid, 3);
  });

  it('needs a login', async () => {
    for (const path of ['/api/get-group-detail', '/api/get-group-access', '/api/get-group-auth']) {
      const res = await t.request('GET', path, { query: { gid } });
      expect(res.httpStatus).toBe(401);
    }
  });

  it('shows the code only to the group root, the owner and super admin', async () => {
    const codes = await Promise.all(
      [owner, groupRoot, admin, member, outsider].map(
        async (u) => (await detail(u.token, gid)).body.data.code,
      ),
    );
    expect(codes).toEqual(['SECRET', 'SECRET', null, null, null]);
    const asRoot = await detail(rootToken, gid);
    expect(asRoot.body.data).toMatchObject({ id: gid, code: 'SECRET', owner: owner.username, auth: 2 });
  });

  it('opens a hidden group to its members and super admin only', async () => {
    expect((await detail(member.token, hiddenGid)).httpStatus).toBe(200);
    expect((await detail(rootToken, hiddenGid)).httpStatus).toBe(200);
    const outside = await detail(outsider.token, hiddenGid);
    expect(outside.httpStatus).toBe(403);
    expect(outside.body.msg).toBe('This group is hidden: only its members may open it');
  });

  it('answers 404 for a missing or disabled group (super admin still sees a disabled one)', async () => {
    expect((await detail(owner.token, disabledGid)).httpStatus).toBe(404);
    expect((await detail(rootToken, disabledGid)).httpStatus).toBe(200);
    expect((await detail(owner.token, 2147483647)).httpStatus).toBe(404);
    expect(
      (await t.request('GET', '/api/get-group-access', { token: owner.token, query: { gid: disabledGid } }))
        .httpStatus,
    ).toBe(404);
  });

  it.each(['0', '-1', '2147483648', 'abc', '1.5', ''])('refuses gid %s', async (bad) => {
    for (const path of ['/api/get-group-detail', '/api/get-group-access', '/api/get-group-auth']) {
      const res = await t.request('GET', path, { token: owner.token, query: { gid: bad } });
      expect(res.httpStatus).toBe(400);
    }
  });

  it('answers access for members, owner and super admin only', async () => {
    const access = async (token: string) =>
      (await t.request('GET', '/api/get-group-access', { token, query: { gid } })).body.data;
    for (const u of [owner, groupRoot, admin, member])
      expect(await access(u.token)).toEqual({ access: true });
    for (const u of [applicant, refused, outsider]) expect(await access(u.token)).toEqual({ access: false });
    expect(await access(rootToken)).toEqual({ access: true });
  });

  it('answers the caller level as a number', async () => {
    const auth = async (token: string) =>
      (await t.request('GET', '/api/get-group-auth', { token, query: { gid } })).body.data;
    const levels = await Promise.all(
      [owner, groupRoot, admin, member, applicant, refused, outsider].map((u) => auth(u.token)),
    );
    expect(levels).toEqual([5, 5, 4, 3, 1, 2, 0]);
    expect(await auth(rootToken)).toBe(0);
  });
});

describe('PUT /api/group', () => {
  let owner: User;
  let groupRoot: User;
  let admin: User;
  let outsider: User;

  beforeAll(async () => {
    [owner, groupRoot, admin, outsider] = await Promise.all([
      t.createUser(),
      t.createUser(),
      t.createUser(),
      t.createUser(),
    ]);
  });

  async function freshGroup(values: Parameters<typeof insertGroupWithOwner>[2] = {}) {
    const group = await insertGroupWithOwner(t, owner, values);
    await addGroupMember(t, group.id, groupRoot.uid, 5);
    await addGroupMember(t, group.id, admin.uid, 4);
    return group;
  }

  it('lets the owner, a group root and super admin change it; keeps fields left out or empty', async () => {
    const group = await freshGroup();
    const byOwner = await update(owner.token, { id: group.id, brief: 'A new brief', name: '', code: null });
    expect(byOwner.httpStatus).toBe(200);
    expect(byOwner.body.data).toMatchObject({
      brief: 'A new brief',
      name: group.name,
      description: group.description,
    });
    const byRoot = await update(groupRoot.token, { id: group.id, visible: false });
    expect(byRoot.body.data.visible).toBe(false);
    const bySuper = await update(rootToken, { id: group.id, description: 'Changed by super admin' });
    expect(bySuper.body.data.description).toBe('Changed by super admin');
    const [row] = await t.platform.db.select().from(team).where(eq(team.id, group.id));
    expect(row).toMatchObject({
      brief: 'A new brief',
      visible: false,
      owner: owner.username,
      uid: owner.uid,
    });
  });

  it('refuses a group admin, an outsider and a visitor', async () => {
    const group = await freshGroup();
    const asAdmin = await update(admin.token, { id: group.id, brief: 'Not allowed' });
    expect(asAdmin.httpStatus).toBe(403);
    expect((await update(outsider.token, { id: group.id, brief: 'Not allowed' })).httpStatus).toBe(403);
    expect((await update(null, { id: group.id, brief: 'Not allowed' })).httpStatus).toBe(401);
    const [row] = await t.platform.db.select().from(team).where(eq(team.id, group.id));
    expect(row!.brief).toBe(group.brief);
  });

  it('checks fields as on creation and needs a code for protected and private groups', async () => {
    const group = await freshGroup();
    expect((await update(owner.token, { id: group.id, name: 'abcd' })).body.msg).toBe(
      'The group name must be 5 to 25 characters',
    );
    expect((await update(owner.token, { id: group.id, code: '12345' })).body.msg).toBe(
      'The invitation code must be exactly 6 characters',
    );
    const noCode = await update(owner.token, { id: group.id, auth: GroupAuth.PRIVATE });
    expect(noCode.httpStatus).toBe(400);
    expect(noCode.body.msg).toBe('The invitation code is required: 6 characters');
    const withCode = await update(owner.token, { id: group.id, auth: GroupAuth.PRIVATE, code: 'QWERTY' });
    expect(withCode.body.data).toMatchObject({ auth: 3, code: 'QWERTY' });
    // The stored code carries a later change of type.
    expect((await update(owner.token, { id: group.id, auth: GroupAuth.PROTECTED })).httpStatus).toBe(200);
    expect((await update(owner.token, { id: 0, brief: 'abcdef' })).httpStatus).toBe(400);
    expect((await update(owner.token, { id: 2147483648, brief: 'abcdef' })).httpStatus).toBe(400);
    expect((await update(owner.token, { id: 2147483647, brief: 'abcdef' })).httpStatus).toBe(404);
  });

  it('refuses a name another group has, whatever the case, but keeps its own', async () => {
    const group = await freshGroup();
    const other = await freshGroup();
    const taken = await update(owner.token, { id: group.id, name: other.name.toLowerCase() });
    expect(taken.httpStatus).toBe(400);
    expect(taken.body.msg).toBe('The group name already exists, please change it and try again');
    const takenShort = await update(owner.token, { id: group.id, shortName: other.shortName.toUpperCase() });
    expect(takenShort.body.msg).toBe('The short name already exists, please change it and try again');
    expect((await update(owner.token, { id: group.id, name: group.name.toUpperCase() })).httpStatus).toBe(
      200,
    );
  });
});

describe('DELETE /api/group', () => {
  it('lets the owner disband: members, applications and announcements go, former members are told', async () => {
    const [owner, admin, member, applicant] = await Promise.all([
      t.createUser(),
      t.createUser(),
      t.createUser(),
      t.createUser(),
    ]);
    const group = await insertGroupWithOwner(t, owner);
    await addGroupMember(t, group.id, admin.uid, 4);
    await addGroupMember(t, group.id, member.uid, 3);
    await addGroupMember(t, group.id, applicant.uid, 1);
    await t.platform.db
      .insert(groupAnnouncement)
      .values({ gid: group.id, title: 'Hello', content: 'World', uid: admin.uid, username: admin.username });

    const res = await t.request('DELETE', '/api/group', { token: owner.token, query: { gid: group.id } });
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Disband Successfully');
    expect(await t.platform.db.select().from(team).where(eq(team.id, group.id))).toEqual([]);
    expect(await t.platform.db.select().from(groupMember).where(eq(groupMember.gid, group.id))).toEqual([]);
    expect(
      await t.platform.db.select().from(groupAnnouncement).where(eq(groupAnnouncement.gid, group.id)),
    ).toEqual([]);

    const noticesOf = (uid: string) =>
      t.platform.db
        .select()
        .from(userSysNotice)
        .where(
          and(
            eq(userSysNotice.recipientId, uid),
            eq(userSysNotice.title, '团队解散通知(Group Dissolution Notice)'),
          ),
        );
    for (const u of [owner, admin, member]) {
      const notices = await noticesOf(u.uid);
      expect(notices).toHaveLength(1);
      expect(notices[0]!.content).toContain(group.name);
      expect(notices[0]!.content).toContain(owner.username);
      expect(notices[0]!.type).toBe('Mine');
    }
    expect(await noticesOf(applicant.uid)).toEqual([]);

    const access = await t.request('GET', '/api/get-group-access', {
      token: member.token,
      query: { gid: group.id },
    });
    expect(access.httpStatus).toBe(404);
    const again = await t.request('DELETE', '/api/group', { token: owner.token, query: { gid: group.id } });
    expect(again.httpStatus).toBe(404);
  });

  it('lets super admin disband any group, even a disabled one', async () => {
    const owner = await t.createUser();
    const group = await insertGroupWithOwner(t, owner, { status: 1 });
    const res = await t.request('DELETE', '/api/group', { token: rootToken, query: { gid: group.id } });
    expect(res.httpStatus).toBe(200);
    expect(await t.platform.db.select().from(team).where(eq(team.id, group.id))).toEqual([]);
  });

  it('refuses a group root who is not the owner, a member, an outsider and a visitor', async () => {
    const [owner, groupRoot, member, outsider] = await Promise.all([
      t.createUser(),
      t.createUser(),
      t.createUser(),
      t.createUser(),
    ]);
    const group = await insertGroupWithOwner(t, owner);
    await addGroupMember(t, group.id, groupRoot.uid, 5);
    await addGroupMember(t, group.id, member.uid, 3);
    for (const u of [groupRoot, member, outsider]) {
      const res = await t.request('DELETE', '/api/group', { token: u.token, query: { gid: group.id } });
      expect(res.httpStatus).toBe(403);
    }
    expect((await t.request('DELETE', '/api/group', { query: { gid: group.id } })).httpStatus).toBe(401);
    for (const bad of ['0', '-1', '2147483648', 'abc']) {
      const res = await t.request('DELETE', '/api/group', { token: owner.token, query: { gid: bad } });
      expect(res.httpStatus).toBe(400);
    }
    expect(await t.platform.db.select().from(team).where(eq(team.id, group.id))).toHaveLength(1);
  });

  it("runs the higher areas' removers inside its transaction: a failing one leaves the group whole", async () => {
    const [owner, member] = await Promise.all([t.createUser(), t.createUser()]);
    const group = await insertGroupWithOwner(t, owner);
    await addGroupMember(t, group.id, member.uid, 3);
    const seen: number[] = [];
    const failing: GroupHooks = {
      async groupDisbanded(tx, gid) {
        seen.push(gid);
        await tx.update(team).set({ brief: 'Touched by the hook' }).where(eq(team.id, gid));
        throw new Error('a remover failed');
      },
    };
    const user = { uid: owner.uid, username: owner.username, roles: [Role.DEFAULT_USER] };
    await expect(disbandGroup(t.platform.db, failing, user, group.id)).rejects.toThrow('a remover failed');
    expect(seen).toEqual([group.id]);
    const [kept] = await t.platform.db.select().from(team).where(eq(team.id, group.id));
    expect(kept!.brief).toBe(group.brief);
    expect(await t.platform.db.select().from(groupMember).where(eq(groupMember.gid, group.id))).toHaveLength(
      2,
    );
    expect(
      await t.platform.db.select().from(userSysNotice).where(eq(userSysNotice.recipientId, member.uid)),
    ).toEqual([]);

    const removed: number[] = [];
    const working: GroupHooks = {
      async groupDisbanded(tx, gid) {
        // The group is still there for the removers to read.
        const [row] = await tx.select({ id: team.id }).from(team).where(eq(team.id, gid));
        removed.push(row!.id);
      },
    };
    await disbandGroup(t.platform.db, working, user, group.id);
    expect(removed).toEqual([group.id]);
    expect(await t.platform.db.select().from(team).where(eq(team.id, group.id))).toEqual([]);
  });
});
