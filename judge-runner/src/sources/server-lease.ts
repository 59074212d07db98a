// Jobs from the server's own queue (the embedded default): `POST /api/judge-server/lease` long-polls
// for jobs; leases are renewed by heartbeats and expire if the runner dies.
import type { LeaseResponse, ResultRequest } from '../../../contract/runner/protocol';
import { runnerJobSchema } from '../../../contract/runner/protocol';
import type { RunnerLog } from '../log';
import { type ServerClient, sleep } from '../server-client';
import type { JobSource, LeasedJob } from './job-source';

const LONG_POLL_MS = 20_000;

export class ServerLeaseSource implements JobSource {
  readonly kind = 'server';

  constructor(
    private readonly client: ServerClient,
    private readonly name: string,
    private readonly leaseSeconds: number,
    /** Names of the languages this runner can run; it leases only jobs in them. */
    private readonly languages: readonly string[],
    private readonly log: RunnerLog,
  ) {}

  async lease(max: number, signal: AbortSignal): Promise<LeasedJob[]> {
    try {
      const data = await this.client.post<LeaseResponse>(
        'lease',
        {
          name: this.name,
          max,
          waitMs: LONG_POLL_MS,
          leaseSeconds: this.leaseSeconds,
          languages: this.languages,
        },
        signal,
      );
      return data.jobs.map((job) => ({ job: runnerJobSchema.parse(job), receipt: null }));
    } catch (error) {
      if (signal.aborted) return [];
      this.log.warn('could not lease jobs; retrying shortly', { error: String(error) });
      await sleep(2000, signal);
      return [];
    }
  }

  async progress({ job }: LeasedJob, status: 6 | 7): Promise<void> {
    if (job.kind !== 'judge') return;
    await this.client.post('progress', {
      name: this.name,
      jobId: job.jobId,
      submitId: job.submitId,
      attempt: job.attempt,
      status,
    });
  }

  async complete(_leased: LeasedJob, result: ResultRequest): Promise<void> {
    await this.client.postReliably('result', result);
  }

  async release(jobs: readonly LeasedJob[]): Promise<void> {
    const jobIds = jobs.map(({ job }) => job.jobId).filter((id): id is number => id !== null);
    if (jobIds.length > 0) await this.client.post('release', { name: this.name, jobIds });
  }
}
