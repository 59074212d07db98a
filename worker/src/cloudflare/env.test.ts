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
  it('reads the Workers config through the shared parser, with the PBKDF2 cap', () => {
    expect(configFromEnv(env())).toEqual({
      jwtSecret: 'secret',
      runnerToken: 'runner',
      baseUrl: 'https://judge.example.com',
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
      passwordIterations: 100_000,
      remoteAccountKey: 'remote-accounts:secret',
      remoteJudgeUrls: expect.objectContaining({ CF: 'https://codeforces.com' }),
    });
  });

  it('allows any origin when CORS_ORIGINS is empty or unset', () => {
    expect(configFromEnv(env({ CORS_ORIGINS: '' })).corsOrigins).toEqual([]);
    expect(configFromEnv(env({ CORS_ORIGINS: undefined })).corsOrigins).toEqual([]);
  });

  it('names every missing secret and how to set it', () => {
    expect(() => configFromEnv(env({ JWT_SECRET: '', RUNNER_TOKEN: '' }))).toThrow(
      'invalid configuration: JWT_SECRET is not set (set it with `wrangler secret put JWT_SECRET`); ' +
        'RUNNER_TOKEN is not set (set it with `wrangler secret put RUNNER_TOKEN`)',
    );
    expect(() => configFromEnv(env({ DATABASE_URL: '' }))).toThrow(
      'DATABASE_URL is not set (set it with `wrangler secret put DATABASE_URL`)',
    );
  });

  it('requires BASE_URL as a var, and refuses one that is not a URL', () => {
    expect(() => configFromEnv(env({ BASE_URL: '' }))).toThrow(
      'BASE_URL is not set (set it under [vars] in wrangler.toml)',
    );
    expect(() => configFromEnv(env({ BASE_URL: 'judge.example.com' }))).toThrow(
      'BASE_URL must be an absolute http(s) URL',
    );
  });
});
