import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contestAnnouncement,
  contestProblem,
  groupAnnouncement,
  problemTag,
  tag,
  userInfo,
} from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import { insertContest } from '../support/contest-fixtures';
import { insertDiscussion } from '../support/discussion-fixtures';
import { addGroupMember, insertGroupWithOwner } from '../support/group-fixtures';
import { editorPayload, insertProblem } from '../support/problem-fixtures';
import { createTestApp, type RequestOptions, type TestApp } from '../support/test-app';
import { addTrainingProblem, insertTraining, insertTrainingCategory } from '../support/training-fixtures';

/**
 * Every group call of the contract (api-endpoints.tsv: the `group` area and the admin review of
 * group problems) walked by every kind of caller: anonymous, a signed-in non-member, an applicant
 * (level 1), a member (3), a group admin (4), a group root (5, not the owner) and super admin (the
 * site's root role). Each call states who gets through; everyone else is refused (anonymous with
 * 401, the others with 403) and a refused write changes nothing in the group's tables. A call
 * added to the contract without a line here fails the first test; a listed call the app does not
 * route fails its own.
 *
 * The group's content (problem, training, contest, announcements) is authored by another group
 * admin, so the group admin walking the calls is an admin who is not the author: author-or-root
 * calls let through only the group root and super admin. The discussion is the member's.
 */

type Caller = 'anonymous' | 'outsider' | 'applicant' | 'member' | 'groupAdmin' | 'groupRoot' | 'superAdmin';
const CALLERS: readonly Caller[] = [
  'anonymous',
  'outsider',
  'applicant',
  'member',
  'groupAdmin',
  'groupRoot',
  'superAdmin',
];

const EVERYONE = CALLERS;
const SIGNED_IN: readonly Caller[] = CALLERS.filter((c) => c !== 'anonymous');
/** Level 3+, the owner, super admin: the group's readers. */
const MEMBERS: readonly Caller[] = ['member', 'groupAdmin', 'groupRoot', 'superAdmin'];
/** Level 4+, the owner, super admin. */
const ADMINS: readonly Caller[] = ['groupAdmin', 'groupRoot', 'superAdmin'];
/** Level 5, the owner, super admin; for content: also its author (not a caller here). */
const ROOTS: readonly Caller[] = ['groupRoot', 'superAdmin'];
/** The owner (not a caller here) and super admin; also the site's problem reviewers. */
const SUPER: readonly Caller[] = ['superAdmin'];

type User = Awaited<ReturnType<TestApp['createUser']>>;

interface World {
  gid: number;
  shortName: string;
  pid: number;
  problemId: string;
  /** A second group problem, in neither the training nor the contest. */
  spareProblemId: string;
  tid: number;
  trainingProblemId: number;
  categoryId: number;
  cid: number;
  contestAnnouncementId: number;
  announcementId: number;
  did: number;
  discussionCategoryId: number;
}

interface Expectation {
  /** The callers the call lets through. */
  allowed: readonly Caller[];
  /** What an allowed caller gets, 200 unless stated. */
  allowedStatus?: number;
  /** The request; writes get a world of their own for each caller, reads share one. */
  request(w: World, caller: Caller): RequestOptions;
}

let t: TestApp;
let users: Record<Exclude<Caller, 'anonymous'>, User>;
let owner: User;
let author: User;
let applyingTarget: User;
let memberTarget: User;
let publicPid: number;
let sequence = 0;
const unique = (prefix: string) => `${prefix}${process.pid % 1000}x${++sequence}`;

const HOUR = 3_600_000;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

function avatarForm(gid: number): FormData {
  const bytes = new Uint8Array(256);
  bytes.set(PNG);
  const form = new FormData();
  form.append('gid', String(gid));
  form.append('image', new File([bytes], 'avatar.png'));
  return form;
}

function contestBody(w: World, values: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return {
    gid: w.gid,
    title: 'Walk contest',
    description: 'A contest of the walk',
    startTime: new Date(now + HOUR).toISOString(),
    endTime: new Date(now + 3 * HOUR).toISOString(),
    type: 0,
    auth: 0,
    pwd: '',
    ...values,
  };
}

function trainingBody(w: World, values: Record<string, unknown> = {}) {
  return {
    training: {
      rank: 5,
      title: 'Walk training',
      description: 'A training of the walk',
      auth: 'Public',
      privatePwd: '',
      gid: w.gid,
      ...values,
    },
    trainingCategory: { id: w.categoryId },
  };
}

/**
 * The group's compile calls check the caller before they read the program: an empty one is a 400
 * that only a caller who passed the check can get, and needs no judge runner.
 */
const emptyProgram = { code: '', language: 'C++' };

const groupProblemBody = (w: World, values: Record<string, unknown> = {}) =>
  editorPayload({ problem: { problemId: unique('W'), gid: w.gid, ...values } });

/**
 * Every group call and who passes its permission check (spec 3 §6; HOJ's group managers).
 * Keys are `METHOD path` exactly as api-endpoints.tsv lists them.
 */
const EXPECTATIONS: Record<string, Expectation> = {
  // ------------------------------------------------------------ the group itself
  'GET /api/get-group-list': { allowed: EVERYONE, request: () => ({ query: { limit: 120 } }) },
  'GET /api/get-group-detail': { allowed: SIGNED_IN, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/get-group-access': { allowed: SIGNED_IN, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/get-group-auth': { allowed: SIGNED_IN, request: (w) => ({ query: { gid: w.gid } }) },
  'POST /api/group': {
    allowed: SIGNED_IN,
    request: () => ({
      body: {
        name: unique('Walk team '),
        shortName: unique('w').slice(0, 10),
        brief: 'A group of the walk',
        description: 'A group made while walking the calls',
        auth: 1,
        visible: true,
      },
    }),
  },
  'PUT /api/group': {
    allowed: ROOTS,
    request: (w) => ({ body: { id: w.gid, brief: `Changed by the walk ${++sequence}` } }),
  },
  'DELETE /api/group': { allowed: SUPER, request: (w) => ({ query: { gid: w.gid } }) },
  'POST /api/file/upload-group-avatar': { allowed: ROOTS, request: (w) => ({ rawBody: avatarForm(w.gid) }) },
  'GET /api/get-group-rank-list': { allowed: MEMBERS, request: (w) => ({ query: { gid: w.gid } }) },

  // ------------------------------------------------------------ members and applications
  'GET /api/group/get-member-list': { allowed: MEMBERS, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/group/get-apply-list': { allowed: ADMINS, request: (w) => ({ query: { gid: w.gid } }) },
  // Applying joins a public group at once; an applicant or a member applying again is refused.
  'POST /api/group/member': {
    allowed: ['outsider', 'superAdmin'],
    request: (w) => ({ body: { gid: w.gid } }),
  },
  'PUT /api/group/member': {
    allowed: ADMINS,
    request: (w) => ({ body: { gid: w.gid, uid: applyingTarget.uid, auth: 3 } }),
  },
  'DELETE /api/group/member': {
    allowed: ADMINS,
    request: (w) => ({ query: { gid: w.gid, uid: memberTarget.uid } }),
  },
  // Only a member leaves (the owner may only disband; super admin is no member of it).
  'DELETE /api/group/member/exit': {
    allowed: ['member', 'groupAdmin', 'groupRoot'],
    request: (w) => ({ query: { gid: w.gid } }),
  },

  // ------------------------------------------------------------ announcements
  'GET /api/group/get-announcement-list': { allowed: MEMBERS, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/group/get-admin-announcement-list': {
    allowed: ADMINS,
    request: (w) => ({ query: { gid: w.gid } }),
  },
  'POST /api/group/announcement': {
    allowed: ADMINS,
    request: (w) => ({ body: { gid: w.gid, title: 'Walk news', content: 'Something happened' } }),
  },
  'PUT /api/group/announcement': {
    allowed: ROOTS,
    request: (w) => ({ body: { id: w.announcementId, title: 'Walk news, edited', content: 'Edited' } }),
  },
  'DELETE /api/group/announcement': {
    allowed: ROOTS,
    request: (w) => ({ query: { aid: w.announcementId } }),
  },

  // ------------------------------------------------------------ problems
  'GET /api/group/get-problem-list': { allowed: MEMBERS, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/group/get-admin-problem-list': { allowed: ADMINS, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/group/get-all-problem-tags': { allowed: ADMINS, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/group/problem': { allowed: ROOTS, request: (w) => ({ query: { pid: w.pid } }) },
  'GET /api/group/get-problem-cases': { allowed: ROOTS, request: (w) => ({ query: { pid: w.pid } }) },
  'POST /api/group/problem': { allowed: ADMINS, request: (w) => ({ body: groupProblemBody(w) }) },
  'PUT /api/group/problem': {
    allowed: ROOTS,
    request: (w) => ({
      body: groupProblemBody(w, { id: w.pid, problemId: w.problemId, title: 'Edited by the walk' }),
    }),
  },
  'DELETE /api/group/problem': { allowed: ROOTS, request: (w) => ({ query: { pid: w.pid, gid: w.gid } }) },
  'PUT /api/group/change-problem-auth': {
    allowed: ROOTS,
    request: (w) => ({ body: { pid: w.pid, auth: 2 } }),
  },
  'PUT /api/group/apply-public': {
    allowed: ROOTS,
    request: (w) => ({ body: { pid: w.pid, isApplied: true } }),
  },
  'POST /api/group/compile-spj': {
    allowed: ADMINS,
    allowedStatus: 400,
    request: (w) => ({ query: { gid: w.gid }, body: emptyProgram }),
  },
  'POST /api/group/compile-interactive': {
    allowed: ADMINS,
    allowedStatus: 400,
    request: (w) => ({ query: { gid: w.gid }, body: emptyProgram }),
  },
  // The site's review of group problems: super admin and problem admins, whatever their groups.
  'GET /api/admin/group-problem/list': { allowed: SUPER, request: (w) => ({ query: { gid: w.gid } }) },
  'PUT /api/admin/group-problem/change-progress': {
    allowed: SUPER,
    request: (w) => ({ body: { pid: w.pid, progress: 3 } }),
  },

  // ------------------------------------------------------------ trainings
  'GET /api/group/get-training-list': { allowed: MEMBERS, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/group/get-admin-training-list': { allowed: ADMINS, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/group/training': { allowed: ROOTS, request: (w) => ({ query: { tid: w.tid } }) },
  'POST /api/group/training': { allowed: ADMINS, request: (w) => ({ body: trainingBody(w) }) },
  'PUT /api/group/training': {
    allowed: ROOTS,
    request: (w) => ({ body: trainingBody(w, { id: w.tid, title: 'Edited by the walk' }) }),
  },
  'DELETE /api/group/training': { allowed: ROOTS, request: (w) => ({ query: { tid: w.tid } }) },
  'PUT /api/group/change-training-status': {
    allowed: ROOTS,
    request: (w) => ({ body: { tid: w.tid, status: false } }),
  },
  'GET /api/group/get-training-problem-list': { allowed: ROOTS, request: (w) => ({ query: { tid: w.tid } }) },
  'PUT /api/group/training-problem': {
    allowed: ROOTS,
    request: (w) => ({ body: { id: w.trainingProblemId, rank: 7 } }),
  },
  'DELETE /api/group/training-problem': {
    allowed: ROOTS,
    request: (w) => ({ query: { pid: w.pid, tid: w.tid } }),
  },
  'POST /api/group/add-training-problem-from-public': {
    allowed: ROOTS,
    request: (w) => ({ body: { pid: publicPid, tid: w.tid, displayId: 'PUB' } }),
  },
  'POST /api/group/add-training-problem-from-group': {
    allowed: ROOTS,
    request: (w) => ({ body: { problemId: w.spareProblemId, tid: w.tid } }),
  },

  // ------------------------------------------------------------ contests
  'GET /api/group/get-contest-list': { allowed: MEMBERS, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/group/get-admin-contest-list': { allowed: ADMINS, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/group/contest': { allowed: ROOTS, request: (w) => ({ query: { cid: w.cid } }) },
  'POST /api/group/contest': { allowed: ADMINS, request: (w) => ({ body: contestBody(w) }) },
  'PUT /api/group/contest': {
    allowed: ROOTS,
    request: (w) => ({ body: contestBody(w, { id: w.cid, title: 'Edited by the walk' }) }),
  },
  'DELETE /api/group/contest': { allowed: ROOTS, request: (w) => ({ query: { cid: w.cid } }) },
  'PUT /api/group/change-contest-visible': {
    allowed: ROOTS,
    request: (w) => ({ body: { cid: w.cid, visible: false } }),
  },
  'GET /api/group/get-contest-problem-list': { allowed: ROOTS, request: (w) => ({ query: { cid: w.cid } }) },
  'GET /api/group/contest-problem': {
    allowed: ROOTS,
    request: (w) => ({ query: { cid: w.cid, pid: w.pid } }),
  },
  // HOJ's group contest problem editor first saves the problem (any group admin), then links it.
  'POST /api/group/contest-problem': {
    allowed: ADMINS,
    request: (w) => ({ body: { ...groupProblemBody(w, { auth: 3 }), cid: w.cid, displayId: 'N' } }),
  },
  'PUT /api/group/contest-problem': {
    allowed: ROOTS,
    request: (w) => ({ body: { cid: w.cid, pid: w.pid, displayId: 'B', displayTitle: 'Renamed' } }),
  },
  'DELETE /api/group/contest-problem': {
    allowed: ROOTS,
    request: (w) => ({ query: { cid: w.cid, pid: w.pid } }),
  },
  'POST /api/group/add-contest-problem-from-public': {
    allowed: ROOTS,
    request: (w) => ({ body: { cid: w.cid, pid: publicPid, displayId: 'P' } }),
  },
  'POST /api/group/add-contest-problem-from-group': {
    allowed: ROOTS,
    request: (w) => ({ body: { cid: w.cid, problemId: w.spareProblemId, displayId: 'G' } }),
  },
  'GET /api/group/get-contest-announcement-list': {
    allowed: ROOTS,
    request: (w) => ({ query: { cid: w.cid } }),
  },
  'POST /api/group/contest-announcement': {
    allowed: ROOTS,
    request: (w) => ({ body: { cid: w.cid, announcement: { title: 'Walk notice', content: 'Notice' } } }),
  },
  'PUT /api/group/contest-announcement': {
    allowed: ROOTS,
    request: (w) => ({
      body: { cid: w.cid, announcement: { id: w.contestAnnouncementId, title: 'Edited', content: 'Edited' } },
    }),
  },
  'DELETE /api/group/contest-announcement': {
    allowed: ROOTS,
    request: (w) => ({ query: { aid: w.contestAnnouncementId, cid: w.cid } }),
  },

  // ------------------------------------------------------------ discussions
  'GET /api/group/get-discussion-list': { allowed: MEMBERS, request: (w) => ({ query: { gid: w.gid } }) },
  'GET /api/group/get-admin-discussion-list': {
    allowed: ADMINS,
    request: (w) => ({ query: { gid: w.gid } }),
  },
  'POST /api/group/discussion': {
    allowed: MEMBERS,
    request: (w) => ({
      body: {
        gid: w.gid,
        title: 'Walk topic',
        description: 'A topic of the walk',
        content: 'Body',
        categoryId: w.discussionCategoryId,
      },
    }),
  },
  // The discussion is the member's: only its author edits it (spec 3 §6); its author, the group's
  // admins and super admin delete it.
  'PUT /api/group/discussion': {
    allowed: ['member'],
    request: (w) => ({ body: { id: w.did, title: 'Edited by the walk' } }),
  },
  'DELETE /api/group/discussion': { allowed: MEMBERS, request: (w) => ({ query: { did: w.did } }) },
};

/** The group calls of the contract: the `group` area and the admin review of group problems. */
function contractGroupCalls(): string[] {
  const tsv = readFileSync('/work/shared/spec/api-endpoints.tsv', 'utf8');
  return tsv
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'))
    .filter(([area, , path]) => area === 'group' || path?.startsWith('/api/admin/group-problem/'))
    .map(([, method, path]) => `${method} ${path}`);
}

/** The group tables as text: a refused write must leave every one of them as it was. */
const GROUP_TABLES = [
  'team',
  'group_member',
  'group_announcement',
  'problem',
  'problem_tag',
  'tag',
  'training',
  'training_problem',
  'training_category',
  'contest',
  'contest_problem',
  'contest_announcement',
  'discussion',
  'uploaded_file',
];

async function snapshot(): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of GROUP_TABLES) {
    const rows = await t.platform.db.execute(
      sql.raw(
        `select coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as digest from "${table}" x`,
      ),
    );
    const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as { digest: string }[];
    result[table] = list[0]!.digest;
  }
  return result;
}

/** A group with one member of each level and a piece of each kind of content. */
async function makeWorld(): Promise<World> {
  const group = await insertGroupWithOwner(t, owner);
  const gid = group.id;
  const levels: [User, number][] = [
    [users.applicant, 1],
    [users.member, 3],
    [users.groupAdmin, 4],
    [users.groupRoot, 5],
    [author, 4],
    [applyingTarget, 1],
    [memberTarget, 3],
  ];
  for (const [user, level] of levels) await addGroupMember(t, gid, user.uid, level);

  const groupProblem = { gid, isGroup: true, author: author.username };
  const problemRow = await insertProblem(t.platform, { ...groupProblem, problemId: unique(group.shortName) });
  const spare = await insertProblem(t.platform, { ...groupProblem, problemId: unique(group.shortName) });
  const [tagRow] = await t.platform.db
    .insert(tag)
    .values({ name: unique('walk tag '), gid })
    .returning({ id: tag.id });
  await t.platform.db.insert(problemTag).values({ pid: problemRow.id, tid: tagRow!.id });

  const category = await insertTrainingCategory(t, unique('Walk category '), '#336699', gid);
  const trainingRow = await insertTraining(t, author, {
    gid,
    isGroup: true,
    categoryId: category.id,
    title: 'Walk training',
  });
  const link = await addTrainingProblem(t, trainingRow.id, problemRow.id, { displayId: 'A' });

  const now = t.clock.now().getTime();
  const contestRow = await insertContest(t, author, {
    gid,
    isGroup: true,
    title: 'Walk contest',
    startTime: new Date(now + HOUR),
    endTime: new Date(now + 3 * HOUR),
    visible: true,
  });
  await t.platform.db
    .insert(contestProblem)
    .values({ cid: contestRow.id, pid: problemRow.id, displayId: 'A', displayTitle: 'Walk A' });
  const [notice] = await t.platform.db
    .insert(contestAnnouncement)
    .values({ cid: contestRow.id, title: 'Walk notice', content: 'Notice', uid: author.uid })
    .returning({ id: contestAnnouncement.id });
  const [news] = await t.platform.db
    .insert(groupAnnouncement)
    .values({ gid, title: 'Walk news', content: 'News', uid: author.uid, username: author.username })
    .returning({ id: groupAnnouncement.id });
  const discussion = await insertDiscussion(t, users.member, { gid, title: 'Walk topic' });

  return {
    gid,
    shortName: group.shortName,
    pid: problemRow.id,
    problemId: problemRow.problemId,
    spareProblemId: spare.problemId,
    tid: trainingRow.id,
    trainingProblemId: link.id,
    categoryId: category.id,
    cid: contestRow.id,
    contestAnnouncementId: notice!.id,
    announcementId: news!.id,
    did: discussion.id,
    discussionCategoryId: discussion.categoryId!,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  // Thresholds are another test's subject: here anyone may create groups and post.
  await writeConfig(t.platform.db, 'switch', {
    defaultCreateGroupACInitValue: 0,
    defaultCreateGroupDailyLimit: 100_000,
    defaultCreateGroupLimit: 100_000,
    defaultCreateDiscussionACInitValue: 0,
    defaultCreateDiscussionDailyLimit: 100_000,
  });
  owner = await t.createUser({ username: 'walk_owner' });
  author = await t.createUser({ username: 'walk_author' });
  applyingTarget = await t.createUser({ username: 'walk_applying' });
  memberTarget = await t.createUser({ username: 'walk_target' });
  const [outsider, applicant, member, groupAdmin, groupRoot] = [
    await t.createUser({ username: 'walk_outsider' }),
    await t.createUser({ username: 'walk_applicant' }),
    await t.createUser({ username: 'walk_member' }),
    await t.createUser({ username: 'walk_admin' }),
    await t.createUser({ username: 'walk_root' }),
  ];
  const [root] = await t.platform.db
    .select({ uid: userInfo.uid })
    .from(userInfo)
    .where(eq(userInfo.username, 'root'));
  users = {
    outsider: outsider!,
    applicant: applicant!,
    member: member!,
    groupAdmin: groupAdmin!,
    groupRoot: groupRoot!,
    superAdmin: { uid: root!.uid, username: 'root', password: '', token: await t.rootToken() },
  };
  publicPid = (await insertProblem(t.platform, { problemId: unique('PUB'), title: 'A public problem' })).id;
});

afterAll(async () => {
  await t?.close();
});

describe('the walk covers the contract', () => {
  it('has an expectation for every group call of api-endpoints.tsv, and none for calls it does not list', () => {
    const calls = contractGroupCalls();
    expect(calls.length).toBeGreaterThan(60);
    expect(
      calls.filter((call) => !(call in EXPECTATIONS)),
      'group calls without an expectation',
    ).toEqual([]);
    expect(
      Object.keys(EXPECTATIONS).filter((call) => !calls.includes(call)),
      'expectations of no call',
    ).toEqual([]);
  });
});

describe('every group call, as every kind of caller', () => {
  let shared: World;
  beforeAll(async () => {
    shared = await makeWorld();
  });

  for (const call of contractGroupCalls()) {
    it(call, async () => {
      const expectation = EXPECTATIONS[call];
      if (!expectation) throw new Error(`${call} has no expectation`);
      const [method, path] = call.split(' ') as [string, string];
      const isWrite = method !== 'GET';
      const mismatches: string[] = [];
      for (const caller of CALLERS) {
        const world = isWrite ? await makeWorld() : shared;
        const options = expectation.request(world, caller);
        const token = caller === 'anonymous' ? null : users[caller].token;
        const allowed = expectation.allowed.includes(caller);
        const before = isWrite && !allowed ? await snapshot() : null;
        const res = await t.request(method, path, { ...options, token });
        if (res.httpStatus === 404 && res.body.msg?.startsWith('Query error')) {
          throw new Error(`${call} is not routed: ${res.body.msg}`);
        }
        const expected = allowed ? (expectation.allowedStatus ?? 200) : caller === 'anonymous' ? 401 : 403;
        if (res.httpStatus !== expected) {
          mismatches.push(`${caller}: expected ${expected}, got ${res.httpStatus} ${res.body.msg ?? ''}`);
        }
        if (before) {
          const after = await snapshot();
          const changed = GROUP_TABLES.filter((table) => before[table] !== after[table]);
          if (changed.length > 0) mismatches.push(`${caller}: refused, yet changed ${changed.join(', ')}`);
        }
      }
      expect(mismatches, call).toEqual([]);
    });
  }
});

describe('a member who leaves', () => {
  it('is refused at once by every group read a member may make', async () => {
    const world = await makeWorld();
    const leaver = await t.createUser({ username: 'walk_leaver' });
    await addGroupMember(t, world.gid, leaver.uid, 3);
    const reads = Object.entries(EXPECTATIONS).filter(
      ([call, expectation]) =>
        call.startsWith('GET ') &&
        expectation.allowed.includes('member') &&
        !expectation.allowed.includes('outsider'),
    );
    expect(reads.length).toBeGreaterThan(5);
    for (const [call, expectation] of reads) {
      const res = await t.request('GET', call.slice(4), {
        ...expectation.request(world, 'member'),
        token: leaver.token,
      });
      expect(res.httpStatus, `${call} while a member`).toBe(200);
    }
    const exit = await t.request('DELETE', '/api/group/member/exit', {
      token: leaver.token,
      query: { gid: world.gid },
    });
    expect(exit.httpStatus).toBe(200);
    for (const [call, expectation] of reads) {
      const res = await t.request('GET', call.slice(4), {
        ...expectation.request(world, 'member'),
        token: leaver.token,
      });
      expect(res.httpStatus, `${call} after leaving`).toBe(403);
    }
  });
});
