import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../platform/config';
import { optionsFromEnv } from './options';

describe('optionsFromEnv', () => {
  it('fills the defaults of the embedded platform', () => {
    const options = optionsFromEnv({});
    expect(options).toEqual({
      port: 8080,
      host: '0.0.0.0',
      dataDir: expect.stringMatching(/\.data$/),
      databaseUrl: undefined,
      runners: availableParallelism(),
      baseUrl: undefined,
      trustedProxies: 0,
      serveWeb: true,
    });
    expect(isAbsolute(options.dataDir)).toBe(true);
  });

  it('reads every variable from its string', () => {
    expect(
      optionsFromEnv({
        PORT: '9090',
        HOST: '127.0.0.1',
        DATA_DIR: 'tmp/data',
        DATABASE_URL: 'postgres://u@127.0.0.1:5432/judge',
        JUDGE_RUNNERS: '0',
        BASE_URL: 'https://judge.example.com',
        TRUST_PROXY: '1',
        SERVE_WEB: '0',
      }),
    ).toEqual({
      port: 9090,
      host: '127.0.0.1',
      dataDir: resolve('tmp/data'),
      databaseUrl: 'postgres://u@127.0.0.1:5432/judge',
      runners: 0,
      baseUrl: 'https://judge.example.com',
      trustedProxies: 1,
      serveWeb: false,
    });
  });

  it('takes a variable set to the empty string as unset', () => {
    expect(optionsFromEnv({ PORT: '', DATABASE_URL: '', BASE_URL: '', TRUST_PROXY: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      baseUrl: undefined,
      trustedProxies: 0,
    });
  });

  it('refuses bad numbers, naming each variable and its value', () => {
    const parse = () => optionsFromEnv({ PORT: '80a', JUDGE_RUNNERS: '-1', TRUST_PROXY: 'true' });
    expect(parse).toThrow(ConfigError);
    expect(parse).toThrow(
      'invalid configuration: PORT must be a whole number (the HTTP port), got "80a"; ' +
        'JUDGE_RUNNERS must be a whole number (judge runners to start, 0 for none), got "-1"; ' +
        'TRUST_PROXY must be a whole number (reverse proxies in front of the server, 0 for none), got "true"',
    );
    expect(() => optionsFromEnv({ PORT: '70000' })).toThrow(
      'PORT must be a port number, 0 to 65535, got "70000"',
    );
  });
});
