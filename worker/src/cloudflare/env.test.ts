import { describe, expect, it } from 'vitest';
import { type CloudflareEnv, configFromEnv } from './env';

const env = (overrides: Partial<CloudflareEnv> = {}) =>
  ({
    DATABASE_URL: 'postgresql://u:p@ep-1.neon.tech/judge?sslmode=require',
    JWT_SECRET: 'secret',
    RUNNER_TOKEN: 'runner',
    BASE_URL: 'https://judge.example.com/',
    CORS_ORIGINS: ' https://a.example.com, ,https://b.example.com ',
    ...overrides,
  }) as CloudflareEnv;

describe('configFromEnv', () => {
  it('reads the Workers config: trimmed origins, no trailing slash, the PBKDF2 cap', () => {
    expect(configFromEnv(env())).toEqual({
      jwtSecret: 'secret',
      runnerToken: 'runner',
      baseUrl: 'https://judge.example.com',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      passwordIterations: 100_000,
      runtime: 'cloudflare',
    });
  });

  it('allows any origin when CORS_ORIGINS is empty or unset', () => {
    expect(configFromEnv(env({ CORS_ORIGINS: '' })).corsOrigins).toEqual([]);
    expect(configFromEnv(env({ CORS_ORIGINS: undefined })).corsOrigins).toEqual([]);
  });

  it('names every missing secret', () => {
    expect(() => configFromEnv(env({ JWT_SECRET: '', RUNNER_TOKEN: '' }))).toThrow(
      'missing secrets JWT_SECRET, RUNNER_TOKEN: set with `wrangler secret put`',
    );
    expect(() => configFromEnv(env({ DATABASE_URL: '' }))).toThrow('missing secret DATABASE_URL');
  });

  it('requires BASE_URL', () => {
    expect(() => configFromEnv(env({ BASE_URL: '' }))).toThrow('BASE_URL is not set');
  });
});
