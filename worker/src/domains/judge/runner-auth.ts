import { RUNNER_AUTH_SCHEME } from '@contract/runner/protocol';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/context';
import { unauthorized } from '../../http/errors';

/** Compares in time independent of where the strings differ; only the length can leak. */
export function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < b.length; i++) diff |= (a[i % Math.max(1, a.length)] ?? 0) ^ b[i]!;
  return diff === 0 && b.length > 0;
}

export function runnerTokenFrom(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.trim().split(/\s+/, 2);
  if (!token || (scheme !== RUNNER_AUTH_SCHEME && scheme !== 'Bearer')) return null;
  return token;
}

/** `/api/judge-server/*` is for judge runners only: `Authorization: Runner <runner token>`. */
export const runnerOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = runnerTokenFrom(c.req.header('Authorization'));
  if (!token || !sameSecret(token, c.env.platform.config.runnerToken)) {
    throw unauthorized('A valid judge runner token is required');
  }
  await next();
};
