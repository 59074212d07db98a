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
