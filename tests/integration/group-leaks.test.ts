import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  groupAnnouncement,
  groupMember,
  problem,
  problemTag,
  submission,
  tag,
  userRecord,
} from '../../worker/src/db/schema';
import { forgetProblemProgress, recordProblemProgress } from '../../worker/src/domains/account/index';
import { recountProblemSolvers } from '../../worker/src/domains/account/records';
import { insertProblem } from '../support/account-helpers';
import { insertContest } from '../support/contest-fixtures';
import { insertDiscussion } from '../support/discussion-fixtures';
import { addGroupMember, insertGroupWithOwner } from '../support/group-fixtures';
import { createTestApp, type TestApp, type TestResponse } from '../support/test-app';
import { addTrainingProblem, insertTraining, insertTrainingCategory } from '../support/training-fixtures';

/**
 * Group content never leaks (spec 3 §6, issue 16): a group's problems, tags, trainings and their
 * categories, contests, discussions, announcements and submissions stay out of every public
 * list, search, random pick, rank and statistic, for anonymous visitors, plain users and the
 * group's own members alike (members see them through the group's own calls), and the public
 * calls that open one of them refuse whoever is not a member. Everything the group owns carries
 * the word SECRET, so a leak shows as that word anywhere in a public answer.
 */

const SECRET = 'zebrasecret';

type User = Awaited<ReturnType<TestApp['createUser']>>;

let t: TestApp;
let rootToken: string;
let owner: User;
let member: User;
let outsider: User;
let gid: number;
const ids = {} as {
  groupProblem: number;
  groupOiProblem: number;
  publicProblem: number;
  publicOiProblem: number;
  groupTag: number;
  groupCategory: number;
  groupTraining: number;
  groupContest: number;
  groupDiscussion: number;
  groupSubmission: number;
  publicTraining: number;
  publicContest: number;
};

/** The three kinds of caller a public page has: nobody, someone, and a member of the group. */
const viewers = () =>
  [
    ['anonymous', null],
    ['a plain user', outsider.token],
    ['a group member', member.token],
  ] as const;

function expectNoSecret(res: TestResponse, where: string) {
  expect(res.httpStatus, `${where}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(JSON.stringify(res.body).toLowerCase(), where).not.toContain(SECRET);
}

async function insertGroupSubmission(
  values: { uid: string; username: string; pid: number; status: number; gid: number | null; score?: number },
  displayPid: string,
) {
  const [row] = await t.platform.db
    .insert(submission)
    .values({
      pid: values.pid,
      displayPid,
      uid: values.uid,
      username: values.username,
      status: values.status,
      score: values.score ?? null,
      oiRankScore: values.score ?? 0,
      submitTime: t.clock.now(),
      cid: 0,
      gid: values.gid,
      code: `int main(){ /* ${SECRET} */ }`,
      length: 30,
      language: 'C++',
      share: true,
    })
    .returning({ submitId: submission.submitId });
  return row!.submitId;
}

/** What the judge records on a verdict: the user's progress on the problem and their totals. */
async function recordVerdict(uid: string, pid: number, status: number, oiRankScore = 0) {
  await t.platform.db.transaction((tx) =>
    recordProblemProgress(tx, uid, pid, {
      status,
      score: oiRankScore,
      oiRankScore,
      firstAcSubmitId: null,
      firstAcTime: status === JudgeStatus.ACCEPTED ? t.clock.now() : null,
    }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  rootToken = await t.rootToken();
  owner = await t.createUser({ username: 'leak_owner' });
  member = await t.createUser({ username: 'leak_member' });
  outsider = await t.createUser({ username: 'leak_outsider' });
  const group = await insertGroupWithOwner(t, owner, { name: 'Leak test group', shortName: 'LEAKG' });
  gid = group.id;
  await addGroupMember(t, gid, member.uid, 3);

  ids.publicProblem = (await insertProblem(t, { problemId: 'PUB1', title: 'Plain public problem' })).id;
  ids.publicOiProblem = (
    await insertProblem(t, { problemId: 'PUB2', title: 'Plain OI problem', type: 1 })
  ).id;
  const groupProblemValues = { isGroup: true, gid, auth: 1, author: owner.username };
  ids.groupProblem = (
    await insertProblem(t, {
      ...groupProblemValues,
      problemId: `LEAKG${SECRET}1`,
      title: `The ${SECRET} problem`,
    })
  ).id;
  ids.groupOiProblem = (
    await insertProblem(t, {
      ...groupProblemValues,
      problemId: `LEAKG${SECRET}2`,
      title: `The ${SECRET} OI problem`,
      type: 1,
    })
  ).id;
  const [groupTag] = await t.platform.db
    .insert(tag)
    .values({ name: `${SECRET} tag`, gid })
    .returning({ id: tag.id });
  ids.groupTag = groupTag!.id;
  await t.platform.db.insert(problemTag).values({ pid: ids.groupProblem, tid: ids.groupTag });

  ids.groupCategory = (await insertTrainingCategory(t, `${SECRET} category`, '#00ff00', gid)).id;
  ids.groupTraining = (
    await insertTraining(t, owner, {
      title: `The ${SECRET} training`,
      isGroup: true,
      gid,
      categoryId: ids.groupCategory,
    })
  ).id;
  await addTrainingProblem(t, ids.groupTraining, ids.groupProblem);
  ids.publicTraining = (await insertTraining(t, owner, { title: 'Plain training' })).id;

  ids.groupContest = (
    await insertContest(t, owner, { title: `The ${SECRET} contest`, isGroup: true, gid, visible: true })
  ).id;
  ids.publicContest = (await insertContest(t, owner, { title: 'Plain contest' })).id;

  ids.groupDiscussion = (
    await insertDiscussion(t, member, {
      title: `The ${SECRET} discussion`,
      description: `about ${SECRET}`,
      pid: `LEAKG${SECRET}1`,
      gid,
    })
  ).id;
  await insertDiscussion(t, outsider, { title: 'Plain discussion' });
  await t.platform.db
    .insert(groupAnnouncement)
    .values({ gid, title: `${SECRET} news`, content: SECRET, uid: owner.uid, username: owner.username });

  // The member solves one public problem, one public OI problem, and both group problems.
  await insertGroupSubmission(
    { uid: member.uid, username: member.username, pid: ids.publicProblem, status: 0, gid: null },
    'PUB1',
  );
  await recordVerdict(member.uid, ids.publicProblem, JudgeStatus.ACCEPTED);
  await insertGroupSubmission(
    { uid: member.uid, username: member.username, pid: ids.publicOiProblem, status: 0, gid: null, score: 30 },
    'PUB2',
  );
  await recordVerdict(member.uid, ids.publicOiProblem, JudgeStatus.ACCEPTED, 30);
  ids.groupSubmission = await insertGroupSubmission(
    { uid: member.uid, username: member.username, pid: ids.groupProblem, status: 0, gid },
    `LEAKG${SECRET}1`,
  );
  await recordVerdict(member.uid, ids.groupProblem, JudgeStatus.ACCEPTED);
  await insertGroupSubmission(
    { uid: member.uid, username: member.username, pid: ids.groupOiProblem, status: 0, gid, score: 70 },
    `LEAKG${SECRET}2`,
  );
  await recordVerdict(member.uid, ids.groupOiProblem, JudgeStatus.ACCEPTED, 70);
});

afterAll(async () => {
  await t?.close();
});

describe('the public problem bank hides group problems and tags', () => {
  const listFilters = () => [
    {},
    { keyword: SECRET },
    { keyword: 'LEAKG' },
    { keyword: 'problem' },
    { difficulty: 0 },
    { oj: 'ME' },
    { oj: 'ALL' },
    { tagId: [ids.groupTag] },
    { limit: 100 },
  ];

  it('in the list under every filter, for every viewer', async () => {
    for (const [who, token] of viewers()) {
      for (const query of listFilters()) {
        const res = await t.request('GET', '/api/get-problem-list', { token, query });
        expectNoSecret(res, `${who} /api/get-problem-list ${JSON.stringify(query)}`);
      }
      const all = await t.request('GET', '/api/get-problem-list', { token, query: { limit: 100 } });
      expect(all.body.data.records.map((r: { pid: number }) => r.pid).sort()).toEqual(
        [ids.publicProblem, ids.publicOiProblem].sort(),
      );
      expect(all.body.data.total).toBe(2);
    }
  });

  it('from the random pick', async () => {
    for (const [who, token] of viewers()) {
      for (let i = 0; i < 10; i++) {
        expectNoSecret(await t.request('GET', '/api/get-random-problem', { token }), `${who} random`);
      }
      const bySecret = await t.request('GET', '/api/get-random-problem', {
        token,
        query: { keyword: SECRET },
      });
      expect(bySecret.httpStatus, who).toBe(404);
      const byTag = await t.request('GET', '/api/get-random-problem', {
        token,
        query: { tagId: [ids.groupTag] },
      });
      expect(byTag.httpStatus, who).toBe(404);
    }
  });

  it('from the tag lists, the recently updated problems and the problem statistics', async () => {
    for (const [who, token] of viewers()) {
      for (const oj of [undefined, 'ME', 'ALL']) {
        expectNoSecret(
          await t.request('GET', '/api/get-all-problem-tags', { token, query: { oj } }),
          `${who} all tags ${oj}`,
        );
        expectNoSecret(
          await t.request('GET', '/api/get-problem-tags-and-classification', { token, query: { oj } }),
          `${who} tags by classification ${oj}`,
        );
      }
      expectNoSecret(await t.request('GET', '/api/get-recent-updated-problem', { token }), `${who} recent`);
      expectNoSecret(
        await t.request('GET', '/api/get-last-week-submission-statistics', { token }),
        `${who} statistics`,
      );
    }
  });

  it('and refuses to open a group problem to anyone but its members', async () => {
    const calls = [
      ['/api/get-problem-detail', { problemId: `LEAKG${SECRET}1` }],
      ['/api/get-problem-tags', { pid: ids.groupProblem }],
      ['/api/get-problem-code-template', { pid: ids.groupProblem }],
      ['/api/get-problem-languages', { pid: ids.groupProblem }],
    ] as const;
    for (const [path, query] of calls) {
      const anonymous = await t.request('GET', path, { query });
      expect(anonymous.httpStatus, `anonymous ${path}`).toBe(401);
      expect(JSON.stringify(anonymous.body).toLowerCase()).not.toContain(SECRET);
      const plain = await t.request('GET', path, { token: outsider.token, query });
      expect(plain.httpStatus, `plain user ${path}`).toBe(403);
      expect(JSON.stringify(plain.body).toLowerCase()).not.toContain(SECRET);
      const own = await t.request('GET', path, { token: member.token, query });
      expect(own.httpStatus, `member ${path}`).toBe(200);
    }
  });

  it("and keeps a group problem's test data to the group's admins", async () => {
    const query = { pid: ids.groupProblem };
    expect((await t.request('GET', '/api/file/download-testcase', { query })).httpStatus).toBe(401);
    for (const token of [outsider.token, member.token]) {
      const res = await t.request('GET', '/api/file/download-testcase', { token, query });
      expect(res.httpStatus).toBe(403);
    }
  });

  it('and refuses submissions to a group problem from whoever is not a member', async () => {
    const code = 'int main() { return 0; }';
    const judge = { pid: `LEAKG${SECRET}1`, language: 'C++', code };
    const test = { pid: ids.groupProblem, language: 'C++', code, type: 'group', userInput: '1' };
    for (const [path, body] of [
      ['/api/submit-problem-judge', judge],
      ['/api/submit-problem-judge', { ...judge, gid }],
      ['/api/submit-problem-test-judge', test],
    ] as const) {
      expect((await t.request('POST', path, { body })).httpStatus, `anonymous ${path}`).toBe(401);
      const plain = await t.request('POST', path, { token: outsider.token, body });
      expect(plain.httpStatus, `plain user ${path}: ${plain.body.msg}`).toBe(403);
    }
    const [{ n }] = (await t.platform.db
      .select({ n: sql<number>`count(*)::int` })
      .from(submission)
      .where(eq(submission.uid, outsider.uid))) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('and never offers a group problem to site admins building public trainings and contests', async () => {
    const trainingPicks = await t.request('GET', '/api/admin/training/get-problem-list', {
      token: rootToken,
      query: { tid: ids.publicTraining, limit: 100 },
    });
    expectNoSecret(trainingPicks, 'training picks');
    expect(trainingPicks.body.data.problemList.total).toBe(2);
    for (const problemType of [0, 1]) {
      const contestPicks = await t.request('GET', '/api/admin/contest/get-problem-list', {
        token: rootToken,
        query: { cid: ids.publicContest, problemType, limit: 100, keyword: '' },
      });
      expectNoSecret(contestPicks, `contest picks of type ${problemType}`);
    }
    const addToTraining = await t.request('POST', '/api/admin/training/add-problem-from-public', {
      token: rootToken,
      body: { tid: ids.publicTraining, pid: ids.groupProblem, displayId: 'X1' },
    });
    expect(addToTraining.httpStatus).toBe(400);
    const addToContest = await t.request('POST', '/api/admin/contest/add-problem-from-public', {
      token: rootToken,
      body: { cid: ids.publicContest, pid: ids.groupProblem, displayId: 'X1' },
    });
    expect(addToContest.httpStatus).toBe(400);
  });
});

describe('the public submission pages hide group submissions', () => {
  it('in the status list under every filter', async () => {
    const filters = [
      {},
      { problemID: `LEAKG${SECRET}1` },
      { problemID: SECRET, completeProblemID: false },
      { problemID: 'LEAKG', completeProblemID: false },
      { username: member.username },
      { status: JudgeStatus.ACCEPTED },
      { status: JudgeStatus.ACCEPTED, username: member.username },
      { limit: 100 },
    ];
    for (const [who, token] of viewers()) {
      for (const query of filters) {
        const res = await t.request('GET', '/api/get-submission-list', { token, query });
        expectNoSecret(res, `${who} submissions ${JSON.stringify(query)}`);
      }
    }
    const mine = await t.request('GET', '/api/get-submission-list', {
      token: member.token,
      query: { onlyMine: true, limit: 100 },
    });
    expectNoSecret(mine, 'only mine');
    expect(mine.body.data.total).toBe(2);
  });

  it('and refuses a group submission and its cases to whoever is not a member', async () => {
    const query = { submitId: ids.groupSubmission };
    for (const path of ['/api/get-submission-detail', '/api/get-all-case-result']) {
      const anonymous = await t.request('GET', path, { query });
      expect(anonymous.httpStatus, `anonymous ${path}`).toBe(401);
      const plain = await t.request('GET', path, { token: outsider.token, query });
      expect(plain.httpStatus, `plain user ${path}`).toBe(403);
      expect(JSON.stringify(plain.body).toLowerCase()).not.toContain(SECRET);
      const own = await t.request('GET', path, { token: member.token, query });
      expect(own.httpStatus, `member ${path}`).toBe(200);
    }
  });

  it('and the status poll answers nothing about a group submission to whoever is not a member', async () => {
    for (const token of [null, outsider.token]) {
      const res = await t.request('POST', '/api/check-submissions-status', {
        token,
        body: { submitIds: [ids.groupSubmission] },
      });
      expect(res.httpStatus).toBe(200);
      expect(res.body.data).toEqual({});
    }
  });

  it("a user's problem status speaks only of their own submissions", async () => {
    const res = await t.request('POST', '/api/get-user-problem-status', {
      token: outsider.token,
      body: { pidList: [ids.groupProblem], isContestProblemList: false },
    });
    expect(res.httpStatus).toBe(200);
    expect(res.body.data[ids.groupProblem].status).toBe(JudgeStatus.NOT_SUBMITTED);
  });
});

describe('the public contest, training and discussion pages hide group ones', () => {
  it('in the contest list, its searches and the home page cards', async () => {
    const filters = [{}, { keyword: SECRET }, { status: 0 }, { type: 0 }, { limit: 100 }];
    for (const [who, token] of viewers()) {
      for (const query of filters) {
        expectNoSecret(
          await t.request('GET', '/api/get-contest-list', { token, query }),
          `${who} contests ${JSON.stringify(query)}`,
        );
      }
      expectNoSecret(await t.request('GET', '/api/get-recent-contest', { token }), `${who} recent contests`);
      expectNoSecret(await t.request('GET', '/api/get-recent-other-contest', { token }), `${who} other`);
    }
  });

  it('and refuses to open a group contest to whoever is not a member', async () => {
    const calls = [
      ['GET', '/api/get-contest-info', { query: { cid: ids.groupContest } }],
      ['GET', '/api/get-contest-problem', { query: { cid: ids.groupContest } }],
      ['POST', '/api/get-contest-rank', { body: { cid: ids.groupContest } }],
      ['GET', '/api/get-full-screen-problem-list', { query: { cid: ids.groupContest } }],
      ['GET', '/api/get-contest-problem-details', { query: { cid: ids.groupContest, displayId: 'A' } }],
      ['GET', '/api/contest-submissions', { query: { cid: ids.groupContest } }],
      ['GET', '/api/get-contest-announcement', { query: { cid: ids.groupContest } }],
      ['GET', '/api/get-contest-ac-info', { query: { cid: ids.groupContest } }],
      ['GET', '/api/get-contest-print', { query: { cid: ids.groupContest } }],
      ['GET', '/api/get-contest-scroll-board-info', { query: { cid: ids.groupContest } }],
      ['POST', '/api/register-contest', { body: { cid: ids.groupContest, password: 'x' } }],
    ] as const;
    for (const [method, path, options] of calls) {
      const anonymous = await t.request(method, path, options);
      expect(anonymous.httpStatus, `anonymous ${path}`).toBe(401);
      const plain = await t.request(method, path, { ...options, token: outsider.token });
      expect(plain.httpStatus, `plain user ${path}`).toBe(403);
      expect(JSON.stringify(plain.body).toLowerCase()).not.toContain(SECRET);
    }
    // As in HOJ it answers only whether the caller holds a registration, which a non-member never does.
    const access = await t.request('GET', '/api/get-contest-access', {
      token: outsider.token,
      query: { cid: ids.groupContest },
    });
    expect(access.body.data).toEqual({ access: false });
  });

  it('in the training list, its searches and its categories', async () => {
    const filters = [
      {},
      { keyword: SECRET },
      { categoryId: ids.groupCategory },
      { auth: 'Public' },
      { limit: 100 },
    ];
    for (const [who, token] of viewers()) {
      for (const query of filters) {
        expectNoSecret(
          await t.request('GET', '/api/get-training-list', { token, query }),
          `${who} trainings ${JSON.stringify(query)}`,
        );
      }
      expectNoSecret(await t.request('GET', '/api/get-training-category', { token }), `${who} categories`);
    }
  });

  it('and refuses to open a group training through the site pages', async () => {
    for (const path of [
      '/api/get-training-detail',
      '/api/get-training-problem-list',
      '/api/get-training-access',
      '/api/get-training-rank',
      '/api/get-full-screen-problem-list',
    ]) {
      const query = { tid: ids.groupTraining };
      const anonymous = await t.request('GET', path, { query });
      expect([401, 404], `anonymous ${path}`).toContain(anonymous.httpStatus);
      const plain = await t.request('GET', path, { token: outsider.token, query });
      expect([403, 404], `plain user ${path}`).toContain(plain.httpStatus);
      expect(JSON.stringify(plain.body).toLowerCase()).not.toContain(SECRET);
    }
  });

  it('in the discussion list, by problem and by keyword', async () => {
    const filters = [{}, { keyword: SECRET }, { pid: `LEAKG${SECRET}1` }, { onlyMine: true }, { limit: 50 }];
    for (const [who, token] of viewers()) {
      for (const query of filters) {
        expectNoSecret(
          await t.request('GET', '/api/get-discussion-list', { token, query }),
          `${who} discussions ${JSON.stringify(query)}`,
        );
      }
    }
    // The back office's list is for the admin roles only: anyone else asking for it gets the public one.
    expectNoSecret(
      await t.request('GET', '/api/get-discussion-list', { token: outsider.token, query: { admin: true } }),
      'a plain user asking for the admin list',
    );
  });

  it('and refuses a group discussion, its comments and its like to whoever is not a member', async () => {
    const detail = { query: { did: ids.groupDiscussion } };
    for (const token of [null, outsider.token]) {
      const res = await t.request('GET', '/api/get-discussion-detail', { ...detail, token });
      expect([401, 403, 404]).toContain(res.httpStatus);
      expect(JSON.stringify(res.body).toLowerCase()).not.toContain(SECRET);
      const comments = await t.request('GET', '/api/comments', { ...detail, token });
      expect([401, 403, 404]).toContain(comments.httpStatus);
    }
    const like = await t.request('GET', '/api/discussion-like', {
      token: outsider.token,
      query: { did: ids.groupDiscussion, toLike: true },
    });
    expect([403, 404]).toContain(like.httpStatus);
  });

  it('and the home page announcements are the site ones only', async () => {
    for (const [who, token] of viewers()) {
      expectNoSecret(
        await t.request('GET', '/api/get-common-announcement', { token }),
        `${who} announcements`,
      );
    }
  });
});

describe('ranks and user pages count only public work (HOJ: group verdicts stay in the group)', () => {
  it('the ACM and OI rank lists count the public problems solved and their scores', async () => {
    for (const type of ['ACM', 'OI']) {
      const res = await t.request('GET', '/api/get-rank-list', {
        query: { type, searchUser: member.username },
      });
      expect(res.httpStatus).toBe(200);
      const row = res.body.data.records.find((r: { uid: string }) => r.uid === member.uid);
      expect(row.ac, type).toBe(2);
      if (type === 'OI') expect(row.score).toBe(30);
    }
    const [record] = await t.platform.db.select().from(userRecord).where(eq(userRecord.uid, member.uid));
    expect(record).toMatchObject({ acCount: 2, oiScore: 30 });
  });

  it("the last 7 days' AC rank counts public problems only", async () => {
    const res = await t.request('GET', '/api/get-recent-seven-ac-rank');
    expect(res.httpStatus).toBe(200);
    const row = res.body.data.find((r: { uid: string }) => r.uid === member.uid);
    expect(row.ac).toBe(2);
  });

  it("the user's home page lists only public problems solved and their scores", async () => {
    for (const token of [null, outsider.token, member.token]) {
      const res = await t.request('GET', '/api/get-user-home-info', {
        token,
        query: { username: member.username },
      });
      expectNoSecret(res, 'user home');
      expect(res.body.data.solvedList.sort()).toEqual(['PUB1', 'PUB2']);
      expect(res.body.data.scoreList).toEqual([30]);
    }
  });
});

describe('the site totals follow a problem in and out of its group', () => {
  const totals = async () =>
    (await t.platform.db.select().from(userRecord).where(eq(userRecord.uid, member.uid)))[0]!;
  const setGroupFlag = async (isGroup: boolean) => {
    await t.platform.db.update(problem).set({ isGroup }).where(eq(problem.id, ids.groupProblem));
    await t.platform.db.transaction((tx) => recountProblemSolvers(tx, ids.groupProblem));
  };

  it('counts a group problem made public for its solvers, and stops when it goes back', async () => {
    await setGroupFlag(false);
    expect(await totals()).toMatchObject({ acCount: 3, oiScore: 30 });
    await setGroupFlag(true);
    expect(await totals()).toMatchObject({ acCount: 2, oiScore: 30 });
  });

  it('recounts without a deleted problem, counting still no group problem', async () => {
    await t.platform.db.transaction((tx) => forgetProblemProgress(tx, ids.publicOiProblem));
    expect(await totals()).toMatchObject({ acCount: 1, oiScore: 0 });
    await recordVerdict(member.uid, ids.publicOiProblem, JudgeStatus.ACCEPTED, 30);
    expect(await totals()).toMatchObject({ acCount: 2, oiScore: 30 });
  });
});

describe('a hidden group', () => {
  it('is left out of the group list and its searches, and its page is refused to non-members', async () => {
    const hidden = await insertGroupWithOwner(t, owner, {
      name: `Hidden ${SECRET}`,
      shortName: 'HIDDENG',
      brief: `A ${SECRET} brief`,
      visible: false,
    });
    for (const [who, token] of [
      ['anonymous', null],
      ['a plain user', outsider.token],
    ] as const) {
      for (const query of [{}, { keyword: SECRET }, { keyword: 'Hidden' }, { auth: 1 }, { limit: 120 }]) {
        expectNoSecret(
          await t.request('GET', '/api/get-group-list', { token, query }),
          `${who} groups ${JSON.stringify(query)}`,
        );
      }
    }
    const page = await t.request('GET', '/api/get-group-detail', {
      token: outsider.token,
      query: { gid: hidden.id },
    });
    expect([403, 404]).toContain(page.httpStatus);
    expect(JSON.stringify(page.body).toLowerCase()).not.toContain(SECRET);
  });
});

describe('a member who leaves loses access at once', () => {
  it('to the group problem, contest, training and discussion', async () => {
    const leaver = await t.createUser({ username: 'leak_leaver', roles: [Role.DEFAULT_USER] });
    await addGroupMember(t, gid, leaver.uid, 3);
    const problemQuery = { problemId: `LEAKG${SECRET}1` };
    const before = await t.request('GET', '/api/get-problem-detail', {
      token: leaver.token,
      query: problemQuery,
    });
    expect(before.httpStatus).toBe(200);
    const contestBefore = await t.request('GET', '/api/get-contest-info', {
      token: leaver.token,
      query: { cid: ids.groupContest },
    });
    expect(contestBefore.httpStatus).toBe(200);
    const discussionQuery = { did: ids.groupDiscussion };
    const topicBefore = await t.request('GET', '/api/get-discussion-detail', {
      token: leaver.token,
      query: discussionQuery,
    });
    expect(topicBefore.httpStatus).toBe(200);

    await t.platform.db
      .delete(groupMember)
      .where(and(eq(groupMember.gid, gid), eq(groupMember.uid, leaver.uid)));

    const after = await t.request('GET', '/api/get-problem-detail', {
      token: leaver.token,
      query: problemQuery,
    });
    expect(after.httpStatus).toBe(403);
    const contestAfter = await t.request('GET', '/api/get-contest-info', {
      token: leaver.token,
      query: { cid: ids.groupContest },
    });
    expect(contestAfter.httpStatus).toBe(403);
    const navigation = await t.request('GET', '/api/get-full-screen-problem-list', {
      token: leaver.token,
      query: { tid: ids.groupTraining },
    });
    expect(navigation.httpStatus).toBe(403);
    const topicAfter = await t.request('GET', '/api/get-discussion-detail', {
      token: leaver.token,
      query: discussionQuery,
    });
    expect(topicAfter.httpStatus).toBe(404);
  });
});
