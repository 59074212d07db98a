import { judgeTasks } from './domains/judge/tasks';
import { siteTasks } from './domains/site/tasks';
import type { Platform } from './platform/platform';

interface MaintenanceTask {
  name: string;
  run(platform: Platform, now: Date): Promise<void>;
}

/** Each area keeps its periodic work in its own tasks.ts; this only gathers them. */
const TASKS: MaintenanceTask[] = [...siteTasks, ...judgeTasks];

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
