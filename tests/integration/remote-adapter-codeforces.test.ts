// The Codeforces adapters (problemset and Gym) against the Codeforces stand-in, through RemoteHttp.
import { afterEach, describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../contract/judge-status';
import { RemoteJudgeError } from '../../remote-judge/adapter';
import { codeforcesAdapter } from '../../remote-judge/adapters/codeforces';
import { gymAdapter } from '../../remote-judge/adapters/gym';
import { RemoteHttp } from '../../remote-judge/http';
import { CODEFORCES_COMPILE_MESSAGE, startCodeforcesStandIn } from '../support/remote-judges/codeforces';
import {
  aPlusBProblem,
  DEFAULT_ACCOUNT,
  type StandIn,
  type StandInOptions,
} from '../support/remote-judges/stand-in';

const started: StandIn[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((s) => s.close()));
});

async function standIn(judge: 'CF' | 'GYM' = 'CF', options: StandInOptions = {}) {
  const server = await startCodeforcesStandIn(judge, options);
  started.push(server);
  return { server, http: new RemoteHttp({ baseUrl: server.url, timeoutMs: 2000 }) };
}

async function failure(promise: Promise<unknown>): Promise<RemoteJudgeError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteJudgeError);
  return error as RemoteJudgeError;
}

const CPP = '54';
const SOURCE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d",a+b);}\n';

describe('Codeforces problem import', () => {
  it('reads every field of a problemset problem, examples exact', async () => {
    const { http } = await standIn('CF', {
      problems: [
        {
          ...aPlusBProblem('1A'),
          description: '<p>Sum $$$a+b$$$ <img src="/predownloaded/pic.png"/></p><script>alert(1)</script>',
          examples: [
            { input: '1 2\n3 4\n', output: '3\n7\n' },
            { input: '5 &lt; 6\n', output: 'x < y\n' },
          ],
        },
      ],
    });
    const problem = await codeforcesAdapter.fetchProblem(http, '1A');
    expect(problem).toEqual({
      remoteId: '1A',
      title: 'A+B Problem',
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      description: `<p>Sum $a+b$ <img src="${http.baseUrl}/predownloaded/pic.png"></p>`,
      input: '<p>Two integers <i>a</i> and <i>b</i> (0 ≤ <i>a</i>, <i>b</i> ≤ 10<sup>3</sup>).</p>',
      output: '<p>Output <i>a</i> + <i>b</i>.</p>',
      examples: [
        { input: '1 2\n3 4\n', output: '3\n7\n' },
        { input: '5 &lt; 6\n', output: 'x < y\n' },
      ],
      hint: '<p>Use 64-bit integers if in doubt.</p>',
      source: `${http.baseUrl}/problemset/problem/1/A`,
      tags: ['math', 'implementation'],
      languageIds: null,
    });
  });

  it('reads a Gym problem from its Gym page, with a two-character index and fractional limits', async () => {
    const { http } = await standIn('GYM', {
      problems: [{ ...aPlusBProblem('100001D1'), timeLimitMs: 2500, memoryLimitMb: 512, hint: '' }],
    });
    const problem = await gymAdapter.fetchProblem(http, '100001D1');
    expect(problem).toMatchObject({
      remoteId: '100001D1',
      timeLimitMs: 2500,
      memoryLimitMb: 512,
      hint: '',
      source: `${http.baseUrl}/gym/100001/problem/D1`,
    });
  });

  it('an unknown problem, a Gym id asked of the problemset and a bad id are not-found', async () => {
    const { http } = await standIn('CF');
    expect((await failure(codeforcesAdapter.fetchProblem(http, '2B'))).kind).toBe('not-found');
    expect((await failure(gymAdapter.fetchProblem(http, '100001A'))).kind).toBe('not-found');
    expect((await failure(codeforcesAdapter.fetchProblem(http, '1a\u0000'))).kind).toBe('not-found');
    expect((await failure(codeforcesAdapter.fetchProblem(http, 'x'.repeat(10_000)))).kind).toBe('not-found');
  });

  it('a page without a statement is malformed', async () => {
    const { http } = await standIn('CF', { behaviour: 'malformed' });
    expect((await failure(codeforcesAdapter.fetchProblem(http, '1A'))).kind).toBe('malformed');
  });

  it('a judge that is down is unavailable; one slower than the timeout too', async () => {
    const { http } = await standIn('CF', { behaviour: 'down' });
    expect((await failure(codeforcesAdapter.fetchProblem(http, '1A'))).kind).toBe('unavailable');
    const slow = await startCodeforcesStandIn('CF', { behaviour: 'slow', slowMs: 2000 });
    started.push(slow);
    const impatient = new RemoteHttp({ baseUrl: slow.url, timeoutMs: 100 });
    expect((await failure(codeforcesAdapter.fetchProblem(impatient, '1A'))).kind).toBe('unavailable');
  });

  it('a rate-limit answer is rate-limited with its Retry-After', async () => {
    const { http } = await standIn('CF', { behaviour: 'rate-limited' });
    const error = await failure(codeforcesAdapter.fetchProblem(http, '1A'));
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(1000);
  });
});

describe('Codeforces login', () => {
  it('logs in through /enter with the form tokens', async () => {
    const { server, http } = await standIn();
    await codeforcesAdapter.login(http, DEFAULT_ACCOUNT);
    expect(server.logins).toEqual([{ username: 'judgebot', ok: true }]);
  });

  it('a wrong password is a login error with the judge reason', async () => {
    const { server, http } = await standIn();
    const error = await failure(codeforcesAdapter.login(http, { username: 'judgebot', password: 'nope' }));
    expect(error.kind).toBe('login');
    expect(error.message).toContain('Invalid handle/email or password');
    expect(server.logins).toEqual([{ username: 'judgebot', ok: false }]);
  });

  it('a login page without its token is malformed', async () => {
    const { http } = await standIn('CF', { behaviour: 'malformed' });
    expect((await failure(codeforcesAdapter.login(http, DEFAULT_ACCOUNT))).kind).toBe('malformed');
  });
});

async function loggedIn(judge: 'CF' | 'GYM' = 'CF', options: StandInOptions = {}) {
  const env = await standIn(judge, options);
  await (judge === 'CF' ? codeforcesAdapter : gymAdapter).login(env.http, DEFAULT_ACCOUNT);
  return env;
}

describe('Codeforces submit and poll', () => {
  const poll = (http: RemoteHttp, runId: string, remoteId = '1A') =>
    codeforcesAdapter.poll(http, { account: DEFAULT_ACCOUNT, remoteId, runId });
  const submit = (http: RemoteHttp, code: string, remoteId = '1A', languageId = CPP) =>
    codeforcesAdapter.submit(http, { account: DEFAULT_ACCOUNT, remoteId, languageId, code });

  it('submits to the problemset and finds the run through user.status', async () => {
    const { server, http } = await loggedIn();
    const { runId } = await submit(http, SOURCE);
    expect(server.submissions).toHaveLength(1);
    // A multipart form sends line breaks as CRLF, as a browser's submit does.
    expect(server.submissions[0]).toMatchObject({
      runId,
      username: 'judgebot',
      remoteId: '1A',
      languageId: CPP,
      code: SOURCE.replaceAll('\n', '\r\n'),
    });
  });

  it('shows the run pending, then its verdict with time and memory', async () => {
    const { http } = await loggedIn('CF', { pendingPolls: 2 });
    const { runId } = await submit(http, SOURCE);
    expect((await poll(http, runId)).status).toBeNull();
    expect((await poll(http, runId)).status).toBeNull();
    expect(await poll(http, runId)).toEqual({
      status: JudgeStatus.ACCEPTED,
      timeMs: 46,
      memoryKb: 3900,
      compileMessage: null,
      raw: 'OK',
    });
  });

  const verdicts: [string, number][] = [
    ['ACCEPTED', JudgeStatus.ACCEPTED],
    ['WRONG_ANSWER', JudgeStatus.WRONG_ANSWER],
    ['TIME_LIMIT_EXCEEDED', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['MEMORY_LIMIT_EXCEEDED', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['RUNTIME_ERROR', JudgeStatus.RUNTIME_ERROR],
    ['PRESENTATION_ERROR', JudgeStatus.PRESENTATION_ERROR],
    ['COMPILE_ERROR', JudgeStatus.COMPILE_ERROR],
    ['PARTIAL_ACCEPTED', JudgeStatus.PARTIAL_ACCEPTED],
    ['SYSTEM_ERROR', JudgeStatus.SYSTEM_ERROR],
    ['CANCELLED', JudgeStatus.CANCELLED],
    ['SUBMITTED_FAILED', JudgeStatus.SUBMITTED_FAILED],
    ['IDLENESS_LIMIT_EXCEEDED', JudgeStatus.RUNTIME_ERROR],
    ['SECURITY_VIOLATED', JudgeStatus.RUNTIME_ERROR],
    ['INPUT_PREPARATION_CRASHED', JudgeStatus.SYSTEM_ERROR],
    ['CHALLENGED', JudgeStatus.WRONG_ANSWER],
    ['FAILED', JudgeStatus.SYSTEM_ERROR],
  ];

  it('maps every verdict Codeforces gives, end to end', async () => {
    const { http } = await loggedIn('CF', { pendingPolls: 0 });
    for (const [expected, status] of verdicts) {
      const { runId } = await submit(http, `${SOURCE}// expect: ${expected}\n`);
      const verdict = await poll(http, runId);
      expect([expected, verdict.status]).toEqual([expected, status]);
    }
  });

  it('a compile error carries the judgement protocol message', async () => {
    const { http } = await loggedIn('CF', { pendingPolls: 0 });
    const { runId } = await submit(http, 'int main() { cout << 1; } // expect: COMPILE_ERROR');
    const verdict = await poll(http, runId);
    expect(verdict).toMatchObject({
      status: JudgeStatus.COMPILE_ERROR,
      compileMessage: CODEFORCES_COMPILE_MESSAGE,
      raw: 'COMPILATION_ERROR',
    });
  });

  it('a judge that never judges stays null', async () => {
    const { http } = await loggedIn('CF', { behaviour: 'never-judges', pendingPolls: 0 });
    const { runId } = await submit(http, SOURCE);
    for (let i = 0; i < 3; i++) expect((await poll(http, runId)).status).toBeNull();
  });

  it('the same code twice is rejected with the judge reason', async () => {
    const { server, http } = await loggedIn();
    await submit(http, SOURCE);
    const error = await failure(submit(http, SOURCE));
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain('You have submitted exactly the same code before');
    expect(server.submissions).toHaveLength(1);
  });

  it('a bad language and an oversized source are rejected', async () => {
    const { server, http } = await loggedIn();
    expect((await failure(submit(http, SOURCE, '1A', '99999'))).kind).toBe('rejected');
    expect((await failure(submit(http, 'x'.repeat(70_000)))).kind).toBe('rejected');
    expect(server.submissions).toHaveLength(0);
  });

  it('submitting before login is a login error and submits nothing', async () => {
    const { server, http } = await standIn();
    expect((await failure(submit(http, SOURCE))).kind).toBe('login');
    expect(server.submissions).toHaveLength(0);
  });

  it('an unknown run is not-found', async () => {
    const { http } = await loggedIn();
    expect((await failure(poll(http, '123'))).kind).toBe('not-found');
  });

  it('submits to the Gym with its index and polls the run', async () => {
    const { server, http } = await loggedIn('GYM', { pendingPolls: 0 });
    const { runId } = await gymAdapter.submit(http, {
      account: DEFAULT_ACCOUNT,
      remoteId: '100001A',
      languageId: '31',
      code: 'print(sum(map(int, input().split())))  # expect: WRONG_ANSWER',
    });
    expect(server.submissions[0]).toMatchObject({ runId, remoteId: '100001A', languageId: '31' });
    const verdict = await gymAdapter.poll(http, { account: DEFAULT_ACCOUNT, remoteId: '100001A', runId });
    expect(verdict.status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('polling a judge that went down or rate-limits gives those kinds', async () => {
    const { server, http } = await loggedIn();
    const { runId } = await submit(http, SOURCE);
    server.setBehaviour('down');
    expect((await failure(poll(http, runId))).kind).toBe('unavailable');
    server.setBehaviour('rate-limited');
    expect((await failure(poll(http, runId))).kind).toBe('rate-limited');
  });
});

describe('Codeforces upcoming contests', () => {
  it('lists only contests before their start, soonest first', async () => {
    const { http } = await standIn();
    const now = new Date();
    const contests = await codeforcesAdapter.upcomingContests?.(http, now);
    expect(contests?.map((c) => c.title)).toEqual([
      'Educational Codeforces Round 160',
      'Codeforces Round 903 (Div. 2)',
    ]);
    const first = contests?.[0];
    expect(first?.oj).toBe('Codeforces');
    expect(first?.url).toBe(`${http.baseUrl}/contest/2002`);
    expect(Date.parse(first?.endTime ?? '') - Date.parse(first?.beginTime ?? '')).toBe(7200 * 1000);
    expect(Date.parse(first?.beginTime ?? '')).toBeGreaterThan(now.getTime());
  });
});
