import { z } from 'zod';
import { ID_MAX } from '../common/fields';

/**
 * The one shape of a queued judge job: what the server's queue writes (the `judge_job` row's
 * payload, and the Cloudflare Queue message forwarded from it), what a runner pulls from the
 * Cloudflare Queue and sends back to `/api/judge-server/job`, and what the dead-letter consumer
 * reads. It carries only ids; the job itself is built by the server when a runner asks for it.
 * Delivery is at least once: `attempt` lets the server ignore duplicate and stale results.
 */
const attempt = z.number().int().min(1).max(ID_MAX);
/** The key of a self-test or checker-compile request. */
const requestKey = z.string().min(1).max(100);
/** Enqueue time, ms since epoch, for diagnosis; a runner's request for the job may leave it out. */
const enqueuedAt = z.number().int().optional();

export const judgeJobMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('judge'), submitId: z.number().int().min(1).max(ID_MAX), attempt, enqueuedAt }),
  /** An online self-test. */
  z.object({ kind: z.literal('test'), testKey: requestKey, attempt, enqueuedAt }),
  /** An admin's checker compile. */
  z.object({ kind: z.literal('compile'), compileKey: requestKey, attempt, enqueuedAt }),
  /** A submission to a remote problem: sent to its judge and polled there by a remote runner. */
  z.object({ kind: z.literal('remote'), submitId: z.number().int().min(1).max(ID_MAX), attempt, enqueuedAt }),
]);
export type JudgeJobMessage = z.infer<typeof judgeJobMessageSchema>;

/**
 * A queue message body as the queue hands it back (JSON, or its text from some pull clients),
 * or null when it is not a judge job.
 */
export function parseJudgeJobMessage(body: unknown): JudgeJobMessage | null {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = judgeJobMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
