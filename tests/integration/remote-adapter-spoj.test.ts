// The SPOJ adapter against its stand-in, through RemoteHttp over loopback.
import { afterEach, describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../contract/judge-status';
import { RemoteJudgeError } from '../../remote-judge/adapter';
import { spojAdapter as adapter } from '../../remote-judge/adapters/spoj';
import { RemoteHttp } from '../../remote-judge/http';
import {
  SPOJ_COMPILE_MESSAGE,
  SPOJ_EXCLUDED_LANGUAGE,
  startSpojStandIn,
} from '../support/remote-judges/spoj';
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
  standIn = await startSpojStandIn(options);
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

const CPP14 = '44';
const account = DEFAULT_ACCOUNT;

async function judged(http: RemoteHttp, code: string) {
  const { runId } = await adapter.submit(http, { account, remoteId: 'TEST', languageId: CPP14, code });
  for (let i = 0; i < 5; i++) {
    const verdict = await adapter.poll(http, { account, remoteId: 'TEST', runId });
    if (verdict.status !== null) return verdict;
  }
  throw new Error('still judging');
}

describe('SPOJ adapter', () => {
  it('imports a problem with every field, tags, exact examples and its languages', async () => {
    const { http, standIn } = await start();
    const expected = aPlusBProblem('TEST');
    expect(await adapter.fetchProblem(http, 'TEST')).toEqual({
      remoteId: 'TEST',
      title: 'A+B Problem',
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      description: expected.description,
      input: expected.input,
      output: expected.output,
      examples: expected.examples,
      hint: `<h3>Explanation</h3>${expected.hint}`,
      source: `${standIn.url}/problems/TEST/`,
      tags: ['math', 'implementation'],
      languageIds: adapter.languages.map((l) => l.remoteId).filter((id) => id !== SPOJ_EXCLUDED_LANGUAGE),
    });
  });

  it('says not-found for an unknown problem and for codes SPOJ cannot have', async () => {
    const { http } = await start();
    expect((await failure(adapter.fetchProblem(http, 'NOSUCH'))).kind).toBe('not-found');
    for (const bad of ['test', '../login', 'TEST\u0000', 'A'.repeat(100), '']) {
      expect((await failure(adapter.fetchProblem(http, bad))).kind).toBe('not-found');
    }
  });

  it('logs in and refuses a wrong password', async () => {
    const { http, standIn } = await start();
    await adapter.login(http, account);
    const other = new RemoteHttp({ baseUrl: standIn.url, timeoutMs: 5000 });
    const error = await failure(adapter.login(other, { username: 'judgebot', password: 'nope' }));
    expect(error.kind).toBe('login');
    expect(error.message).toContain('Authentication failed!');
    expect(standIn.logins).toEqual([
      { username: 'judgebot', ok: true },
      { username: 'judgebot', ok: false },
    ]);
  });

  it('submits multipart and returns the new submission id', async () => {
    const { http, standIn } = await start();
    await adapter.login(http, account);
    const code = '#include <cstdio>\nint main(){ /* ünïcode & <tags> */ }';
    const { runId } = await adapter.submit(http, { account, remoteId: 'TEST', languageId: CPP14, code });
    expect(standIn.submissions).toEqual([
      // The source travels as the form's textarea does: multipart turns its line ends into CRLF.
      {
        runId,
        username: 'judgebot',
        remoteId: 'TEST',
        languageId: CPP14,
        code: code.replace(/\n/g, '\r\n'),
        polls: 0,
      },
    ]);
  });

  it('refuses a submit before login, a language the problem excludes and a too long source', async () => {
    const { http, standIn } = await start();
    expect(
      (await failure(adapter.submit(http, { account, remoteId: 'TEST', languageId: CPP14, code: 'x' }))).kind,
    ).toBe('login');
    await adapter.login(http, account);
    const language = await failure(
      adapter.submit(http, { account, remoteId: 'TEST', languageId: SPOJ_EXCLUDED_LANGUAGE, code: 'x' }),
    );
    expect([language.kind, language.message]).toEqual([
      'rejected',
      "SPOJ refused the submission: You can't submit in this language for this problem. Try again!",
    ]);
    expect(
      (
        await failure(
          adapter.submit(http, { account, remoteId: 'TEST', languageId: CPP14, code: 'x'.repeat(50_001) }),
        )
      ).kind,
    ).toBe('rejected');
    expect(standIn.submissions).toHaveLength(0);
  });

  it.each([
    ['ACCEPTED', JudgeStatus.ACCEPTED, 'accepted', 10],
    ['WRONG_ANSWER', JudgeStatus.WRONG_ANSWER, 'wrong answer', 10],
    ['TIME_LIMIT_EXCEEDED', JudgeStatus.TIME_LIMIT_EXCEEDED, 'time limit exceeded', 1000],
    ['RUNTIME_ERROR', JudgeStatus.RUNTIME_ERROR, 'runtime error (SIGSEGV)', 10],
  ] as const)('maps %s end to end', async (name, status, raw, timeMs) => {
    const { http } = await start();
    await adapter.login(http, account);
    expect(await judged(http, `// expect: ${name}`)).toEqual({
      status,
      raw,
      timeMs,
      memoryKb: 5325,
      compileMessage: null,
    });
  });

  it('maps an internal error and reads the compile message of a compilation error', async () => {
    const { http } = await start();
    await adapter.login(http, account);
    expect(await judged(http, '// expect: SYSTEM_ERROR')).toEqual({
      status: JudgeStatus.SYSTEM_ERROR,
      raw: 'internal error',
      timeMs: null,
      memoryKb: null,
      compileMessage: null,
    });
    expect(await judged(http, '// expect: COMPILE_ERROR')).toEqual({
      status: JudgeStatus.COMPILE_ERROR,
      raw: 'compilation error',
      timeMs: null,
      memoryKb: null,
      compileMessage: SPOJ_COMPILE_MESSAGE,
    });
  });

  it('shows waiting and running before the verdict, and stays pending when SPOJ never judges', async () => {
    const { http, standIn } = await start({ pendingPolls: 2 });
    await adapter.login(http, account);
    const { runId } = await adapter.submit(http, { account, remoteId: 'TEST', languageId: CPP14, code: 'x' });
    const raws = [];
    for (let i = 0; i < 3; i++) raws.push(await adapter.poll(http, { account, remoteId: 'TEST', runId }));
    expect(raws.map((v) => [v.status, v.raw])).toEqual([
      [null, 'waiting..'],
      [null, 'running..'],
      [JudgeStatus.ACCEPTED, 'accepted'],
    ]);
    standIn.setBehaviour('never-judges');
    const second = await adapter.submit(http, { account, remoteId: 'TEST', languageId: CPP14, code: 'y' });
    for (let i = 0; i < 5; i++) {
      expect(
        (await adapter.poll(http, { account, remoteId: 'TEST', runId: second.runId })).status,
      ).toBeNull();
    }
  });

  it('says not-found for an unknown run', async () => {
    const { http } = await start();
    expect((await failure(adapter.poll(http, { account, remoteId: 'TEST', runId: '42' }))).kind).toBe(
      'not-found',
    );
    expect((await failure(adapter.poll(http, { account, remoteId: 'TEST', runId: '1,2' }))).kind).toBe(
      'not-found',
    );
  });

  it('reports a judge that is down, slow, rate-limiting or serving an unreadable page', async () => {
    // A timeout a loaded machine never reaches on a quick answer (CI runs this beside the
    // end-to-end journeys, where 300 ms was not enough for a malformed page), far below `slow`.
    const { http, standIn } = await start({ slowMs: 10_000 }, 2000);
    standIn.setBehaviour('down');
    expect((await failure(adapter.fetchProblem(http, 'TEST'))).kind).toBe('unavailable');
    standIn.setBehaviour('slow');
    expect((await failure(adapter.login(http, account))).kind).toBe('unavailable');
    standIn.setBehaviour('rate-limited');
    const limited = await failure(adapter.poll(http, { account, remoteId: 'TEST', runId: '1' }));
    expect([limited.kind, limited.retryAfterMs]).toEqual(['rate-limited', 1000]);
    standIn.setBehaviour('malformed');
    expect((await failure(adapter.fetchProblem(http, 'TEST'))).kind).toBe('malformed');
    expect((await failure(adapter.login(http, account))).kind).toBe('malformed');
    expect(
      (await failure(adapter.submit(http, { account, remoteId: 'TEST', languageId: CPP14, code: 'x' }))).kind,
    ).toBe('malformed');
    expect((await failure(adapter.poll(http, { account, remoteId: 'TEST', runId: '1' }))).kind).toBe(
      'malformed',
    );
  });
});
