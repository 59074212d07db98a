// Where jobs come from. Both sources hand out the same jobs and send results the same way (to the
// server, which keeps them idempotent); they differ in how a job is leased and given back.
import type { JobKind, ResultRequest, RunnerJob } from '../../../contract/runner/protocol';

export interface LeasedJob {
  job: RunnerJob;
  /** The source's handle of the delivery (a Cloudflare lease id); null for the server's own queue. */
  receipt: string | null;
}

/**
 * The runner's free places by the work they take: sandbox slots run judge, test and compile jobs;
 * remote places run remote jobs (waiting on another site, so they need no slot).
 */
export interface LeaseRoom {
  local: number;
  remote: number;
  /**
   * Every sandbox slot is busy and `local` counts places for jobs that wait for one (one per slot):
   * leased ahead so a slot starts its next job the moment it is free, not a round trip later. A
   * source may yield such a request to runners with idle slots.
   */
  ahead?: boolean;
}

/** The kinds of place a runner has. */
export type Place = 'local' | 'remote';

/** Which of the runner's places a job of this kind needs. */
export function placeFor(kind: JobKind): Place {
  return kind === 'remote' ? 'remote' : 'local';
}

export interface JobSource {
  readonly kind: 'server' | 'cloudflare';
  /**
   * Jobs that fit the room (never more of a kind than its free places); may wait a while for one.
   * Resolves empty when `signal` aborts.
   */
  lease(room: LeaseRoom, signal: AbortSignal): Promise<LeasedJob[]>;
  progress(leased: LeasedJob, status: 6 | 7): Promise<void>;
  /** Delivers the result; the job is done for the source afterwards. */
  complete(leased: LeasedJob, result: ResultRequest): Promise<void>;
  /**
   * Delivers the result and leases jobs for `room` in the same round trip, without waiting for
   * any. Optional: without it the runner calls complete() and its lease loop fills the room.
   */
  completeAndLease?(leased: LeasedJob, result: ResultRequest, room: LeaseRoom): Promise<LeasedJob[]>;
  /** Gives unfinished jobs back so another runner takes them at once. */
  release(jobs: readonly LeasedJob[]): Promise<void>;
}

/** Job ids the server's heartbeat should keep leased. */
export function leaseIdsOf(jobs: Iterable<LeasedJob>): number[] {
  const ids: number[] = [];
  for (const { job } of jobs) if (job.jobId !== null) ids.push(job.jobId);
  return ids;
}
