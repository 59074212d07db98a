import { JudgeStatus } from '@contract/judge-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startJudgeHarness } from '../support/judge-harness';
import { addTrainingProblem, insertPrivateTraining } from '../support/training-fixtures';

/** Submitting inside a private training against a real runner moves its statuses, progress and rank. */
let h: Harness;
beforeAll(async () => {
  h = await startJudgeHarness({ runners: 1 });
}, 180_000);
afterAll(async () => {
  await h?.stop();
});

const A_PLUS_B = `#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }
`;
const WRONG = `#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b + 1 << std::endl; }
`;

describe('judging inside a training', () => {
  it('a registered user’s verdicts reach the problem statuses, the progress and the rank', async () => {
    const owner = await h.createUser();
    const user = await h.createUser();
    const stranger = await h.createUser();
    const aPlusB = await h.demoProblem('1000');
    const arraySum = await h.demoProblem('1001');
    const row = await insertPrivateTraining(h.server, owner, 'pw', { title: 'Judged training' });
    await addTrainingProblem(h.server, row.id, aPlusB, { displayId: 'T1' });
    await addTrainingProblem(h.server, row.id, arraySum);
    const tid = row.id;
    const submit = (token: string, code: string) =>
      h.request('POST', '/api/submit-problem-judge', {
        token,
        body: { pid: 'T1', tid, language: 'C++', code },
      });

    const refused = await submit(stranger.token, A_PLUS_B);
    expect(refused.httpStatus).toBe(403);
    for (const path of ['get-training-problem-list', 'get-training-rank']) {
      expect(
        (await h.request('GET', `/api/${path}`, { token: stranger.token, query: { tid } })).httpStatus,
      ).toBe(403);
    }

    const registered = await h.request('POST', '/api/register-training', {
      token: user.token,
      body: { tid, password: 'pw' },
    });
    expect(registered.httpStatus).toBe(200);
    const wrong = await submit(user.token, WRONG);
    expect(wrong.body.data).toMatchObject({ pid: aPlusB, tid });
    await h.waitForVerdicts([wrong.body.data.submitId], 120_000);
    const right = await submit(user.token, A_PLUS_B);
    const verdicts = await h.waitForVerdicts([right.body.data.submitId], 120_000);
    const accepted = verdicts.get(right.body.data.submitId)!;
    expect(accepted.status).toBe(JudgeStatus.ACCEPTED);

    const problems = await h.request('GET', '/api/get-training-problem-list', {
      token: user.token,
      query: { tid },
    });
    expect(problems.body.data.map((p: { problemId: string }) => p.problemId)).toEqual(['T1', '1001']);
    expect(problems.body.data[0]).toMatchObject({ pid: aPlusB, ac: 1, total: 2 });
    const statuses = await h.request('POST', '/api/get-user-problem-status', {
      token: user.token,
      body: { pidList: [aPlusB, arraySum], isContestProblemList: false },
    });
    expect(statuses.body.data).toEqual({
      [aPlusB]: { status: JudgeStatus.ACCEPTED },
      [arraySum]: { status: JudgeStatus.NOT_SUBMITTED },
    });

    const detail = await h.request('GET', '/api/get-training-detail', { token: user.token, query: { tid } });
    expect(detail.body.data).toMatchObject({ problemCount: 2, acCount: 1 });

    const rank = await h.request('GET', '/api/get-training-rank', { token: user.token, query: { tid } });
    expect(rank.body.data.total).toBe(1);
    expect(rank.body.data.records[0]).toMatchObject({
      uid: user.uid,
      ac: 1,
      totalRunTime: accepted.time ?? 0,
      submissionInfo: { T1: { status: JudgeStatus.ACCEPTED, isAC: true, runTime: accepted.time ?? 0 } },
    });
  }, 240_000);
});
