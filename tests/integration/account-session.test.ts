import { Role } from '@contract/roles';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userInfo, userSession } from '../../worker/src/db/schema';
import { setUserStatus } from '../support/account-helpers';
import { createTestApp, ROOT_PASSWORD, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3600 * 1000;

describe('POST /api/login', () => {
  it.each([
    [{ password: 'secret123' }, 'username is required'],
    [{ username: '   ', password: 'secret123' }, 'username is required'],
    [{ username: 'a'.repeat(21), password: 'secret123' }, 'username must be at most 20 characters'],
    [{ username: 'someone' }, 'password is required'],
    [{ username: 'someone', password: '' }, 'password is required'],
  ])('refuses %j with 400 "%s"', async (body, msg) => {
    const res = await t.request('POST', '/api/login', { body });
    expect(res.httpStatus).toBe(400);
    expect(res.body).toMatchObject({ status: 400, msg });
  });

  it('refuses a wrong password and an unknown user with the same message', async () => {
    const user = await t.createUser();
    const wrong = await t.request('POST', '/api/login', {
      body: { username: user.username, password: 'not-it-123' },
    });
    const unknown = await t.request('POST', '/api/login', {
      body: { username: 'nobody_here', password: 'whatever1' },
    });
    for (const res of [wrong, unknown]) {
      expect(res.httpStatus).toBe(400);
      expect(res.body.msg).toBe('The username or password is incorrect, please note the case');
      expect(res.headers.get('Authorization')).toBeNull();
    }
  });

  it('answers with the token in Authorization and the user info, opening one session and changing nothing else', async () => {
    const user = await t.createUser({ username: 'Ada_Login' });
    const [before] = await t.platform.db.select().from(userInfo).where(eq(userInfo.uid, user.uid));
    const sessionsBefore = await t.platform.db
      .select()
      .from(userSession)
      .where(eq(userSession.uid, user.uid));

    const res = await t.request('POST', '/api/login', {
      body: { username: 'ada_login', password: user.password },
      headers: { 'User-Agent': 'vitest-agent' },
      clientAddress: '203.0.113.9',
    });
    expect(res.httpStatus).toBe(200);
    const token = res.headers.get('Authorization')!;
    expect(token.split('.')).toHaveLength(3);
    expect(res.body.data).toEqual({
      uid: user.uid,
      username: 'Ada_Login',
      nickname: null,
      realname: null,
      email: 'Ada_Login@example.com',
      mobile: null,
      avatar: null,
      school: null,
      number: null,
      gender: 'secrecy',
      signature: null,
      github: null,
      blog: null,
      cfUsername: null,
      titleName: null,
      titleColor: null,
      roleList: ['default_user'],
    });

    const sessions = await t.platform.db
      .select()
      .from(userSession)
      .where(eq(userSession.uid, user.uid))
      .orderBy(desc(userSession.gmtCreate));
    expect(sessions).toHaveLength(sessionsBefore.length + 1);
    expect(sessions[0]).toMatchObject({
      ip: '203.0.113.9',
      userAgent: 'vitest-agent',
      loginType: 'general',
      revokedAt: null,
    });
    const [after] = await t.platform.db.select().from(userInfo).where(eq(userInfo.uid, user.uid));
    expect(after).toEqual(before);

    const me = await t.request('GET', '/api/get-user-auth-info', { token });
    expect(me.httpStatus).toBe(200);
    const bearer = await t.request('GET', '/api/get-user-auth-info', { token: `Bearer ${token}` });
    expect(bearer.httpStatus).toBe(200);
  });

  it("refuses a disabled user, and a disabled user's open session stops working", async () => {
    const user = await t.createUser();
    // Used just before, so the server has the session cached: disabling must still end it.
    expect((await t.request('GET', '/api/get-user-auth-info', { token: user.token })).httpStatus).toBe(200);
    await setUserStatus(t, user.uid, 1);
    const res = await t.request('POST', '/api/login', {
      body: { username: user.username, password: user.password },
    });
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe('Your account has been disabled, please contact the administrator');
    expect(res.headers.get('Authorization')).toBeNull();
    const open = await t.request('GET', '/api/get-user-auth-info', { token: user.token });
    expect(open.httpStatus).toBe(401);
  });
});

describe('GET /api/logout', () => {
  it("ends the session at once while the user's other sessions go on", async () => {
    const user = await t.createUser();
    const other = await t.login(user.username, user.password);
    const res = await t.request('GET', '/api/logout', { token: user.token });
    expect(res.httpStatus).toBe(200);
    expect(res.body.msg).toBe('Logged out successfully');

    const after = await t.request('GET', '/api/get-user-auth-info', { token: user.token });
    expect(after.httpStatus).toBe(401);
    expect(after.body.msg).toBe('Please login first');
    expect((await t.request('GET', '/api/logout', { token: user.token })).httpStatus).toBe(401);
    expect((await t.request('GET', '/api/get-user-auth-info', { token: other })).httpStatus).toBe(200);
  });
});

describe('token renewal', () => {
  it('returns a fresh token with Refresh-Token: true once the token is 12 hours old, and the fresh one works', async () => {
    const user = await t.createUser();
    const early = await t.request('GET', '/api/get-user-auth-info', { token: user.token });
    expect(early.headers.get('Refresh-Token')).toBeNull();

    t.clock.advance(12 * HOUR + 1000);
    const res = await t.request('GET', '/api/get-user-auth-info', { token: user.token });
    expect(res.httpStatus).toBe(200);
    expect(res.headers.get('Refresh-Token')).toBe('true');
    const fresh = res.headers.get('Authorization')!;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(user.token);

    const next = await t.request('GET', '/api/get-user-auth-info', { token: fresh });
    expect(next.httpStatus).toBe(200);
    expect(next.headers.get('Refresh-Token')).toBeNull();

    // The renewed token outlives the original's 3-day lifetime.
    t.clock.advance(3 * 24 * HOUR - 6 * HOUR);
    expect((await t.request('GET', '/api/get-user-auth-info', { token: user.token })).httpStatus).toBe(401);
    expect((await t.request('GET', '/api/get-user-auth-info', { token: fresh })).httpStatus).toBe(200);
  });
});

describe('GET /api/get-user-auth-info', () => {
  it('lists role names and the permissions they grant', async () => {
    const user = await t.createUser();
    const res = await t.request('GET', '/api/get-user-auth-info', { token: user.token });
    expect(res.body.data.roles).toEqual(['default_user']);
    expect(res.body.data.permissions).toEqual(['comment', 'discuss', 'submit']);

    const root = await t.request('GET', '/api/get-user-auth-info', { token: await t.rootToken() });
    expect(root.body.data.roles).toEqual(['root']);
    expect(root.body.data.permissions).toContain('user_admin');
    expect(root.body.data.permissions).toContain('system_config');

    const muted = await t.createUser({ roles: [Role.MUTED] });
    const mutedInfo = await t.request('GET', '/api/get-user-auth-info', { token: muted.token });
    expect(mutedInfo.body.data).toEqual({ roles: ['mute'], permissions: ['discuss', 'submit'] });
  });
});

describe('admin login and logout', () => {
  it('refuses users without an admin role after checking the password', async () => {
    const user = await t.createUser();
    const wrong = await t.request('POST', '/api/admin/login', {
      body: { username: user.username, password: 'wrong-one' },
    });
    expect(wrong.httpStatus).toBe(400);
    const res = await t.request('POST', '/api/admin/login', {
      body: { username: user.username, password: user.password },
    });
    expect(res.httpStatus).toBe(403);
    expect(res.body.msg).toBe('Sorry, you do not have permission to log in to the admin area');
    expect(res.headers.get('Authorization')).toBeNull();
  });

  it.each([
    [Role.PROBLEM_ADMIN, 'problem_admin'],
    [Role.ADMIN, 'admin'],
  ] as const)('lets role %i in and records an admin session', async (role, name) => {
    const admin = await t.createUser({ roles: [role] });
    const res = await t.request('POST', '/api/admin/login', {
      body: { username: admin.username, password: admin.password },
      headers: { 'Url-Type': 'admin' },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.roleList).toEqual([name]);
    const [session] = await t.platform.db
      .select()
      .from(userSession)
      .where(eq(userSession.uid, admin.uid))
      .orderBy(desc(userSession.gmtCreate))
      .limit(1);
    expect(session!.loginType).toBe('admin');

    const token = res.headers.get('Authorization')!;
    const out = await t.request('GET', '/api/admin/logout', { token, headers: { 'Url-Type': 'admin' } });
    expect(out.httpStatus).toBe(200);
    const after = await t.request('GET', '/api/admin/logout', { token, headers: { 'Url-Type': 'admin' } });
    expect(after.httpStatus).toBe(401);
    expect(after.body.msg).toBe('Please login again with the administrator account!');
  });

  it('lets root in', async () => {
    const res = await t.request('POST', '/api/admin/login', {
      body: { username: 'root', password: ROOT_PASSWORD },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data.roleList).toEqual(['root']);
  });
});
