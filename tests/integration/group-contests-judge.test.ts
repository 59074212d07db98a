import { JudgeStatus } from '@contract/judge-status';
import { describe, expect, it } from 'vitest';
import {
  A_PLUS_B,
  addGroupMember,
  insertGroupWithOwner,
  judgeHarnessForFile,
} from '../support/group-fixtures';

/** A group contest made through the group calls, judged by a real runner, ranks its members. */
const harness = judgeHarnessForFile();

describe('judging inside a group contest', () => {
  it('a member’s accepted submission reaches the board; strangers cannot submit; the group root is not ranked', async () => {
    const h = harness();
    const owner = await h.createUser();
    const member = await h.createUser();
    const stranger = await h.createUser();
    const group = await insertGroupWithOwner(h.server, owner);
    await addGroupMember(h.server, group.id, member.uid, 3);

    const now = Date.now();
    const created = await h.request('POST', '/api/group/contest', {
      token: owner.token,
      body: {
        gid: group.id,
        title: 'Judged group round',
        description: 'A + B',
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + 2 * 3600_000).toISOString(),
        type: 0,
        auth: 0,
      },
    });
    expect(created.httpStatus, JSON.stringify(created.body)).toBe(200);
    const cid = created.body.data.cid;
    const added = await h.request('POST', '/api/group/add-contest-problem-from-public', {
      token: owner.token,
      body: { cid, pid: await h.demoProblem('1000'), displayId: 'A' },
    });
    expect(added.httpStatus, JSON.stringify(added.body)).toBe(200);

    const submit = (token: string) =>
      h.request('POST', '/api/submit-problem-judge', {
        token,
        body: { pid: 'A', cid, language: 'C++', code: A_PLUS_B },
      });
    expect((await submit(stranger.token)).httpStatus).toBe(403);
    const mine = await submit(member.token);
    expect(mine.httpStatus, JSON.stringify(mine.body)).toBe(200);
    const rootRun = await submit(owner.token);
    expect(rootRun.httpStatus).toBe(200);
    const verdicts = await h.waitForVerdicts([mine.body.data.submitId, rootRun.body.data.submitId], 120_000);
    expect(verdicts.get(mine.body.data.submitId)!.status).toBe(JudgeStatus.ACCEPTED);

    // Asked by the group root, who is not ranked: HOJ puts a ranked viewer's own row first as well.
    const rank = await h.request('POST', '/api/get-contest-rank', {
      token: owner.token,
      body: { cid, currentPage: 1, limit: 50 },
    });
    expect(rank.httpStatus, JSON.stringify(rank.body)).toBe(200);
    const rows = rank.body.data.records as { uid: string; ac: number }[];
    expect(rows.map((r) => [r.uid, r.ac])).toEqual([[member.uid, 1]]);
    const strangerRank = await h.request('POST', '/api/get-contest-rank', {
      token: stranger.token,
      body: { cid, currentPage: 1, limit: 50 },
    });
    expect(strangerRank.httpStatus).toBe(403);
  });
});
