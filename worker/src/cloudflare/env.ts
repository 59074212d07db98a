import type { Queue, R2Bucket, WorkerVersionMetadata } from '@cloudflare/workers-types';
import type { JudgeJobMessage } from '../platform/judge-queue';
import type { AppConfig } from '../platform/platform';

/** The bindings declared in wrangler.toml plus the secrets set with `wrangler secret put`. */
export interface CloudflareEnv {
  /** Secret: the Neon connection string (the pooled one works; the driver speaks WebSocket). */
  DATABASE_URL: string;
  /** Secret: HMAC key for session tokens. */
  JWT_SECRET: string;
  /** Secret: the shared token judge runners present to /api/judge-server/*. */
  RUNNER_TOKEN: string;
  /** Secret: the password root gets when the first bootstrap creates it. */
  ROOT_PASSWORD?: string;
  BASE_URL: string;
  /** Comma-separated origins allowed by CORS; empty allows any. */
  CORS_ORIGINS?: string;
  /**
   * host:port of a Neon-compatible WebSocket bridge (infra/neon-ws-proxy) in front of an
   * ordinary Postgres. Local development and tests only: unset, the driver talks to Neon.
   */
  NEON_WS_PROXY?: string;
  FILES: R2Bucket;
  JUDGE_QUEUE: Queue<JudgeJobMessage>;
  CF_VERSION_METADATA?: WorkerVersionMetadata;
}

/** Workers cap PBKDF2 at 100000 iterations, which is also the strength the Node entry uses. */
export const WORKERS_PASSWORD_ITERATIONS = 100_000;

const REQUIRED_SECRETS = ['DATABASE_URL', 'JWT_SECRET', 'RUNNER_TOKEN'] as const;

/** The AppConfig of this deployment; a missing secret is a deployment error named in the message. */
export function configFromEnv(env: CloudflareEnv): AppConfig {
  const missing = REQUIRED_SECRETS.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `missing secret${missing.length > 1 ? 's' : ''} ${missing.join(', ')}: set with \`wrangler secret put\``,
    );
  }
  if (!env.BASE_URL) throw new Error('BASE_URL is not set: add it under [vars] in wrangler.toml');
  return {
    jwtSecret: env.JWT_SECRET,
    runnerToken: env.RUNNER_TOKEN,
    baseUrl: env.BASE_URL.replace(/\/+$/, ''),
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    passwordIterations: WORKERS_PASSWORD_ITERATIONS,
    runtime: 'cloudflare',
  };
}
