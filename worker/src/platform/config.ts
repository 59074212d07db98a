import { isRemoteJudge, REMOTE_JUDGE_INFO, REMOTE_JUDGES, type RemoteJudge } from '@contract/remote-judge';
import { z } from 'zod';
import type { AppConfig } from './platform';

/**
 * The settings both entries read, as the strings they arrive in: env vars on Node (secrets
 * filled from `.data/secrets.json` when unset), vars and secrets on Cloudflare.
 */
export interface AppConfigSource {
  JWT_SECRET?: string;
  RUNNER_TOKEN?: string;
  BASE_URL?: string;
  CORS_ORIGINS?: string;
  /** Optional: the key that encrypts remote judge accounts; derived from JWT_SECRET when unset. */
  REMOTE_ACCOUNT_KEY?: string;
  /** Optional: `CF=http://host:port,HDU=...`, where remote judges are reached instead of their sites. */
  REMOTE_JUDGE_URLS?: string;
}

/** A deployment setting that cannot be used; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const NOT_SET = 'is not set';

const required = z.string({ error: NOT_SET }).min(1, { error: NOT_SET, abort: true });

function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const isHttpUrl = (value: string) => httpUrl(value) !== null;

/** An origin as browsers send it in the Origin header, which CORS compares character for character. */
const isOrigin = (value: string) => httpUrl(value)?.origin === value;

const baseUrl = required
  .refine(isHttpUrl, 'must be an absolute http(s) URL such as https://judge.example.com')
  .transform((url) => url.replace(/\/+$/, ''));

const corsOrigins = z
  .string()
  .optional()
  .transform((list) =>
    (list ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .superRefine((origins, ctx) => {
    for (const origin of origins) {
      if (!isOrigin(origin)) {
        ctx.addIssue({
          code: 'custom',
          message: `lists "${origin}", which is not an origin (scheme://host[:port] without a path, e.g. https://judge.example.com)`,
        });
      }
    }
  });

/** Each judge's public site, overridden per judge by `KEY=url` pairs. */
const remoteJudgeUrls = z
  .string()
  .optional()
  .transform((list, ctx) => {
    const urls = Object.fromEntries(
      REMOTE_JUDGES.map((judge) => [judge, REMOTE_JUDGE_INFO[judge].siteUrl]),
    ) as Record<RemoteJudge, string>;
    for (const pair of (list ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const eq = pair.indexOf('=');
      const judge = pair.slice(0, eq).trim().toUpperCase();
      const url = pair.slice(eq + 1).trim();
      if (eq <= 0 || !isRemoteJudge(judge) || !isHttpUrl(url)) {
        ctx.addIssue({
          code: 'custom',
          message: `lists "${pair}", which is not KEY=url with KEY one of ${REMOTE_JUDGES.join(', ')}`,
        });
        continue;
      }
      urls[judge] = url.replace(/\/+$/, '');
    }
    return urls;
  });

const appConfigSource = z.object({
  JWT_SECRET: required,
  RUNNER_TOKEN: required,
  BASE_URL: baseUrl,
  CORS_ORIGINS: corsOrigins,
  REMOTE_ACCOUNT_KEY: z.string().optional(),
  REMOTE_JUDGE_URLS: remoteJudgeUrls,
});

export interface ParseAppConfigOptions {
  /** PBKDF2 iterations for new password hashes; the runtime decides (Workers cap it). */
  passwordIterations: number;
  /** Where the operator sets a variable, appended to its problems (e.g. `wrangler secret put`). */
  howToSet?: (name: keyof AppConfigSource) => string;
}

/**
 * The one reading of the AppConfig, for both entries: trims the origins, drops the base URL's
 * trailing slash, and refuses a missing secret, a base URL that is no URL or an origin that
 * CORS could never match, naming every bad variable at once.
 */
export function parseAppConfig(source: AppConfigSource, options: ParseAppConfigOptions): AppConfig {
  const parsed = appConfigSource.safeParse({
    JWT_SECRET: source.JWT_SECRET,
    RUNNER_TOKEN: source.RUNNER_TOKEN,
    BASE_URL: source.BASE_URL,
    CORS_ORIGINS: source.CORS_ORIGINS,
    REMOTE_ACCOUNT_KEY: source.REMOTE_ACCOUNT_KEY,
    REMOTE_JUDGE_URLS: source.REMOTE_JUDGE_URLS,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path[0] as keyof AppConfigSource;
      const hint = options.howToSet ? ` (${options.howToSet(name)})` : '';
      return `${name} ${issue.message}${hint}`;
    });
    throw new ConfigError(`invalid configuration: ${problems.join('; ')}`);
  }
  const settings = parsed.data;
  return {
    jwtSecret: settings.JWT_SECRET,
    runnerToken: settings.RUNNER_TOKEN,
    baseUrl: settings.BASE_URL,
    corsOrigins: settings.CORS_ORIGINS,
    passwordIterations: options.passwordIterations,
    // A separate key lets the operator rotate the JWT secret without losing the accounts.
    remoteAccountKey: settings.REMOTE_ACCOUNT_KEY || `remote-accounts:${settings.JWT_SECRET}`,
    remoteJudgeUrls: settings.REMOTE_JUDGE_URLS,
  };
}
