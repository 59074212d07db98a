import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startJudgeHarness } from '../support/judge-harness';
import { editorPayload } from '../support/problem-fixtures';

/**
 * The problem bank against real judge runners: the demo problems' data judges correct code as
 * accepted, and the checker compile of the problem editor goes through a runner.
 */
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

const ARRAY_SUM = `#include <cstdio>
int main() { int n; long long s = 0, x; std::scanf("%d", &n); while (n--) { std::scanf("%lld", &x); s += x; } std::printf("%lld\\n", s); }
`;

const FIBONACCI = `#include <cstdio>
typedef unsigned long long u64; const u64 M = 1000000007ULL;
void fib(u64 n, u64 &f, u64 &g) { if (!n) { f = 0; g = 1; return; } u64 a, b; fib(n >> 1, a, b);
  u64 c = a * ((2 * b + M - a) % M) % M, d = (a * a + b * b) % M; if (n & 1) { f = d; g = (c + d) % M; } else { f = c; g = d; } }
int main() { u64 n, f, g; std::scanf("%llu", &n); fib(n, f, g); std::printf("%llu\\n", f); }
`;

const SLOW_FIBONACCI = `#include <cstdio>
int main() { long long n; std::scanf("%lld", &n); long long a = 0, b = 1; for (long long i = 0; i < n; i++) { long long c = (a + b) % 1000000007; a = b; b = c; } std::printf("%lld\\n", a); }
`;

describe('demo problems under real judging', () => {
  it('accepts correct solutions and scores the OI subtasks', async () => {
    const user = await h.createUser();
    const submit = async (problemId: string, code: string) =>
      h.submit(user.token, { pid: problemId, language: 'C++', code });
    const ids = [
      await submit('1000', A_PLUS_B),
      await submit('1001', ARRAY_SUM),
      await submit('1002', FIBONACCI),
    ];
    const slow = await submit('1002', SLOW_FIBONACCI);
    const verdicts = await h.waitForVerdicts([...ids, slow], 120_000);
    expect(ids.map((id) => verdicts.get(id)!.status)).toEqual([0, 0, 0]);
    expect(verdicts.get(ids[2]!)!.score).toBe(100);
    expect(verdicts.get(slow)).toMatchObject({ status: 8, score: 60 });

    const results = await h.request('GET', '/api/get-all-case-result', {
      token: user.token,
      query: { submitId: slow },
    });
    expect(results.body.data.judgeCaseMode).toBe('subtask_lowest');
    expect(
      results.body.data.subTaskJudgeCaseVoList.map((s: { groupNum: number; score: number }) => [
        s.groupNum,
        s.score,
      ]),
    ).toEqual([
      [1, 30],
      [2, 30],
      [3, 0],
    ]);
    const detail = await h.request('GET', '/api/get-submission-detail', {
      token: user.token,
      query: { submitId: ids[0]! },
    });
    expect(detail.body.data.submission).toMatchObject({ status: 0, code: A_PLUS_B, displayPid: '1000' });
    const status = await h.request('POST', '/api/get-user-problem-status', {
      token: user.token,
      body: { pidList: [await h.demoProblem('1000')] },
    });
    expect(status.body.data[await h.demoProblem('1000')].status).toBe(0);
  }, 180_000);
});

describe('checker compile in the problem editor', () => {
  it('compiles on a runner, reports errors, and lets the compiled checker be saved', async () => {
    const root = await h.rootToken();
    const checker = '#include <cstdio>\nint main(int argc, char **argv) { return 0; }\n';
    const compiled = await h.request('POST', '/api/admin/problem/compile-spj', {
      token: root,
      body: { code: checker, language: 'C++', extraFiles: null },
    });
    expect(compiled.httpStatus).toBe(200);
    expect(compiled.body.msg).toBe('Compiled Successfully');

    const broken = await h.request('POST', '/api/admin/problem/compile-interactive', {
      token: root,
      body: { code: 'int main( {', language: 'C++' },
    });
    expect(broken.httpStatus).toBe(400);
    expect(broken.body.msg).toMatch(/error/i);

    const saved = await h.request('POST', '/api/admin/problem', {
      token: root,
      body: editorPayload({ problem: { judgeMode: 'spj', spjLanguage: 'C++', spjCode: checker } }),
    });
    expect(saved.httpStatus).toBe(200);
  }, 120_000);
});
