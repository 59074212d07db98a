import { Role } from '@contract/roles';
import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfo, userRole } from '../../worker/src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
});
afterAll(async () => {
  await t?.close();
});

const ADMIN = { 'Url-Type': 'admin' };
const call = (
  method: string,
  path: string,
  token: string | null,
  extra: { body?: unknown; query?: Record<string, string | number | boolean> } = {},
) => t.request(method, path, { token, headers: ADMIN, ...extra });

/** The first sheet's rows as text, read straight from the workbook's XML (shared or inline strings). */
function sheetRows(bytes: Uint8Array): string[][] {
  const files = unzipSync(bytes);
  const xml = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const shared = [...xml('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    decode([...(m[1] ?? '').matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join('')),
  );
  return [...xml('xl/worksheets/sheet1.xml').matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
      const attrs = cell[1] ?? '';
      const body = cell[2] ?? '';
      const value = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '';
      if (attrs.includes('t="s"')) return shared[Number(value)] ?? '';
      if (attrs.includes('t="inlineStr"')) return decode(/<t[^>]*>([\s\S]*?)<\/t>/.exec(body)?.[1] ?? '');
      return decode(value);
    }),
  );
}

const userCount = async () =>
  (await t.platform.db.select({ n: sql<number>`count(*)::int` }).from(userInfo))[0]?.n;
const rolesOf = async (uid: string) =>
  (await t.platform.db.select({ id: userRole.roleId }).from(userRole).where(eq(userRole.uid, uid))).map(
    (r) => r.id,
  );

describe('who may call the user admin', () => {
  const calls: [string, string, { body?: unknown; query?: Record<string, string> }][] = [
    ['GET', '/api/admin/user/get-user-list', {}],
    ['PUT', '/api/admin/user/edit-user', { body: { uid: 'x' } }],
    ['DELETE', '/api/admin/user/delete-user', { body: { ids: ['x'] } }],
    ['POST', '/api/admin/user/insert-batch-user', { body: { users: [['a', 'b']] } }],
    ['POST', '/api/admin/user/generate-user', { body: { number_from: 1, number_to: 2, password_length: 6 } }],
    ['GET', '/api/file/generate-user-excel', { query: { key: 'x' } }],
  ];
  it('refuses anonymous callers with 401 and admins, problem admins and users with 403, changing nothing', async () => {
    const admin = await t.createUser({ roles: [Role.ADMIN] });
    const problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
    const user = await t.createUser();
    const before = await userCount();
    for (const [method, path, extra] of calls) {
      const anonymous = await call(method, path, null, extra);
      expect(anonymous.httpStatus, `${method} ${path}`).toBe(401);
      expect(anonymous.body).toMatchObject({
        status: 401,
        msg: 'Please login again with the administrator account!',
      });
      for (const who of [admin, problemAdmin, user]) {
        const res = await call(method, path, who.token, extra);
        expect(res.httpStatus, `${method} ${path}`).toBe(403);
        expect(res.body.status).toBe(403);
      }
    }
    expect(await userCount()).toBe(before);
  });
});

describe('GET /api/admin/user/get-user-list', () => {
  it('pages, searches and filters admins, answering HOJ rows without passwords', async () => {
    const admin = await t.createUser({ username: 'list_admin_x', roles: [Role.ADMIN] });
    await t.createUser({ username: 'list_plain_x' });
    const all = await call('GET', '/api/admin/user/get-user-list', root, {
      query: { keyword: 'list_', limit: 10, currentPage: 1 },
    });
    expect(all.httpStatus).toBe(200);
    expect(all.body.data.total).toBe(2);
    const row = all.body.data.records.find((r: { uid: string }) => r.uid === admin.uid);
    expect(row).toMatchObject({ username: 'list_admin_x', status: 0, roles: [{ id: 1001, role: 'admin' }] });
    expect(row).not.toHaveProperty('password');
    expect(typeof row.gmtCreate).toBe('string');

    const admins = await call('GET', '/api/admin/user/get-user-list', root, {
      query: { keyword: 'list_', onlyAdmin: true },
    });
    expect(admins.body.data.records.map((r: { username: string }) => r.username)).toEqual(['list_admin_x']);

    const paged = await call('GET', '/api/admin/user/get-user-list', root, {
      query: { keyword: 'list_', limit: 1, currentPage: 2 },
    });
    expect(paged.body.data).toMatchObject({ total: 2, current: 2, size: 1 });
    expect(paged.body.data.records).toHaveLength(1);

    const wildcard = await call('GET', '/api/admin/user/get-user-list', root, { query: { keyword: '%' } });
    expect(wildcard.body.data.total).toBe(0);
  });

  it('refuses a NUL or over-long keyword with 400', async () => {
    for (const keyword of ['a\u0000b', 'k'.repeat(101)]) {
      const res = await call('GET', '/api/admin/user/get-user-list', root, { query: { keyword } });
      expect(res.httpStatus).toBe(400);
      expect(res.body.status).toBe(400);
    }
  });
});

describe('PUT /api/admin/user/edit-user', () => {
  it('edits the profile, role and password; the new password works and the old sessions end', async () => {
    const user = await t.createUser({ username: 'edit_me' });
    const res = await call('PUT', '/api/admin/user/edit-user', root, {
      body: {
        uid: user.uid,
        username: 'edited_me',
        realname: 'Ada',
        email: 'edited@example.com',
        titleName: 'Champ',
        titleColor: '#ff0000',
        type: Role.NO_SUBMIT,
        status: 0,
        setNewPwd: true,
        password: 'brand-new-1',
      },
    });
    expect(res.httpStatus).toBe(200);
    const [row] = await t.platform.db.select().from(userInfo).where(eq(userInfo.uid, user.uid));
    expect(row).toMatchObject({
      username: 'edited_me',
      realname: 'Ada',
      email: 'edited@example.com',
      titleName: 'Champ',
    });
    expect(await rolesOf(user.uid)).toEqual([Role.NO_SUBMIT]);
    const info = await t.request('GET', '/api/get-user-home-info', { token: user.token });
    expect(info.httpStatus).not.toBe(200);
    await t.login('edited_me', 'brand-new-1');
  });

  it('ends a banned user’s open session at once and keeps them from logging in', async () => {
    const user = await t.createUser();
    const before = await t.request('GET', '/api/logout', { token: user.token });
    expect(before.httpStatus).toBe(200);
    const second = await t.login(user.username, user.password);
    const ok = await t.request('GET', '/api/get-user-auth-info', { token: second });
    const banned = await call('PUT', '/api/admin/user/edit-user', root, {
      body: { uid: user.uid, status: 1 },
    });
    expect(banned.httpStatus).toBe(200);
    const after = await t.request('GET', '/api/get-user-auth-info', { token: second });
    expect(after.httpStatus).toBe(401);
    expect(ok.httpStatus).not.toBe(401);
    const login = await t.request('POST', '/api/login', {
      body: { username: user.username, password: user.password },
    });
    expect(login.httpStatus).toBeGreaterThanOrEqual(400);
    expect(login.httpStatus).toBeLessThan(500);
  });

  it('refuses a demoted admin on the very next admin call', async () => {
    const admin = await t.createUser({ roles: [Role.ADMIN] });
    const first = await call('GET', '/api/admin/contest/get-contest-list', admin.token, {
      query: { currentPage: 1, limit: 10 },
    });
    expect(first.httpStatus).toBe(200);
    const demoted = await call('PUT', '/api/admin/user/edit-user', root, {
      body: { uid: admin.uid, type: Role.DEFAULT_USER },
    });
    expect(demoted.httpStatus).toBe(200);
    const next = await call('GET', '/api/admin/contest/get-contest-list', admin.token, {
      query: { currentPage: 1, limit: 10 },
    });
    expect(next.httpStatus).toBe(403);
  });

  it('protects root and other super admins, and root from locking itself out', async () => {
    const rootUid = (
      await t.platform.db.select({ uid: userInfo.uid }).from(userInfo).where(eq(userInfo.username, 'root'))
    )[0]!.uid;
    const superA = await t.createUser({ roles: [Role.ROOT] });
    const superB = await t.createUser({ roles: [Role.ROOT] });
    for (const body of [
      { uid: rootUid, status: 1 },
      { uid: rootUid, realname: 'x' },
      { uid: superB.uid, status: 1 },
    ]) {
      const res = await call('PUT', '/api/admin/user/edit-user', superA.token, { body });
      expect(res.httpStatus).toBe(403);
    }
    const del = await call('DELETE', '/api/admin/user/delete-user', superA.token, {
      body: { ids: [superB.uid] },
    });
    expect(del.httpStatus).toBe(403);
    expect(await rolesOf(superB.uid)).toEqual([Role.ROOT]);
    // root itself may change another super admin
    const byRoot = await call('PUT', '/api/admin/user/edit-user', root, {
      body: { uid: superB.uid, type: Role.ADMIN },
    });
    expect(byRoot.httpStatus).toBe(200);
    for (const body of [
      { uid: rootUid, status: 1 },
      { uid: rootUid, type: Role.ADMIN },
    ]) {
      const res = await call('PUT', '/api/admin/user/edit-user', root, { body });
      expect(res.httpStatus).toBe(400);
    }
    expect(await rolesOf(rootUid)).toEqual([Role.ROOT]);
  });

  it.each([
    [{}, 'uid is required'],
    [{ uid: 'nobody' }, 'The user does not exist'],
    [{ uid: 'x', type: 999 }, 'type must be a role code'],
    [{ uid: 'x', status: 2 }, 'status must be 0 or 1'],
    [
      { uid: 'x', username: 'a b' },
      'username must not contain spaces, control characters or invisible characters',
    ],
    [{ uid: 'x', username: 'u'.repeat(21) }, 'username must be at most 20 characters'],
    [{ uid: 'x', email: 'not-mail' }, 'email format is incorrect'],
    [{ uid: 'x', realname: 'r'.repeat(51) }, 'realname must be at most 50 characters'],
    [{ uid: 'x', setNewPwd: true, password: '123' }, 'password must be 6 to 20 characters'],
    [{ uid: 'x', setNewPwd: true }, 'password is required to set a new password'],
    [{ uid: 'x\u0000' }, 'uid must not contain NUL characters'],
  ])('refuses %j', async (body, msg) => {
    const res = await call('PUT', '/api/admin/user/edit-user', root, { body });
    expect(res.httpStatus).toBeGreaterThanOrEqual(400);
    expect(res.httpStatus).toBeLessThan(500);
    expect(res.body.msg).toContain(msg.split(' ')[0]);
    if (res.httpStatus === 400) expect(res.body.msg).toBe(msg);
  });

  it('refuses an e-mail or username another user has', async () => {
    const a = await t.createUser({ username: 'owner_a' });
    const b = await t.createUser({ username: 'owner_b' });
    const mail = await call('PUT', '/api/admin/user/edit-user', root, {
      body: { uid: b.uid, email: 'OWNER_A@example.com' },
    });
    expect(mail.httpStatus).toBe(400);
    const name = await call('PUT', '/api/admin/user/edit-user', root, {
      body: { uid: b.uid, username: 'Owner_A' },
    });
    expect(name.httpStatus).toBe(400);
    expect((await t.platform.db.select().from(userInfo).where(eq(userInfo.uid, b.uid)))[0]?.username).toBe(
      'owner_b',
    );
    expect(a.uid).not.toBe(b.uid);
  });
});

describe('DELETE /api/admin/user/delete-user', () => {
  it('deletes several users at once; their tokens stop working', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const res = await call('DELETE', '/api/admin/user/delete-user', root, { body: { ids: [a.uid, b.uid] } });
    expect(res.httpStatus).toBe(200);
    expect(await rolesOf(a.uid)).toEqual([]);
    const gone = await t.request('GET', '/api/get-user-auth-info', { token: a.token });
    expect(gone.httpStatus).toBe(401);
  });

  it('refuses self-delete, unknown ids and bad lists, deleting nothing', async () => {
    const a = await t.createUser();
    const superUser = await t.createUser({ roles: [Role.ROOT] });
    const before = await userCount();
    const cases: [string, unknown, number][] = [
      [superUser.token, { ids: [superUser.uid, a.uid] }, 400],
      [root, { ids: [a.uid, 'nobody'] }, 404],
      [root, { ids: [] }, 400],
      [root, { ids: 'x' }, 400],
      [root, { ids: [a.uid, 12] }, 400],
      [root, { ids: Array.from({ length: 501 }, (_, i) => `u${i}`) }, 400],
      [root, { ids: ['x\u0000'] }, 400],
    ];
    for (const [token, body, status] of cases) {
      const res = await call('DELETE', '/api/admin/user/delete-user', token, { body });
      expect(res.httpStatus, JSON.stringify(body).slice(0, 60)).toBe(status);
      expect(res.body.status).toBe(status);
    }
    const rootSelf = (
      await t.platform.db.select({ uid: userInfo.uid }).from(userInfo).where(eq(userInfo.username, 'root'))
    )[0]!.uid;
    const self = await call('DELETE', '/api/admin/user/delete-user', root, { body: { ids: [rootSelf] } });
    expect(self.body).toMatchObject({ status: 400, msg: 'You cannot delete yourself' });
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/admin/user/insert-batch-user', () => {
  it('imports rows with all seven columns, skipping rows without username or password', async () => {
    const res = await call('POST', '/api/admin/user/insert-batch-user', root, {
      body: {
        users: [
          ['imp_one', 'secret-1', 'imp1@example.com', 'Real One', 'female', 'Nick', 'School'],
          ['imp_two', 'secret-2'],
          ['', 'secret-3'],
          ['imp_four', ''],
        ],
      },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data).toEqual({ created: 2, skipped: 2, errors: [] });
    const [row] = await t.platform.db.select().from(userInfo).where(eq(userInfo.username, 'imp_one'));
    expect(row).toMatchObject({
      email: 'imp1@example.com',
      realname: 'Real One',
      gender: 'female',
      nickname: 'Nick',
      school: 'School',
    });
    expect(await rolesOf(row!.uid)).toEqual([Role.DEFAULT_USER]);
    await t.login('imp_two', 'secret-2');
  });

  it('reports every bad row by number and name and imports nothing', async () => {
    await t.createUser({ username: 'imp_taken' });
    const before = await userCount();
    const res = await call('POST', '/api/admin/user/insert-batch-user', root, {
      body: {
        users: [
          ['imp_fine', 'secret-1'],
          ['IMP_TAKEN', 'secret-1'],
          ['imp_dup', 'secret-1'],
          ['Imp_Dup', 'secret-1'],
          ['imp_mail', 'secret-1', 'not-an-email'],
          ['imp_long_name_over_twenty', 'secret-1'],
          ['imp_short', '123'],
          ['imp_real', 'secret-1', '', 'r'.repeat(51)],
          ['imp space', 'secret-1'],
          ['imp_mail2', 'secret-1', 'imp_taken@example.com'],
          ['', 'secret-1'],
        ],
      },
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body.status).toBe(400);
    expect(res.body.data).toMatchObject({ created: 0, skipped: 1 });
    expect(res.body.data.errors.map((e: { row: number; username: string }) => [e.row, e.username])).toEqual([
      [2, 'IMP_TAKEN'],
      [4, 'Imp_Dup'],
      [5, 'imp_mail'],
      [6, 'imp_long_name_over_twenty'],
      [7, 'imp_short'],
      [8, 'imp_real'],
      [9, 'imp space'],
      [10, 'imp_mail2'],
    ]);
    expect(res.body.msg).toContain('IMP_TAKEN');
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{}, 'users must be a list of rows'],
    [{ users: [] }, 'users must hold at least one row'],
    [{ users: [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']] }, 'a row has at most 7 columns'],
    [{ users: [[1, 2]] }, 'each row must be a list of text'],
    [{ users: [['', '']] }, 'No row has both a username and a password'],
    [
      { users: Array.from({ length: 501 }, (_, i) => [`u${i}`, 'secret-1']) },
      'at most 500 rows can be imported at once',
    ],
    [{ users: [['nul\u0000', 'secret-1']] }, 'NUL'],
    [{ users: [['huge', 'x'.repeat(100_000)]] }, 'password must be 6 to 20 characters'],
  ])('refuses %#', async (body, msg) => {
    const before = await userCount();
    const res = await call('POST', '/api/admin/user/insert-batch-user', root, { body });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toContain(msg);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/admin/user/generate-user and the spreadsheet', () => {
  it('creates the numbered users and answers a key whose spreadsheet lists their working passwords', async () => {
    const res = await call('POST', '/api/admin/user/generate-user', root, {
      body: { prefix: 'gen', suffix: 'x', number_from: 1, number_to: 20, password_length: 8 },
    });
    expect(res.httpStatus).toBe(200);
    const key = res.body.data.key as string;
    const file = await call('GET', '/api/file/generate-user-excel', root, { query: { key } });
    expect(file.httpStatus).toBe(200);
    expect(file.headers.get('content-type')).toContain('spreadsheetml');
    const rows = sheetRows(new Uint8Array(await file.raw.arrayBuffer()));
    expect(rows[0]).toEqual(['Username', 'Password']);
    expect(rows).toHaveLength(21);
    expect(rows[1]?.[0]).toBe('gen1x');
    expect(rows[20]?.[0]).toBe('gen20x');
    expect(rows[1]?.[1]).toHaveLength(8);
    await t.login('gen3x', rows[3]?.[1] ?? '');

    t.clock.advance(31 * 60 * 1000);
    const expired = await call('GET', '/api/file/generate-user-excel', root, { query: { key } });
    expect(expired.httpStatus).toBe(404);
    expect(expired.body.status).toBe(404);
  });

  it('creates a range once when the same range is asked for twice at once', async () => {
    const body = { prefix: 'twice', number_from: 1, number_to: 3, password_length: 6 };
    const before = await userCount();
    const results = await Promise.all([
      call('POST', '/api/admin/user/generate-user', root, { body }),
      call('POST', '/api/admin/user/generate-user', root, { body }),
    ]);
    expect(results.map((res) => res.httpStatus).sort()).toEqual([200, 400]);
    expect(await userCount()).toBe((before ?? 0) + 3);
  });

  it('refuses a range with a taken name, creating none', async () => {
    await t.createUser({ username: 'taken7' });
    const before = await userCount();
    const res = await call('POST', '/api/admin/user/generate-user', root, {
      body: { prefix: 'taken', number_from: 5, number_to: 9, password_length: 6 },
    });
    expect(res.body).toMatchObject({ status: 400, msg: 'These usernames already exist: taken7' });
    expect(await userCount()).toBe(before);
  });

  it.each([
    [{ number_from: 5, number_to: 4, password_length: 6 }, 'number_to must not be less than number_from'],
    [{ number_from: 1, number_to: 501, password_length: 6 }, 'at most 500 users can be generated at once'],
    [{ number_from: 1, number_to: 2, password_length: 5 }, 'password_length must be 6 to 25'],
    [{ number_from: 1, number_to: 2, password_length: 26 }, 'password_length must be 6 to 25'],
    [
      { number_from: -1, number_to: 2, password_length: 6 },
      'number_from must be an integer from 0 to 2147483647',
    ],
    [
      { number_from: 1, number_to: 2147483648, password_length: 6 },
      'number_to must be an integer from 0 to 2147483647',
    ],
    [{ number_to: 2, password_length: 6 }, 'number_from is required'],
    [
      { prefix: 'p'.repeat(19), number_from: 10, number_to: 11, password_length: 6 },
      'the generated usernames must be at most 20 characters',
    ],
    [
      { prefix: 'a b', number_from: 1, number_to: 2, password_length: 6 },
      'prefix must not contain spaces, control characters or invisible characters',
    ],
    [
      { prefix: 'a\u0000', number_from: 1, number_to: 2, password_length: 6 },
      'prefix must not contain NUL characters',
    ],
  ])('refuses %j', async (body, msg) => {
    const before = await userCount();
    const res = await call('POST', '/api/admin/user/generate-user', root, { body });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect(await userCount()).toBe(before);
  });

  it('refuses an unknown, missing or NUL key', async () => {
    for (const [query, status] of [
      [{ key: 'nope' }, 404],
      [{}, 400],
      [{ key: 'a\u0000' }, 400],
    ] as const) {
      const res = await call('GET', '/api/file/generate-user-excel', root, { query });
      expect(res.httpStatus).toBe(status);
      expect(res.body.status).toBe(status);
    }
  });
});
