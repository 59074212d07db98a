import { JudgeStatus } from '@contract/judge-status';
import { LANGUAGE_CATALOG } from '@contract/languages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeCase, language, problemCount, userProblemProgress } from '../../worker/src/db/schema';
import { compileChecker } from '../../worker/src/domains/judge/checker-compile';
import { aPlusBCases, createJudgeProblem } from '../support/judge-fixtures';
import { type Harness, startJudgeHarness } from '../support/judge-harness';
import * as P from '../support/judge-programs';

const isRoot = process.getuid?.() === 0;

let h: Harness;
let user: { uid: string; token: string };
let countPid: number;
let countProblemId: string;
let aPlusBPid: number;

beforeAll(async () => {
  h = await startJudgeHarness({ runners: 2 });
  user = await h.createUser();
  aPlusBPid = await h.demoProblem('1000');
  ({ id: countPid, problemId: countProblemId } = await createJudgeProblem(h.server.platform, {
    timeLimit: 1000,
    memoryLimit: 64,
    cases: [
      { input: '', output: '1 2 3\n' },
      { input: 'x\n', output: '1 2 3\n' },
    ],
  }));
}, 120_000);
afterAll(async () => {
  await h?.stop();
});

async function judge(pid: string, language: string, code: string, timeoutMs = 60_000) {
  const submitId = await h.submit(user.token, { pid, language, code });
  return (await h.waitForVerdicts([submitId], timeoutMs)).get(submitId)!;
}

describe.skipIf(!isRoot)('judging real programs', () => {
  it('accepts A+B in every language the runners offer', async () => {
    // Wait for both runners to report their languages.
    for (let i = 0; i < 100; i++) {
      const rows = await h.server.platform.db.select().from(language).where(eq(language.name, 'Rust'));
      if (rows[0]?.available) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const offered = (await h.server.platform.db.select().from(language))
      .filter((l) => l.available)
      .map((l) => l.name);
    expect(offered).toEqual(
      expect.arrayContaining(['C', 'C++', 'C++ 17', 'C++ 20', 'C++ 20 With O2', 'Java', 'Python3']),
    );
    // A problem without a language list offers every language the runners can run. The time
    // limit is generous: this is about toolchains, and a busy machine slows JVM start-up.
    const open = await createJudgeProblem(h.server.platform, { timeLimit: 5000, cases: aPlusBCases(10) });
    const ids = new Map<number, string>();
    for (const info of LANGUAGE_CATALOG.filter((l) => offered.includes(l.name))) {
      ids.set(
        await h.submit(user.token, { pid: open.problemId, language: info.name, code: info.template }),
        info.name,
      );
    }
    const verdicts = await h.waitForVerdicts([...ids.keys()], 150_000);
    const outcome = Object.fromEntries(
      [...verdicts].map(([id, row]) => [
        ids.get(id),
        row.status === 0 ? 0 : `${row.status}: ${row.errorMessage}`,
      ]),
    );
    expect(outcome).toEqual(
      Object.fromEntries([...ids.values()].map((name) => [name, JudgeStatus.ACCEPTED])),
    );
    const [id] = [...ids.keys()];
    const cases = await h.server.platform.db.select().from(judgeCase).where(eq(judgeCase.submitId, id!));
    expect(cases).toHaveLength(10);
    const [progress] = await h.server.platform.db
      .select()
      .from(userProblemProgress)
      .where(and(eq(userProblemProgress.uid, user.uid), eq(userProblemProgress.pid, open.id)));
    expect(progress?.status).toBe(JudgeStatus.ACCEPTED);
  }, 180_000);

  it('gives every verdict of the default judge', async () => {
    const submissions = {
      ac: await h.submit(user.token, { pid: countProblemId, language: 'C', code: P.C_COUNT('1 2 3\n') }),
      pe: await h.submit(user.token, { pid: countProblemId, language: 'C', code: P.C_COUNT('1  2 3\n') }),
      wa: await h.submit(user.token, { pid: countProblemId, language: 'C', code: P.C_COUNT('1 2 4\n') }),
      ce: await h.submit(user.token, { pid: countProblemId, language: 'C', code: P.C_SYNTAX_ERROR }),
      tle: await h.submit(user.token, { pid: countProblemId, language: 'C', code: P.C_INFINITE_LOOP }),
      mle: await h.submit(user.token, { pid: countProblemId, language: 'C', code: P.C_MEMORY_HOG }),
      segv: await h.submit(user.token, { pid: countProblemId, language: 'C', code: P.C_NULL_DEREFERENCE }),
      exit: await h.submit(user.token, { pid: countProblemId, language: 'C', code: P.C_EXIT_CODE }),
      ole: await h.submit(user.token, { pid: countProblemId, language: 'C', code: P.C_ENDLESS_OUTPUT }),
      nul: await h.submit(user.token, {
        pid: countProblemId,
        language: 'C',
        code: '#include <stdio.h>\nint main(void) { fwrite("1 2\\0 3\\n", 1, 7, stdout); return 0; }\n',
      }),
    };
    const v = await h.waitForVerdicts(Object.values(submissions), 120_000);
    const row = (key: keyof typeof submissions) => v.get(submissions[key])!;
    expect(row('ac').status).toBe(JudgeStatus.ACCEPTED);
    expect(row('pe').status).toBe(JudgeStatus.PRESENTATION_ERROR);
    expect(row('wa').status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(row('ce')).toMatchObject({ status: JudgeStatus.COMPILE_ERROR });
    expect(row('ce').errorMessage).toMatch(/expected ';'/);
    expect(row('tle').status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
    expect(row('mle').status).toBe(JudgeStatus.MEMORY_LIMIT_EXCEEDED);
    expect(row('segv')).toMatchObject({ status: JudgeStatus.RUNTIME_ERROR });
    expect(row('segv').errorMessage).toMatch(/SIGSEGV/);
    expect(row('exit').errorMessage).toBe('The program returned exit code 3');
    expect(row('ole')).toMatchObject({
      status: JudgeStatus.RUNTIME_ERROR,
      errorMessage: 'Output Limit Exceeded',
    });

    const waCases = await h.server.platform.db
      .select()
      .from(judgeCase)
      .where(eq(judgeCase.submitId, submissions.wa));
    expect(waCases.map((c) => c.userOutput)).toEqual(['1 2 4\n', '1 2 4\n']);
    const [counts] = await h.server.platform.db
      .select()
      .from(problemCount)
      .where(eq(problemCount.pid, countPid));
    expect(counts).toMatchObject({ total: 10, ac: 1, pe: 1, wa: 2, ce: 1, tle: 1, mle: 1, re: 3 });
  }, 150_000);

  it('compiles once for identical code: a resubmission gets the same verdict', async () => {
    const first = await judge(countProblemId, 'C', P.C_COUNT('1 2 3\n'));
    expect(first.status).toBe(JudgeStatus.ACCEPTED);
  });

  it('judges with a special judge that accepts any permutation', async () => {
    const spj = await createJudgeProblem(h.server.platform, {
      judgeMode: 'spj',
      spjLanguage: 'C++',
      spjCode: P.SPJ_PERMUTATION,
      cases: [
        { input: '3\n', output: '1 2 3\n' },
        { input: '1\n', output: '1\n' },
      ],
    });
    const ok = await h.submit(user.token, {
      pid: spj.problemId,
      language: 'Python3',
      code: 'n=int(input())\nprint(*range(n,0,-1))\n',
    });
    const bad = await h.submit(user.token, {
      pid: spj.problemId,
      language: 'Python3',
      code: 'n=int(input())\nprint(*[1]*n)\n',
    });
    const v = await h.waitForVerdicts([ok, bad], 90_000);
    expect(v.get(ok)!.status).toBe(JudgeStatus.ACCEPTED);
    expect(v.get(bad)!.status).toBe(JudgeStatus.WRONG_ANSWER);
    const cases = await h.server.platform.db.select().from(judgeCase).where(eq(judgeCase.submitId, bad));
    expect(cases[0]?.message).toBe('1 is not allowed here');
  }, 120_000);

  it('compiles special judges for the problem editor on a runner', async () => {
    const [good, bad] = await Promise.all([
      compileChecker(h.server.platform, { code: P.SPJ_PERMUTATION, language: 'C++' }),
      compileChecker(h.server.platform, { code: 'int main( {', language: 'C++' }),
    ]);
    expect(good).toEqual({ ok: true });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/error/);
  }, 60_000);

  it('judges an interactive problem through the interactor', async () => {
    const interactive = await createJudgeProblem(h.server.platform, {
      judgeMode: 'interactive',
      spjLanguage: 'C++',
      spjCode: P.INTERACTOR_GUESS,
      cases: [
        { input: '777\n', output: '777\n' },
        { input: '1\n', output: '1\n' },
        { input: '1000\n', output: '1000\n' },
      ],
    });
    const ok = await h.submit(user.token, {
      pid: interactive.problemId,
      language: 'C',
      code: P.C_GUESS_BINARY_SEARCH,
    });
    const bad = await h.submit(user.token, {
      pid: interactive.problemId,
      language: 'C',
      code: P.C_GUESS_ALWAYS_ONE,
    });
    const v = await h.waitForVerdicts([ok, bad], 90_000);
    expect(v.get(ok)!.status).toBe(JudgeStatus.ACCEPTED);
    expect(v.get(bad)!.status).toBe(JudgeStatus.WRONG_ANSWER);
  }, 120_000);

  it('scores subtasks by their lowest and by their average case', async () => {
    const cases = [
      { input: '1 2\n', output: '3\n', score: 30, groupNum: 1 },
      { input: '3 4\n', output: '7\n', score: 30, groupNum: 1 },
      { input: '5 6\n', output: '11\n', score: 70, groupNum: 2 },
      { input: '5000 6\n', output: '5006\n', score: 70, groupNum: 2 },
    ];
    const lowest = await createJudgeProblem(h.server.platform, {
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      cases,
    });
    const average = await createJudgeProblem(h.server.platform, {
      type: 1,
      judgeCaseMode: 'subtask_average',
      cases,
    });
    const a = await h.submit(user.token, { pid: lowest.problemId, language: 'C', code: P.C_AB_SMALL_ONLY });
    const b = await h.submit(user.token, { pid: average.problemId, language: 'C', code: P.C_AB_SMALL_ONLY });
    const v = await h.waitForVerdicts([a, b]);
    expect(v.get(a)).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 30 });
    expect(v.get(b)).toMatchObject({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 30 + 35 });
  });

  it('judges file IO problems by their named files', async () => {
    const fileIo = await createJudgeProblem(h.server.platform, {
      isFileIo: true,
      ioReadFileName: 'data.in',
      ioWriteFileName: 'data.out',
      cases: aPlusBCases(2),
    });
    const ok = await h.submit(user.token, { pid: fileIo.problemId, language: 'C', code: P.C_FILE_IO_AB });
    const stdio = await h.submit(user.token, { pid: fileIo.problemId, language: 'C', code: P.C_AB });
    const v = await h.waitForVerdicts([ok, stdio]);
    expect(v.get(ok)!.status).toBe(JudgeStatus.ACCEPTED);
    expect(v.get(stdio)!.status).not.toBe(JudgeStatus.ACCEPTED);
  });

  it('runs self-tests', async () => {
    const run = async (body: Record<string, unknown>) => {
      const res = await h.request('POST', '/api/submit-problem-test-judge', {
        token: user.token,
        body: { pid: aPlusBPid, type: 'public', ...body },
      });
      expect(res.body.status).toBe(200);
      for (let i = 0; i < 600; i++) {
        const r = await h.request('GET', '/api/get-test-judge-result', {
          token: user.token,
          query: { testJudgeKey: res.body.data },
        });
        if (![5, 6, 7].includes(r.body.data.status)) return r.body.data;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('self-test did not finish');
    };
    // A user may have three self-tests waiting at once.
    const [ok, wrong, plain] = await Promise.all([
      run({ language: 'C', code: P.C_AB, userInput: '20 22', expectedOutput: '42' }),
      run({ language: 'C', code: P.C_AB, userInput: '20 22', expectedOutput: '43' }),
      run({ language: 'C', code: P.C_AB, userInput: '1 1' }),
    ]);
    const broken = await run({ language: 'C', code: P.C_SYNTAX_ERROR, userInput: '1 1' });
    expect(ok).toMatchObject({ status: JudgeStatus.ACCEPTED, userOutput: '42\n' });
    expect(wrong).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, userOutput: '42\n' });
    expect(plain).toMatchObject({ status: JudgeStatus.ACCEPTED, userOutput: '2\n', expectedOutput: null });
    expect(broken.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(broken.stderr).toMatch(/expected ';'/);
  }, 90_000);

  it('rejudges a submission with a new attempt', async () => {
    const submitId = await h.submit(user.token, { pid: '1000', language: 'C', code: P.C_AB });
    await h.waitForVerdicts([submitId]);
    const root = await h.rootToken();
    const res = await h.request('GET', '/api/admin/judge/rejudge', { token: root, query: { submitId } });
    expect(res.body.data.status).toBe(JudgeStatus.PENDING);
    const v = await h.waitForVerdicts([submitId]);
    expect(v.get(submitId)).toMatchObject({ status: JudgeStatus.ACCEPTED, judgeAttempt: 2 });
  });
});
