import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError } from '../platform/config';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServerOptions {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Judge runners to start beside the server; 0 leaves judging to external runners. */
  runners: number;
  /** Lease visibility timeout of the embedded runners (tests shorten it). */
  runnerLeaseSeconds?: number;
  /** First sandbox slot of the embedded runners, for several servers on one machine (tests). */
  runnerSlotOffset?: number;
  baseUrl?: string;
  /** Reverse proxies in front of the server whose X-Forwarded-For is believed; 0 (default) trusts none. */
  trustedProxies?: number;
  serveWeb: boolean;
}

const count = (meaning: string) =>
  z.string().regex(/^\d+$/, `must be a whole number (${meaning})`).transform(Number);

const nodeEnv = z.object({
  PORT: count('the HTTP port')
    .pipe(z.number().max(65_535, 'must be a port number, 0 to 65535'))
    .default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  JUDGE_RUNNERS: count('judge runners to start, 0 for none').optional(),
  TRUST_PROXY: count('reverse proxies in front of the server, 0 for none').default(0),
  BASE_URL: z.string().optional(),
  SERVE_WEB: z.string().optional(),
});

/**
 * The Node entry's own settings from env vars, refused with every bad variable named before
 * anything starts. A variable set to the empty string counts as unset, as shells and compose
 * files often leave them. (The settings the app itself reads go through parseAppConfig.)
 */
export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const setVariables = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = nodeEnv.safeParse(setVariables);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message}, got "${setVariables[name]}"`;
    });
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const settings = parsed.data;
  return {
    port: settings.PORT,
    host: settings.HOST,
    dataDir: resolve(settings.DATA_DIR ?? join(REPO_ROOT, '.data')),
    databaseUrl: settings.DATABASE_URL,
    runners: settings.JUDGE_RUNNERS ?? availableParallelism(),
    baseUrl: settings.BASE_URL,
    trustedProxies: settings.TRUST_PROXY,
    serveWeb: settings.SERVE_WEB !== '0',
  };
}
