// Jobs from the server's own queue (the embedded default): `POST /api/judge-server/lease` long-polls
// for jobs; leases are renewed by heartbeats and expire if the runner dies.
import type {
  JobKind,
  LeaseResponse,
  ResultAndLeaseResponse,
  ResultRequest,
} from '../../../contract/runner/protocol';
import { runnerJobSchema } from '../../../contract/runner/protocol';
import type { RunnerLog } from '../log';
import { type ServerClient, ServerError, sleep } from '../server-client';
import { type JobSource, type LeasedJob, type LeaseRoom, placeFor } from './job-source';

const LONG_POLL_MS = 20_000;
/** The most jobs one lease request may ask for (protocol.ts). */
const LEASE_MAX = 64;

export class ServerLeaseSource implements JobSource {
  readonly kind = 'server';
  /** False once the server turned out not to know result-and-lease (an older version). */
  private foldsLeases = true;

  constructor(
    private readonly client: ServerClient,
    private readonly name: string,
    private readonly leaseSeconds: number,
    /**
     * Names of the languages this runner can run; it leases only jobs in them. Null for a remote
     * runner: the judge on the other side decides which languages it takes.
     */
    private readonly languages: readonly string[] | null,
    /**
     * Sent every time, so the server never hands a sandbox runner a remote job or the reverse,
     * whatever its default.
     */
    private readonly kinds: readonly JobKind[],
    private readonly log: RunnerLog,
  ) {}

  /** How many jobs of this runner's kinds fit the room. */
  private fits(room: LeaseRoom): number {
    const places = new Set(this.kinds.map(placeFor));
    return Math.min(
      LEASE_MAX,
      [...places].reduce((sum, place) => sum + room[place], 0),
    );
  }

  private leaseRequest(max: number, waitMs: number, room: LeaseRoom) {
    return {
      name: this.name,
      max,
      waitMs,
      leaseSeconds: this.leaseSeconds,
      kinds: this.kinds,
      ...(room.ahead ? { ahead: true } : {}),
      ...(this.languages ? { languages: this.languages } : {}),
    };
  }

  private leased(jobs: LeaseResponse['jobs']): LeasedJob[] {
    return jobs.map((job) => ({ job: runnerJobSchema.parse(job), receipt: null }));
  }

  async lease(room: LeaseRoom, signal: AbortSignal): Promise<LeasedJob[]> {
    const max = this.fits(room);
    if (max <= 0) {
      await sleep(LONG_POLL_MS, signal);
      return [];
    }
    try {
      const data = await this.client.post<LeaseResponse>(
        'lease',
        this.leaseRequest(max, LONG_POLL_MS, room),
        signal,
      );
      return this.leased(data.jobs);
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

  async completeAndLease(leased: LeasedJob, result: ResultRequest, room: LeaseRoom): Promise<LeasedJob[]> {
    const max = this.fits(room);
    if (max <= 0 || !this.foldsLeases) {
      await this.complete(leased, result);
      return [];
    }
    try {
      const data = await this.client.postReliably<ResultAndLeaseResponse>('result-and-lease', {
        result,
        lease: this.leaseRequest(max, 0, room),
      });
      return this.leased(data.jobs);
    } catch (error) {
      // A server older than this runner has no such call: post results alone from now on.
      if (!(error instanceof ServerError) || error.httpStatus !== 404) throw error;
      this.foldsLeases = false;
      await this.complete(leased, result);
      return [];
    }
  }

  async release(jobs: readonly LeasedJob[]): Promise<void> {
    const jobIds = jobs.map(({ job }) => job.jobId).filter((id): id is number => id !== null);
    if (jobIds.length > 0) await this.client.post('release', { name: this.name, jobIds });
  }
}
