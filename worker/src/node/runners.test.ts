import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../platform/config';
import { embeddedRunnerSettingsFromEnv, embeddedRunnerSpecs } from './runners';

const log = { debug() {}, info() {}, warn() {}, error() {} };
const base = { serverUrl: 'http://127.0.0.1:8080', token: 't', workDir: '/data/runners', log };

const flag = (args: string[], name: string) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args[at + 1];
};

describe('embeddedRunnerSpecs', () => {
  it('starts the sandbox runners on their own slots and one remote runner without a slot', () => {
    const specs = embeddedRunnerSpecs({ ...base, count: 2, slotOffset: 40 });
    expect(specs.map((s) => s.name)).toEqual([
      `${hostname()}-embedded-0`,
      `${hostname()}-embedded-1`,
      `${hostname()}-remote-0`,
    ]);
    expect(specs.map((s) => flag(s.args, '--slot-offset'))).toEqual(['40', '41', undefined]);
    expect(specs.map((s) => flag(s.args, '--work-dir'))).toEqual([
      '/data/runners/0',
      '/data/runners/1',
      '/data/runners/remote-0',
    ]);
    const remote = specs[2]!.args;
    expect(remote).toContain('--remote');
    expect(flag(remote, '--concurrency')).toBe('8');
    expect(remote).not.toContain('--remote-poll-ms');
    expect(specs.slice(0, 2).every((s) => !s.args.includes('--remote'))).toBe(true);
  });

  it('passes the poll pace to the remote runner only, and can leave it out', () => {
    const specs = embeddedRunnerSpecs({ ...base, count: 1, remotePollMs: 50, remoteMaxPolls: 4 });
    expect(flag(specs[1]!.args, '--remote-poll-ms')).toBe('50');
    expect(flag(specs[1]!.args, '--remote-max-polls')).toBe('4');
    expect(specs[0]!.args).not.toContain('--remote-poll-ms');
    expect(embeddedRunnerSpecs({ ...base, count: 1, remote: false }).map((s) => s.name)).toEqual([
      `${hostname()}-embedded-0`,
    ]);
  });
});

describe('embeddedRunnerSettingsFromEnv', () => {
  it('reads RUNNER_SLOT_OFFSET and the remote poll pace, unset when empty', () => {
    expect(
      embeddedRunnerSettingsFromEnv({
        RUNNER_SLOT_OFFSET: '16',
        REMOTE_POLL_MS: '100',
        REMOTE_MAX_POLLS: '5',
      }),
    ).toEqual({ slotOffset: 16, remotePollMs: 100, remoteMaxPolls: 5 });
    expect(embeddedRunnerSettingsFromEnv({ RUNNER_SLOT_OFFSET: '', REMOTE_POLL_MS: '' })).toEqual({
      slotOffset: undefined,
      remotePollMs: undefined,
      remoteMaxPolls: undefined,
    });
    expect(embeddedRunnerSettingsFromEnv({ RUNNER_SLOT_OFFSET: '0' }).slotOffset).toBe(0);
  });

  it('refuses values that are not whole numbers, naming the variable', () => {
    for (const [name, value] of [
      ['RUNNER_SLOT_OFFSET', '-1'],
      ['RUNNER_SLOT_OFFSET', '1.5'],
      ['REMOTE_POLL_MS', '0'],
      ['REMOTE_MAX_POLLS', 'ten'],
      ['REMOTE_POLL_MS', '99999999999999999999'],
    ] as const) {
      expect(() => embeddedRunnerSettingsFromEnv({ [name]: value })).toThrow(ConfigError);
      expect(() => embeddedRunnerSettingsFromEnv({ [name]: value })).toThrow(name);
    }
  });
});
