import { JudgeStatus, PENDING_STATUSES } from '@contract/judge-status';
import { and, asc, count, eq, gte, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import { judgeJob, judgeServer, submission } from '../../db/schema';
import { databaseJudgeQueue } from '../../platform/database-judge-queue';
import type { DbOrTx } from '../../platform/db';
import type { Platform } from '../../platform/platform';
import { RUNNER_LIVE_MS, RUNNER_UP } from './languages';

/** What the admin dashboard shows of one runner, from its latest heartbeat. */
export interface RunnerState {
  name: string;
  host: string;
  version: string | null;
  cores: number;
  cpuUsage: number | null;
  memoryUsage: number | null;
  languages: { name: string; description: string }[];
  missingProtections: string[];
  /** Why the runner could not start, while it cannot; null once it heartbeats. */
  startError: string | null;
  jobsInFlight: number;
  maxJobs: number;
  lastHeartbeat: Date;
  /** Heartbeating now and not released (a stopped runner releases its leases and is marked so). */
  healthy: boolean;
}

export async function listRunnerStates(db: DbOrTx, now: Date): Promise<RunnerState[]> {
  const rows = await db.select().from(judgeServer).orderBy(asc(judgeServer.name));
  return rows.map((row) => ({
    name: row.name,
    host: row.host,
    version: row.version || null,
    cores: row.cpuCore,
    cpuUsage: row.cpuUsage,
    memoryUsage: row.memoryUsage,
    languages: row.languages as RunnerState['languages'],
    missingProtections: row.missingProtections as string[],
    startError: row.startError,
    jobsInFlight: row.taskNumber,
    maxJobs: row.maxTaskNumber,
    lastHeartbeat: row.lastHeartbeat,
    healthy: row.status === RUNNER_UP && now.getTime() - row.lastHeartbeat.getTime() < RUNNER_LIVE_MS,
  }));
}

export interface QueueState {
  source: 'database' | 'cloudflare-queue';
  waiting: number;
  leased: number;
  oldestWaitingAt: Date | null;
  oldestWaitingSubmitId: number | null;
}

/**
 * The judge queue as this server sees it. With the database queue every waiting job is a row;
 * on Cloudflare the rows are only the outbox in front of the Queue, whose depth a Worker cannot read.
 */
export async function judgeQueueState(platform: Platform, now: Date): Promise<QueueState> {
  const { db } = platform;
  const onDatabase = platform.judgeQueue === databaseJudgeQueue;
  const waitingWhere = onDatabase
    ? or(eq(judgeJob.state, 'queued'), and(eq(judgeJob.state, 'leased'), lt(judgeJob.leaseExpiresAt, now)))
    : eq(judgeJob.state, 'outbox');
  const [waiting] = await db.select({ n: count() }).from(judgeJob).where(waitingWhere);
  const [leased] = await db
    .select({ n: count() })
    .from(judgeJob)
    .where(and(eq(judgeJob.state, 'leased'), gte(judgeJob.leaseExpiresAt, now)));
  const [oldest] = await db
    .select({ at: judgeJob.gmtCreate, submitId: judgeJob.submitId })
    .from(judgeJob)
    .where(waitingWhere)
    .orderBy(asc(judgeJob.id))
    .limit(1);
  return {
    source: onDatabase ? 'database' : 'cloudflare-queue',
    waiting: waiting?.n ?? 0,
    leased: onDatabase ? (leased?.n ?? 0) : 0,
    oldestWaitingAt: oldest?.at ?? null,
    oldestWaitingSubmitId: oldest?.submitId ?? null,
  };
}

export async function countSubmissionsSince(db: DbOrTx, since: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(submission).where(gte(submission.submitTime, since));
  return row?.n ?? 0;
}

const MINUTE_MS = 60_000;

/**
 * Submissions whose verdict landed in each of the last 60 minutes (by the row's modification
 * time), and how many of those were System Errors: the judge's throughput and failure rate.
 */
export async function verdictsPerMinute(
  db: DbOrTx,
  now: Date,
): Promise<{ minute: Date; judged: number; failed: number }[]> {
  const end = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS + MINUTE_MS;
  const start = end - 60 * MINUTE_MS;
  const bucket = sql<number>`floor(extract(epoch from ${submission.gmtModified}) / 60)::int`;
  const rows = await db
    .select({
      bucket,
      judged: count(),
      failed: sql<number>`count(*) filter (where ${submission.status} = ${JudgeStatus.SYSTEM_ERROR})::int`,
    })
    .from(submission)
    .where(
      and(
        gte(submission.gmtModified, new Date(start)),
        lt(submission.gmtModified, new Date(end)),
        lte(submission.gmtModified, now),
        notInArray(submission.status, [...PENDING_STATUSES]),
      ),
    )
    .groupBy(bucket);
  const byBucket = new Map(rows.map((row) => [Number(row.bucket), row]));
  return Array.from({ length: 60 }, (_, i) => {
    const minuteMs = start + i * MINUTE_MS;
    const row = byBucket.get(minuteMs / MINUTE_MS);
    return { minute: new Date(minuteMs), judged: row?.judged ?? 0, failed: Number(row?.failed ?? 0) };
  });
}
