import { shareCacheScope } from '../platform/cache-scope';
import { type Platform, systemClock } from '../platform/platform';
import { openRequestDatabase } from './database';
import { type CloudflareEnv, configFromEnv } from './env';
import { describeError, jsonLogger } from './logger';
import { CloudflareJudgeQueue } from './queue-judge-queue';
import { createR2FileStore } from './r2-file-store';
import { cacheApiSharedCache, defaultWorkersCache } from './shared-cache';
import { workerMailerTransport } from './worker-mailer-transport';

/** The Platform of one invocation (request, queue batch or cron run) and its cleanup. */
export interface CloudflareScope {
  platform: Platform;
  /**
   * Runs after the handler: waits for the background work handed to `platform.waitUntil`,
   * forwards the judge jobs whose transactions committed, then closes the database. The
   * fetch handler passes it to `ctx.waitUntil` so the response is not held back.
   */
  finish(): Promise<void>;
}

/** One cache scope per database for the life of this isolate (platform/cache-scope.ts). */
const isolateCacheScopes = new Map<string, object>();

function isolateCacheScope(databaseUrl: string): object {
  let scope = isolateCacheScopes.get(databaseUrl);
  if (!scope) {
    scope = {};
    isolateCacheScopes.set(databaseUrl, scope);
  }
  return scope;
}

export function openCloudflareScope(env: CloudflareEnv): CloudflareScope {
  const log = jsonLogger;
  const config = configFromEnv(env);
  const database = openRequestDatabase(env.DATABASE_URL, {
    localBridge: env.NEON_WS_PROXY || undefined,
    log,
  });
  shareCacheScope(database.db, isolateCacheScope(env.DATABASE_URL));
  const judgeQueue = new CloudflareJudgeQueue(env.JUDGE_QUEUE);
  const background: Promise<unknown>[] = [];

  const platform: Platform = {
    db: database.db,
    files: createR2FileStore(env.FILES),
    judgeQueue,
    mail: workerMailerTransport,
    clock: systemClock,
    config,
    database: {
      engine: 'neon',
      url: env.DATABASE_URL,
      howToChange:
        'The database is the DATABASE_URL secret: change it with `wrangler secret put DATABASE_URL`, which redeploys the worker',
    },
    log,
    sharedCache: cacheApiSharedCache(defaultWorkersCache()),
    waitUntil(promise) {
      background.push(
        promise.catch((error) => log.error('background task failed', { error: describeError(error) })),
      );
    },
  };

  async function finish() {
    try {
      // Background tasks may enqueue jobs or start more tasks, so drain until both are empty.
      while (background.length > 0 || judgeQueue.hasPending) {
        await Promise.all(background.splice(0));
        try {
          await judgeQueue.flush(database.db);
        } catch (error) {
          log.error('forwarding judge jobs failed; the outbox sweep will retry them', {
            error: describeError(error),
          });
        }
      }
    } finally {
      await database.close();
    }
  }

  return { platform, finish };
}
