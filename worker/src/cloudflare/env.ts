import type { Queue, R2Bucket, WorkerVersionMetadata } from '@cloudflare/workers-types';
import type { JudgeJobMessage } from '@contract/runner/queue-message';
import { ConfigError, parseAppConfig } from '../platform/config';
import type { AppConfig } from '../platform/platform';

/** The bindings declared in wrangler.toml plus the secrets set with `wrangler secret put`. */
export interface CloudflareEnv {
  /** Secret: the Neon connection string (the pooled one works; statements go over HTTP, transactions over WebSockets). */
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
  /** Secret, optional: encrypts the remote judge accounts (derived from JWT_SECRET when unset). */
  REMOTE_ACCOUNT_KEY?: string;
  /** Optional: `CF=https://…,HDU=…` where remote judges are reached instead of their public sites. */
  REMOTE_JUDGE_URLS?: string;
  /**
   * host:port of a local stand-in for Neon's endpoints (infra/neon-ws-proxy: the WebSocket
   * bridge and SQL over HTTP) in front of an ordinary Postgres. Local development and tests
   * only: unset, the driver talks to Neon.
   */
  NEON_WS_PROXY?: string;
  /**
   * Set by `npm run deploy` (`--var`): the revision whose bootstrap the deploy step already ran,
   * so the Worker finds its marker instead of bootstrapping on the first request.
   */
  BOOTSTRAP_REVISION?: string;
  FILES: R2Bucket;
  JUDGE_QUEUE: Queue<JudgeJobMessage>;
  CF_VERSION_METADATA?: WorkerVersionMetadata;
}

/** Workers cap PBKDF2 at 100000 iterations, which is also the strength the Node entry uses. */
export const WORKERS_PASSWORD_ITERATIONS = 100_000;

const SECRETS: readonly string[] = ['DATABASE_URL', 'JWT_SECRET', 'RUNNER_TOKEN', 'REMOTE_ACCOUNT_KEY'];

const howToSet = (name: string) =>
  SECRETS.includes(name)
    ? `set it with \`wrangler secret put ${name}\``
    : 'set it under [vars] in wrangler.toml';

/** The AppConfig of this deployment; a missing or bad setting is a deployment error named in the message. */
export function configFromEnv(env: CloudflareEnv): AppConfig {
  // The connection string is no AppConfig setting, but a deployment without it cannot serve either.
  if (!env.DATABASE_URL)
    throw new ConfigError(`invalid configuration: DATABASE_URL is not set (${howToSet('DATABASE_URL')})`);
  return parseAppConfig(env, { passwordIterations: WORKERS_PASSWORD_ITERATIONS, howToSet });
}
