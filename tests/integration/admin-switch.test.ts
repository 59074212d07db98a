import { Role } from '@contract/roles';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contestProblem, groupMember, siteConfig } from '../../worker/src/db/schema';
import { describeDataSource } from '../../worker/src/domains/site/admin-data-source';
import { insertContest, insertGroup } from '../support/contest-fixtures';
import { aPlusBCases, createJudgeProblem } from '../support/judge-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

const AB = '#include <stdio.h>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';

let t: TestApp;
let root: string;
let problem: { id: number; problemId: string };

beforeAll(async () => {
  t = await createTestApp();
  root = await t.rootToken();
  problem = await createJudgeProblem(t.platform, { cases: aPlusBCases(1) });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // Every test starts from the defaults, with no submission interval in the way.
  await t.platform.db.delete(siteConfig);
  await update({ defaultSubmitInterval: 0 });
});

const info = (token = root) => t.request('GET', '/api/admin/switch/info', { token });
const update = (body: unknown, token = root) => t.request('PUT', '/api/admin/switch/update', { token, body });
const submit = (token: string, body: Record<string, unknown>) =>
  t.request('POST', '/api/submit-problem-judge', { token, body: { language: 'C', code: AB, ...body } });

describe('GET /api/admin/switch/info', () => {
  it("answers HOJ's SwitchConfigDTO with the defaults", async () => {
    await t.platform.db.delete(siteConfig);
    const res = await info();
    expect(res.body).toMatchObject({ status: 200, msg: 'success' });
    expect(res.body.data).toEqual({
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
      openPublicJudge: true,
      openGroupJudge: true,
      openContestJudge: true,
      hideNonContestSubmissionCode: false,
      defaultSubmitInterval: 8,
      defaultCreateDiscussionACInitValue: 10,
      defaultCreateDiscussionDailyLimit: 5,
      defaultCreateCommentACInitValue: 10,
      defaultCreateGroupACInitValue: 20,
      defaultCreateGroupDailyLimit: 2,
      defaultCreateGroupLimit: 5,
      hduUsernameList: [],
      hduPasswordList: [],
      cfUsernameList: [],
      cfPasswordList: [],
      pojUsernameList: [],
      pojPasswordList: [],
      atcoderUsernameList: [],
      atcoderPasswordList: [],
      spojUsernameList: [],
      spojPasswordList: [],
      libreojUsernameList: [],
      libreojPasswordList: [],
    });
  });

  it('is refused to visitors, users, admins and problem admins', async () => {
    expect((await t.request('GET', '/api/admin/switch/info')).httpStatus).toBe(401);
    for (const roles of [[Role.DEFAULT_USER], [Role.ADMIN], [Role.PROBLEM_ADMIN]]) {
      const user = await t.createUser({ roles });
      const res = await info(user.token);
      expect(res.httpStatus).toBe(403);
      expect(res.body).toEqual({
        status: 403,
        data: null,
        msg: 'Sorry, only the super administrator can do this',
      });
      expect((await update({ openPublicJudge: false }, user.token)).httpStatus).toBe(403);
    }
    expect((await info()).body.data.openPublicJudge).toBe(true);
  });
});

describe('PUT /api/admin/switch/update', () => {
  it('saves the given fields, keeps the others and answers the whole configuration', async () => {
    const res = await update({
      openPublicDiscussion: false,
      defaultCreateGroupLimit: 7,
      defaultCreateDiscussionACInitValue: 0,
      hideNonContestSubmissionCode: null,
      cfUsernameList: ['alice', 'bob'],
      cfPasswordList: ['p1', 'p2'],
      unknownField: 'ignored',
    });
    expect(res.body).toMatchObject({ status: 200, msg: 'Update Successfully' });
    expect(res.body.data).toMatchObject({ openPublicDiscussion: false, defaultCreateGroupLimit: 7 });
    const after = (await info()).body.data;
    expect(after).toMatchObject({
      openPublicDiscussion: false,
      openGroupDiscussion: true,
      hideNonContestSubmissionCode: false,
      defaultCreateGroupLimit: 7,
      defaultCreateDiscussionACInitValue: 0,
      defaultCreateGroupDailyLimit: 2,
      cfUsernameList: ['alice', 'bob'],
      cfPasswordList: ['p1', 'p2'],
    });
    expect(after).not.toHaveProperty('unknownField');
  });

  it('refuses values of the wrong type or range with a message and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ openPublicJudge: 'yes' }, 'openPublicJudge must be true or false'],
      [{ openContestJudge: 1 }, 'openContestJudge must be true or false'],
      [{ defaultSubmitInterval: -1 }, 'defaultSubmitInterval must not be negative'],
      [{ defaultSubmitInterval: 3601 }, 'defaultSubmitInterval must be at most 3600'],
      [{ defaultSubmitInterval: 1.5 }, 'defaultSubmitInterval must be a whole number'],
      [{ defaultSubmitInterval: '8' }, 'defaultSubmitInterval must be a whole number'],
      [{ defaultCreateGroupLimit: 2147483648 }, 'defaultCreateGroupLimit must be at most 100000'],
      [{ hduUsernameList: 'alice' }, 'hduUsernameList must be a list of text'],
      [{ hduUsernameList: [1] }, 'Each entry of hduUsernameList must be text'],
      [{ hduUsernameList: ['a\u0000b'], hduPasswordList: ['x'] }, 'NUL'],
      [{ hduUsernameList: ['x'.repeat(256)], hduPasswordList: ['x'] }, 'at most 255 characters'],
      [{ hduUsernameList: [' '], hduPasswordList: ['x'] }, 'hduUsernameList must not hold empty entries'],
      [
        { pojUsernameList: Array(101).fill('u'), pojPasswordList: Array(101).fill('p') },
        'pojUsernameList must hold at most 100 accounts',
      ],
      [
        { spojUsernameList: ['a', 'b'], spojPasswordList: ['p'] },
        'spojUsernameList and spojPasswordList must have the same length',
      ],
      [
        { atcoderUsernameList: ['a'] },
        'atcoderUsernameList and atcoderPasswordList must have the same length',
      ],
      [[true], 'The switch configuration must be an object'],
    ];
    const before = (await info()).body.data;
    for (const [body, msg] of cases) {
      const res = await update(body);
      expect(res.httpStatus, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.status).toBe(400);
      expect(res.body.data).toBeNull();
      expect(res.body.msg).toContain(msg);
    }
    expect((await info()).body.data).toEqual(before);
  });

  it('takes two saves at once without losing either', async () => {
    const [a, b] = await Promise.all([
      update({ defaultCreateGroupLimit: 9 }),
      update({ openContestComment: false }),
    ]);
    expect([a.body.status, b.body.status]).toEqual([200, 200]);
    const after = (await info()).body.data;
    expect(after).toMatchObject({ defaultCreateGroupLimit: 9, openContestComment: false });
  });
});

describe('a saved switch changes behaviour at once', () => {
  it('closes and reopens public judging, except for root', async () => {
    const user = await t.createUser();
    expect((await update({ openPublicJudge: false })).body.status).toBe(200);
    const closed = await submit(user.token, { pid: problem.problemId });
    expect(closed.httpStatus).toBe(403);
    expect(closed.body.msg).toBe('The judging of public problems is closed on this site');
    expect((await submit(root, { pid: problem.problemId })).body.status).toBe(200);
    await update({ openPublicJudge: true });
    expect((await submit(user.token, { pid: problem.problemId })).body.status).toBe(200);
  });

  it('closes contest judging', async () => {
    const owner = await t.createUser();
    const user = await t.createUser();
    const c = await insertContest(t, owner, { title: 'Switch contest' });
    await t.platform.db
      .insert(contestProblem)
      .values({ cid: c.id, pid: problem.id, displayId: 'A', displayTitle: 'A+B' });
    await update({ openContestJudge: false });
    const closed = await submit(user.token, { pid: 'A', cid: c.id });
    expect(closed.httpStatus).toBe(403);
    expect(closed.body.msg).toBe('The judging of contest problems is closed on this site');
    // Public judging is a separate switch.
    expect((await submit(user.token, { pid: problem.problemId })).body.status).toBe(200);
    await update({ openContestJudge: true });
    expect((await submit(user.token, { pid: 'A', cid: c.id })).body.status).toBe(200);
  });

  it('closes group judging', async () => {
    const owner = await t.createUser();
    const group = await insertGroup(t, owner, 'switch');
    const member = await t.createUser();
    await t.platform.db.insert(groupMember).values([
      { gid: group.id, uid: owner.uid, auth: 5 },
      { gid: group.id, uid: member.uid, auth: 3 },
    ]);
    const groupProblem = await createJudgeProblem(t.platform, {
      cases: aPlusBCases(1),
      gid: group.id,
      auth: 1,
    });
    await update({ openGroupJudge: false });
    const closed = await submit(member.token, { pid: groupProblem.problemId, gid: group.id });
    expect(closed.httpStatus).toBe(403);
    expect(closed.body.msg).toBe('The judging of group problems is closed on this site');
    await update({ openGroupJudge: true });
    expect((await submit(member.token, { pid: groupProblem.problemId, gid: group.id })).body.status).toBe(
      200,
    );
  });

  it('applies a new submission interval to the next submission', async () => {
    const user = await t.createUser();
    await update({ defaultSubmitInterval: 30 });
    expect((await submit(user.token, { pid: problem.problemId })).body.status).toBe(200);
    const tooSoon = await submit(user.token, { pid: problem.problemId });
    expect(tooSoon.httpStatus).toBe(429);
    expect(tooSoon.body.msg).toMatch(/^Submitting too frequently, please try again in (30|29) seconds$/);
    await update({ defaultSubmitInterval: 0 });
    expect((await submit(user.token, { pid: problem.problemId })).body.status).toBe(200);
  });

  it('hides the code of non-contest submissions from their authors when asked', async () => {
    const user = await t.createUser();
    const created = await submit(user.token, { pid: problem.problemId });
    const submitId = created.body.data.submitId;
    const detail = () =>
      t.request('GET', '/api/get-submission-detail', { token: user.token, query: { submitId } });
    expect((await detail()).body.data.submission.code).toBe(AB);
    await update({ hideNonContestSubmissionCode: true });
    expect((await detail()).body.data.submission.code).toBeNull();
  });

  it('shows the discussion switches in the public website config', async () => {
    await update({ openPublicDiscussion: false, openGroupDiscussion: false, openContestComment: false });
    const closed = await t.request('GET', '/api/get-website-config');
    expect(closed.body.data).toMatchObject({
      openPublicDiscussion: false,
      openGroupDiscussion: false,
      openContestComment: false,
    });
    await update({ openGroupDiscussion: true });
    expect((await t.request('GET', '/api/get-website-config')).body.data).toMatchObject({
      openPublicDiscussion: false,
      openGroupDiscussion: true,
    });
  });
});

describe('the data source', () => {
  const get = (token = root) => t.request('GET', '/api/admin/config/get-db-and-redis-config', { token });
  const set = (body: unknown, token = root) =>
    t.request('PUT', '/api/admin/config/set-db-and-redis-config', { token, body });

  it('answers what this deployment runs on', async () => {
    const res = await get();
    expect(res.body.status).toBe(200);
    const expected = t.platform.database.engine;
    expect(res.body.data.engine).toBe(expected);
    expect(res.body.data.howToChange).toContain('DATABASE_URL');
    expect(res.body.data).toMatchObject({ redisHost: '', redisPort: null, redisPassword: '' });
    if (expected === 'pglite')
      expect(res.body.data).toMatchObject({ dataDir: null, url: null, dbPassword: '' });
  });

  it('describes PGlite with its folder and masks a Postgres or Neon URL', () => {
    expect(
      describeDataSource({ engine: 'pglite', dataDir: '/srv/judge/pglite', howToChange: 'h' }),
    ).toMatchObject({
      engine: 'pglite',
      dataDir: '/srv/judge/pglite',
      url: null,
    });
    const pg = describeDataSource({
      engine: 'postgres',
      url: 'postgres://judge:s3cret@db.internal:6543/oj?sslmode=require&password=other',
      howToChange: 'h',
    });
    expect(pg).toMatchObject({
      engine: 'postgres',
      dbHost: 'db.internal',
      dbPort: 6543,
      dbName: 'oj',
      dbUsername: 'judge',
      dbPassword: '******',
    });
    expect(JSON.stringify(pg)).not.toContain('s3cret');
    expect(JSON.stringify(pg)).not.toContain('other');
    const neon = describeDataSource({
      engine: 'neon',
      url: 'postgresql://u:pw@ep-x.neon.tech/db',
      howToChange: 'h',
    });
    expect(neon).toMatchObject({ engine: 'neon', dbPort: 5432, dbName: 'db' });
    expect(JSON.stringify(neon)).not.toContain(':pw@');
    const opaque = describeDataSource({
      engine: 'postgres',
      url: 'host=x password=secret',
      howToChange: 'h',
    });
    expect(JSON.stringify(opaque)).not.toContain('secret');
  });

  it('accepts what it answered unchanged and refuses any change with how to make it', async () => {
    const current = (await get()).body.data;
    const same = await set(current);
    expect(same.body).toMatchObject({ status: 200, msg: 'Nothing to change: the data source is as it was' });
    const refused = await set({ ...current, dbHost: 'elsewhere.example.com', dbPassword: 'new' });
    expect(refused.httpStatus).toBe(400);
    expect(refused.body.data).toBeNull();
    expect(refused.body.msg).toContain(
      'The data source cannot be changed while the server runs (dbHost, dbPassword)',
    );
    expect(refused.body.msg).toContain('DATABASE_URL');
    expect((await set({ redisHost: 'redis' })).httpStatus).toBe(400);
  });

  it('type-checks the values and needs super admin', async () => {
    for (const [body, msg] of [
      [{ dbPort: 'x' }, 'dbPort must be a port number'],
      [{ dbPort: 70000 }, 'dbPort must be a port number'],
      [{ dbHost: 5 }, 'dbHost must be text'],
      [{ dbName: 'a\u0000' }, 'NUL'],
      ['text', 'must be an object'],
    ] as const) {
      const res = await set(body);
      expect(res.httpStatus).toBe(400);
      expect(res.body.msg).toContain(msg);
    }
    const admin = await t.createUser({ roles: [Role.ADMIN] });
    expect((await get(admin.token)).httpStatus).toBe(403);
    expect((await set({}, admin.token)).httpStatus).toBe(403);
    expect((await t.request('GET', '/api/admin/config/get-db-and-redis-config')).httpStatus).toBe(401);
  });
});
