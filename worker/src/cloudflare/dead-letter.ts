import type { MessageBatch } from '@cloudflare/workers-types';
import { type JudgeJobMessage, parseJudgeJobMessage } from '@contract/runner/queue-message';
import { recordSystemError } from '../domains/judge/runner-service';
import type { Platform } from '../platform/platform';
import { describeError } from './logger';

/** Shown as the judger of a submission the queue gave up on. */
export const DEAD_LETTER_JUDGER = 'dead-letter-queue';
export const GAVE_UP_MESSAGE =
  'The judge queue gave up on this job: no runner finished it after repeated deliveries.';

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
      platform.log.warn('judge job dead-lettered', { ...ref, markedSystemError: changed });
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
