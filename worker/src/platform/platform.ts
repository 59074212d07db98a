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
  runtime: 'node' | 'cloudflare';
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

/** Everything the app needs from its runtime. Nothing inside the app imports a runtime. */
export interface Platform {
  db: Db;
  files: FileStore;
  judgeQueue: JudgeQueue;
  mail: MailTransport;
  clock: Clock;
  config: AppConfig;
  log: Logger;
  /** Keeps background work alive after the response (Cloudflare ctx.waitUntil); Node just runs it. */
  waitUntil(promise: Promise<unknown>): void;
}
