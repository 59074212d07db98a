import type { RunnerJob } from '@contract/runner/protocol';
import { RUNNER_TOKEN, type TestApp } from './test-app';

export type JudgeJob = Extract<RunnerJob, { kind: 'judge' }>;

/** A verdict for a leased job as a runner posts it, with no case results unless `fields` gives them. */
export function verdictBody(
  name: string,
  job: JudgeJob,
  status: number,
  fields: Record<string, unknown> = {},
) {
  return {
    kind: 'judge',
    name,
    jobId: job.jobId,
    submitId: job.submitId,
    attempt: job.attempt,
    status,
    time: 1,
    memory: 1024,
    score: null,
    errorMessage: null,
    cases: [],
    ...fields,
  };
}

/**
 * A judge runner played by the test over the runner protocol, with no sandbox: it leases the
 * jobs the server hands out and posts whatever verdicts the test chooses.
 */
export function fakeRunner(t: TestApp) {
  const headers = { Authorization: `Runner ${RUNNER_TOKEN}` };
  /** POST /api/judge-server/<path> with the runner token. */
  const call = (path: string, body: unknown) =>
    t.request('POST', `/api/judge-server/${path}`, { body, headers });
  return {
    call,
    /** Up to `max` judge jobs for the runner `name`, without waiting for one. */
    async lease(name: string, max = 1): Promise<JudgeJob[]> {
      const res = await call('lease', { name, max, waitMs: 0, leaseSeconds: 30 });
      if (res.body.status !== 200) throw new Error(`lease refused: ${JSON.stringify(res.body)}`);
      const jobs = (res.body.data as { jobs: RunnerJob[] }).jobs;
      if (jobs.some((job) => job.kind !== 'judge')) throw new Error('expected judge jobs only');
      return jobs as JudgeJob[];
    },
    verdict: (name: string, job: JudgeJob, status: number, fields: Record<string, unknown> = {}) =>
      call('result', verdictBody(name, job, status, fields)),
  };
}
