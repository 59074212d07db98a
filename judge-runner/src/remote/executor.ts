// One remote job: log in to the judge with the account the server reserved, submit (unless an
// earlier delivery already did), have the server record the judge's run id before anything else,
// then read the run's status at the judge's pace until it gives a verdict or the budget runs out.
// Everything that can go wrong ends in a report the user can read (Submitted Failed with the
// reason), except an abort: the job is given back and its next delivery polls the recorded run.

import { ID_MAX } from '../../../contract/common/fields';
import { JudgeStatus, type JudgeStatusCode } from '../../../contract/judge-status';
import { REMOTE_JUDGE_INFO, type RemoteJudge } from '../../../contract/remote-judge';
import {
  MESSAGE_MAX,
  REMOTE_RUN_ID_MAX,
  type RemoteResultRequest,
  type RemoteRunnerJob,
  type RemoteSubmittedRequest,
} from '../../../contract/runner/protocol';
import {
  type RemoteAccount,
  type RemoteJudgeAdapter,
  RemoteJudgeError,
  type RemoteVerdict,
} from '../../../remote-judge/adapter';
import type { RemoteHttp } from '../../../remote-judge/http';
import type { RunnerLog } from '../log';

/** Where a remote job's news goes: the server, through the runner's job source. */
export interface RemoteJobReporter {
  /**
   * The judge took the submission under this run id. Resolves false when the server refuses to
   * record it (a stale attempt, a cancelled submission): the job is over for this runner. Throws
   * when the server could not be reached in time.
   */
  submitted(request: RemoteSubmittedRequest): Promise<boolean>;
  /** The end of the job. */
  result(request: RemoteResultRequest): Promise<void>;
}

export interface RemoteExecutorDeps {
  /** Named in every report. */
  runnerName: string;
  adapterFor(judge: RemoteJudge): RemoteJudgeAdapter;
  /** A fresh session (cookies) with the judge at this origin. */
  httpFor(baseUrl: string): RemoteHttp;
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
  log: RunnerLog;
  /** Override every judge's pace (tests, rehearsals against stand-ins); null keeps the judge's own. */
  pollIntervalMs: number | null;
  maxPolls: number | null;
}

/** A judge that is down gets this many more tries (login or submit) before Submitted Failed. */
const UNAVAILABLE_RETRIES = 2;
const UNAVAILABLE_BACKOFF_MS = 2_000;
/** A judge that asks to slow down is waited for this many times, each wait bounded. */
const RATE_LIMIT_RETRIES = 3;
const RATE_LIMIT_BACKOFF_MS = 5_000;
const MAX_WAIT_MS = 60_000;

type FailedOutcome = 'submit-failed' | 'login-failed';

/** Ends the job with a report. */
class JobFailed extends Error {
  constructor(
    readonly outcome: FailedOutcome,
    message: string,
  ) {
    super(message);
  }
}

/** Ends the job without a report: the runner gives it back. */
class JobAborted extends Error {}

function asRemoteError(error: unknown): RemoteJudgeError {
  if (error instanceof RemoteJudgeError) return error;
  // An adapter fault (a bug, an unexpected page) must not leave the job leased forever.
  return new RemoteJudgeError('malformed', error instanceof Error ? error.message : String(error));
}

/** "90 s", "15 minutes": how long the judge had, in the words of the failure message. */
export function describeDuration(ms: number): string {
  if (ms < 120_000) return `${Math.max(1, Math.round(ms / 1000))} s`;
  return `${Math.round(ms / 60_000)} minutes`;
}

type Step = 'log in' | 'submit' | 'read the verdict';

/** Why a step failed, in words a user understands, with the judge's own answer when it gave one. */
function failureReason(judge: string, step: Step, error: RemoteJudgeError, problemId: string): string {
  switch (error.kind) {
    case 'rejected':
      return `${judge} refused the submission: ${error.message}`;
    case 'rate-limited':
      return `${judge} kept refusing requests as too frequent: ${error.message}`;
    case 'not-found':
      return `${judge} has no problem ${problemId}: ${error.message}`;
    case 'malformed':
      return `${judge} answered in a way that could not be read when trying to ${step}: ${error.message}`;
    case 'login':
      return `${judge} refused the account: ${error.message}`;
    case 'unavailable':
      return `${judge} could not be reached to ${step}: ${error.message}`;
  }
}

function usage(value: number | null): number | null {
  if (value === null || !Number.isFinite(value)) return null;
  return Math.min(ID_MAX, Math.max(0, Math.round(value)));
}

class RemoteJobRun {
  private readonly judgeName: string;
  private readonly account: RemoteAccount;
  private readonly http: RemoteHttp;
  private readonly adapter: RemoteJudgeAdapter;

  constructor(
    private readonly job: RemoteRunnerJob,
    private readonly reporter: RemoteJobReporter,
    private readonly signal: AbortSignal,
    private readonly deps: RemoteExecutorDeps,
  ) {
    this.judgeName = REMOTE_JUDGE_INFO[job.judge].name;
    this.account = { username: job.account.username, password: job.account.password };
    this.adapter = deps.adapterFor(job.judge);
    this.http = deps.httpFor(job.baseUrl);
  }

  private get label() {
    return { submitId: this.job.submitId, attempt: this.job.attempt, judge: this.job.judge };
  }

  async run(): Promise<void> {
    let runId = this.job.remoteRunId;
    try {
      this.checkAbort();
      if (runId === null) {
        const languageId = this.languageId();
        await this.login();
        runId = await this.submit(languageId);
        if (!(await this.recordSubmitted(runId))) return;
      } else {
        this.deps.log.info('polling a run an earlier delivery submitted', { ...this.label, runId });
        await this.login();
      }
      const verdict = await this.pollUntilVerdict(runId);
      await this.report('verdict', runId, {
        status: verdict.status,
        time: usage(verdict.timeMs),
        memory: usage(verdict.memoryKb),
        errorMessage:
          verdict.status === JudgeStatus.COMPILE_ERROR && verdict.compileMessage
            ? verdict.compileMessage.slice(0, MESSAGE_MAX)
            : null,
      });
    } catch (error) {
      // A job stopped on purpose (cancelled, shutdown) is given back, not reported.
      if (error instanceof JobAborted || this.signal.aborted) return;
      if (!(error instanceof JobFailed)) throw error;
      this.deps.log.warn(`remote job ended: ${error.outcome}`, { ...this.label, reason: error.message });
      await this.report(error.outcome, runId, {
        status: JudgeStatus.SUBMITTED_FAILED,
        time: null,
        memory: null,
        errorMessage: error.message.slice(0, MESSAGE_MAX),
      });
    }
  }

  private checkAbort() {
    if (this.signal.aborted) throw new JobAborted();
  }

  private async sleep(ms: number) {
    await this.deps.sleep(ms, this.signal);
    this.checkAbort();
  }

  private languageId(): string {
    const language = this.adapter.languages.find((l) => l.name === this.job.language);
    if (!language) {
      throw new JobFailed(
        'submit-failed',
        `${this.judgeName} has no language named "${this.job.language}"; choose one of its languages and submit again`,
      );
    }
    return language.remoteId;
  }

  /**
   * Runs one call to the judge, waiting out a judge that asks to slow down and retrying one that
   * is down, both a bounded number of times; anything else ends the job.
   */
  private async withRetries<T>(step: Step, call: () => Promise<T>): Promise<T> {
    let unavailableLeft = UNAVAILABLE_RETRIES;
    let rateLimitedLeft = RATE_LIMIT_RETRIES;
    let unavailableWait = UNAVAILABLE_BACKOFF_MS;
    let rateLimitedWait = Math.max(RATE_LIMIT_BACKOFF_MS, this.adapter.accountIntervalMs);
    for (;;) {
      this.checkAbort();
      try {
        return await call();
      } catch (thrown) {
        const error = asRemoteError(thrown);
        if (error.kind === 'login') throw new JobFailed('login-failed', error.message);
        let waitMs: number | null = null;
        if (error.kind === 'rate-limited' && rateLimitedLeft > 0) {
          rateLimitedLeft -= 1;
          waitMs = Math.min(MAX_WAIT_MS, error.retryAfterMs ?? rateLimitedWait);
          rateLimitedWait = Math.min(MAX_WAIT_MS, rateLimitedWait * 2);
        } else if (error.kind === 'unavailable' && unavailableLeft > 0) {
          unavailableLeft -= 1;
          waitMs = unavailableWait;
          unavailableWait *= 2;
        }
        if (waitMs === null) {
          throw new JobFailed(
            'submit-failed',
            failureReason(this.judgeName, step, error, this.job.remoteProblemId),
          );
        }
        this.deps.log.warn(`could not ${step}; trying again in ${waitMs} ms`, {
          ...this.label,
          kind: error.kind,
          error: error.message,
        });
        await this.sleep(waitMs);
      }
    }
  }

  private login(): Promise<void> {
    return this.withRetries('log in', () => this.adapter.login(this.http, this.account));
  }

  private async submit(languageId: string): Promise<string> {
    const { runId } = await this.withRetries('submit', () =>
      this.adapter.submit(this.http, {
        account: this.account,
        remoteId: this.job.remoteProblemId,
        languageId,
        code: this.job.code,
      }),
    );
    const trimmed = typeof runId === 'string' ? runId.trim() : '';
    if (trimmed === '' || trimmed.length > REMOTE_RUN_ID_MAX) {
      throw new JobFailed(
        'submit-failed',
        `${this.judgeName} took the submission but its run id could not be read ("${String(runId).slice(0, 40)}")`,
      );
    }
    this.deps.log.info('submitted', { ...this.label, runId: trimmed });
    return trimmed;
  }

  /**
   * The run id is recorded before the first poll even when the job was aborted meanwhile: a later
   * delivery then polls this run instead of submitting the code a second time.
   */
  private async recordSubmitted(runId: string): Promise<boolean> {
    const { name, jobId, submitId, attempt } = this.request();
    try {
      const recorded = await this.reporter.submitted({
        name,
        jobId,
        submitId,
        attempt,
        accountId: this.job.account.id,
        remoteRunId: runId,
      });
      if (!recorded) {
        this.deps.log.info('the server no longer wants this submission; not polling', this.label);
        return false;
      }
    } catch (error) {
      // Polling goes on: the final report carries the run id too, so only a runner that also dies
      // before reporting could lead to a second submission.
      this.deps.log.error('could not record the remote run id; polling anyway', {
        ...this.label,
        runId,
        error: String(error),
      });
    }
    this.checkAbort();
    return true;
  }

  private async pollUntilVerdict(runId: string): Promise<RemoteVerdict & { status: JudgeStatusCode }> {
    const intervalMs = this.deps.pollIntervalMs ?? this.adapter.pollIntervalMs;
    const maxPolls = this.deps.maxPolls ?? this.adapter.maxPolls;
    let loggedInAgain = false;
    let lastProblem: string | null = null;
    for (let poll = 1; poll <= maxPolls; poll++) {
      await this.sleep(intervalMs);
      try {
        const verdict = await this.adapter.poll(this.http, {
          account: this.account,
          remoteId: this.job.remoteProblemId,
          runId,
        });
        if (verdict.status !== null) return { ...verdict, status: verdict.status };
        lastProblem = null;
      } catch (thrown) {
        const error = asRemoteError(thrown);
        if (error.kind === 'login') {
          if (loggedInAgain) {
            throw new JobFailed(
              'submit-failed',
              `${this.judgeName} keeps logging the account out while its verdict is read: ${error.message}`,
            );
          }
          loggedInAgain = true;
          this.deps.log.warn('the session lost its login; logging in again', { ...this.label, runId });
          await this.login();
          continue;
        }
        lastProblem = error.message;
        this.deps.log.warn('could not read the verdict; trying again', {
          ...this.label,
          runId,
          poll,
          kind: error.kind,
          error: error.message,
        });
        if (error.kind === 'rate-limited' && error.retryAfterMs !== null && error.retryAfterMs > intervalMs) {
          await this.sleep(Math.min(MAX_WAIT_MS, error.retryAfterMs - intervalMs));
        }
      }
    }
    const reason = `${this.judgeName} gave no verdict within ${describeDuration(intervalMs * maxPolls)}`;
    throw new JobFailed('submit-failed', lastProblem ? `${reason} (last answer: ${lastProblem})` : reason);
  }

  private request() {
    return {
      name: this.deps.runnerName,
      jobId: this.job.jobId,
      submitId: this.job.submitId,
      attempt: this.job.attempt,
    };
  }

  private async report(
    outcome: RemoteResultRequest['outcome'],
    runId: string | null,
    fields: Pick<RemoteResultRequest, 'status' | 'time' | 'memory' | 'errorMessage'>,
  ): Promise<void> {
    await this.reporter.result({
      kind: 'remote',
      ...this.request(),
      accountId: this.job.account.id,
      outcome,
      ...fields,
      remoteRunId: runId,
    });
  }
}

/**
 * Runs one remote job to its report. Resolves without a report when `signal` aborts (the runner
 * gives the job back); rejects only when the report itself could not be delivered.
 */
export function executeRemoteJob(
  job: RemoteRunnerJob,
  reporter: RemoteJobReporter,
  signal: AbortSignal,
  deps: RemoteExecutorDeps,
): Promise<void> {
  return new RemoteJobRun(job, reporter, signal, deps).run();
}
