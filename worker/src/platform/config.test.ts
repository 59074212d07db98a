import { describe, expect, it } from 'vitest';
import { type AppConfigSource, ConfigError, parseAppConfig } from './config';

const source = (overrides: AppConfigSource = {}): AppConfigSource => ({
  JWT_SECRET: 'secret',
  RUNNER_TOKEN: 'runner',
  BASE_URL: 'https://judge.example.com/',
  CORS_ORIGINS: ' https://a.example.com, ,http://localhost:5173 ',
  ...overrides,
});

const parse = (overrides: AppConfigSource = {}) =>
  parseAppConfig(source(overrides), { passwordIterations: 100_000 });

describe('parseAppConfig', () => {
  it('reads the strings: trimmed origins, the base URL without its trailing slash', () => {
    expect(parse()).toEqual({
      jwtSecret: 'secret',
      runnerToken: 'runner',
      baseUrl: 'https://judge.example.com',
      corsOrigins: ['https://a.example.com', 'http://localhost:5173'],
      passwordIterations: 100_000,
      remoteAccountKey: 'remote-accounts:secret',
      remoteJudgeUrls: {
        CF: 'https://codeforces.com',
        GYM: 'https://codeforces.com',
        HDU: 'https://acm.hdu.edu.cn',
        POJ: 'http://poj.org',
        AC: 'https://atcoder.jp',
        SPOJ: 'https://www.spoj.com',
      },
    });
  });

  it('points the remote judges named in REMOTE_JUDGE_URLS elsewhere and keeps the others', () => {
    const config = parse({
      REMOTE_JUDGE_URLS: ' cf=http://127.0.0.1:9101/ , HDU=http://127.0.0.1:9102',
      REMOTE_ACCOUNT_KEY: 'own-key',
    });
    expect(config.remoteJudgeUrls.CF).toBe('http://127.0.0.1:9101');
    expect(config.remoteJudgeUrls.HDU).toBe('http://127.0.0.1:9102');
    expect(config.remoteJudgeUrls.AC).toBe('https://atcoder.jp');
    expect(config.remoteAccountKey).toBe('own-key');
  });

  it('refuses a REMOTE_JUDGE_URLS entry that is not KEY=url of a known judge', () => {
    expect(() => parse({ REMOTE_JUDGE_URLS: 'XX=http://a.example' })).toThrow(/REMOTE_JUDGE_URLS lists "XX=/);
    expect(() => parse({ REMOTE_JUDGE_URLS: 'CF=ftp://a.example' })).toThrow(/REMOTE_JUDGE_URLS/);
    expect(() => parse({ REMOTE_JUDGE_URLS: 'http://a.example' })).toThrow(/REMOTE_JUDGE_URLS/);
  });

  it('keeps a base URL path (a deployment under a prefix) and drops only trailing slashes', () => {
    expect(parse({ BASE_URL: 'http://localhost:8080/judge//' }).baseUrl).toBe('http://localhost:8080/judge');
  });

  it('allows any origin when CORS_ORIGINS is empty, blank or unset', () => {
    expect(parse({ CORS_ORIGINS: '' }).corsOrigins).toEqual([]);
    expect(parse({ CORS_ORIGINS: ' , ' }).corsOrigins).toEqual([]);
    expect(
      parseAppConfig({ ...source(), CORS_ORIGINS: undefined }, { passwordIterations: 1 }).corsOrigins,
    ).toEqual([]);
  });

  it('names every variable that is not set, unset or empty alike', () => {
    expect(() =>
      parseAppConfig({ JWT_SECRET: '', BASE_URL: 'https://x.test' }, { passwordIterations: 1 }),
    ).toThrow('invalid configuration: JWT_SECRET is not set; RUNNER_TOKEN is not set');
  });

  it('refuses a base URL that is not an absolute http(s) URL', () => {
    for (const bad of ['judge.example.com', '/judge', 'ftp://judge.example.com']) {
      expect(() => parse({ BASE_URL: bad })).toThrow(
        'invalid configuration: BASE_URL must be an absolute http(s) URL such as https://judge.example.com',
      );
    }
  });

  it('refuses an origin CORS could never match, quoting it', () => {
    expect(() =>
      parse({ CORS_ORIGINS: 'https://a.example.com,https://b.example.com/,b.example.com' }),
    ).toThrow(
      'invalid configuration: CORS_ORIGINS lists "https://b.example.com/", which is not an origin (scheme://host[:port] without a path, e.g. https://judge.example.com); CORS_ORIGINS lists "b.example.com"',
    );
  });

  it('throws a ConfigError and appends where each bad variable is set', () => {
    const parseWithHint = () =>
      parseAppConfig(
        { JWT_SECRET: 's', RUNNER_TOKEN: 'r' },
        { passwordIterations: 1, howToSet: (name) => `set ${name} somewhere` },
      );
    expect(parseWithHint).toThrow(ConfigError);
    expect(parseWithHint).toThrow('BASE_URL is not set (set BASE_URL somewhere)');
  });
});
