import type { MessageBatch } from '@cloudflare/workers-types';
import { type JudgeJobMessage, parseJudgeJobMessage } from '@contract/runner/queue-message';
import { recordSystemError } from '../domains/judge/runner-service';
import type { Platform } from '../platform/platform';
import { describeError } from './logger';

/** Shown as the judger of a submission the queue gave up on. */
export const DEAD_LETTER_JUDGER = 'dead-letter-queue';
/**
 * The reason shown on the submission. The dead-letter queue does not say why deliveries failed;
 * these are the ways they do: a runner that never reports back (died, or outran its lease), a
 * message no runner could read (runners give those back rather than acknowledge them, and log
 * the message id with the reason), or a job that found no runner with a place of its kind for an
 * hour (runners publish such a message again while it waits, then give it back: a remote problem
 * with no runner taking remote jobs, say).
 */
export const GAVE_UP_MESSAGE =
  "The judge queue gave up on this job after its retries: no runner finished it (runners stopped or ran out of their lease), could read it (see the runners' logs for the queue message), or had a place for its kind of job within an hour.";

/**
 * Ends a job the Queue gave up on (its retries went to the dead-letter queue) with System
 * Error, through the same result path a runner uses: it counts only for the submission's
 * current attempt while that attempt is still in flight, and keeps the statistics right.
 * Returns whether anything changed.
 */
export function failDeadJob(platform: Platform, ref: JudgeJobMessage): Promise<boolean> {
  return recordSystemError(platform, {
    name: DEAD_LETTER_JUDGER,
    jobId: null,
    ref,
    message: GAVE_UP_MESSAGE,
  });
}

/**
 * The consumer of the judge queue's dead-letter queue. A message that is not a judge job is
 * logged and acknowledged (no retry could fix it); a database failure retries the message.
 */
export async function handleDeadLetterBatch(batch: MessageBatch<unknown>, platform: Platform): Promise<void> {
  for (const message of batch.messages) {
    const ref = parseJudgeJobMessage(message.body);
    if (!ref) {
      platform.log.error('dropping a dead-lettered message that is not a judge job', {
        queue: batch.queue,
        messageId: message.id,
        body: JSON.stringify(message.body),
      });
      message.ack();
      continue;
    }
    try {
      const changed = await failDeadJob(platform, ref);
      platform.log.warn('judge job dead-lettered', {
        ...ref,
        messageId: message.id,
        sentAt: message.timestamp.toISOString(),
        markedSystemError: changed,
      });
      message.ack();
    } catch (error) {
      platform.log.error('could not record a dead-lettered judge job', {
        ...ref,
        error: describeError(error),
      });
      message.retry();
    }
  }
}
