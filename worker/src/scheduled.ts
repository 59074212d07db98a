import { contestMarkdownColumns } from './domains/contest/index';
import { discussionMarkdownColumns } from './domains/discussion/index';
import { fileTasks } from './domains/file/tasks';
import { groupMarkdownColumns } from './domains/group/index';
import { judgeTasks } from './domains/judge/tasks';
import { messageMarkdownColumns } from './domains/message/index';
import { messageTasks } from './domains/message/tasks';
import { problemMarkdownColumns } from './domains/problem/index';
import { siteMarkdownColumns } from './domains/site/index';
import { siteTasks } from './domains/site/tasks';
import { trainingMarkdownColumns } from './domains/training/index';
import type { Platform } from './platform/platform';

interface MaintenanceTask {
  name: string;
  run(platform: Platform, now: Date): Promise<void>;
}

/** Each area keeps its periodic work in its own tasks.ts; this only gathers them. */
/**
 * Every saved text that may link an editor upload, as each owning area lists it; the upload
 * cleanup (file area, below them all) keeps what these link.
 */
export const MARKDOWN_COLUMNS = [
  ...problemMarkdownColumns,
  ...contestMarkdownColumns,
  ...trainingMarkdownColumns,
  ...groupMarkdownColumns,
  ...siteMarkdownColumns,
  ...messageMarkdownColumns,
  ...discussionMarkdownColumns,
];

const TASKS: MaintenanceTask[] = [
  ...siteTasks,
  ...judgeTasks,
  ...messageTasks,
  ...fileTasks(MARKDOWN_COLUMNS),
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
