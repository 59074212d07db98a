import { cpus, freemem, hostname, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { databaseJudgeQueue } from '../platform/database-judge-queue';
import type { Db } from '../platform/db';
import {
  type AppConfig,
  consoleLogger,
  type DatabaseSource,
  type HostStats,
  type Logger,
  type Platform,
  systemClock,
} from '../platform/platform';
import { createFsFileStore } from './fs-file-store';
import { smtpTransport } from './smtp-transport';

/** Busy share of all cores between two readings: the deltas of the kernel's per-core counters. */
function cpuLoadSampler(): () => number {
  let previous = { busy: 0, total: 0 };
  return () => {
    let busy = 0;
    let total = 0;
    for (const { times } of cpus()) {
      const all = times.user + times.nice + times.sys + times.idle + times.irq;
      total += all;
      busy += all - times.idle;
    }
    const deltaTotal = total - previous.total;
    const percent = deltaTotal > 0 ? ((busy - previous.busy) / deltaTotal) * 100 : 0;
    previous = { busy, total };
    return Math.min(100, Math.max(0, percent));
  };
}

function nodeHostStats(): () => HostStats {
  const cpuLoad = cpuLoadSampler();
  return () => ({
    runtime: 'node',
    runtimeVersion: process.version,
    hostname: hostname(),
    cpuCores: cpus().length,
    cpuLoadPercent: cpuLoad(),
    memoryLoadPercent: (1 - freemem() / totalmem()) * 100,
    processMemoryBytes: process.memoryUsage.rss(),
    uptimeSeconds: Math.round(process.uptime()),
    loadAverage: loadavg(),
  });
}

/** The Platform of the embedded default, over an already opened database. */
export function createNodePlatform(options: {
  db: Db;
  database: DatabaseSource;
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
    database: options.database,
    log,
    hostStats: nodeHostStats(),
    waitUntil(promise) {
      promise.catch((error) => log.error('background task failed', { error: String(error?.stack ?? error) }));
    },
  };
}
