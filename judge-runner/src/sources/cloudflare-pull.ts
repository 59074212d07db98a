// Jobs from a Cloudflare Queue through its HTTP pull consumer (the Cloudflare deployment): messages
// carry only ids (JudgeJobMessage); the job itself comes from the server's /api/judge-server/job,
// which is sent the message as it came.
//
// Nothing is acknowledged unless it is done with: a message is acknowledged once its result is
// delivered, or when the server says the job needs nothing (a stale attempt). A body that cannot
// be read is retried after a delay, so after the consumer's retries it reaches the dead-letter
// queue, whose Worker consumer ends the submission as System Error; a message whose runner dies
// becomes visible again after its visibility timeout.
//
// Leases cannot be extended (the API has pull and ack/retry only), so the rule for long judging is:
// a job is only judged when its worst case (job-budget.ts) fits in what is left of the lease, less
// a safety margin for delivering the result. One that does not fit is given back at once (a retry
// with no delay) and this runner's later pulls ask for a visibility timeout that covers it
// (at most the API's 12 hours). A redelivery of a message this runner is still judging (its
// lease ran out all the same) is adopted as a fresh lease of the running job, not judged twice.
//
// The one queue carries every kind: a remote message goes to the runner's remote places, the
// others to its sandbox slots. A pull cannot choose kinds, so it asks for as many messages as the
// runner has free places of the usual kind (see lease). A message with no free place of its kind
// here all the same (a judge job pulled by a runner without a sandbox, a remote job beyond the
// remote places), or a remote job whose judge has no free account yet, is waiting for capacity,
// not failing: it is published again as a new message with a delay and the delivered one
// acknowledged, because a give-back (a retry) spends one of the message's deliveries, and a
// backlog bounced between runners would walk into the dead-letter queue as System Error within a
// minute of a contest's rush. Publishing first and acknowledging after means a failure between
// the two leaves two messages for one job, which delivery at least once already allows (the
// server answers the second as stale). A message waits like that for at most PLACE_WAIT_MAX_MS
// after it was first queued (`enqueuedAt`); after that, or when publishing fails, it is given
// back as a retry, so one that no runner can ever take still ends in the dead-letter queue, with
// its reason, instead of circling for ever.
import { type ResultRequest, type RunnerJob, runnerJobSchema } from '../../../contract/runner/protocol';
import type { JudgeJobMessage } from '../../../contract/runner/queue-message';
import { type CloudflareQueueSettings, VISIBILITY_TIMEOUT_MAX_MS } from '../config';
import type { RunnerLog } from '../log';
import { type ServerClient, sleep } from '../server-client';
import {
  CloudflareQueuesApi,
  decodePulledBody,
  type PulledMessage,
  type QueueRetry,
  QueuesApiError,
} from './cloudflare-queues-api';
import { type RemotePace, worstCaseMs } from './job-budget';
import { type JobSource, type LeasedJob, type LeaseRoom, placeFor } from './job-source';

/** An empty queue is asked again after this long (the pull API does not wait). */
const EMPTY_POLL_MS = 1000;
/** A message whose job could not be fetched is retried after this delay. */
const RETRY_DELAY_SECONDS = 5;
/**
 * A message whose kind has no free place here is given back for this long, so that another runner
 * (or this one, once a place frees up) takes it rather than this runner pulling it again at once.
 */
const NO_ROOM_DELAY_SECONDS = 10;
/**
 * An unreadable message is given back for this long: it will not get better, but it must not be
 * acknowledged (that would lose a job silently); its retries run out and it is dead-lettered.
 */
const UNREADABLE_DELAY_SECONDS = 60;
/** How long after it was first queued a message may still be republished while it waits for a place. */
export const PLACE_WAIT_MAX_MS = 3600_000;
/** Failed API calls are retried after 1 s, 2 s, 4 s … up to this, or longer when Retry-After says so. */
const BACKOFF_MAX_MS = 60_000;
/** A Retry-After longer than this is not waited out in one go. */
const RETRY_AFTER_CAP_MS = 10 * 60_000;
/** Attempts at acknowledging one finished job before leaving it to redelivery. */
const ACK_ATTEMPTS = 5;
/**
 * Left free at the end of a lease: delivering the result may take the server client's two minutes
 * of retries, then the ack.
 */
export const LEASE_SAFETY_MARGIN_MS = 150_000;
/**
 * `attempts` of a message on its first delivery. Cloudflare's docs define it as the number of
 * delivery attempts so far; a pull API that leaves it out is treated as a first delivery.
 */
const FIRST_DELIVERY_ATTEMPTS = 1;

/** A delivered message that waits for capacity, and how long it should stay hidden. */
interface WaitingMessage {
  leaseId: string;
  message: JudgeJobMessage;
  delaySeconds: number;
}

/** One message as this runner holds it; `leaseIds` grows when the queue redelivers it here. */
interface Delivery {
  messageId: string;
  leaseIds: string[];
  /** When the newest lease runs out, by this runner's clock (measured from before the pull). */
  expiresAt: number;
}

export interface CloudflarePullOptions {
  /** Waits between polls and after failures; tests pass one that does not really wait. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  now?: () => number;
  /** The runner's remote polling overrides, for budgeting remote jobs. */
  remotePace?: RemotePace;
  /** A runner without a sandbox (--remote): it pulls for its remote places, not its slots. */
  remoteOnly?: boolean;
}

export class CloudflarePullSource implements JobSource {
  readonly kind = 'cloudflare';
  private readonly api: CloudflareQueuesApi;
  private readonly wait: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly now: () => number;
  private readonly remotePace: RemotePace;
  private readonly remoteOnly: boolean;
  /** The visibility timeout the next pull asks for: the configured one, raised by long jobs met. */
  private visibilityMs: number;
  private failures = 0;
  /** Messages this runner is working on, by message id and by the receipt handed to the runner. */
  private readonly byMessage = new Map<string, Delivery>();
  private readonly byReceipt = new Map<string, Delivery>();

  constructor(
    private readonly client: ServerClient,
    settings: CloudflareQueueSettings,
    private readonly name: string,
    private readonly log: RunnerLog,
    options: CloudflarePullOptions = {},
  ) {
    this.wait = options.sleep ?? sleep;
    this.now = options.now ?? Date.now;
    this.api = new CloudflareQueuesApi(settings, this.now);
    this.remotePace = options.remotePace ?? { pollIntervalMs: null, maxPolls: null };
    this.remoteOnly = options.remoteOnly ?? false;
    this.visibilityMs = Math.min(settings.visibilityTimeoutMs, VISIBILITY_TIMEOUT_MAX_MS);
  }

  /** The visibility timeout the next pull asks for. */
  get pullVisibilityMs(): number {
    return this.visibilityMs;
  }

  /**
   * After a failed call: 1 s, 2 s, 4 s … up to a minute, or what Retry-After asks for when longer.
   * A refused token is named as such, since only the operator can fix it.
   */
  private async backOff(action: string, error: unknown, signal?: AbortSignal): Promise<void> {
    this.failures += 1;
    const exponential = Math.min(BACKOFF_MAX_MS, 1000 * 2 ** (this.failures - 1));
    const retryAfter = error instanceof QueuesApiError ? error.retryAfterMs : null;
    const delayMs = Math.min(RETRY_AFTER_CAP_MS, Math.max(exponential, retryAfter ?? 0));
    const context = { error: String(error), retryInMs: delayMs, failuresInARow: this.failures };
    if (error instanceof QueuesApiError && error.tokenRefused) {
      this.log.error(
        `Cloudflare refused the API token for ${this.api.queueLabel}: CF_API_TOKEN must be valid and carry the Queues Edit permission (queues_read and queues_write) on that account`,
        context,
      );
    } else {
      this.log.warn(`could not ${action}; retrying`, context);
    }
    await this.wait(delayMs, signal);
  }

  /** Sends acks and retries, retrying the call on failures; false when it never went through. */
  private async settle(acks: string[], retries: QueueRetry[], signal?: AbortSignal): Promise<boolean> {
    if (acks.length === 0 && retries.length === 0) return true;
    for (let attempt = 1; ; attempt++) {
      try {
        const { warnings } = await this.api.ack(acks, retries);
        this.failures = 0;
        if (warnings.length > 0) this.log.warn('the queue answered the ack with warnings', { warnings });
        return true;
      } catch (error) {
        if (attempt >= ACK_ATTEMPTS || signal?.aborted) {
          // The messages become visible again after their timeout; their jobs are then either
          // done (the server says so and they are acknowledged) or judged again.
          this.log.error('could not acknowledge messages; they will be delivered again', {
            acks: acks.length,
            retries: retries.length,
            error: String(error),
          });
          return false;
        }
        await this.backOff('acknowledge messages', error, signal);
      }
    }
  }

  async lease(room: LeaseRoom, signal: AbortSignal): Promise<LeasedJob[]> {
    // Places for jobs that would wait for a busy slot are not taken here: a waiting job spends
    // a lease that cannot be extended, so its worst case could not be promised to fit.
    const free = { local: room.ahead ? 0 : room.local, remote: room.remote };
    // A pull cannot choose kinds, and what it takes beyond this runner's free places of a
    // message's kind is only put back to wait (republished, NO_ROOM_DELAY_SECONDS later, where
    // an idle runner could have taken it at once). So a sandbox runner asks for as many messages
    // as it has free slots, the kind nearly every message is: a remote one among them takes a
    // remote place and leaves the slot to pull again, so its remote places fill as it comes to
    // them in the queue; while every slot is busy it does not pull at all, leaving the queue to
    // runners with room. Only a runner without a sandbox (--remote) asks for its remote places.
    const batchSize = this.remoteOnly ? free.remote : free.local;
    if (batchSize <= 0) {
      await this.wait(EMPTY_POLL_MS, signal);
      return [];
    }
    const visibilityMs = this.visibilityMs;
    // Measured before asking, so our idea of when the lease ends is never later than the queue's.
    const pulledAt = this.now();
    let messages: PulledMessage[];
    try {
      messages = await this.api.pull(batchSize, visibilityMs, signal);
      this.failures = 0;
    } catch (error) {
      if (signal.aborted) return [];
      await this.backOff('pull from the queue', error, signal);
      return [];
    }
    if (messages.length === 0) {
      await this.wait(EMPTY_POLL_MS, signal);
      return [];
    }
    const expiresAt = pulledAt + visibilityMs;
    const jobs: LeasedJob[] = [];
    const done: string[] = [];
    const retry: QueueRetry[] = [];
    /** Messages waiting for capacity, to publish again (see the top of this file). */
    const waiting: WaitingMessage[] = [];
    const waitForPlace = (leaseId: string, message: JudgeJobMessage, delaySeconds: number) => {
      if (this.mayWaitAgain(message)) waiting.push({ leaseId, message, delaySeconds });
      else retry.push({ leaseId, delaySeconds });
    };
    for (const message of messages) {
      const running = this.byMessage.get(message.id);
      if (running) {
        // Our lease ran out while the job is still running here: the redelivery is a new lease on
        // the same job, so hold it instead of judging the job a second time.
        running.leaseIds.push(message.lease_id);
        running.expiresAt = expiresAt;
        this.log.warn(
          'the queue delivered a message this runner is still judging; keeping it under the new lease',
          {
            messageId: message.id,
            attempts: message.attempts,
          },
        );
        continue;
      }
      const decoded = decodePulledBody(message.body, message.metadata);
      if (!decoded.ok) {
        this.log.error('a queue message is unreadable; giving it back so it dead-letters after its retries', {
          messageId: message.id,
          attempts: message.attempts,
          reason: decoded.reason,
        });
        retry.push({ leaseId: message.lease_id, delaySeconds: UNREADABLE_DELAY_SECONDS });
        continue;
      }
      const queued = decoded.message;
      const place = placeFor(queued.kind);
      if (free[place] <= 0) {
        waitForPlace(message.lease_id, queued, NO_ROOM_DELAY_SECONDS);
        continue;
      }
      free[place] -= 1;
      const outcome = await this.fetchJob(queued, signal);
      if (outcome.kind === 'job') {
        const budgetMs = worstCaseMs(outcome.job, this.remotePace);
        if (this.tooLongForLease(message, budgetMs, expiresAt, visibilityMs)) {
          free[place] += 1;
          retry.push({ leaseId: message.lease_id, delaySeconds: 0 });
          continue;
        }
        const delivery: Delivery = { messageId: message.id, leaseIds: [message.lease_id], expiresAt };
        this.byMessage.set(message.id, delivery);
        this.byReceipt.set(message.lease_id, delivery);
        jobs.push({ job: outcome.job, receipt: message.lease_id });
      } else if (outcome.kind === 'later') {
        // A remote job whose judge has no free account yet: it is needed later, not done.
        free[place] += 1;
        waitForPlace(message.lease_id, queued, outcome.delaySeconds);
      } else if (outcome.kind === 'done') {
        done.push(message.lease_id);
      } else {
        free[place] += 1;
        retry.push({ leaseId: message.lease_id, delaySeconds: RETRY_DELAY_SECONDS });
      }
    }
    done.push(...(await this.publishAgain(waiting, retry, signal)));
    await this.settle(done, retry, signal);
    return jobs;
  }

  /** Whether a message waiting for a place may be published again rather than given back. */
  private mayWaitAgain(message: JudgeJobMessage): boolean {
    return message.enqueuedAt !== undefined && this.now() - message.enqueuedAt < PLACE_WAIT_MAX_MS;
  }

  /**
   * Publishes the waiting messages again, each as it came (its `enqueuedAt` kept, so the wait stays
   * bounded) with its delay; returns their leases, now to acknowledge. When publishing fails they
   * are given back as retries instead (into `retry`): nothing is acknowledged that is not queued
   * again.
   */
  private async publishAgain(waiting: WaitingMessage[], retry: QueueRetry[], signal: AbortSignal) {
    if (waiting.length === 0) return [];
    try {
      await this.api.publish(
        waiting.map(({ message, delaySeconds }) => ({ body: message, delaySeconds })),
        signal,
      );
      return waiting.map((w) => w.leaseId);
    } catch (error) {
      if (!signal.aborted) {
        this.log.warn('could not publish messages waiting for a place again; giving them back instead', {
          messages: waiting.length,
          error: String(error),
        });
      }
      retry.push(...waiting.map(({ leaseId, delaySeconds }) => ({ leaseId, delaySeconds })));
      return [];
    }
  }

  /**
   * True when the job's worst case does not fit in what is left of the lease: the lease cannot be
   * extended, so the job is given back and later pulls ask for a timeout that covers it. Past the
   * API's 12-hour maximum nothing covers it, and the job is judged in the lease there is.
   */
  private tooLongForLease(message: PulledMessage, budgetMs: number, expiresAt: number, visibilityMs: number) {
    const leftMs = expiresAt - this.now();
    if (budgetMs + LEASE_SAFETY_MARGIN_MS <= leftMs) return false;
    const wantedMs = Math.min(VISIBILITY_TIMEOUT_MAX_MS, budgetMs + 2 * LEASE_SAFETY_MARGIN_MS);
    // Later pulls cover this job's kind of work whatever happens to this message.
    this.visibilityMs = Math.max(this.visibilityMs, wantedMs);
    if (visibilityMs >= VISIBILITY_TIMEOUT_MAX_MS) {
      this.log.warn('a job may outlast even the longest lease the queue gives; judging it anyway', {
        messageId: message.id,
        worstCaseMs: budgetMs,
      });
      return false;
    }
    // Every give-back spends one of the message's deliveries (max_retries), so a message is given
    // back for a longer lease only on its first delivery: one that was delivered before is judged
    // in the lease it has, since a second give-back could walk it into the dead-letter queue.
    if ((message.attempts ?? 1) > FIRST_DELIVERY_ATTEMPTS) {
      this.log.warn('a job may outlast its lease, but it was delivered before; judging it in this lease', {
        messageId: message.id,
        attempts: message.attempts,
        worstCaseMs: budgetMs,
        leaseLeftMs: leftMs,
      });
      return false;
    }
    this.log.warn(
      'a job may outlast its lease; giving it back and pulling with a longer visibility timeout',
      {
        messageId: message.id,
        attempts: message.attempts,
        worstCaseMs: budgetMs,
        leaseLeftMs: leftMs,
        nextVisibilityMs: this.visibilityMs,
      },
    );
    return true;
  }

  private async fetchJob(
    queued: JudgeJobMessage,
    signal: AbortSignal,
  ): Promise<
    | { kind: 'job'; job: RunnerJob }
    | { kind: 'later'; delaySeconds: number }
    | { kind: 'done' }
    | { kind: 'failed' }
  > {
    try {
      const { job, retryAfterMs } = await this.client.post<{
        job: RunnerJob | null;
        retryAfterMs?: number | null;
      }>('job', queued, signal);
      if (job) return { kind: 'job', job: runnerJobSchema.parse(job) };
      if (retryAfterMs) return { kind: 'later', delaySeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
      return { kind: 'done' };
    } catch (error) {
      this.log.warn('could not fetch a queued job from the server', { queued, error: String(error) });
      return { kind: 'failed' };
    }
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

  private forget(receipt: string | null): Delivery | null {
    if (!receipt) return null;
    const delivery = this.byReceipt.get(receipt);
    if (!delivery) return null;
    this.byReceipt.delete(receipt);
    this.byMessage.delete(delivery.messageId);
    return delivery;
  }

  async complete(leased: LeasedJob, result: ResultRequest): Promise<void> {
    try {
      await this.client.postReliably('result', result);
    } catch (error) {
      // Not delivered: the message must not be acknowledged. It stays ours until its lease runs
      // out, then another delivery judges it again.
      this.forget(leased.receipt);
      throw error;
    }
    const delivery = this.forget(leased.receipt);
    // Every lease this runner held on the message: the queue accepts acks after a lease expired.
    if (delivery) await this.settle(delivery.leaseIds, []);
  }

  async release(jobs: readonly LeasedJob[]): Promise<void> {
    const retries: QueueRetry[] = [];
    for (const leased of jobs) {
      const delivery = this.forget(leased.receipt);
      const newest = delivery?.leaseIds.at(-1);
      if (newest) retries.push({ leaseId: newest, delaySeconds: 0 });
    }
    await this.settle([], retries);
  }
}
