import { lt } from 'drizzle-orm';
import { checkerCompile, testJudge } from '../../db/schema';
import type { Platform } from '../../platform/platform';

/**
 * The judge's periodic work, gathered by scheduled.ts: expired self-tests and checker compiles
 * go. Jobs of runners that died need no task: the database queue leases expired jobs again by
 * itself, and Cloudflare Queues redelivers unacknowledged messages.
 */
export const judgeTasks = [
  {
    name: 'delete expired self-tests',
    run: async (platform: Platform, now: Date) => {
      await platform.db.delete(testJudge).where(lt(testJudge.expiresAt, now));
    },
  },
  {
    name: 'delete expired checker compiles',
    run: async (platform: Platform, now: Date) => {
      await platform.db.delete(checkerCompile).where(lt(checkerCompile.expiresAt, now));
    },
  },
];
