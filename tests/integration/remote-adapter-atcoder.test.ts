// The AtCoder adapter against its stand-in, through RemoteHttp over loopback.
import { afterEach, describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../contract/judge-status';
import { RemoteJudgeError } from '../../remote-judge/adapter';
import { atcoderAdapter as adapter } from '../../remote-judge/adapters/atcoder';
import { RemoteHttp } from '../../remote-judge/http';
import {
  ATCODER_COMPILE_MESSAGE,
  ATCODER_UPCOMING,
  startAtCoderStandIn,
} from '../support/remote-judges/atcoder';
import {
  aPlusBProblem,
  DEFAULT_ACCOUNT,
  type StandIn,
  type StandInOptions,
} from '../support/remote-judges/stand-in';

let standIn: StandIn | null = null;
afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function start(options: StandInOptions = {}, timeoutMs = 5000) {
  standIn = await startAtCoderStandIn(options);
  return { standIn, http: new RemoteHttp({ baseUrl: standIn.url, timeoutMs }) };
}

async function failure(promise: Promise<unknown>): Promise<RemoteJudgeError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteJudgeError);
  return error as RemoteJudgeError;
}

const CPP = '5001';
const account = DEFAULT_ACCOUNT;

async function judged(http: RemoteHttp, code: string, maxPolls = 5) {
  const { runId } = await adapter.submit(http, { account, remoteId: 'abc100_a', languageId: CPP, code });
  for (let i = 0; i < maxPolls; i++) {
    const verdict = await adapter.poll(http, { account, remoteId: 'abc100_a', runId });
    if (verdict.status !== null) return verdict;
  }
  throw new Error('still judging');
}

describe('AtCoder adapter', () => {
  it('imports a task with every field, the English statement and exact samples', async () => {
    const { http, standIn } = await start();
    const problem = await adapter.fetchProblem(http, 'abc100_a');
    const expected = aPlusBProblem('abc100_a');
    expect(problem).toEqual({
      remoteId: 'abc100_a',
      title: 'A+B Problem',
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      description: `<p>Score : <var>100</var> points</p>${expected.description}`,
      input: `${expected.input}<h3>Constraints</h3><ul><li><var>0 \\leq a, b \\leq 10^3</var></li></ul>`,
      output: expected.output,
      examples: expected.examples,
      hint: `<h3>Sample Output 1</h3>${expected.hint}`,
      source: `${standIn.url}/contests/abc100/tasks/abc100_a`,
      tags: [],
      languageIds: null,
    });
  });

  it('reads the languages from the task page once signed in', async () => {
    const { http } = await start();
    await adapter.login(http, account);
    const problem = await adapter.fetchProblem(http, 'abc100_a');
    expect(problem.languageIds).toEqual(adapter.languages.map((l) => l.remoteId));
  });

  it('keeps fractional time limits and absolute image links', async () => {
    const { http, standIn } = await start({
      problems: [
        {
          ...aPlusBProblem('arc150_b'),
          timeLimitMs: 2500,
          description: '<p>See <img src="/img/other/arc150/b.png"><script>steal()</script></p>',
          examples: [{ input: '1 2\n', output: '3\n' }],
        },
      ],
    });
    const problem = await adapter.fetchProblem(http, 'arc150_b');
    expect(problem.timeLimitMs).toBe(2500);
    expect(problem.description).toContain(`<img src="${standIn.url}/img/other/arc150/b.png">`);
    expect(problem.description).not.toContain('script');
  });

  it('says not-found for an unknown task and for ids that are no AtCoder ids', async () => {
    const { http } = await start();
    expect((await failure(adapter.fetchProblem(http, 'abc999_z'))).kind).toBe('not-found');
    for (const bad of ['../login', 'abc100', 'ABC100_A', 'abc100_a\u0000', `a${'b'.repeat(200)}_a`]) {
      expect((await failure(adapter.fetchProblem(http, bad))).kind).toBe('not-found');
    }
  });

  it('logs in with the csrf token and refuses a wrong password', async () => {
    const { http, standIn } = await start();
    await adapter.login(http, account);
    const wrong = new RemoteHttp({ baseUrl: standIn.url, timeoutMs: 5000 });
    const error = await failure(adapter.login(wrong, { username: 'judgebot', password: 'nope' }));
    expect(error.kind).toBe('login');
    expect(error.message).toContain('Username or Password is incorrect.');
    expect(standIn.logins).toEqual([
      { username: 'judgebot', ok: true },
      { username: 'judgebot', ok: false },
    ]);
  });

  it('submits and reads the run id from My Submissions, newest first', async () => {
    const { http, standIn } = await start();
    await adapter.login(http, account);
    const first = await adapter.submit(http, {
      account,
      remoteId: 'abc100_a',
      languageId: CPP,
      code: 'int main(){}',
    });
    const second = await adapter.submit(http, {
      account,
      remoteId: 'abc100_a',
      languageId: '5055',
      code: 'print(3)',
    });
    expect(standIn.submissions.map((s) => s.runId)).toEqual([first.runId, second.runId]);
    expect(standIn.submissions[1]).toMatchObject({
      username: 'judgebot',
      remoteId: 'abc100_a',
      languageId: '5055',
      code: 'print(3)',
    });
  });

  it('refuses a language AtCoder does not offer, and a submit before login', async () => {
    const { http, standIn } = await start();
    expect(
      (await failure(adapter.submit(http, { account, remoteId: 'abc100_a', languageId: CPP, code: 'x' })))
        .kind,
    ).toBe('login');
    await adapter.login(http, account);
    const error = await failure(
      adapter.submit(http, { account, remoteId: 'abc100_a', languageId: '4003', code: 'x' }),
    );
    expect(error.kind).toBe('rejected');
    expect(standIn.submissions).toHaveLength(0);
  });

  it.each([
    ['ACCEPTED', JudgeStatus.ACCEPTED, 'AC'],
    ['WRONG_ANSWER', JudgeStatus.WRONG_ANSWER, 'WA'],
    ['TIME_LIMIT_EXCEEDED', JudgeStatus.TIME_LIMIT_EXCEEDED, 'TLE'],
    ['MEMORY_LIMIT_EXCEEDED', JudgeStatus.MEMORY_LIMIT_EXCEEDED, 'MLE'],
    ['RUNTIME_ERROR', JudgeStatus.RUNTIME_ERROR, 'RE'],
    ['SYSTEM_ERROR', JudgeStatus.SYSTEM_ERROR, 'IE'],
  ] as const)('maps %s end to end', async (name, status, raw) => {
    const { http } = await start();
    await adapter.login(http, account);
    const verdict = await judged(http, `// expect: ${name}\nint main(){}`);
    expect(verdict).toMatchObject({ status, raw, compileMessage: null });
    expect(verdict.timeMs).toBe(name === 'TIME_LIMIT_EXCEEDED' ? 2207 : 12);
    expect(verdict.memoryKb).toBe(name === 'MEMORY_LIMIT_EXCEEDED' ? 1048580 : 3592);
  });

  it('returns the compile message of a Compile Error', async () => {
    const { http } = await start();
    await adapter.login(http, account);
    const verdict = await judged(http, '// expect: COMPILE_ERROR\nint main(){ cout << 1; }');
    expect(verdict).toEqual({
      status: JudgeStatus.COMPILE_ERROR,
      timeMs: null,
      memoryKb: null,
      compileMessage: ATCODER_COMPILE_MESSAGE,
      raw: 'CE',
    });
  });

  it('shows WJ and progress before the verdict', async () => {
    const { http } = await start({ pendingPolls: 3 });
    await adapter.login(http, account);
    const { runId } = await adapter.submit(http, {
      account,
      remoteId: 'abc100_a',
      languageId: CPP,
      code: 'x',
    });
    const raws: string[] = [];
    for (let i = 0; i < 3; i++) {
      const verdict = await adapter.poll(http, { account, remoteId: 'abc100_a', runId });
      expect(verdict.status).toBeNull();
      raws.push(verdict.raw);
    }
    expect(raws).toEqual(['WJ', '1/12', '2/12']);
    expect((await adapter.poll(http, { account, remoteId: 'abc100_a', runId })).status).toBe(
      JudgeStatus.ACCEPTED,
    );
  });

  it('stays pending for ever when AtCoder never judges', async () => {
    const { http } = await start({ behaviour: 'never-judges' });
    await adapter.login(http, account);
    const { runId } = await adapter.submit(http, {
      account,
      remoteId: 'abc100_a',
      languageId: CPP,
      code: 'x',
    });
    for (let i = 0; i < 5; i++) {
      expect((await adapter.poll(http, { account, remoteId: 'abc100_a', runId })).status).toBeNull();
    }
  });

  it('says not-found for an unknown run', async () => {
    const { http } = await start();
    expect((await failure(adapter.poll(http, { account, remoteId: 'abc100_a', runId: '1' }))).kind).toBe(
      'not-found',
    );
    expect((await failure(adapter.poll(http, { account, remoteId: 'abc100_a', runId: '../x' }))).kind).toBe(
      'not-found',
    );
  });

  it('lists upcoming contests after now, with ends from their durations', async () => {
    const { http, standIn } = await start();
    const [abc, ahc] = ATCODER_UPCOMING;
    expect(await adapter.upcomingContests?.(http, new Date('2099-01-01T00:00:00Z'))).toEqual([
      {
        oj: 'AtCoder',
        title: abc.name,
        beginTime: '2099-12-01T12:00:00.000Z',
        endTime: '2099-12-01T13:40:00.000Z',
        url: `${standIn.url}/contests/abc400`,
      },
      {
        oj: 'AtCoder',
        title: ahc.name,
        beginTime: '2099-12-05T06:00:00.000Z',
        endTime: '2099-12-09T10:00:00.000Z',
        url: `${standIn.url}/contests/ahc050`,
      },
    ]);
    expect(await adapter.upcomingContests?.(http, new Date('2099-12-02T00:00:00Z'))).toHaveLength(1);
  });

  it('reports a judge that is down, slow, rate-limiting or serving an unreadable page', async () => {
    // A timeout a loaded machine never reaches on a quick answer (CI runs this beside the
    // end-to-end journeys, where 300 ms was not enough for a malformed page), far below `slow`.
    const { http, standIn } = await start({ slowMs: 10_000 }, 2000);
    standIn.setBehaviour('down');
    expect((await failure(adapter.fetchProblem(http, 'abc100_a'))).kind).toBe('unavailable');
    standIn.setBehaviour('slow');
    expect((await failure(adapter.fetchProblem(http, 'abc100_a'))).kind).toBe('unavailable');
    standIn.setBehaviour('rate-limited');
    const limited = await failure(adapter.fetchProblem(http, 'abc100_a'));
    expect([limited.kind, limited.retryAfterMs]).toEqual(['rate-limited', 1000]);
    standIn.setBehaviour('malformed');
    expect((await failure(adapter.fetchProblem(http, 'abc100_a'))).kind).toBe('malformed');
    expect((await failure(adapter.login(http, account))).kind).toBe('malformed');
    expect((await failure(adapter.poll(http, { account, remoteId: 'abc100_a', runId: '1' }))).kind).toBe(
      'malformed',
    );
    expect(await failure(adapter.upcomingContests?.(http, new Date()) ?? Promise.resolve())).toMatchObject({
      kind: 'malformed',
    });
  });
});
