import { join } from 'node:path';
import { databaseJudgeQueue } from '../platform/database-judge-queue';
import type { Db } from '../platform/db';
import { type AppConfig, consoleLogger, type Logger, type Platform, systemClock } from '../platform/platform';
import { createFsFileStore } from './fs-file-store';
import { smtpTransport } from './smtp-transport';

/** The Platform of the embedded default, over an already opened database. */
export function createNodePlatform(options: {
  db: Db;
  dataDir: string;
  config: AppConfig;
  log?: Logger;
}): Platform {
  const log = options.log ?? consoleLogger;
  return {
    db: options.db,
    files: createFsFileStore(join(options.dataDir, 'files')),
    judgeQueue: databaseJudgeQueue,
    mail: smtpTransport,
    clock: systemClock,
    config: options.config,
    log,
    waitUntil(promise) {
      promise.catch((error) => log.error('background task failed', { error: String(error?.stack ?? error) }));
    },
  };
}
