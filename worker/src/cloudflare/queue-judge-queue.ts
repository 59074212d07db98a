import type { MessageSendRequest, Queue } from '@cloudflare/workers-types';
import type { JudgeJobMessage } from '@contract/runner/queue-message';
import { and, asc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { judgeJob } from '../db/schema';
import { judgeJobRow } from '../platform/database-judge-queue';
import type { Db, DbOrTx } from '../platform/db';
import type { JudgeQueue } from '../platform/judge-queue';

/**
 * An outbox row's own state: distinct from `queued`, so a runner pointed at this server's lease
 * endpoint can never take a row that is on its way to the Cloudflare Queue.
 */
export const OUTBOX_STATE = 'outbox';
/** Cloudflare Queues accepts at most 100 messages in one sendBatch. */
const SEND_BATCH_LIMIT = 100;
/** Rows one sweep forwards; the next cron run takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * The judge queue on Cloudflare: a transactional outbox in front of a Cloudflare Queue.
 *
 * A Queue send cannot take part in a database transaction: sent before the commit, a job can
 * reach a runner for a submission that then rolls back; sent after, it is lost if the isolate
 * dies in between. So `enqueue` only writes the job as a `judge_job` row with the `db` it is
 * given (the judge domain's JobBatch passes the submission's transaction) and remembers its id. After the handler returns, `flush` forwards the remembered rows
 * that exist (rolled-back transactions left none) and deletes them in the same database
 * transaction that sent them. A crash or a failed send leaves the rows in place, and the
 * cron's `sweepJudgeOutbox` forwards them.
 *
 * Delivery is therefore at least once: a crash between the send and the commit of the delete
 * sends the job again later. That is safe because every job carries the submission's judge
 * attempt and the result endpoint ignores duplicate and stale results. Row locks (FOR UPDATE
 * SKIP LOCKED) keep a flush and a sweep from sending the same row at the same time.
 */
export class CloudflareJudgeQueue implements JudgeQueue {
  private readonly writtenIds: number[] = [];

  constructor(private readonly queue: Queue<JudgeJobMessage>) {}

  async enqueue(db: DbOrTx, job: JudgeJobMessage): Promise<void> {
    const [row] = await db
      .insert(judgeJob)
      .values({ ...judgeJobRow(job), state: OUTBOX_STATE })
      .returning({ id: judgeJob.id });
    this.writtenIds.push(row!.id);
  }

  /** True while jobs enqueued through this instance wait for `flush`. */
  get hasPending(): boolean {
    return this.writtenIds.length > 0;
  }

  /** Forwards this request's committed jobs to the Queue; returns how many were sent. */
  async flush(db: Db): Promise<number> {
    const ids = this.writtenIds.splice(0);
    if (ids.length === 0) return 0;
    return forwardOutboxRows(db, this.queue, inArray(judgeJob.id, ids), ids.length);
  }
}

/**
 * Forwards outbox rows that no request flushed (its isolate died, or the send failed) and
 * that are at least `minAgeSeconds` old, so rows a live request is about to flush are left
 * to it. Called by every cron run (every 10 minutes by default, wrangler.toml).
 */
export function sweepJudgeOutbox(db: Db, queue: Queue<JudgeJobMessage>, minAgeSeconds = 30): Promise<number> {
  return forwardOutboxRows(
    db,
    queue,
    lt(judgeJob.gmtCreate, sql`now() - make_interval(secs => ${minAgeSeconds})`),
    SWEEP_LIMIT,
  );
}

async function forwardOutboxRows(
  db: Db,
  queue: Queue<JudgeJobMessage>,
  filter: SQL | undefined,
  limit: number,
) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: judgeJob.id, payload: judgeJob.payload })
      .from(judgeJob)
      .where(and(eq(judgeJob.state, OUTBOX_STATE), filter))
      .orderBy(asc(judgeJob.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return 0;
    for (let start = 0; start < rows.length; start += SEND_BATCH_LIMIT) {
      const messages: MessageSendRequest<JudgeJobMessage>[] = rows
        .slice(start, start + SEND_BATCH_LIMIT)
        .map((row) => ({ body: row.payload as JudgeJobMessage, contentType: 'json' }));
      await queue.sendBatch(messages);
    }
    await tx.delete(judgeJob).where(
      inArray(
        judgeJob.id,
        rows.map((row) => row.id),
      ),
    );
    return rows.length;
  });
}
