import type { RemoteJudge } from '@contract/remote-judge';
import type { Db } from './db';
import type { FileStore } from './file-store';
import type { JudgeQueue } from './judge-queue';
import type { MailTransport } from './mailer';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Deployment settings and secrets, from env bindings (Cloudflare) or env vars and .data (Node). */
export interface AppConfig {
  /** HMAC key for session tokens. */
  jwtSecret: string;
  /** Shared secret judge runners present to /api/judge-server/*. */
  runnerToken: string;
  /** Public origin used in mailed links, e.g. http://localhost:8080. */
  baseUrl: string;
  /** Origins allowed by CORS; empty allows any origin (tokens travel in headers, not cookies). */
  corsOrigins: string[];
  /** PBKDF2 iterations for new password hashes. */
  passwordIterations: number;
  /** Encrypts the site's remote judge accounts at rest (REMOTE_ACCOUNT_KEY, else derived from the JWT secret). */
  remoteAccountKey: string;
  /**
   * Where each remote judge is reached (REMOTE_JUDGE_URLS, e.g. `CF=http://127.0.0.1:9101`): the
   * judges' public sites unless set; tests and rehearsals point them at stand-ins.
   */
  remoteJudgeUrls: Record<RemoteJudge, string>;
}

export interface Logger {
  info(message: string, context?: Record<string, unknown>): void;
  warn(message: string, context?: Record<string, unknown>): void;
  error(message: string, context?: Record<string, unknown>): void;
}

export const consoleLogger: Logger = {
  info: (m, c) => console.log(m, c ?? ''),
  warn: (m, c) => console.warn(m, c ?? ''),
  error: (m, c) => console.error(m, c ?? ''),
};

/**
 * Short-lived answers shared by every instance of the app that serves the same site: on
 * Cloudflare the Cache API, which every isolate of a data centre reads. Absent on Node, where
 * one process serves everything and keeps such answers in memory.
 */
export interface SharedCache {
  get(key: string): Promise<string | null>;
  put(key: string, value: string, ttlSeconds: number): Promise<void>;
}

/**
 * The database this deployment runs on, as the entry opened it. It is fixed for the life of the
 * process (or isolate); `howToChange` tells an operator what to do instead. PGlite's `dataDir`
 * is null when it runs in memory.
 */
export type DatabaseSource = { howToChange: string } & (
  | { engine: 'pglite'; dataDir: string | null }
  | { engine: 'postgres' | 'neon'; url: string }
);

/** The host's own figures for the admin dashboard; only runtimes that can read them supply them. */
export interface HostStats {
  runtime: string;
  runtimeVersion: string;
  hostname: string;
  cpuCores: number;
  /** Percent of all cores busy since the previous reading (since boot on the first). */
  cpuLoadPercent: number;
  /** Percent of the machine's memory in use. */
  memoryLoadPercent: number;
  processMemoryBytes: number;
  uptimeSeconds: number;
  loadAverage: number[];
}

/** Everything the app needs from its runtime. Nothing inside the app imports a runtime. */
export interface Platform {
  db: Db;
  files: FileStore;
  judgeQueue: JudgeQueue;
  mail: MailTransport;
  clock: Clock;
  config: AppConfig;
  database: DatabaseSource;
  log: Logger;
  /** Keeps background work alive after the response (Cloudflare ctx.waitUntil); Node just runs it. */
  waitUntil(promise: Promise<unknown>): void;
  sharedCache?: SharedCache;
  /** Absent where the runtime gives no host figures (Cloudflare Workers). */
  hostStats?(): HostStats;
}

/**
 * What each entry hands the app with every request: `app.fetch(request, bindings)`. The
 * client's address is per request and only the runtime knows it (Node: the socket, or the
 * trusted proxies in front of it; Cloudflare: its edge), so the entry answers it here, as
 * Hono's per-runtime `getConnInfo` does, and the app never reads a forwarding header itself.
 */
export interface AppBindings {
  platform: Platform;
  /** Absent or null when no address is known, e.g. a test calling `app.fetch` directly. */
  clientAddress?: string | null;
  /**
   * True when the HTTP server in front of the app hands it exactly the bytes a declared
   * Content-Length announces (Node's HTTP parser and workerd both do), so a small declared
   * body needs no counting. Absent for a test calling `app.fetch` with a body of its own.
   */
  bodyFramedByLength?: boolean;
}
