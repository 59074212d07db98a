import { lt } from 'drizzle-orm';
import { checkerCompile, testJudge } from './db/schema';
import { purgeExpiredCache } from './domains/site/cache';
import type { Platform } from './platform/platform';

interface MaintenanceTask {
  name: string;
  run(platform: Platform, now: Date): Promise<void>;
}

/**
 * Expired short-lived rows. Jobs of runners that died need no task here: the database queue
 * leases expired jobs again by itself, and Cloudflare Queues redelivers unacknowledged messages.
 */
const TASKS: MaintenanceTask[] = [
  {
    name: 'purge expired cache entries',
    run: (platform, now) => purgeExpiredCache(platform.db, now),
  },
  {
    name: 'delete expired self-tests',
    run: async (platform, now) => {
      await platform.db.delete(testJudge).where(lt(testJudge.expiresAt, now));
    },
  },
  {
    name: 'delete expired checker compiles',
    run: async (platform, now) => {
      await platform.db.delete(checkerCompile).where(lt(checkerCompile.expiresAt, now));
    },
  },
];

/**
 * Periodic housekeeping both runtimes share: the Cloudflare cron trigger and the Node entry's
 * one-minute timer call it. Every task runs even when an earlier one fails; failures are
 * logged one by one and reported together by the rejection.
 */
export async function runScheduledMaintenance(platform: Platform): Promise<void> {
  const now = platform.clock.now();
  const failed: string[] = [];
  for (const task of TASKS) {
    try {
      await task.run(platform, now);
    } catch (error) {
      failed.push(task.name);
      platform.log.error(`scheduled maintenance: ${task.name} failed`, {
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  }
  if (failed.length > 0) throw new Error(`scheduled maintenance failed: ${failed.join(', ')}`);
}
