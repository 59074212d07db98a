import { Role } from '@contract/roles';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contest, contestRegister, groupMember } from '../../worker/src/db/schema';
import { type ContestValues, insertContest, insertGroup } from '../support/contest-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let owner: { uid: string; username: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const makeContest = (values: ContestValues = {}) =>
  insertContest(t, owner, { title: 'Register contest', auth: 1, pwd: 'secret', ...values });

const register = (token: string | null, body: unknown) =>
  t.request('POST', '/api/register-contest', { token, body });
const access = (token: string, cid: unknown) =>
  t.request('GET', '/api/get-contest-access', { token, query: { cid: cid as string } });

async function registrations(cid: number, uid?: string) {
  const [row] = await t.platform.db
    .select({ n: count() })
    .from(contestRegister)
    .where(and(eq(contestRegister.cid, cid), uid ? eq(contestRegister.uid, uid) : undefined));
  return Number(row!.n);
}

describe('POST /api/register-contest', () => {
  it('registers with the right password once, and get-contest-access follows', async () => {
    const c = await makeContest();
    const user = await t.createUser();
    expect((await access(user.token, c.id)).body.data).toEqual({ access: false });
    const res = await register(user.token, { cid: c.id, password: 'secret' });
    expect(res.body).toMatchObject({ status: 200, msg: 'Register contest successfully' });
    expect((await access(user.token, c.id)).body.data).toEqual({ access: true });
    const again = await register(user.token, { cid: c.id, password: 'secret' });
    expect(again.httpStatus).toBe(400);
    expect(again.body.msg).toBe('You have already registered for this contest, please do not register again');
    expect(await registrations(c.id, user.uid)).toBe(1);
  });

  it('refuses a wrong, empty or missing password with 400', async () => {
    const c = await makeContest({ auth: 2 });
    const user = await t.createUser();
    const wrong = await register(user.token, { cid: c.id, password: 'Secret' });
    expect(wrong.body).toMatchObject({ status: 400, msg: 'Wrong contest password, please try again' });
    for (const password of ['', null, undefined]) {
      const res = await register(user.token, { cid: c.id, password });
      expect(res.body).toMatchObject({ status: 400, msg: 'cid or password can not be empty' });
    }
    expect(await registrations(c.id)).toBe(0);
  });

  it('has nothing to register for in a public contest without a password', async () => {
    const c = await makeContest({ auth: 0, pwd: null });
    const user = await t.createUser();
    const res = await register(user.token, { cid: c.id, password: 'anything' });
    expect(res.httpStatus).toBe(400);
    expect(await registrations(c.id)).toBe(0);
  });

  it('needs login, and hides invisible contests', async () => {
    const c = await makeContest({ visible: false });
    expect((await register(null, { cid: c.id, password: 'secret' })).httpStatus).toBe(401);
    const user = await t.createUser();
    expect((await register(user.token, { cid: c.id, password: 'secret' })).httpStatus).toBe(404);
    expect((await register(user.token, { cid: 2147483647, password: 'secret' })).httpStatus).toBe(404);
  });

  it('applies the account limit, extra accounts included', async () => {
    const prefix = `acm${Math.floor(Math.random() * 1e6)}_`;
    const c = await makeContest({
      openAccountLimit: true,
      accountLimitRule: `<prefix>${prefix}</prefix><suffix></suffix><start>1</start><end>20</end><extra>guest${prefix}</extra>`,
    });
    const inside = await t.createUser({ username: `${prefix}12` });
    const extra = await t.createUser({ username: `guest${prefix}` });
    const outside = await t.createUser({ username: `${prefix}21` });
    expect((await register(inside.token, { cid: c.id, password: 'secret' })).body.status).toBe(200);
    expect((await register(extra.token, { cid: c.id, password: 'secret' })).body.status).toBe(200);
    const refused = await register(outside.token, { cid: c.id, password: 'secret' });
    expect(refused.body).toMatchObject({
      status: 400,
      msg: 'Sorry, this contest only admits accounts matching its account rule',
    });
    // A rule tightened after registering takes the access away.
    await t.platform.db
      .update(contest)
      .set({
        accountLimitRule: `<prefix>${prefix}</prefix><suffix></suffix><start>1</start><end>5</end><extra></extra>`,
      })
      .where(eq(contest.id, c.id));
    expect((await access(inside.token, c.id)).body.data).toEqual({ access: false });
  });

  it('lets only group members register for a group contest', async () => {
    const group = await insertGroup(t, owner, 'register');
    const member = await t.createUser();
    const outsider = await t.createUser();
    await t.platform.db.insert(groupMember).values({ gid: group.id, uid: member.uid, auth: 3 });
    const c = await makeContest({ isGroup: true, gid: group.id });
    expect((await register(outsider.token, { cid: c.id, password: 'secret' })).httpStatus).toBe(403);
    expect((await register(member.token, { cid: c.id, password: 'secret' })).body.status).toBe(200);
  });

  it('settles two identical registrations at once: one succeeds, the other is a 400', async () => {
    const c = await makeContest();
    const user = await t.createUser();
    const both = await Promise.all([
      register(user.token, { cid: c.id, password: 'secret' }),
      register(user.token, { cid: c.id, password: 'secret' }),
    ]);
    expect(both.map((r) => r.body.status).sort()).toEqual([200, 400]);
    expect(await registrations(c.id, user.uid)).toBe(1);
  });

  it('refuses bad input with 4xx and registers nothing', async () => {
    const c = await makeContest();
    const user = await t.createUser();
    for (const cid of [0, -1, 2147483648, 'abc', null, 1.5]) {
      const res = await register(user.token, { cid, password: 'secret' });
      expect(res.httpStatus).toBe(400);
      expect(res.body.status).toBe(400);
    }
    const nul = await register(user.token, { cid: c.id, password: 'sec\u0000ret' });
    expect(nul.httpStatus).toBe(400);
    const huge = await register(user.token, { cid: c.id, password: 'x'.repeat(10 * 1024 * 1024) });
    expect(huge.httpStatus).toBeGreaterThanOrEqual(400);
    expect(huge.httpStatus).toBeLessThan(500);
    const notText = await register(user.token, { cid: c.id, password: 12345 });
    expect(notText.httpStatus).toBe(400);
    expect(await registrations(c.id)).toBe(0);
  });
});

describe('GET /api/get-contest-access', () => {
  it('needs login and a usable cid', async () => {
    const c = await makeContest();
    expect((await t.request('GET', '/api/get-contest-access', { query: { cid: c.id } })).httpStatus).toBe(
      401,
    );
    const user = await t.createUser();
    for (const cid of ['0', '-1', '2147483648', 'abc', '']) {
      expect((await access(user.token, cid)).httpStatus).toBe(400);
    }
    expect((await access(user.token, 2147483647)).body.data).toEqual({ access: false });
  });

  it('shows a root its own registration state like anyone else', async () => {
    const c = await makeContest();
    const admin = await t.createUser({ roles: [Role.ROOT] });
    expect((await access(admin.token, c.id)).body.data).toEqual({ access: false });
  });
});
