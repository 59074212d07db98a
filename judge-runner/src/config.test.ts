import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('reads flags, with environment fallbacks', () => {
    const config = parseConfig(
      ['--server', 'http://127.0.0.1:8080/', '--name', 'vm-1', '--concurrency', '3'],
      {
        RUNNER_TOKEN: 'secret',
      },
    );
    expect(config).toMatchObject({
      serverUrl: 'http://127.0.0.1:8080',
      token: 'secret',
      name: 'vm-1',
      concurrency: 3,
      slotOffset: 0,
      leaseSeconds: 60,
      cloudflare: null,
    });
    expect(config.workDir).toMatch(/judge-runner-vm-1$/);
  });

  it('requires the server and the token', () => {
    expect(() => parseConfig([], { RUNNER_TOKEN: 'x' })).toThrow(/--server/);
    expect(() => parseConfig(['--server', 'http://s'], {})).toThrow(/--token/);
    expect(() => parseConfig(['--server', 'ftp://s', '--token', 't'], {})).toThrow(/http/);
  });

  it('validates numbers and names', () => {
    expect(() => parseConfig(['--server', 'http://s', '--token', 't', '--concurrency', '0'], {})).toThrow(
      /concurrency/,
    );
    expect(() => parseConfig(['--server', 'http://s', '--token', 't', '--name', 'a b'], {})).toThrow(
      /--name/,
    );
    expect(() => parseConfig(['--server', 'http://s', '--token', 't', '--bogus'], {})).toThrow();
  });

  it('configures the Cloudflare pull consumer only with all three settings', () => {
    const base = ['--server', 'http://s', '--token', 't'];
    const config = parseConfig(
      [...base, '--cf-account', 'acc', '--cf-queue', 'q', '--cf-api-token', 'cf'],
      {},
    );
    expect(config.cloudflare).toEqual({
      accountId: 'acc',
      queueId: 'q',
      apiToken: 'cf',
      apiBase: 'https://api.cloudflare.com/client/v4',
      visibilityTimeoutMs: 300_000,
    });
    expect(() => parseConfig([...base, '--cf-account', 'acc'], {})).toThrow(/go together/);
  });
});
