// The HDU adapter driven through RemoteHttp against the HDU stand-in (GBK pages, PHP session).
import { afterEach, describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../contract/judge-status';
import { type RemoteAccount, RemoteJudgeError } from '../../remote-judge/adapter';
import { hduAdapter } from '../../remote-judge/adapters/hdu';
import { RemoteHttp } from '../../remote-judge/http';
import { type HduStandInOptions, startHduStandIn } from '../support/remote-judges/hdu';
import { aPlusBProblem, DEFAULT_ACCOUNT, type StandIn } from '../support/remote-judges/stand-in';

const account: RemoteAccount = DEFAULT_ACCOUNT;
const CODE =
  '#include <cstdio>\nint main() { int a, b; while (scanf("%d%d", &a, &b) == 2) printf("%d\\n", a + b); }\n';
let standIn: StandIn | null = null;

afterEach(async () => {
  await standIn?.close();
  standIn = null;
});

async function start(options: HduStandInOptions = {}) {
  standIn = await startHduStandIn(options);
  return { standIn, http: new RemoteHttp({ baseUrl: standIn.url, timeoutMs: 3000 }) };
}

async function failure(promise: Promise<unknown>): Promise<RemoteJudgeError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RemoteJudgeError);
  return error as RemoteJudgeError;
}

async function submitted(http: RemoteHttp, code: string, remoteId = '1000') {
  await hduAdapter.login(http, account);
  return hduAdapter.submit(http, { account, remoteId, languageId: '0', code });
}

describe('HDU adapter: problems', () => {
  it('imports every field, the non-Java limits and the examples exactly', async () => {
    const { http } = await start();
    const problem = await hduAdapter.fetchProblem(http, '1000');
    const expected = aPlusBProblem('1000');
    expect(problem).toEqual({
      remoteId: '1000',
      title: 'A+B Problem',
      // The stand-in shows "2000/1000 MS" and "524288/262144 K", as HDU does (Java/Others).
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      description: expected.description,
      input: expected.input,
      output: expected.output,
      // HDU has a single sample box; the examples are printed one after another in it.
      examples: [{ input: '1 2\n10 20\n', output: '3\n30\n' }],
      hint: expected.hint,
      source: `${standIn?.url}/showproblem.php?pid=1000`,
      tags: [],
      languageIds: null,
    });
  });

  it('decodes the GBK page the judge serves (Chinese text, ≤)', async () => {
    const { http, standIn: judge } = await start({
      problems: [
        {
          ...aPlusBProblem('2000'),
          title: 'A+B 问题（简单）',
          description: '<p>计算 <i>a</i> + <i>b</i> 的值。</p>',
          examples: [{ input: 'a < b & c\r\n', output: '"ok"\n' }],
          hint: '',
        },
      ],
    });
    const raw = await fetch(`${judge.url}/showproblem.php?pid=2000`);
    expect(raw.headers.get('content-type')).toBe('text/html; charset=gb2312');
    const bytes = Buffer.from(await raw.arrayBuffer());
    // 问 is D4 E9 in GBK (E9 97 AE in UTF-8): the page really is GBK.
    expect(bytes.includes(Buffer.from([0xce, 0xca]))).toBe(true);
    expect(bytes.includes(Buffer.from('问', 'utf8'))).toBe(false);
    const problem = await hduAdapter.fetchProblem(http, '2000');
    expect(problem.title).toBe('A+B 问题（简单）');
    expect(problem.description).toBe('<p>计算 <i>a</i> + <i>b</i> 的值。</p>');
    expect(problem.input).toContain('0 ≤ <i>a</i>');
    expect(problem.examples).toEqual([{ input: 'a < b & c\n', output: '"ok"\n' }]);
    expect(problem.hint).toBe('');
  });

  it('drops scripts and handlers and makes relative image URLs absolute to the judge', async () => {
    const { http, standIn: judge } = await start({
      problems: [
        {
          ...aPlusBProblem('1001'),
          description:
            '<p>See <img src=../../../data/images/C1-1001-1.jpg onclick="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">x</a> $x^2$',
        },
      ],
    });
    const problem = await hduAdapter.fetchProblem(http, '1001');
    expect(problem.description).toBe(
      `<p>See <img src="${judge.url}/data/images/C1-1001-1.jpg"></p><a>x</a> $x^2$`,
    );
  });

  it('answers not-found for an unknown problem, and for ids that are not HDU ids without asking', async () => {
    const { http } = await start();
    expect((await failure(hduAdapter.fetchProblem(http, '9999'))).kind).toBe('not-found');
    await standIn?.close();
    for (const id of ['abc', '1000\0', '1', '0999', `1${'0'.repeat(5000)}`, '1000&pid=1']) {
      expect((await failure(hduAdapter.fetchProblem(http, id))).kind).toBe('not-found');
    }
  });
});

describe('HDU adapter: accounts and submissions', () => {
  it('logs in, submits and reads the run id from the status page; the code arrives intact', async () => {
    const { http, standIn: judge } = await start();
    const code = `${CODE}// 100% + "quotes" & 中文 ✓ \t tab\n`;
    const { runId } = await submitted(http, code);
    expect(runId).toBe('38000001');
    expect(judge.logins).toEqual([{ username: 'judgebot', ok: true }]);
    expect(judge.submissions).toHaveLength(1);
    expect(judge.submissions[0]).toMatchObject({
      runId,
      username: 'judgebot',
      remoteId: '1000',
      languageId: '0',
      code,
    });
    const second = await hduAdapter.submit(http, { account, remoteId: '1000', languageId: '5', code: CODE });
    expect(second.runId).toBe('38000002');
  });

  it('a wrong password is a login error', async () => {
    const { http, standIn: judge } = await start();
    const error = await failure(hduAdapter.login(http, { username: 'judgebot', password: 'wrong' }));
    expect(error.kind).toBe('login');
    expect(error.message).toContain('No such user or wrong password');
    expect(judge.logins).toEqual([{ username: 'judgebot', ok: false }]);
  });

  it('a submit before login is a login error and submits nothing', async () => {
    const { http, standIn: judge } = await start();
    const error = await failure(
      hduAdapter.submit(http, { account, remoteId: '1000', languageId: '0', code: CODE }),
    );
    expect(error.kind).toBe('login');
    expect(judge.submissions).toHaveLength(0);
  });

  it('refuses a language HDU does not have, and HDU refuses code that is too long', async () => {
    const { http, standIn: judge } = await start();
    await hduAdapter.login(http, account);
    expect(
      (await failure(hduAdapter.submit(http, { account, remoteId: '1000', languageId: '7', code: CODE })))
        .kind,
    ).toBe('rejected');
    const error = await failure(
      hduAdapter.submit(http, {
        account,
        remoteId: '1000',
        languageId: '0',
        code: `${CODE}//${'x'.repeat(70_000)}`,
      }),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain('Code length is improper');
    expect(judge.submissions).toHaveLength(0);
  });

  it("a second submission within HDU's interval is rate-limited with a wait", async () => {
    const { http } = await start({ submitIntervalMs: 60_000 });
    await submitted(http, CODE);
    const error = await failure(
      hduAdapter.submit(http, { account, remoteId: '1000', languageId: '0', code: CODE }),
    );
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(5000);
  });

  it('two accounts submitting at once each get their own run', async () => {
    const other = { username: 'judgebot2', password: 'secret2' };
    const { standIn: judge } = await start({ accounts: [DEFAULT_ACCOUNT, other] });
    const sessions = [account, other].map((a) => ({
      a,
      http: new RemoteHttp({ baseUrl: judge.url, timeoutMs: 3000 }),
    }));
    await Promise.all(sessions.map(({ a, http }) => hduAdapter.login(http, a)));
    const runs = await Promise.all(
      sessions.map(({ a, http }) =>
        hduAdapter.submit(http, {
          account: a,
          remoteId: '1000',
          languageId: '0',
          code: `${CODE}// ${a.username}`,
        }),
      ),
    );
    for (const [i, { a }] of sessions.entries()) {
      const mine = judge.submissions.find((s) => s.runId === runs[i]?.runId);
      expect(mine?.username).toBe(a.username);
    }
  });
});

describe('HDU adapter: verdicts', () => {
  it.each([
    ['ACCEPTED', JudgeStatus.ACCEPTED, 'Accepted', 15, 1736],
    ['WRONG_ANSWER', JudgeStatus.WRONG_ANSWER, 'Wrong Answer', 15, 1736],
    ['PRESENTATION_ERROR', JudgeStatus.PRESENTATION_ERROR, 'Presentation Error', 15, 1736],
    ['TIME_LIMIT_EXCEEDED', JudgeStatus.TIME_LIMIT_EXCEEDED, 'Time Limit Exceeded', 1015, 1736],
    ['MEMORY_LIMIT_EXCEEDED', JudgeStatus.MEMORY_LIMIT_EXCEEDED, 'Memory Limit Exceeded', 46, 262148],
    ['RUNTIME_ERROR', JudgeStatus.RUNTIME_ERROR, 'Runtime Error (ACCESS_VIOLATION)', 15, 1736],
    ['SYSTEM_ERROR', JudgeStatus.SYSTEM_ERROR, 'System Error', 0, 0],
  ] as const)('%s end to end', async (name, status, raw, timeMs, memoryKb) => {
    const { http } = await start();
    const { runId } = await submitted(http, `${CODE}// expect: ${name}\n`);
    expect(await hduAdapter.poll(http, { account, remoteId: '1000', runId })).toEqual({
      status,
      timeMs,
      memoryKb,
      compileMessage: null,
      raw,
    });
  });

  it.each([
    ['Output Limit Exceeded', JudgeStatus.RUNTIME_ERROR],
    ['Runtime Error<br>(STACK_OVERFLOW)', JudgeStatus.RUNTIME_ERROR],
    ['Runtime Error<br>(INTEGER_DIVIDE_BY_ZERO)', JudgeStatus.RUNTIME_ERROR],
  ] as const)('%s (HDU words with no status of ours) end to end', async (words, status) => {
    const { http } = await start();
    const { runId } = await submitted(http, `${CODE}// remote-verdict: ${words}\n`);
    const verdict = await hduAdapter.poll(http, { account, remoteId: '1000', runId });
    expect(verdict.status).toBe(status);
    expect(verdict.raw).toBe(words.replace('<br>', ' '));
  });

  it('a compile error carries the message HDU shows, unescaped', async () => {
    const { http } = await start();
    const { runId } = await submitted(http, `${CODE}// expect: COMPILE_ERROR\n`);
    const verdict = await hduAdapter.poll(http, { account, remoteId: '1000', runId });
    expect(verdict).toMatchObject({ status: JudgeStatus.COMPILE_ERROR, raw: 'Compilation Error' });
    expect(verdict.compileMessage).toContain("error: 'cin' was not declared in this scope & 'x' < 'y'");
  });

  it('shows the run pending (Queuing, Running) before its verdict', async () => {
    const { http } = await start({ pendingPolls: 4 });
    const { runId } = await submitted(http, `${CODE}// expect: WRONG_ANSWER\n`);
    const reads = [];
    for (let i = 0; i < 3; i++) reads.push(await hduAdapter.poll(http, { account, remoteId: '1000', runId }));
    // The submit's landing on the status page and its run-id lookup were the first two reads.
    expect(reads.map((r) => [r.status, r.raw])).toEqual([
      [null, 'Running'],
      [null, 'Running'],
      [JudgeStatus.WRONG_ANSWER, 'Wrong Answer'],
    ]);
  });

  it('never-judges stays pending', async () => {
    const { http } = await start({ behaviour: 'never-judges' });
    const { runId } = await submitted(http, CODE);
    for (let i = 0; i < 4; i++) {
      expect(await hduAdapter.poll(http, { account, remoteId: '1000', runId })).toMatchObject({
        status: null,
        raw: 'Queuing',
      });
    }
  });

  it('a run the account does not have is not-found', async () => {
    const { http } = await start();
    await hduAdapter.login(http, account);
    // 38000000 is someone else's run.
    for (const runId of ['38000000', '99', 'abc', '']) {
      expect((await failure(hduAdapter.poll(http, { account, remoteId: '1000', runId }))).kind).toBe(
        'not-found',
      );
    }
  });
});

describe('HDU adapter: a judge in trouble', () => {
  it('down is unavailable', async () => {
    const { http } = await start({ behaviour: 'down' });
    expect((await failure(hduAdapter.fetchProblem(http, '1000'))).kind).toBe('unavailable');
    expect((await failure(hduAdapter.login(http, account))).kind).toBe('unavailable');
  });

  it('slow past the timeout is unavailable, quickly', async () => {
    standIn = await startHduStandIn({ behaviour: 'slow', slowMs: 10_000 });
    const http = new RemoteHttp({ baseUrl: standIn.url, timeoutMs: 200 });
    const started = Date.now();
    expect((await failure(hduAdapter.fetchProblem(http, '1000'))).kind).toBe('unavailable');
    expect(Date.now() - started).toBeLessThan(4000); // far below the stand-in's 10 s, with room for a loaded machine
  });

  it('a page of another shape is malformed, for every call', async () => {
    const { http } = await start();
    await hduAdapter.login(http, account);
    const { runId } = await hduAdapter.submit(http, {
      account,
      remoteId: '1000',
      languageId: '0',
      code: CODE,
    });
    standIn?.setBehaviour('malformed');
    expect((await failure(hduAdapter.fetchProblem(http, '1000'))).kind).toBe('malformed');
    expect((await failure(hduAdapter.login(http, account))).kind).toBe('malformed');
    expect((await failure(hduAdapter.poll(http, { account, remoteId: '1000', runId }))).kind).toBe(
      'malformed',
    );
    expect(
      (await failure(hduAdapter.submit(http, { account, remoteId: '1000', languageId: '0', code: CODE })))
        .kind,
    ).toBe('malformed');
  });

  it('a 429 is rate-limited with its Retry-After', async () => {
    const { http } = await start({ behaviour: 'rate-limited' });
    const error = await failure(hduAdapter.fetchProblem(http, '1000'));
    expect(error.kind).toBe('rate-limited');
    expect(error.retryAfterMs).toBe(1000);
  });
});
