import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '../../../contract/judge-status';
import type {
  RemoteResultRequest,
  RemoteRunnerJob,
  RemoteSubmittedRequest,
} from '../../../contract/runner/protocol';
import {
  type RemoteJudgeAdapter,
  RemoteJudgeError,
  type RemoteVerdict,
  type SubmitInput,
} from '../../../remote-judge/adapter';
import { RemoteHttp } from '../../../remote-judge/http';
import { describeDuration, executeRemoteJob, type RemoteJobReporter } from './executor';

const quiet = { info() {}, warn() {}, error() {} };

const job = (overrides: Partial<RemoteRunnerJob> = {}): RemoteRunnerJob => ({
  kind: 'remote',
  jobId: 7,
  submitId: 42,
  attempt: 2,
  judge: 'CF',
  baseUrl: 'http://127.0.0.1:9',
  remoteProblemId: '1A',
  language: 'GNU G++17 7.3.0',
  code: 'int main() {}',
  account: { id: 3, username: 'alice', password: 's3cret' },
  remoteRunId: null,
  ...overrides,
});

const pending: RemoteVerdict = {
  status: null,
  timeMs: null,
  memoryKb: null,
  compileMessage: null,
  raw: 'In queue',
};
const accepted: RemoteVerdict = {
  status: JudgeStatus.ACCEPTED,
  timeMs: 15,
  memoryKb: 1024,
  compileMessage: null,
  raw: 'Accepted',
};

type Step<T> = T | RemoteJudgeError | Error;

/**
 * A judge that answers from scripts: each call takes the next answer (an error is thrown), the
 * last one repeats. Every call is written to `events`, in order, beside the reporter's.
 */
function fakeJudge(
  events: string[],
  script: { login?: Step<void>[]; submit?: Step<{ runId: string }>[]; poll?: Step<RemoteVerdict>[] },
) {
  const next = <T>(steps: Step<T>[] | undefined, fallback: T): T => {
    const step = steps && steps.length > 1 ? steps.shift() : steps?.[0];
    if (step instanceof Error) throw step;
    return step === undefined ? fallback : step;
  };
  const submissions: SubmitInput[] = [];
  const adapter: RemoteJudgeAdapter = {
    judge: 'CF',
    languages: [
      { name: 'GNU GCC C11 5.1.0', remoteId: '43', contentType: 'text/x-csrc' },
      { name: 'GNU G++17 7.3.0', remoteId: '54', contentType: 'text/x-c++src' },
    ],
    pollIntervalMs: 3000,
    maxPolls: 5,
    accountIntervalMs: 0,
    fetchProblem: () => Promise.reject(new Error('not used by the runner')),
    async login(_http, account) {
      events.push(`login ${account.username}`);
      next(script.login, undefined);
    },
    async submit(_http, input) {
      events.push(`submit ${input.remoteId} ${input.languageId}`);
      submissions.push(input);
      return next(script.submit, { runId: '1001' });
    },
    async poll(_http, input) {
      events.push(`poll ${input.runId}`);
      return next(script.poll, accepted);
    },
  };
  return { adapter, submissions };
}

function harness(
  script: Parameters<typeof fakeJudge>[1],
  options: {
    job?: Partial<RemoteRunnerJob>;
    pollIntervalMs?: number | null;
    maxPolls?: number | null;
    submitted?: (request: RemoteSubmittedRequest) => Promise<boolean>;
    /** Aborts the job when the nth sleep starts. */
    abortAtSleep?: number;
  } = {},
) {
  const events: string[] = [];
  const { adapter, submissions } = fakeJudge(events, script);
  const results: RemoteResultRequest[] = [];
  const submittedReports: RemoteSubmittedRequest[] = [];
  const sleeps: number[] = [];
  const baseUrls: string[] = [];
  const controller = new AbortController();
  const reporter: RemoteJobReporter = {
    async submitted(request) {
      events.push(`remote-submitted ${request.remoteRunId}`);
      submittedReports.push(request);
      return options.submitted ? options.submitted(request) : true;
    },
    async result(request) {
      events.push(`result ${request.outcome}`);
      results.push(request);
    },
  };
  const run = () =>
    executeRemoteJob(job(options.job), reporter, controller.signal, {
      runnerName: 'remote-0',
      adapterFor: (judge) => {
        expect(judge).toBe(options.job?.judge ?? 'CF');
        return adapter;
      },
      httpFor: (baseUrl) => {
        baseUrls.push(baseUrl);
        return new RemoteHttp({ baseUrl });
      },
      async sleep(ms, signal) {
        sleeps.push(ms);
        if (sleeps.length === options.abortAtSleep) controller.abort();
        expect(signal).toBe(controller.signal);
      },
      log: quiet,
      pollIntervalMs: options.pollIntervalMs ?? null,
      maxPolls: options.maxPolls ?? null,
    });
  return { run, events, results, submittedReports, sleeps, submissions, baseUrls, controller };
}

describe('executeRemoteJob', () => {
  it('logs in, submits, has the run id recorded before the first poll, polls until the verdict', async () => {
    const h = harness({ poll: [pending, pending, accepted] });
    await h.run();
    expect(h.events).toEqual([
      'login alice',
      'submit 1A 54',
      'remote-submitted 1001',
      'poll 1001',
      'poll 1001',
      'poll 1001',
      'result verdict',
    ]);
    expect(h.baseUrls).toEqual(['http://127.0.0.1:9']);
    expect(h.submissions[0]).toMatchObject({
      account: { username: 'alice', password: 's3cret' },
      code: 'int main() {}',
    });
    expect(h.sleeps).toEqual([3000, 3000, 3000]);
    expect(h.submittedReports).toEqual([
      { name: 'remote-0', jobId: 7, submitId: 42, attempt: 2, accountId: 3, remoteRunId: '1001' },
    ]);
    expect(h.results).toEqual([
      {
        kind: 'remote',
        name: 'remote-0',
        jobId: 7,
        submitId: 42,
        attempt: 2,
        accountId: 3,
        outcome: 'verdict',
        status: JudgeStatus.ACCEPTED,
        time: 15,
        memory: 1024,
        errorMessage: null,
        remoteRunId: '1001',
      },
    ]);
  });

  it('gives the compile message of a Compile Error as the error message', async () => {
    const h = harness({
      poll: [
        {
          status: JudgeStatus.COMPILE_ERROR,
          timeMs: 0,
          memoryKb: 0,
          compileMessage: "error: 'x' was not declared",
          raw: 'Compilation error',
        },
      ],
    });
    await h.run();
    expect(h.results[0]).toMatchObject({
      outcome: 'verdict',
      status: JudgeStatus.COMPILE_ERROR,
      errorMessage: "error: 'x' was not declared",
    });
  });

  it('keeps time and memory within what the server stores', async () => {
    const h = harness({
      poll: [
        { ...accepted, status: JudgeStatus.WRONG_ANSWER, timeMs: 15.6, memoryKb: -3, compileMessage: 'x' },
      ],
    });
    await h.run();
    expect(h.results[0]).toMatchObject({
      status: JudgeStatus.WRONG_ANSWER,
      time: 16,
      memory: 0,
      errorMessage: null,
    });
  });

  it('reports a refused login as login-failed and stops there', async () => {
    const h = harness({ login: [new RemoteJudgeError('login', 'Invalid handle or password')] });
    await h.run();
    expect(h.events).toEqual(['login alice', 'result login-failed']);
    expect(h.results[0]).toMatchObject({
      outcome: 'login-failed',
      status: JudgeStatus.SUBMITTED_FAILED,
      accountId: 3,
      errorMessage: 'Invalid handle or password',
      remoteRunId: null,
    });
  });

  it('waits as long as a rate-limited judge asks, then submits', async () => {
    const h = harness({
      submit: [new RemoteJudgeError('rate-limited', 'HTTP 429', 7000), { runId: '2002' }],
      poll: [accepted],
    });
    await h.run();
    expect(h.events).toEqual([
      'login alice',
      'submit 1A 54',
      'submit 1A 54',
      'remote-submitted 2002',
      'poll 2002',
      'result verdict',
    ]);
    expect(h.sleeps).toEqual([7000, 3000]);
  });

  it('bounds the wait of a judge that asks for a very long pause, and backs off without Retry-After', async () => {
    const h = harness({
      submit: [
        new RemoteJudgeError('rate-limited', 'slow down', 3_600_000),
        new RemoteJudgeError('rate-limited', 'slow down', null),
        new RemoteJudgeError('rate-limited', 'slow down', null),
        new RemoteJudgeError('rate-limited', 'You submit too often'),
      ],
    });
    await h.run();
    // The backoff doubles with every retry, whether or not the judge said how long to wait.
    expect(h.sleeps).toEqual([60_000, 10_000, 20_000]);
    expect(h.events.filter((e) => e.startsWith('submit'))).toHaveLength(4);
    expect(h.results[0]).toMatchObject({
      outcome: 'submit-failed',
      status: JudgeStatus.SUBMITTED_FAILED,
      errorMessage: 'Codeforces kept refusing requests as too frequent: You submit too often',
      remoteRunId: null,
    });
  });

  it('retries a judge that is down a couple of times, then gives Submitted Failed with the reason', async () => {
    const down = new RemoteJudgeError('unavailable', 'codeforces.com did not answer within 15 s');
    const h = harness({ submit: [down] });
    await h.run();
    expect(h.events).toEqual([
      'login alice',
      'submit 1A 54',
      'submit 1A 54',
      'submit 1A 54',
      'result submit-failed',
    ]);
    expect(h.sleeps).toEqual([2000, 4000]);
    expect(h.submittedReports).toEqual([]);
    expect(h.results[0]).toMatchObject({
      outcome: 'submit-failed',
      status: JudgeStatus.SUBMITTED_FAILED,
      errorMessage: 'Codeforces could not be reached to submit: codeforces.com did not answer within 15 s',
      remoteRunId: null,
    });
  });

  it('retries a login that finds the judge down, too', async () => {
    const h = harness({
      login: [new RemoteJudgeError('unavailable', 'codeforces.com answered HTTP 502'), undefined],
      poll: [accepted],
    });
    await h.run();
    expect(h.events.slice(0, 3)).toEqual(['login alice', 'login alice', 'submit 1A 54']);
    expect(h.results[0]).toMatchObject({ outcome: 'verdict' });
  });

  it("gives the judge's own refusal as the reason, without retrying", async () => {
    const h = harness({
      submit: [new RemoteJudgeError('rejected', 'You have submitted exactly the same code before')],
    });
    await h.run();
    expect(h.events).toEqual(['login alice', 'submit 1A 54', 'result submit-failed']);
    expect(h.sleeps).toEqual([]);
    expect(h.results[0]?.errorMessage).toBe(
      'Codeforces refused the submission: You have submitted exactly the same code before',
    );
  });

  it('gives a page it cannot read as Submitted Failed, and so an adapter fault', async () => {
    const malformed = harness({
      submit: [new RemoteJudgeError('malformed', 'no run id on the status page')],
    });
    await malformed.run();
    expect(malformed.results[0]).toMatchObject({ outcome: 'submit-failed' });
    expect(malformed.results[0]?.errorMessage).toMatch(/could not be read when trying to submit: no run id/);

    const fault = harness({ submit: [new TypeError("Cannot read properties of undefined (reading 'id')")] });
    await fault.run();
    expect(fault.results[0]).toMatchObject({ outcome: 'submit-failed' });
    expect(fault.results[0]?.errorMessage).toMatch(/Cannot read properties/);
  });

  it('refuses a run id it could not store', async () => {
    for (const runId of ['', '   ', 'x'.repeat(101)]) {
      const h = harness({ submit: [{ runId }] });
      await h.run();
      expect(h.submittedReports).toEqual([]);
      expect(h.results[0]).toMatchObject({ outcome: 'submit-failed', remoteRunId: null });
      expect(h.results[0]?.errorMessage).toMatch(/run id could not be read/);
    }
  });

  it('only logs in and polls when an earlier delivery already submitted', async () => {
    const h = harness({ poll: [pending, accepted] }, { job: { remoteRunId: '999' } });
    await h.run();
    expect(h.events).toEqual(['login alice', 'poll 999', 'poll 999', 'result verdict']);
    expect(h.submissions).toEqual([]);
    expect(h.submittedReports).toEqual([]);
    expect(h.results[0]).toMatchObject({ outcome: 'verdict', remoteRunId: '999', accountId: 3 });
  });

  it('polls a recorded run even in a language the judge no longer lists', async () => {
    const h = harness({ poll: [accepted] }, { job: { remoteRunId: '999', language: 'Gone' } });
    await h.run();
    expect(h.results[0]).toMatchObject({ outcome: 'verdict' });
  });

  it('gives Submitted Failed when the judge gives no verdict within the poll budget', async () => {
    const h = harness({ poll: [pending] });
    await h.run();
    expect(h.events.filter((e) => e.startsWith('poll'))).toHaveLength(5);
    expect(h.results[0]).toMatchObject({
      outcome: 'submit-failed',
      status: JudgeStatus.SUBMITTED_FAILED,
      errorMessage: 'Codeforces gave no verdict within 15 s',
      remoteRunId: '1001',
    });
  });

  it('takes the poll pace from the overrides', async () => {
    const h = harness({ poll: [pending] }, { pollIntervalMs: 10, maxPolls: 2 });
    await h.run();
    expect(h.sleeps).toEqual([10, 10]);
    expect(h.results[0]?.errorMessage).toBe('Codeforces gave no verdict within 1 s');
  });

  it('retries transient errors while polling within the budget, naming the last one if it runs out', async () => {
    const recovers = harness({
      poll: [
        new RemoteJudgeError('unavailable', 'HTTP 503'),
        new RemoteJudgeError('malformed', 'odd page'),
        accepted,
      ],
    });
    await recovers.run();
    expect(recovers.results[0]).toMatchObject({ outcome: 'verdict' });
    expect(recovers.events.filter((e) => e.startsWith('poll'))).toHaveLength(3);

    const staysDown = harness({
      poll: [new RemoteJudgeError('unavailable', 'codeforces.com answered HTTP 503')],
    });
    await staysDown.run();
    expect(staysDown.events.filter((e) => e.startsWith('poll'))).toHaveLength(5);
    expect(staysDown.results[0]?.errorMessage).toBe(
      'Codeforces gave no verdict within 15 s (last answer: codeforces.com answered HTTP 503)',
    );
  });

  it('waits longer while polling when the judge asks for it', async () => {
    const h = harness({ poll: [new RemoteJudgeError('rate-limited', 'HTTP 429', 10_000), accepted] });
    await h.run();
    expect(h.sleeps).toEqual([3000, 7000, 3000]);
    expect(h.results[0]).toMatchObject({ outcome: 'verdict' });
  });

  it('logs in again once when the session loses its login while polling', async () => {
    const loggedOut = new RemoteJudgeError('login', 'redirected to the login page');
    const h = harness({ poll: [pending, loggedOut, accepted] });
    await h.run();
    expect(h.events).toEqual([
      'login alice',
      'submit 1A 54',
      'remote-submitted 1001',
      'poll 1001',
      'poll 1001',
      'login alice',
      'poll 1001',
      'result verdict',
    ]);

    const again = harness({ poll: [loggedOut] });
    await again.run();
    expect(again.events.filter((e) => e === 'login alice')).toHaveLength(2);
    expect(again.results[0]).toMatchObject({ outcome: 'submit-failed', remoteRunId: '1001' });
    expect(again.results[0]?.errorMessage).toMatch(/keeps logging the account out/);
  });

  it('stops quietly when aborted mid-poll: no report, the run id already recorded', async () => {
    const h = harness({ poll: [pending] }, { abortAtSleep: 2 });
    await h.run();
    expect(h.events).toEqual(['login alice', 'submit 1A 54', 'remote-submitted 1001', 'poll 1001']);
    expect(h.results).toEqual([]);
  });

  it('stops quietly when aborted while waiting out a rate limit before submitting', async () => {
    const h = harness(
      { submit: [new RemoteJudgeError('rate-limited', 'HTTP 429', 1000)] },
      { abortAtSleep: 1 },
    );
    await h.run();
    expect(h.events).toEqual(['login alice', 'submit 1A 54']);
    expect(h.results).toEqual([]);
  });

  it('records a submission that finished after an abort, then stops', async () => {
    const h = harness({});
    h.controller.signal.addEventListener('abort', () => h.events.push('aborted'));
    const originalPush = h.events.push.bind(h.events);
    h.events.push = (...items: string[]) => {
      const length = originalPush(...items);
      if (items[0] === 'submit 1A 54') h.controller.abort();
      return length;
    };
    await h.run();
    expect([...h.events]).toEqual(['login alice', 'submit 1A 54', 'aborted', 'remote-submitted 1001']);
    expect(h.results).toEqual([]);
  });

  it('does nothing for a job aborted before it starts', async () => {
    const h = harness({});
    h.controller.abort();
    await h.run();
    expect(h.events).toEqual([]);
  });

  it('stops without polling when the server no longer wants the submission', async () => {
    const h = harness({}, { submitted: async () => false });
    await h.run();
    expect(h.events).toEqual(['login alice', 'submit 1A 54', 'remote-submitted 1001']);
    expect(h.results).toEqual([]);
  });

  it('polls anyway when the run id could not be recorded, and reports it with the result', async () => {
    const h = harness(
      { poll: [accepted] },
      {
        submitted: async () => {
          throw new Error('remote-submitted: HTTP 503');
        },
      },
    );
    await h.run();
    expect(h.results[0]).toMatchObject({ outcome: 'verdict', remoteRunId: '1001' });
  });

  it('gives Submitted Failed for a language the judge does not have, before logging in', async () => {
    const h = harness({}, { job: { language: 'Brainfuck' } });
    await h.run();
    expect(h.events).toEqual(['result submit-failed']);
    expect(h.results[0]).toMatchObject({
      outcome: 'submit-failed',
      status: JudgeStatus.SUBMITTED_FAILED,
      accountId: 3,
      remoteRunId: null,
    });
    expect(h.results[0]?.errorMessage).toMatch(/Codeforces has no language named "Brainfuck"/);
  });

  it('rejects when the report itself cannot be delivered, so the runner logs it', async () => {
    const failing: RemoteJobReporter = {
      submitted: async () => true,
      result: async () => {
        throw new Error('result: HTTP 500');
      },
    };
    await expect(
      executeRemoteJob(job(), failing, new AbortController().signal, {
        runnerName: 'remote-0',
        adapterFor: () => fakeJudge([], { poll: [accepted] }).adapter,
        httpFor: (baseUrl) => new RemoteHttp({ baseUrl }),
        sleep: async () => undefined,
        log: quiet,
        pollIntervalMs: null,
        maxPolls: null,
      }),
    ).rejects.toThrow(/HTTP 500/);
  });
});

describe('describeDuration', () => {
  it('speaks in seconds under two minutes and in minutes above', () => {
    expect(describeDuration(10)).toBe('1 s');
    expect(describeDuration(15_000)).toBe('15 s');
    expect(describeDuration(119_000)).toBe('119 s');
    expect(describeDuration(15 * 60_000)).toBe('15 minutes');
  });
});
