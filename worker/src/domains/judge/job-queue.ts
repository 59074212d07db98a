import type { JobKind } from '@contract/runner/protocol';
import type { JudgeJobMessage } from '@contract/runner/queue-message';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { notifyJobQueued } from './job-signal';

/**
 * Jobs queued by one transaction. Both queues write the job with the transaction they are given
 * (the database queue's job row; on Cloudflare, an outbox row forwarded to the Queue after the
 * request), so a submission and its job commit or roll back together. `afterCommit` wakes the
 * runners long-polling in this process.
 */
export class JobBatch {
  private readonly kinds = new Set<JobKind>();

  constructor(private readonly platform: Platform) {}

  /** Queues `job`, stamped with the enqueue time. */
  async add(tx: DbOrTx, job: JudgeJobMessage): Promise<void> {
    await this.platform.judgeQueue.enqueue(tx, { ...job, enqueuedAt: this.platform.clock.now().getTime() });
    this.kinds.add(job.kind);
  }

  afterCommit(): void {
    if (this.kinds.size > 0) notifyJobQueued(this.kinds);
  }
}
