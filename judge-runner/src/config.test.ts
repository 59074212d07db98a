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
      remote: false,
      remoteConcurrency: 0,
      remotePollMs: null,
      remoteMaxPolls: null,
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

  it("takes the lease length from --cf-visibility-ms or CF_VISIBILITY_MS, at most the API's 12 hours", () => {
    const cloudflare = [
      '--server',
      'http://s',
      '--token',
      't',
      '--cf-account',
      'a',
      '--cf-queue',
      'q',
      '--cf-api-token',
      'c',
    ];
    expect(parseConfig(cloudflare, { CF_VISIBILITY_MS: '900000' }).cloudflare?.visibilityTimeoutMs).toBe(
      900_000,
    );
    expect(
      parseConfig([...cloudflare, '--cf-visibility-ms', '99999999'], {}).cloudflare?.visibilityTimeoutMs,
    ).toBe(12 * 3600 * 1000);
    expect(() => parseConfig([...cloudflare, '--cf-visibility-ms', '10'], {})).toThrow(/--cf-visibility-ms/);
  });

  it('reads --check, off by default', () => {
    const base = ['--server', 'http://s', '--token', 't'];
    expect(parseConfig(base, {}).check).toBe(false);
    expect(parseConfig([...base, '--check'], {}).check).toBe(true);
  });

  it('makes a remote runner with --remote or RUNNER_REMOTE=1, eight jobs at once by default', () => {
    const base = ['--server', 'http://s', '--token', 't'];
    expect(parseConfig([...base, '--remote'], {})).toMatchObject({
      remote: true,
      concurrency: 8,
      remoteConcurrency: 8,
    });
    expect(parseConfig(base, { RUNNER_REMOTE: '1' })).toMatchObject({ remote: true, concurrency: 8 });
    expect(parseConfig(base, { RUNNER_REMOTE: 'true' }).remote).toBe(true);
    expect(parseConfig(base, { RUNNER_REMOTE: '0' }).remote).toBe(false);
    expect(parseConfig(base, { RUNNER_REMOTE: '' }).remote).toBe(false);
    expect(() => parseConfig(base, { RUNNER_REMOTE: 'yes' })).toThrow(/RUNNER_REMOTE must be 1 or 0/);
    expect(parseConfig([...base, '--remote', '--concurrency', '20'], {})).toMatchObject({
      concurrency: 20,
      remoteConcurrency: 20,
    });
  });

  it('reads the remote poll overrides, unset by default', () => {
    const base = ['--server', 'http://s', '--token', 't', '--remote'];
    expect(parseConfig([...base, '--remote-poll-ms', '50', '--remote-max-polls', '3'], {})).toMatchObject({
      remotePollMs: 50,
      remoteMaxPolls: 3,
    });
    expect(() => parseConfig([...base, '--remote-poll-ms', '0'], {})).toThrow(/--remote-poll-ms/);
    expect(() => parseConfig([...base, '--remote-max-polls', '2.5'], {})).toThrow(/--remote-max-polls/);
    expect(() => parseConfig([...base, '--remote-max-polls', 'many'], {})).toThrow(/--remote-max-polls/);
  });

  it('gives a sandbox runner remote places only when it pulls from the one Cloudflare Queue', () => {
    const base = ['--server', 'http://s', '--token', 't'];
    const cloudflare = ['--cf-account', 'acc', '--cf-queue', 'q', '--cf-api-token', 'cf'];
    expect(parseConfig([...base, ...cloudflare], {})).toMatchObject({ remote: false, remoteConcurrency: 8 });
    expect(
      parseConfig([...base, ...cloudflare, '--remote-concurrency', '3', '--concurrency', '2'], {}),
    ).toMatchObject({ concurrency: 2, remoteConcurrency: 3 });
    expect(() => parseConfig([...base, '--remote-concurrency', '3'], {})).toThrow(/Cloudflare/);
    expect(() => parseConfig([...base, '--remote', '--remote-concurrency', '3'], {})).toThrow(
      /--concurrency/,
    );
    expect(() => parseConfig([...base, ...cloudflare, '--remote-concurrency', '0'], {})).toThrow(
      /--remote-concurrency/,
    );
  });
});
