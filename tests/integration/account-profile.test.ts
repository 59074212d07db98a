import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFile, userInfo } from '../../worker/src/db/schema';
import {
  insertProblem,
  insertSubmission,
  setProgress,
  setUserRecord,
  setUserStatus,
} from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 3600 * 1000;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46];
const GIF = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0];

function imageForm(name: string, header: number[], size = 256, field = 'image') {
  const bytes = new Uint8Array(size);
  bytes.set(header);
  for (let i = header.length; i < size; i++) bytes[i] = i % 251;
  const form = new FormData();
  form.append(field, new File([bytes], name));
  return { form, bytes };
}

describe('POST /api/change-userInfo', () => {
  it.each([
    [{ nickname: 'n'.repeat(21) }, 'nickname must be at most 20 characters'],
    [{ gender: 'other' }, 'gender must be male, female or secrecy'],
    [{ mobile: 'call me' }, 'mobile format is incorrect'],
    [{ blog: 'b'.repeat(256) }, 'blog must be at most 255 characters'],
  ])('refuses %j with 400 "%s"', async (body, msg) => {
    const user = await t.createUser();
    const res = await t.request('POST', '/api/change-userInfo', { token: user.token, body });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('writes the given fields, clears empty ones and leaves the rest alone', async () => {
    const user = await t.createUser();
    const first = await t.request('POST', '/api/change-userInfo', {
      token: user.token,
      body: {
        nickname: ' Ada ',
        school: 'MIT',
        gender: 'female',
        github: 'https://github.com/ada',
        mobile: '+44 20 7946 0958',
        password: user.password,
      },
    });
    expect(first.httpStatus).toBe(200);
    expect(first.body.data).toMatchObject({
      uid: user.uid,
      nickname: 'Ada',
      school: 'MIT',
      gender: 'female',
      github: 'https://github.com/ada',
      mobile: '+44 20 7946 0958',
      roleList: ['default_user'],
    });
    const second = await t.request('POST', '/api/change-userInfo', {
      token: user.token,
      body: { school: '', signature: '# Hello' },
    });
    expect(second.body.data).toMatchObject({
      nickname: 'Ada',
      school: null,
      signature: '# Hello',
      gender: 'female',
    });
    const [row] = await t.platform.db.select().from(userInfo).where(eq(userInfo.uid, user.uid));
    expect(row).toMatchObject({ nickname: 'Ada', school: null, signature: '# Hello' });
  });
});

describe('changing the mobile through change-userInfo (spec 1 §5)', () => {
  it('needs the current password and a number that differs, and changes nothing otherwise', async () => {
    const user = await t.createUser();
    const change = (body: Record<string, unknown>) =>
      t.request('POST', '/api/change-userInfo', { token: user.token, body });
    const mobileOf = async () =>
      (
        await t.platform.db
          .select({ mobile: userInfo.mobile })
          .from(userInfo)
          .where(eq(userInfo.uid, user.uid))
      )[0]?.mobile;

    const withoutPassword = await change({ mobile: '+1 555 0100', nickname: 'Changed' });
    expect(withoutPassword.httpStatus).toBe(400);
    expect(withoutPassword.body.msg).toBe('password is required to change the mobile');
    const wrong = await change({ mobile: '+1 555 0100', password: 'not-my-password' });
    expect(wrong.httpStatus).toBe(400);
    expect(wrong.body.msg).toContain('The password is incorrect');
    expect(await mobileOf()).toBeNull();

    const ok = await change({ mobile: '+1 555 0100', password: user.password });
    expect(ok.httpStatus).toBe(200);
    expect(await mobileOf()).toBe('+1 555 0100');
    const same = await change({ mobile: '+1 555 0100', password: user.password });
    expect(same.httpStatus).toBe(400);
    expect(same.body.msg).toBe('The new mobile is the same as the current one');

    const nicknameOnly = await change({ nickname: 'No password needed' });
    expect(nicknameOnly.httpStatus).toBe(200);
  });
});

describe('POST /api/file/upload-avatar and GET /api/public/img/:name', () => {
  it('refuses a body that is not multipart, and a form without the image', async () => {
    const user = await t.createUser();
    const json = await t.request('POST', '/api/file/upload-avatar', { token: user.token, body: {} });
    expect(json.httpStatus).toBe(400);
    expect(json.body.msg).toBe('The request must be multipart/form-data');
    const { form } = imageForm('me.png', PNG, 64, 'file');
    const missing = await t.request('POST', '/api/file/upload-avatar', { token: user.token, rawBody: form });
    expect(missing.httpStatus).toBe(400);
    expect(missing.body.msg).toBe('image is required: attach a file');
  });

  it.each([
    ['me.svg', PNG, 'The file type is not supported, please upload one of: gif, jpg, jpeg, png, bmp, webp'],
    ['me.txt', PNG, 'The file type is not supported, please upload one of: gif, jpg, jpeg, png, bmp, webp'],
    ['me', PNG, 'The file type is not supported, please upload one of: gif, jpg, jpeg, png, bmp, webp'],
    ['me.png', GIF, 'The file content is not a valid image of its type'],
    ['me.jpg', PNG, 'The file content is not a valid image of its type'],
    [
      'me.gif',
      Array.from('<script>', (c) => c.charCodeAt(0)),
      'The file content is not a valid image of its type',
    ],
  ])('refuses %s with the wrong type or content', async (name, header, msg) => {
    const user = await t.createUser();
    const { form } = imageForm(name, header);
    const res = await t.request('POST', '/api/file/upload-avatar', { token: user.token, rawBody: form });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('accepts exactly 2 MB and refuses one byte more', async () => {
    const user = await t.createUser();
    const over = imageForm('big.png', PNG, 2097153);
    const refused = await t.request('POST', '/api/file/upload-avatar', {
      token: user.token,
      rawBody: over.form,
    });
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.msg).toBe('The avatar must not be larger than 2 MB');
    const limit = imageForm('big.png', PNG, 2097152);
    const accepted = await t.request('POST', '/api/file/upload-avatar', {
      token: user.token,
      rawBody: limit.form,
    });
    expect(accepted.httpStatus).toBe(200);
  });

  it('refuses a declared body far over the limit before reading it', async () => {
    const user = await t.createUser();
    const { form } = imageForm('me.png', PNG);
    const res = await t.request('POST', '/api/file/upload-avatar', {
      token: user.token,
      rawBody: form,
      headers: { 'Content-Length': String(3 * 1024 * 1024) },
    });
    expect(res.httpStatus).toBe(413);
    expect(res.body.msg).toBe('The avatar must not be larger than 2 MB');
  });

  it('stores the avatar, serves it with long caching, and deletes the previous one', async () => {
    const user = await t.createUser();
    const first = imageForm('Me.PNG', PNG);
    const res = await t.request('POST', '/api/file/upload-avatar', {
      token: user.token,
      rawBody: first.form,
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data).toMatchObject({
      uid: user.uid,
      username: user.username,
      roleList: ['default_user'],
    });
    const firstUrl: string = res.body.data.avatar;
    expect(firstUrl).toMatch(/^\/api\/public\/img\/[0-9a-f]{32}\.png$/);

    const served = await t.request('GET', firstUrl);
    expect(served.httpStatus).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.raw.arrayBuffer())).toEqual(first.bytes);

    const second = imageForm('me.jpeg', JPEG);
    const next = await t.request('POST', '/api/file/upload-avatar', {
      token: user.token,
      rawBody: second.form,
    });
    const secondUrl: string = next.body.data.avatar;
    expect(secondUrl).toMatch(/\.jpeg$/);
    expect((await t.request('GET', secondUrl)).headers.get('content-type')).toBe('image/jpeg');
    expect((await t.request('GET', firstUrl)).httpStatus).toBe(404);

    const rows = await t.platform.db.select().from(uploadedFile).where(eq(uploadedFile.uid, user.uid));
    const old = rows.find((r) => r.storageKey.endsWith(firstUrl.split('/').pop()!))!;
    expect(old.deleted).toBe(true);
    expect(await t.platform.files.has(old.storageKey)).toBe(false);
    const current = rows.find((r) => !r.deleted)!;
    expect(current.storageKey.startsWith('avatar/')).toBe(true);
    expect(await t.platform.files.has(current.storageKey)).toBe(true);
    const [row] = await t.platform.db.select().from(userInfo).where(eq(userInfo.uid, user.uid));
    expect(row!.avatar).toBe(secondUrl);
  });

  it('answers 404 for names it never handed out', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fetc%2Fpasswd', 'x.svg']) {
      const res = await t.request('GET', `/api/public/img/${name}`);
      expect(res.httpStatus).toBe(404);
    }
  });
});

describe('GET /api/get-user-home-info', () => {
  it('needs a uid or username from anonymous callers and answers 404 for unknown users', async () => {
    const none = await t.request('GET', '/api/get-user-home-info');
    expect(none.httpStatus).toBe(400);
    expect(none.body.msg).toBe('uid or username is required');
    for (const query of [{ uid: 'no-such-uid' }, { username: 'no_such_user' }]) {
      const res = await t.request('GET', '/api/get-user-home-info', { query });
      expect(res.httpStatus).toBe(404);
      expect(res.body.msg).toBe('The user does not exist');
    }
  });

  it('shows profile, counts, solved public problems by difficulty, OI scores and the last login', async () => {
    const user = await t.createUser({ username: 'HomeOwner' });
    await t.request('POST', '/api/change-userInfo', {
      token: user.token,
      body: { nickname: 'Owner', signature: 'hi', realname: 'Ada Lovelace' },
    });
    const easy = await insertProblem(t, { difficulty: 0, title: 'Easy one' });
    const mid = await insertProblem(t, { difficulty: 1, title: 'Mid one', type: 1 });
    const hard = await insertProblem(t, { difficulty: 2, title: 'Hard one' });
    const hidden = await insertProblem(t, { difficulty: 0, auth: 2 });
    const group = await insertProblem(t, { difficulty: 0, isGroup: true, gid: 1 });
    const triedOi = await insertProblem(t, { difficulty: 2, type: 1 });
    for (const pid of [easy.id, mid.id, hard.id, hidden.id, group.id]) {
      await setProgress(t, { uid: user.uid, pid, status: 0, oiRankScore: pid === mid.id ? 12 : 0 });
    }
    await setProgress(t, {
      uid: user.uid,
      pid: triedOi.id,
      status: JudgeStatus.PARTIAL_ACCEPTED,
      oiRankScore: 7,
    });
    await setUserRecord(t, user.uid, { submissionCount: 17, acCount: 5, oiScore: 19, rating: 1500 });
    t.clock.advance(60_000);
    const lastLogin = t.clock.now();
    await t.login(user.username, user.password);

    const res = await t.request('GET', '/api/get-user-home-info', { query: { username: 'homeowner' } });
    expect(res.httpStatus).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({
      uid: user.uid,
      username: 'HomeOwner',
      nickname: 'Owner',
      signature: 'hi',
      gender: 'secrecy',
      total: 17,
      rating: 1500,
      scoreList: [12, 7],
      solvedList: [easy.problemId, mid.problemId, hard.problemId],
      solvedGroupByDifficulty: {
        '0': [{ problemId: easy.problemId, pid: easy.id, title: 'Easy one' }],
        '1': [{ problemId: mid.problemId, pid: mid.id, title: 'Mid one' }],
        '2': [{ problemId: hard.problemId, pid: hard.id, title: 'Hard one' }],
      },
    });
    expect(Math.abs(new Date(data.recentLoginTime).getTime() - lastLogin.getTime())).toBeLessThan(1000);
    expect(data.realname).toBeNull();
    expect(data).not.toHaveProperty('password');
    expect(data).not.toHaveProperty('email');

    const stranger = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
    const asStranger = await t.request('GET', '/api/get-user-home-info', {
      token: stranger.token,
      query: { uid: user.uid },
    });
    expect(asStranger.body.data.realname).toBeNull();
    const asRoot = await t.request('GET', '/api/get-user-home-info', {
      token: await t.rootToken(),
      query: { uid: user.uid },
    });
    expect(asRoot.body.data.realname).toBe('Ada Lovelace');

    const byUid = await t.request('GET', '/api/get-user-home-info', { query: { uid: user.uid } });
    expect(byUid.body.data.username).toBe('HomeOwner');
    const mine = await t.request('GET', '/api/get-user-home-info', { token: user.token });
    expect(mine.body.data).toMatchObject({ uid: user.uid, realname: 'Ada Lovelace' });
  });
});

describe('GET /api/get-user-calendar-heatmap', () => {
  it("counts the user's submissions per UTC day over the year ending today", async () => {
    const user = await t.createUser();
    const other = await t.createUser();
    const p = await insertProblem(t);
    const now = t.clock.now();
    const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    const at = (days: number, ms = 0) => new Date(today.getTime() + days * DAY + ms);
    for (const submitTime of [
      at(0, 1000),
      at(0, 2000),
      at(0, -1000),
      at(-364, 5000),
      at(-366),
      at(1, 1000),
    ]) {
      await insertSubmission(t, { uid: user.uid, pid: p.id, status: 0, submitTime });
    }
    await insertSubmission(t, { uid: other.uid, pid: p.id, status: 0, submitTime: at(0, 3000) });

    const res = await t.request('GET', '/api/get-user-calendar-heatmap', { query: { uid: user.uid } });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data).toEqual({
      dataList: [
        { date: iso(at(-364)), count: 1 },
        { date: iso(at(-1)), count: 1 },
        { date: iso(at(0)), count: 2 },
      ],
      endDate: iso(today),
    });
    const unknown = await t.request('GET', '/api/get-user-calendar-heatmap', {
      query: { username: 'nobody_at_all' },
    });
    expect(unknown.httpStatus).toBe(404);
  });
});

describe('GET /api/get-rank-list', () => {
  it('orders ACM by accepted desc then submissions asc, OI by score, leaving out disabled users', async () => {
    const make = async (
      username: string,
      record: { acCount: number; submissionCount: number; oiScore: number },
    ) => {
      const user = await t.createUser({ username });
      await setUserRecord(t, user.uid, record);
      return user;
    };
    await make('rk_a', { acCount: 5, submissionCount: 20, oiScore: 100 });
    await make('rk_b', { acCount: 5, submissionCount: 10, oiScore: 300 });
    await make('rk_c', { acCount: 9, submissionCount: 50, oiScore: 200 });
    const banned = await make('rk_d', { acCount: 99, submissionCount: 99, oiScore: 999 });
    await setUserStatus(t, banned.uid, 1);
    await make('rkXe', { acCount: 100, submissionCount: 1, oiScore: 1000 });

    const acm = await t.request('GET', '/api/get-rank-list', { query: { type: 'ACM', searchUser: 'rk_' } });
    expect(acm.httpStatus).toBe(200);
    expect(acm.body.data.total).toBe(3);
    expect(acm.body.data.records.map((r: { username: string }) => r.username)).toEqual([
      'rk_c',
      'rk_b',
      'rk_a',
    ]);
    expect(acm.body.data.records[0]).toEqual({
      uid: expect.any(String),
      username: 'rk_c',
      nickname: null,
      avatar: null,
      titleName: null,
      titleColor: null,
      signature: null,
      ac: 9,
      total: 50,
    });

    const oi = await t.request('GET', '/api/get-rank-list', {
      query: { type: 1, searchUser: 'rk_', limit: 2 },
    });
    expect(oi.body.data).toMatchObject({ total: 3, current: 1, size: 2 });
    expect(
      oi.body.data.records.map((r: { username: string; score: number }) => [r.username, r.score]),
    ).toEqual([
      ['rk_b', 300],
      ['rk_c', 200],
    ]);
    const page2 = await t.request('GET', '/api/get-rank-list', {
      query: { type: 'OI', searchUser: 'rk_', limit: 2, currentPage: 2 },
    });
    expect(page2.body.data.records.map((r: { username: string }) => r.username)).toEqual(['rk_a']);
  });

  it('finds users by nickname and real name too', async () => {
    const user = await t.createUser({ username: 'plain_name' });
    await t.request('POST', '/api/change-userInfo', {
      token: user.token,
      body: { nickname: 'Zebra%Nick', realname: 'Quokka Real' },
    });
    for (const searchUser of ['zebra%', 'QUOKKA', 'plain_']) {
      const res = await t.request('GET', '/api/get-rank-list', { query: { searchUser } });
      expect(res.body.data.records.map((r: { uid: string }) => r.uid)).toEqual([user.uid]);
    }
    const literal = await t.request('GET', '/api/get-rank-list', { query: { searchUser: '%' } });
    expect(literal.body.data.records.map((r: { uid: string }) => r.uid)).toEqual([user.uid]);
  });
});

describe('GET /api/get-recent-seven-ac-rank', () => {
  it('ranks the top ten by distinct problems accepted outside contests in the last 7 days', async () => {
    const now = t.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const problems = await Promise.all(Array.from({ length: 4 }, () => insertProblem(t)));
    const users = await Promise.all(
      ['ac_one', 'ac_two', 'ac_three', 'ac_banned'].map((username) => t.createUser({ username })),
    );
    const [one, two, three, banned] = users as [
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
      (typeof users)[0],
    ];
    const accept = (
      uid: string,
      pid: number,
      submitTime: Date,
      extra: { cid?: number; status?: number } = {},
    ) =>
      insertSubmission(t, {
        uid,
        pid,
        status: extra.status ?? JudgeStatus.ACCEPTED,
        submitTime,
        cid: extra.cid,
      });
    // one: three distinct problems, one of them twice
    await accept(one.uid, problems[0]!.id, ago(1));
    await accept(one.uid, problems[0]!.id, ago(2));
    await accept(one.uid, problems[1]!.id, ago(3));
    await accept(one.uid, problems[2]!.id, ago(6.9));
    // two: one in the window; an old one, a contest one and a wrong answer do not count
    await accept(two.uid, problems[0]!.id, ago(1));
    await accept(two.uid, problems[1]!.id, ago(8));
    await accept(two.uid, problems[2]!.id, ago(1), { cid: 5 });
    await accept(two.uid, problems[3]!.id, ago(1), { status: JudgeStatus.WRONG_ANSWER });
    // three: two problems
    await accept(three.uid, problems[2]!.id, ago(0.5));
    await accept(three.uid, problems[3]!.id, ago(0.5));
    await accept(banned.uid, problems[0]!.id, ago(1));
    await accept(banned.uid, problems[1]!.id, ago(1));
    await accept(banned.uid, problems[2]!.id, ago(1));
    await accept(banned.uid, problems[3]!.id, ago(1));
    await setUserStatus(t, banned.uid, 1);

    const res = await t.request('GET', '/api/get-recent-seven-ac-rank');
    expect(res.httpStatus).toBe(200);
    const ours = res.body.data.filter((r: { username: string }) => r.username.startsWith('ac_'));
    expect(ours).toEqual([
      { uid: one.uid, username: 'ac_one', avatar: null, titleName: null, titleColor: null, ac: 3 },
      { uid: three.uid, username: 'ac_three', avatar: null, titleName: null, titleColor: null, ac: 2 },
      { uid: two.uid, username: 'ac_two', avatar: null, titleName: null, titleColor: null, ac: 1 },
    ]);
    expect(res.body.data.length).toBeLessThanOrEqual(10);
  });
});
