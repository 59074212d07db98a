// Jobs from a Cloudflare Queue through its HTTP pull consumer (the Cloudflare deployment): messages
// carry only ids (JudgeJobMessage); the job itself comes from the server's /api/judge-server/job,
// which is sent the message as it came.
// A message is acknowledged once its result is delivered, or when the job needs nothing (a stale
// attempt); a message whose runner dies becomes visible again after its visibility timeout.
// The one queue carries every kind: a remote message goes to the runner's remote places, the
// others to its sandbox slots, and a message with no free place of its kind is given back unread.
import { type ResultRequest, type RunnerJob, runnerJobSchema } from '../../../contract/runner/protocol';
import { parseJudgeJobMessage } from '../../../contract/runner/queue-message';
import type { CloudflareQueueSettings } from '../config';
import type { RunnerLog } from '../log';
import { type ServerClient, sleep } from '../server-client';
import { type JobSource, type LeasedJob, type LeaseRoom, placeFor } from './job-source';

interface PulledMessage {
  id: string;
  body: unknown;
  attempts?: number;
  lease_id: string;
}

interface CloudflareEnvelope<T> {
  success: boolean;
  errors?: { code: number; message: string }[];
  result: T | null;
}

/** An empty queue is asked again after this long (the pull API does not wait). */
const EMPTY_POLL_MS = 1000;
/** A message whose job could not be fetched is retried after this delay. */
const RETRY_DELAY_SECONDS = 5;
/**
 * A message whose kind has no free place here is given back for this long, so that another runner
 * (or this one, once a place frees up) takes it rather than this runner pulling it again at once.
 */
const NO_ROOM_DELAY_SECONDS = 10;

export class CloudflarePullSource implements JobSource {
  readonly kind = 'cloudflare';

  constructor(
    private readonly client: ServerClient,
    private readonly settings: CloudflareQueueSettings,
    private readonly name: string,
    private readonly log: RunnerLog,
  ) {}

  private async call<T>(path: 'pull' | 'ack', body: unknown, signal?: AbortSignal): Promise<T> {
    const { apiBase, accountId, queueId, apiToken } = this.settings;
    const response = await fetch(`${apiBase}/accounts/${accountId}/queues/${queueId}/messages/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
    const envelope = (await response.json().catch(() => null)) as CloudflareEnvelope<T> | null;
    if (!response.ok || !envelope?.success) {
      const reason = envelope?.errors?.map((e) => e.message).join('; ') || `HTTP ${response.status}`;
      throw new Error(`Cloudflare Queues ${path}: ${reason}`);
    }
    return envelope.result as T;
  }

  private async ack(
    acks: string[],
    retries: { leaseId: string; delaySeconds: number }[] = [],
  ): Promise<void> {
    if (acks.length === 0 && retries.length === 0) return;
    await this.call('ack', {
      acks: acks.map((lease_id) => ({ lease_id })),
      retries: retries.map((r) => ({ lease_id: r.leaseId, delay_seconds: r.delaySeconds })),
    });
  }

  async lease(room: LeaseRoom, signal: AbortSignal): Promise<LeasedJob[]> {
    const free = { ...room };
    const batchSize = Math.min(free.local + free.remote, 100);
    if (batchSize <= 0) {
      await sleep(EMPTY_POLL_MS, signal);
      return [];
    }
    let messages: PulledMessage[];
    try {
      const result = await this.call<{ messages?: PulledMessage[] }>(
        'pull',
        { batch_size: batchSize, visibility_timeout_ms: this.settings.visibilityTimeoutMs },
        signal,
      );
      messages = result?.messages ?? [];
    } catch (error) {
      if (signal.aborted) return [];
      this.log.warn('could not pull from the queue; retrying shortly', { error: String(error) });
      await sleep(2000, signal);
      return [];
    }
    if (messages.length === 0) {
      await sleep(EMPTY_POLL_MS, signal);
      return [];
    }
    const jobs: LeasedJob[] = [];
    const done: string[] = [];
    const retry: { leaseId: string; delaySeconds: number }[] = [];
    for (const message of messages) {
      const queued = parseJudgeJobMessage(message.body);
      if (!queued) {
        this.log.error('dropping a queue message that is not a judge job', { id: message.id });
        done.push(message.lease_id);
        continue;
      }
      const place = placeFor(queued.kind);
      if (free[place] <= 0) {
        retry.push({ leaseId: message.lease_id, delaySeconds: NO_ROOM_DELAY_SECONDS });
        continue;
      }
      free[place] -= 1;
      try {
        const { job, retryAfterMs } = await this.client.post<{
          job: RunnerJob | null;
          retryAfterMs?: number | null;
        }>('job', queued, signal);
        if (job) {
          jobs.push({ job: runnerJobSchema.parse(job), receipt: message.lease_id });
        } else if (retryAfterMs) {
          // A remote job whose judge has no free account yet: it is needed later, not done.
          free[place] += 1;
          retry.push({
            leaseId: message.lease_id,
            delaySeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
          });
        } else {
          done.push(message.lease_id);
        }
      } catch (error) {
        this.log.warn('could not fetch a queued job from the server', { queued, error: String(error) });
        retry.push({ leaseId: message.lease_id, delaySeconds: RETRY_DELAY_SECONDS });
      }
    }
    await this.ack(done, retry).catch((error) =>
      this.log.warn('could not acknowledge messages', { error: String(error) }),
    );
    return jobs;
  }

  async progress({ job }: LeasedJob, status: 6 | 7): Promise<void> {
    if (job.kind !== 'judge') return;
    await this.client.post('progress', {
      name: this.name,
      jobId: null,
      submitId: job.submitId,
      attempt: job.attempt,
      status,
    });
  }

  async complete(leased: LeasedJob, result: ResultRequest): Promise<void> {
    await this.client.postReliably('result', result);
    if (leased.receipt) await this.ack([leased.receipt]);
  }

  async release(jobs: readonly LeasedJob[]): Promise<void> {
    const retries = jobs.flatMap((j) => (j.receipt ? [{ leaseId: j.receipt, delaySeconds: 0 }] : []));
    await this.ack([], retries);
  }
}
