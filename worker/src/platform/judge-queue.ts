import type { JudgeJobMessage } from '@contract/runner/queue-message';
import type { DbOrTx } from './db';

/**
 * The judge queue port. On Node it is a table in the same database (so the enqueue joins the
 * caller's transaction); on Cloudflare it sends to a Queue after the transaction commits.
 */
export interface JudgeQueue {
  enqueue(db: DbOrTx, job: JudgeJobMessage): Promise<void>;
}
