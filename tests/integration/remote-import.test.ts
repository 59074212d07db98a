import { CONTEST_ADMIN_MESSAGES } from '@contract/contest-admin';
import { PROBLEM_AUTH } from '@contract/limits';
import { serializeExamples } from '@contract/problem-rules';
import { REMOTE_JUDGE_INFO, REMOTE_JUDGES, type RemoteJudge } from '@contract/remote-judge';
import { Role } from '@contract/roles';
import { TRAINING_ADMIN_MESSAGES } from '@contract/training-admin';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteHttp } from '../../remote-judge/http';
import { remoteJudgeAdapter } from '../../remote-judge/registry';
import {
  contestProblem,
  language,
  problem,
  problemCase,
  problemLanguage,
  problemTag,
  tag,
  trainingProblem,
  userInfo,
} from '../../worker/src/db/schema';
import { PROBLEM_MESSAGES } from '../../worker/src/domains/problem/validation';
import { insertContest } from '../support/contest-fixtures';
import { createViaEditor, editorPayload } from '../support/problem-fixtures';
import { type StandIn, startStandIn } from '../support/remote-judges/index';
import { aPlusBProblem, type StandInProblem } from '../support/remote-judges/stand-in';
import { createTestApp, type TestApp } from '../support/test-app';
import { insertTraining } from '../support/training-fixtures';

/**
 * Importing remote judges' problems (spec 3 §1; HOJ importRemoteOJProblem and the contest and
 * training imports) against each judge's stand-in on loopback.
 */

/** The problems each stand-in serves beyond its example: one per test that needs a fresh one. */
const EXTRA_CF_IDS = ['1B', '2A', '2B', '3A', '3B', '4A', '4B', '5A', '5B', '6A', '6B', '7A'];

function cfProblem(remoteId: string): StandInProblem {
  return { ...aPlusBProblem(remoteId), title: `Problem ${remoteId}`, tags: ['math', 'Greedy'] };
}

const standIns = new Map<RemoteJudge, StandIn>();
/** Judges whose stand-in (or adapter) has not landed yet: their tests are reported as pending. */
const missing: RemoteJudge[] = [];
let t: TestApp;
let root: string;
let admin: Awaited<ReturnType<TestApp['createUser']>>;
let problemAdmin: Awaited<ReturnType<TestApp['createUser']>>;
let user: Awaited<ReturnType<TestApp['createUser']>>;

beforeAll(async () => {
  for (const judge of REMOTE_JUDGES) {
    const problems =
      judge === 'CF'
        ? [aPlusBProblem(REMOTE_JUDGE_INFO.CF.idExample), ...EXTRA_CF_IDS.map(cfProblem)]
        : undefined;
    try {
      standIns.set(judge, await startStandIn(judge, problems ? { problems } : {}));
    } catch {
      missing.push(judge);
    }
  }
  t = await createTestApp({
    remoteJudgeUrls: Object.fromEntries([...standIns].map(([judge, standIn]) => [judge, standIn.url])),
  });
  root = await t.rootToken();
  admin = await t.createUser({ roles: [Role.ADMIN] });
  problemAdmin = await t.createUser({ roles: [Role.PROBLEM_ADMIN] });
  user = await t.createUser();
});

afterAll(async () => {
  await t?.close();
  await Promise.all([...standIns.values()].map((standIn) => standIn.close()));
});

const importProblem = (token: string | null, query: Record<string, string>) =>
  t.request('GET', '/api/admin/problem/import-remote-oj-problem', { token, query });

function cf(): StandIn {
  const standIn = standIns.get('CF');
  if (!standIn) throw new Error('the Codeforces stand-in has not landed');
  return standIn;
}

async function problemRow(problemId: string) {
  const [row] = await t.platform.db
    .select()
    .from(problem)
    .where(eq(sql`lower(${problem.problemId})`, problemId.toLowerCase()));
  return row;
}

async function problemCount(): Promise<number> {
  const [row] = await t.platform.db.select({ n: sql<number>`count(*)::int` }).from(problem);
  return row!.n;
}

async function tagsOf(pid: number) {
  return t.platform.db
    .select({ name: tag.name, oj: tag.oj })
    .from(problemTag)
    .innerJoin(tag, eq(tag.id, problemTag.tid))
    .where(eq(problemTag.pid, pid))
    .orderBy(asc(tag.name));
}

async function languageNamesOf(pid: number): Promise<string[]> {
  const rows = await t.platform.db
    .select({ name: language.name, oj: language.oj })
    .from(problemLanguage)
    .innerJoin(language, eq(language.id, problemLanguage.lid))
    .where(eq(problemLanguage.pid, pid));
  return rows.map((row) => `${row.oj}:${row.name}`).sort();
}

describe('the remote judges languages', () => {
  it('are seeded from each adapter, in its order, under the judge bank, and kept on a second start', async () => {
    for (const judge of REMOTE_JUDGES) {
      const bank = REMOTE_JUDGE_INFO[judge].languageBank;
      const rows = await t.platform.db
        .select()
        .from(language)
        .where(eq(language.oj, bank))
        .orderBy(asc(language.seq), asc(language.id));
      const expected = remoteJudgeAdapter(bank).languages;
      expect(
        rows.map((row) => row.name),
        judge,
      ).toEqual(expected.map((l) => l.name));
      for (const [seq, row] of rows.entries()) {
        expect(row).toMatchObject({
          description: row.name,
          contentType: expected[seq]!.contentType,
          available: true,
          seq,
        });
      }
    }
    const [someCf] = await t.platform.db.select().from(language).where(eq(language.oj, 'CF')).limit(1);
    if (!someCf) return;
    await t.platform.db
      .update(language)
      .set({ description: 'Edited by an admin' })
      .where(eq(language.id, someCf.id));
    const { bootstrap } = await import('../../worker/src/bootstrap');
    await bootstrap(t.platform, { rootPassword: 'root-password', demoProblems: false });
    const [kept] = await t.platform.db.select().from(language).where(eq(language.id, someCf.id));
    expect(kept!.description).toBe('Edited by an admin');
    const [again] = await t.platform.db
      .select({ n: sql<number>`count(*)::int` })
      .from(language)
      .where(eq(language.oj, 'CF'));
    expect(again!.n).toBe(remoteJudgeAdapter('CF').languages.length);
  });
});

describe('GET /api/admin/problem/import-remote-oj-problem from each judge', () => {
  for (const judge of REMOTE_JUDGES) {
    it(`imports ${judge}'s example problem with every field, its tags and its languages`, async (ctx) => {
      const standIn = standIns.get(judge);
      if (!standIn) return ctx.skip();
      const info = REMOTE_JUDGE_INFO[judge];
      const remoteId = info.idExample;
      const read = await remoteJudgeAdapter(judge).fetchProblem(
        new RemoteHttp({ baseUrl: standIn.url }),
        remoteId,
      );

      const res = await importProblem(root, { name: judge.toLowerCase(), problemId: remoteId });
      expect(res.body, judge).toMatchObject({ status: 200 });
      const row = await problemRow(`${judge}-${remoteId}`);
      expect(row, judge).toMatchObject({
        problemId: `${judge}-${remoteId}`,
        isRemote: true,
        oj: judge,
        title: 'A+B Problem',
        timeLimit: 1000,
        memoryLimit: 256,
        description: read.description,
        input: read.input,
        output: read.output,
        hint: read.hint,
        examples: serializeExamples(read.examples),
        source: read.source,
        auth: PROBLEM_AUTH.PUBLIC,
        type: 0,
        judgeMode: 'default',
        author: 'root',
        isGroup: false,
        isUploadCase: false,
      });
      expect(res.body.data).toEqual({ pid: row!.id, problemId: row!.problemId });
      expect(read.examples.map((e) => e.input.trim()).join('|'), judge).toContain('1 2');
      expect(read.description, judge).toContain('Calculate');
      expect(read.source, judge).toContain(standIn.url);
      expect(await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, row!.id))).toEqual([]);

      const tags = await tagsOf(row!.id);
      if (read.tags.length > 0) {
        expect(tags).toEqual(
          [...read.tags].sort((a, b) => (a < b ? -1 : 1)).map((name) => ({ name, oj: judge })),
        );
      } else {
        expect(tags).toEqual([{ name: judge, oj: judge }]);
      }

      const bank = REMOTE_JUDGE_INFO[judge].languageBank;
      const bankLanguages = remoteJudgeAdapter(bank).languages;
      const expected =
        read.languageIds === null
          ? bankLanguages
          : bankLanguages.filter((l) => read.languageIds!.includes(l.remoteId));
      expect(await languageNamesOf(row!.id)).toEqual(expected.map((l) => `${bank}:${l.name}`).sort());

      const detail = await t.request('GET', '/api/get-problem-detail', {
        query: { problemId: row!.problemId },
      });
      expect(detail.body.data.problem).toMatchObject({ problemId: row!.problemId, isRemote: true });
      const offered = await t.request('GET', '/api/languages', { query: { pid: row!.id } });
      expect(offered.body.data.map((l: { name: string }) => l.name)).toEqual(
        bankLanguages.map((l) => l.name),
      );
      const linked = await t.request('GET', '/api/get-problem-languages', { query: { pid: row!.id } });
      expect(linked.body.data.map((l: { name: string }) => l.name).sort()).toEqual(
        expected.map((l) => l.name).sort(),
      );
    });
  }

  it('reports which judges have no stand-in yet', () => {
    // Informational: a judge listed here had its import test skipped above.
    expect(missing.every((judge) => REMOTE_JUDGES.includes(judge))).toBe(true);
  });
});

describe('refusals of the problem import', () => {
  it('lets admin and problem admin import; refuses users (403) and anonymous callers (401)', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    expect((await importProblem(null, { name: 'CF', problemId: '2A' })).httpStatus).toBe(401);
    const refused = await importProblem(user.token, { name: 'CF', problemId: '2A' });
    expect(refused.httpStatus).toBe(403);
    expect(await problemRow('CF-2A')).toBeUndefined();
    expect((await importProblem(admin.token, { name: 'CF', problemId: '2A' })).body.status).toBe(200);
    expect((await problemRow('CF-2A'))!.author).toBe(admin.username);
    expect((await importProblem(problemAdmin.token, { name: 'CF', problemId: '2B' })).body.status).toBe(200);
  });

  it('refuses a problem already imported, whatever the case of the judge name', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    await importProblem(root, { name: 'CF', problemId: '1B' });
    const before = await problemCount();
    const again = await importProblem(root, { name: 'cf', problemId: '1B' });
    expect(again.httpStatus).toBe(400);
    expect(again.body.msg).toBe('The problem CF-1B has already been imported');
    expect(await problemCount()).toBe(before);
  });

  it('refuses a display id a site problem already uses', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    await t.platform.db.insert(problem).values({ problemId: 'cf-3b', title: 'Local' });
    const res = await importProblem(root, { name: 'CF', problemId: '3B' });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(PROBLEM_MESSAGES.takenByLocalProblem('cf-3b'));
  });

  it('lets one of two identical imports at once win; the other gets the 400', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const results = await Promise.all([
      importProblem(root, { name: 'CF', problemId: '3A' }),
      importProblem(root, { name: 'CF', problemId: '3A' }),
    ]);
    expect(results.map((r) => r.httpStatus).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.httpStatus === 400)!.body.msg).toBe(
      'The problem CF-3A has already been imported',
    );
    const rows = await t.platform.db.select().from(problem).where(eq(problem.problemId, 'CF-3A'));
    expect(rows).toHaveLength(1);
    // The loser wrote nothing: one set of tag links, no orphan tags.
    expect(await tagsOf(rows[0]!.id)).toEqual([
      { name: 'Greedy', oj: 'CF' },
      { name: 'math', oj: 'CF' },
    ]);
    const [greedy] = await t.platform.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tag)
      .where(and(eq(sql`lower(${tag.name})`, 'greedy'), eq(tag.oj, 'CF')));
    expect(greedy!.n).toBe(1);
  });

  it('reuses the judge tags case-insensitively', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    await importProblem(root, { name: 'CF', problemId: '4A' });
    const [greedy] = await t.platform.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tag)
      .where(and(eq(sql`lower(${tag.name})`, 'greedy'), eq(tag.oj, 'CF')));
    expect(greedy!.n).toBe(1);
  });

  it('answers 400 for a problem the judge does not have, and writes nothing', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const before = await problemCount();
    const res = await importProblem(root, { name: 'CF', problemId: '99Z' });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe('Codeforces has no problem 99Z');
    expect(await problemCount()).toBe(before);
  });

  const failures: [string, 'down' | 'rate-limited' | 'malformed', RegExp][] = [
    ['a judge that is down', 'down', /^Codeforces could not be reached, nothing was imported: .*502/],
    ['a judge asking to slow down', 'rate-limited', /^Codeforces asks to slow down, nothing was imported/],
    [
      'a page that cannot be read',
      'malformed',
      /^The page of Codeforces problem 5A could not be read, nothing was imported: /,
    ],
  ];
  for (const [what, behaviour, message] of failures) {
    it(`answers 400 for ${what}, naming the judge and the reason, and writes nothing`, async (ctx) => {
      if (!standIns.has('CF')) return ctx.skip();
      const before = await problemCount();
      cf().setBehaviour(behaviour);
      try {
        const res = await importProblem(root, { name: 'CF', problemId: '5A' });
        expect(res.httpStatus).toBe(400);
        expect(res.body.msg).toMatch(message);
      } finally {
        cf().setBehaviour('normal');
      }
      expect(await problemCount()).toBe(before);
      expect(await problemRow('CF-5A')).toBeUndefined();
    });
  }

  it('answers 400 for a judge name it does not know and a problem id of the wrong form', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: 'XYZ', problemId: '1A' }, 'name must be one of CF, GYM, HDU, POJ, AC, SPOJ'],
      [{ problemId: '1A' }, 'name must name a remote judge'],
      [{ name: 'CF' }, 'problemId'],
      [{ name: 'CF', problemId: '' }, 'problemId is required'],
      [{ name: 'CF', problemId: 'abc' }, 'problemId is not a Codeforces problem id (for example 1A)'],
      [{ name: 'HDU', problemId: '1A' }, 'problemId is not a HDU problem id (for example 1000)'],
      [{ name: 'AC', problemId: 'ABC100_A' }, 'problemId is not a AtCoder problem id'],
      [{ name: 'CF', problemId: '1'.repeat(60) }, 'problemId must be at most 50 characters'],
      [{ name: 'CF', problemId: '1A\u0000' }, 'NUL'],
    ];
    for (const [query, message] of cases) {
      const res = await importProblem(root, query);
      expect(res.httpStatus, JSON.stringify(query)).toBe(400);
      expect(res.body.msg, JSON.stringify(query)).toContain(message);
    }
  });
});

describe('GET /api/admin/contest/import-remote-oj-problem', () => {
  const importIntoContest = (token: string, query: Record<string, string | number>) =>
    t.request('GET', '/api/admin/contest/import-remote-oj-problem', { token, query });

  it('imports a new problem into the contest under the display id asked', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const [rootUser] = await t.platform.db
      .select({ uid: userInfo.uid, username: userInfo.username })
      .from(userInfo)
      .where(eq(userInfo.username, 'root'));
    const contest = await insertContest(t, rootUser!);
    const res = await importIntoContest(root, {
      name: 'CF',
      problemId: '6A',
      cid: contest.id,
      displayId: 'A',
    });
    expect(res.body).toMatchObject({ status: 200 });
    const row = await problemRow('CF-6A');
    expect(row).toMatchObject({ isRemote: true, auth: PROBLEM_AUTH.CONTEST });
    const links = await t.platform.db.select().from(contestProblem).where(eq(contestProblem.cid, contest.id));
    expect(links).toMatchObject([{ pid: row!.id, displayId: 'A', displayTitle: 'Problem 6A' }]);
  });

  it('reuses a problem imported before, also in an OI contest', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const owner = await t.createUser({ roles: [Role.ADMIN] });
    const contest = await insertContest(t, owner, { type: 1 });
    const before = await problemCount();
    const res = await importIntoContest(owner.token, {
      name: 'CF',
      problemId: '1A',
      cid: contest.id,
      displayId: 'B',
    });
    expect(res.body).toMatchObject({ status: 200 });
    expect(await problemCount()).toBe(before);
    const row = await problemRow('CF-1A');
    const links = await t.platform.db.select().from(contestProblem).where(eq(contestProblem.cid, contest.id));
    expect(links).toMatchObject([{ pid: row!.id, displayId: 'B' }]);
  });

  it('refuses a display id the contest already uses before importing anything', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const owner = await t.createUser({ roles: [Role.ADMIN] });
    const contest = await insertContest(t, owner);
    await importIntoContest(owner.token, { name: 'CF', problemId: '1A', cid: contest.id, displayId: 'C' });
    const before = await problemCount();
    const res = await importIntoContest(owner.token, {
      name: 'CF',
      problemId: '6B',
      cid: contest.id,
      displayId: 'C',
    });
    expect(res.httpStatus).toBe(400);
    expect(res.body.msg).toBe(CONTEST_ADMIN_MESSAGES.displayIdTaken);
    expect(await problemCount()).toBe(before);
    const again = await importIntoContest(owner.token, {
      name: 'CF',
      problemId: '1A',
      cid: contest.id,
      displayId: 'D',
    });
    expect(again.httpStatus).toBe(400);
    expect(again.body.msg).toBe(CONTEST_ADMIN_MESSAGES.problemAlreadyAdded);
  });

  it('refuses the contests of others (403), missing contests (404) and users (403), importing nothing', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const owner = await t.createUser({ roles: [Role.ADMIN] });
    const contest = await insertContest(t, owner);
    const before = await problemCount();
    const query = { name: 'CF', problemId: '6B', cid: contest.id, displayId: 'A' };
    const other = await importIntoContest(admin.token, query);
    expect(other.httpStatus).toBe(403);
    expect(other.body.msg).toBe(CONTEST_ADMIN_MESSAGES.notOwner);
    const missingContest = await importIntoContest(root, { ...query, cid: 999_999 });
    expect(missingContest.httpStatus).toBe(404);
    expect((await importIntoContest(user.token, query)).httpStatus).toBe(403);
    const badQuery = await importIntoContest(root, { name: 'CF', problemId: '6B', cid: 'x', displayId: '' });
    expect(badQuery.httpStatus).toBe(400);
    expect(await problemCount()).toBe(before);
  });

  it('checks the judge id form, which the contest query does not', async () => {
    const contest = await insertContest(t, admin);
    for (const problemId of ['abc', '../../enter', '1A/../../x']) {
      const res = await importIntoContest(admin.token, {
        name: 'CF',
        problemId,
        cid: contest.id,
        displayId: 'A',
      });
      expect(res.httpStatus, problemId).toBe(400);
      expect(res.body.msg).toBe('problemId is not a Codeforces problem id (for example 1A)');
    }
  });

  it('answers the judge failures as the bank import does', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const owner = await t.createUser({ roles: [Role.ADMIN] });
    const contest = await insertContest(t, owner);
    const missingProblem = await importIntoContest(owner.token, {
      name: 'CF',
      problemId: '98Z',
      cid: contest.id,
      displayId: 'A',
    });
    expect(missingProblem.httpStatus).toBe(400);
    expect(missingProblem.body.msg).toBe('Codeforces has no problem 98Z');
  });
});

describe('GET /api/admin/training/import-remote-oj-problem', () => {
  const importIntoTraining = (token: string, query: Record<string, string | number>) =>
    t.request('GET', '/api/admin/training/import-remote-oj-problem', { token, query });

  it('imports into the training under the problem display id, and reuses it in another', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const owner = await t.createUser({ roles: [Role.ADMIN] });
    const first = await insertTraining(t, owner);
    const second = await insertTraining(t, owner);
    const res = await importIntoTraining(owner.token, { name: 'CF', problemId: '7A', tid: first.id });
    expect(res.body).toMatchObject({ status: 200 });
    const row = await problemRow('CF-7A');
    expect(row).toMatchObject({ isRemote: true, auth: PROBLEM_AUTH.PUBLIC, author: owner.username });
    const before = await problemCount();
    expect(
      (await importIntoTraining(owner.token, { name: 'CF', problemId: '7A', tid: second.id })).body.status,
    ).toBe(200);
    expect(await problemCount()).toBe(before);
    for (const training of [first, second]) {
      const links = await t.platform.db
        .select()
        .from(trainingProblem)
        .where(eq(trainingProblem.tid, training.id));
      expect(links).toMatchObject([{ pid: row!.id, displayId: 'CF-7A' }]);
    }
    const twice = await importIntoTraining(owner.token, { name: 'CF', problemId: '7A', tid: first.id });
    expect(twice.httpStatus).toBe(400);
    expect(twice.body.msg).toBe(TRAINING_ADMIN_MESSAGES.problemAlreadyAdded);
  });

  it('refuses the trainings of others, missing trainings and users, importing nothing', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const owner = await t.createUser({ roles: [Role.ADMIN] });
    const training = await insertTraining(t, owner);
    const before = await problemCount();
    const query = { name: 'CF', problemId: '6B', tid: training.id };
    const other = await importIntoTraining(admin.token, query);
    expect(other.httpStatus).toBe(403);
    expect(other.body.msg).toBe(TRAINING_ADMIN_MESSAGES.notOwner);
    expect((await importIntoTraining(root, { ...query, tid: 999_999 })).httpStatus).toBe(404);
    expect((await importIntoTraining(user.token, query)).httpStatus).toBe(403);
    expect(await problemCount()).toBe(before);
    const badId = await importIntoTraining(owner.token, { name: 'HDU', problemId: '12ab', tid: training.id });
    expect(badId.httpStatus).toBe(400);
    expect(badId.body.msg).toBe('problemId is not a HDU problem id (for example 1000)');
  });
});

describe('a remote problem in the admin editor', () => {
  const save = (method: 'POST' | 'PUT', body: unknown) =>
    t.request(method, '/api/admin/problem', { token: root, body, headers: { 'Url-Type': 'admin' } });

  async function editorBodyOf(pid: number) {
    const detail = await t.request('GET', '/api/admin/problem', { token: root, query: { pid } });
    expect(detail.body.status).toBe(200);
    const d = detail.body.data;
    return {
      problem: { ...d, id: pid },
      samples: [],
      codeTemplates: [],
      tags: d.tags.map((x: { id: number; name: string }) => ({ id: x.id, name: x.name })),
      languages: d.languages.map((l: { id: number; name: string }) => ({ id: l.id, name: l.name })),
      isUploadTestCase: false,
      judgeMode: 'default',
    };
  }

  it('saves the statement, limits, tags, languages and visibility without test data', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const row = (await problemRow('CF-1A'))!;
    const body = await editorBodyOf(row.id);
    const someLanguages = body.languages.slice(0, 2);
    const res = await save('PUT', {
      ...body,
      problem: {
        ...body.problem,
        title: 'A+B, edited',
        timeLimit: 2000,
        memoryLimit: 512,
        description: 'New statement',
        input: '',
        output: '',
        auth: PROBLEM_AUTH.PRIVATE,
      },
      tags: [...body.tags, { name: 'edited-tag' }],
      languages: someLanguages,
    });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
    const after = (await problemRow('CF-1A'))!;
    expect(after).toMatchObject({
      problemId: 'CF-1A',
      title: 'A+B, edited',
      timeLimit: 2000,
      memoryLimit: 512,
      description: 'New statement',
      auth: PROBLEM_AUTH.PRIVATE,
      isRemote: true,
      oj: 'CF',
      isUploadCase: false,
    });
    expect(await tagsOf(row.id)).toContainEqual({ name: 'edited-tag', oj: 'CF' });
    expect(await languageNamesOf(row.id)).toEqual(
      someLanguages.map((l: { name: string }) => `CF:${l.name}`).sort(),
    );
    expect(await t.platform.db.select().from(problemCase).where(eq(problemCase.pid, row.id))).toEqual([]);
  });

  it('keeps a lower-case judge id as imported (AtCoder)', async (ctx) => {
    if (!standIns.has('AC')) return ctx.skip();
    const row = await problemRow(`AC-${REMOTE_JUDGE_INFO.AC.idExample}`);
    if (!row) return ctx.skip();
    expect(row.problemId).toBe(`AC-${REMOTE_JUDGE_INFO.AC.idExample}`);
    const body = await editorBodyOf(row.id);
    const res = await save('PUT', { ...body, problem: { ...body.problem, title: 'Renamed title' } });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ status: 200 });
    expect((await problemRow(row.problemId))!.problemId).toBe(`AC-${REMOTE_JUDGE_INFO.AC.idExample}`);
  });

  it('never turns a remote problem local, a local one remote, nor renames a remote one', async (ctx) => {
    if (!standIns.has('CF')) return ctx.skip();
    const row = (await problemRow('CF-1A'))!;
    const body = await editorBodyOf(row.id);
    const local = await save('PUT', { ...body, problem: { ...body.problem, isRemote: false } });
    expect(local.httpStatus).toBe(400);
    expect(local.body.msg).toBe(PROBLEM_MESSAGES.remoteStaysRemote);
    const renamed = await save('PUT', { ...body, problem: { ...body.problem, problemId: 'CF-1Z' } });
    expect(renamed.httpStatus).toBe(400);
    expect(renamed.body.msg).toBe(PROBLEM_MESSAGES.remoteIdFixed('CF-1A'));

    const created = await createViaEditor(t, root);
    const made = await t.request('GET', '/api/admin/problem', { token: root, query: { pid: created.pid } });
    const remote = await save(
      'PUT',
      editorPayload({ problem: { id: created.pid, problemId: made.body.data.problemId, isRemote: true } }),
    );
    expect(remote.httpStatus).toBe(400);
    expect(remote.body.msg).toBe(PROBLEM_MESSAGES.localStaysLocal);
    const fresh = await save('POST', editorPayload({ problem: { isRemote: true } }));
    expect(fresh.httpStatus).toBe(400);
    expect(fresh.body.msg).toBe(PROBLEM_MESSAGES.remoteByImportOnly);
  });
});
