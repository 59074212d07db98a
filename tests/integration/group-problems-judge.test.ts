import { JudgeStatus } from '@contract/judge-status';
import { describe, expect, it } from 'vitest';
import {
  A_PLUS_B,
  addGroupMember,
  insertGroupWithOwner,
  judgeHarnessForFile,
} from '../support/group-fixtures';
import { editorPayload } from '../support/problem-fixtures';

/** A group problem made in the group's editor is judged for the group's members, by a real runner. */
const harness = judgeHarnessForFile();

describe('judging a group problem', () => {
  it('accepts a member’s submission; outsiders and a closed group judge are refused', async () => {
    const h = harness();
    const root = await h.rootToken();
    const owner = await h.createUser();
    const admin = await h.createUser();
    const member = await h.createUser();
    const outsider = await h.createUser();
    const gid = (await insertGroupWithOwner(h.server, owner, { shortName: 'judge' })).id;
    await addGroupMember(h.server, gid, admin.uid, 4);
    await addGroupMember(h.server, gid, member.uid, 3);
    const created = await h.request('POST', '/api/group/problem', {
      token: admin.token,
      body: editorPayload({ problem: { problemId: 'ab', gid } }),
    });
    expect(created.httpStatus, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.problemId).toBe('JUDGEAB');
    const submit = (token: string) =>
      h.request('POST', '/api/submit-problem-judge', {
        token,
        body: { pid: 'JUDGEAB', gid, language: 'C++', code: A_PLUS_B },
      });

    expect((await submit(outsider.token)).httpStatus).toBe(403);
    const switched = await h.request('PUT', '/api/admin/switch/update', {
      token: root,
      body: { openGroupJudge: false },
    });
    expect(switched.httpStatus).toBe(200);
    const closed = await submit(member.token);
    expect(closed.httpStatus).toBe(403);
    expect(closed.body.msg).toBe('The judging of group problems is closed on this site');
    await h.request('PUT', '/api/admin/switch/update', { token: root, body: { openGroupJudge: true } });

    // A private group problem is for the group's admins only, to read and to submit.
    const hidden = await h.request('PUT', '/api/group/change-problem-auth', {
      token: admin.token,
      body: { pid: created.body.data.pid, auth: 2 },
    });
    expect(hidden.httpStatus, JSON.stringify(hidden.body)).toBe(200);
    const refused = await submit(member.token);
    expect(refused.httpStatus).toBe(403);
    expect(refused.body.msg).toBe('Sorry, this problem is not public, so it cannot be submitted');
    await h.request('PUT', '/api/group/change-problem-auth', {
      token: admin.token,
      body: { pid: created.body.data.pid, auth: 1 },
    });

    const accepted = await submit(member.token);
    expect(accepted.httpStatus, JSON.stringify(accepted.body)).toBe(200);
    const verdicts = await h.waitForVerdicts([accepted.body.data.submitId], 120_000);
    expect(verdicts.get(accepted.body.data.submitId)!.status).toBe(JudgeStatus.ACCEPTED);

    const list = await h.request('GET', '/api/group/get-problem-list', {
      token: member.token,
      query: { gid },
    });
    expect(list.body.data.records[0]).toMatchObject({ problemId: 'JUDGEAB', ac: 1, total: 1 });

    // The site's own figures count public work only: the group submission is in neither.
    const home = async () =>
      (await h.request('GET', '/api/get-user-home-info', { token: member.token, query: { uid: member.uid } }))
        .body.data;
    expect(await home()).toMatchObject({ total: 0, solvedList: [] });
    // Once the site takes the problem into its bank, the member's accepted problem counts there.
    const agreed = await h.request('PUT', '/api/admin/group-problem/change-progress', {
      token: root,
      body: { pid: created.body.data.pid, progress: 2 },
    });
    expect(agreed.httpStatus, JSON.stringify(agreed.body)).toBe(200);
    const rank = await h.request('GET', '/api/get-rank-list', {
      token: member.token,
      query: { type: 0, searchUser: member.username },
    });
    expect(rank.body.data.records).toEqual([expect.objectContaining({ username: member.username, ac: 1 })]);
  }, 180_000);
});
