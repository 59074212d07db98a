import type { DbOrTx } from './db';

/**
 * What a runner needs to judge one submission or self-test. Delivery is at least once:
 * `attempt` lets the server ignore duplicate and stale results.
 */
export interface JudgeJobMessage {
  kind: 'judge' | 'test' | 'compile';
  /** Set for kind judge. */
  submitId?: number;
  /** Set for kinds test and compile: the key of the self-test or checker-compile request. */
  testKey?: string;
  attempt: number;
  /** Enqueue time, ms since epoch. */
  enqueuedAt: number;
}

/**
 * The judge queue port. On Node it is a table in the same database (so the enqueue joins the
 * caller's transaction); on Cloudflare it sends to a Queue after the transaction commits.
 */
export interface JudgeQueue {
  enqueue(db: DbOrTx, job: JudgeJobMessage): Promise<void>;
  /** True when runners lease jobs from the server's own table (the embedded default). */
  readonly leasesFromDatabase: boolean;
}
