import { JudgeStatus } from '@contract/judge-status';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupMember } from '../../worker/src/db/schema';
import {
  A_PLUS_B,
  addGroupMember,
  insertGroupWithOwner,
  judgeHarnessForFile,
} from '../support/group-fixtures';
import { addTrainingProblem, insertPrivateTraining } from '../support/training-fixtures';

/** A member registers for, opens and submits in a private group training against a real runner. */
const harness = judgeHarnessForFile();

describe('judging inside a group training', () => {
  it('members submit and rank; outsiders and a member who left are refused', async () => {
    const h = harness();
    const owner = await h.createUser();
    const member = await h.createUser();
    const outsider = await h.createUser();
    const db = h.server.platform.db;
    const gid = (await insertGroupWithOwner(h.server, owner)).id;
    await addGroupMember(h.server, gid, member.uid, 3);
    const aPlusB = await h.demoProblem('1000');
    const row = await insertPrivateTraining(h.server, owner, 'pw', { gid, isGroup: true });
    await addTrainingProblem(h.server, row.id, aPlusB, { displayId: 'G1' });
    const tid = row.id;
    const submit = (token: string) =>
      h.request('POST', '/api/submit-problem-judge', {
        token,
        body: { pid: 'G1', tid, gid, language: 'C++', code: A_PLUS_B },
      });

    expect((await submit(outsider.token)).httpStatus).toBe(403);
    expect(
      (
        await h.request('POST', '/api/register-training', {
          token: outsider.token,
          body: { tid, password: 'pw' },
        })
      ).httpStatus,
    ).toBe(403);
    expect((await submit(member.token)).httpStatus).toBe(403);

    const registered = await h.request('POST', '/api/register-training', {
      token: member.token,
      body: { tid, password: 'pw' },
    });
    expect(registered.httpStatus).toBe(200);
    const list = await h.request('GET', '/api/group/get-training-list', {
      token: member.token,
      query: { gid },
    });
    expect(list.body.data.records.map((r: { id: number }) => r.id)).toEqual([tid]);

    const right = await submit(member.token);
    expect(right.httpStatus, JSON.stringify(right.body)).toBe(200);
    const verdicts = await h.waitForVerdicts([right.body.data.submitId], 120_000);
    expect(verdicts.get(right.body.data.submitId)!.status).toBe(JudgeStatus.ACCEPTED);

    const detail = await h.request('GET', '/api/get-training-detail', {
      token: member.token,
      query: { tid },
    });
    expect(detail.body.data).toMatchObject({ problemCount: 1, acCount: 1, gid });
    const rank = await h.request('GET', '/api/get-training-rank', { token: member.token, query: { tid } });
    expect(rank.body.data.records[0]).toMatchObject({ uid: member.uid, ac: 1 });
    const after = await h.request('GET', '/api/group/get-training-list', {
      token: member.token,
      query: { gid },
    });
    expect(after.body.data.records[0]).toMatchObject({ problemCount: 1, acCount: 1 });

    await db.delete(groupMember).where(and(eq(groupMember.gid, gid), eq(groupMember.uid, member.uid)));
    expect((await submit(member.token)).httpStatus).toBe(403);
    expect(
      (await h.request('GET', '/api/get-training-problem-list', { token: member.token, query: { tid } }))
        .httpStatus,
    ).toBe(403);
  }, 240_000);
});
