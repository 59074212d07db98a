import { JudgeStatus } from '@contract/judge-status';
import { Role } from '@contract/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupMember } from '../../worker/src/db/schema';
import { writeConfig } from '../../worker/src/domains/site/config';
import { addGroupMember, insertGroupWithMembers, insertGroupWithOwner } from '../support/group-fixtures';
import { insertProblem, insertSubmission } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

type User = { uid: string; username: string; token: string };
type Query = Record<string, string | number | boolean | undefined | null>;

let t: TestApp;
let owner: User;
let groupRoot: User;
let groupAdmin: User;
let member: User;
let other: User;
let outsider: User;
let superAdmin: User;
let gid: number;
let groupProblem: { id: number; problemId: string };
let memberSubmission: number;
let sharedSubmission: number;
let publicSubmission: number;

const list = (token: string | null, query: Query) =>
  t.request('GET', '/api/get-submission-list', { token, query });
const detail = (token: string | null, submitId: number) =>
  t.request('GET', '/api/get-submission-detail', { token, query: { submitId } });
const ids = (res: { body: { data: { records: { submitId: number }[] } } }) =>
  res.body.data.records.map((r) => r.submitId);

beforeAll(async () => {
  t = await createTestApp();
  const { group, users } = await insertGroupWithMembers(t, {
    groupRoot: 5,
    groupAdmin: 4,
    member: 3,
    other: 3,
    outsider: 0,
  });
  ({ owner, groupRoot, groupAdmin, member, other, outsider } = users);
  gid = group.id;
  superAdmin = await t.createUser({ roles: [Role.ROOT] });
  groupProblem = await insertProblem(t.platform, { isGroup: true, gid, codeShare: true });
  const publicProblem = await insertProblem(t.platform);
  memberSubmission = await insertSubmission(t.platform, {
    pid: groupProblem.id,
    displayPid: groupProblem.problemId,
    uid: member.uid,
    username: member.username,
    status: JudgeStatus.WRONG_ANSWER,
    gid,
    code: 'member code',
  });
  sharedSubmission = await insertSubmission(t.platform, {
    pid: groupProblem.id,
    displayPid: groupProblem.problemId,
    uid: other.uid,
    username: other.username,
    status: JudgeStatus.ACCEPTED,
    gid,
    share: true,
    code: 'shared code',
  });
  publicSubmission = await insertSubmission(t.platform, {
    pid: publicProblem.id,
    uid: member.uid,
    username: member.username,
    status: JudgeStatus.ACCEPTED,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/get-submission-list with gid', () => {
  it("lists only the group's submissions, for members, group admins, roots, the owner and super admin", async () => {
    for (const user of [member, groupAdmin, groupRoot, owner, superAdmin]) {
      const res = await list(user.token, { gid });
      expect(res.httpStatus, user.username).toBe(200);
      expect(ids(res)).toEqual([sharedSubmission, memberSubmission]);
    }
    expect(ids(await list(member.token, {}))).toContain(publicSubmission);
    expect(ids(await list(member.token, {}))).not.toContain(memberSubmission);
  });

  it('refuses visitors (401), non-members (403) and missing or disabled groups (404)', async () => {
    expect((await list(null, { gid })).httpStatus).toBe(401);
    expect((await list(outsider.token, { gid })).httpStatus).toBe(403);
    expect((await list(member.token, { gid: 2147483647 })).httpStatus).toBe(404);
    const disabled = await insertGroupWithOwner(t, owner, { status: 1 });
    expect((await list(owner.token, { gid: disabled.id })).httpStatus).toBe(404);
    expect((await list(superAdmin.token, { gid: disabled.id })).httpStatus).toBe(200);
    for (const gidValue of [2147483648, -1, 'x']) {
      expect((await list(member.token, { gid: gidValue })).httpStatus).toBe(400);
    }
  });

  it('filters by username, status and problem', async () => {
    expect(ids(await list(member.token, { gid, username: other.username }))).toEqual([sharedSubmission]);
    expect(ids(await list(member.token, { gid, status: JudgeStatus.WRONG_ANSWER }))).toEqual([
      memberSubmission,
    ]);
    expect(ids(await list(member.token, { gid, problemID: groupProblem.problemId }))).toHaveLength(2);
    expect(ids(await list(member.token, { gid, onlyMine: true }))).toEqual([memberSubmission]);
  });
});

describe('GET /api/get-submission-detail of a group submission', () => {
  it('is for members; code as the public rules, plus the group roots', async () => {
    expect((await detail(null, memberSubmission)).httpStatus).toBe(401);
    expect((await detail(outsider.token, memberSubmission)).httpStatus).toBe(403);
    const cases = await t.request('GET', '/api/get-all-case-result', {
      token: outsider.token,
      query: { submitId: memberSubmission },
    });
    expect(cases.httpStatus).toBe(403);

    const code = async (user: User, id: number) => (await detail(user.token, id)).body.data.submission.code;
    expect(await code(member, memberSubmission)).toBe('member code');
    expect(await code(other, memberSubmission)).toBeNull();
    expect(await code(groupAdmin, memberSubmission)).toBeNull();
    expect(await code(groupRoot, memberSubmission)).toBe('member code');
    expect(await code(owner, memberSubmission)).toBe('member code');
    expect(await code(superAdmin, memberSubmission)).toBe('member code');
    expect(await code(member, sharedSubmission)).toBe('shared code');

    await writeConfig(t.platform.db, 'switch', { hideNonContestSubmissionCode: true });
    expect(await code(groupRoot, memberSubmission)).toBeNull();
    expect(await code(superAdmin, memberSubmission)).toBe('member code');
    await writeConfig(t.platform.db, 'switch', { hideNonContestSubmissionCode: false });
  });

  it('and the status poll: a member who leaves loses access at once', async () => {
    const leaver = await t.createUser();
    await addGroupMember(t, gid, leaver.uid, 3);
    expect((await detail(leaver.token, memberSubmission)).httpStatus).toBe(200);
    const poll = (token: string | null) =>
      t.request('POST', '/api/check-submissions-status', {
        token,
        body: { submitIds: [memberSubmission, publicSubmission] },
      });
    expect(Object.keys((await poll(leaver.token)).body.data).sort()).toEqual(
      [String(memberSubmission), String(publicSubmission)].sort(),
    );
    await t.platform.db.delete(groupMember).where(eq(groupMember.uid, leaver.uid));
    expect((await detail(leaver.token, memberSubmission)).httpStatus).toBe(403);
    expect((await list(leaver.token, { gid })).httpStatus).toBe(403);
    expect(Object.keys((await poll(leaver.token)).body.data)).toEqual([String(publicSubmission)]);
    expect(Object.keys((await poll(null)).body.data)).toEqual([String(publicSubmission)]);
  });
});
