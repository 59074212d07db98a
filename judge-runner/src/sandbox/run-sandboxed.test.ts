import { describe, expect, it } from 'vitest';
import {
  parseSandboxReport,
  SandboxError,
  type SandboxResult,
  sandboxArgs,
  sandboxResultSchema,
  toSandboxResult,
} from './run-sandboxed';

describe('sandboxArgs', () => {
  it('maps every option to the helper flag and ends with the command', () => {
    const args = sandboxArgs({
      command: ['./main', 'x'],
      box: '/b',
      stdin: '/in',
      stdout: '/out',
      stderr: 'err.txt',
      cpuMs: 1000,
      wallMs: 3000,
      memoryKb: 65536,
      stackKb: 8192,
      procs: 4,
      outputKb: 1024,
      tmpKb: 2048,
      uid: 60003,
      gid: 60003,
      cgroup: 'worker-3',
      env: { HOME: '/tmp' },
      binds: [{ source: '/opt/a' }, { source: '/cache', target: '/data', writable: true }],
      seccomp: 'compile',
      namespaces: false,
      cgroups: false,
      addressSpaceLimit: false,
    });
    expect(args).toEqual([
      '--box',
      '/b',
      '--stdin',
      '/in',
      '--stdout',
      '/out',
      '--stderr',
      'err.txt',
      '--cpu-ms',
      '1000',
      '--wall-ms',
      '3000',
      '--memory-kb',
      '65536',
      '--stack-kb',
      '8192',
      '--procs',
      '4',
      '--output-kb',
      '1024',
      '--tmp-kb',
      '2048',
      '--uid',
      '60003',
      '--gid',
      '60003',
      '--cgroup',
      'worker-3',
      '--seccomp',
      'compile',
      '--env',
      'HOME=/tmp',
      '--ro',
      '/opt/a',
      '--rw',
      '/cache:/data',
      '--no-namespaces',
      '--no-cgroups',
      '--no-address-limit',
      '--',
      './main',
      'x',
    ]);
  });

  it('leaves defaults to the helper', () => {
    expect(sandboxArgs({ command: ['./a'], box: '/b', cpuMs: 1, memoryKb: 2 })).toEqual([
      '--box',
      '/b',
      '--cpu-ms',
      '1',
      '--memory-kb',
      '2',
      '--',
      './a',
    ]);
  });

  it('rejects limits that are not positive integers and empty commands', () => {
    expect(() => sandboxArgs({ command: ['./a'], box: '/b', cpuMs: 0, memoryKb: 2 })).toThrow(SandboxError);
    expect(() => sandboxArgs({ command: ['./a'], box: '/b', cpuMs: 1.5, memoryKb: 2 })).toThrow(/cpuMs/);
    expect(() => sandboxArgs({ command: [], box: '/b', cpuMs: 1, memoryKb: 2 })).toThrow(/empty/);
    expect(() =>
      sandboxArgs({ command: ['./a'], box: '/b', cpuMs: 1, memoryKb: 2, env: { 'A=B': 'x' } }),
    ).toThrow(/environment/);
  });
});

describe('parseSandboxReport', () => {
  const line =
    '{"status":"TLE","cpuMs":1005,"cpuUs":1005000,"wallMs":1010,"memoryKb":512,"exitCode":0,"signal":9,"timeKind":"cpu","missing":[]}';

  it('parses the last line of output', () => {
    expect(parseSandboxReport(`noise\n${line}\n`)).toEqual({
      status: 'TLE',
      cpuMs: 1005,
      cpuUs: 1005000,
      wallMs: 1010,
      memoryKb: 512,
      exitCode: 0,
      signal: 9,
      timeKind: 'cpu',
      missing: [],
    });
  });

  it('keeps the error of a system error and the missing protections', () => {
    const se =
      '{"status":"SE","cpuMs":0,"cpuUs":0,"wallMs":0,"memoryKb":0,"exitCode":0,"signal":0,"timeKind":null,"missing":["namespaces","cgroup-memory"],"error":"bad"}';
    expect(parseSandboxReport(se)).toMatchObject({
      status: 'SE',
      error: 'bad',
      missing: ['namespaces', 'cgroup-memory'],
    });
  });

  it('refuses output that is not a report', () => {
    expect(() => parseSandboxReport('segfault')).toThrow(/no JSON report/);
    expect(() => parseSandboxReport('{"status":"MAYBE"}')).toThrow(/unexpected sandbox report/);
  });
});

describe('toSandboxResult', () => {
  const valid = {
    status: 'OK',
    cpuMs: 3,
    cpuUs: 2718,
    wallMs: 4,
    memoryKb: 1020,
    exitCode: 0,
    signal: 0,
    timeKind: null,
    missing: [],
  };
  const withField = (key: string, value: unknown) => JSON.stringify({ ...valid, [key]: value });
  const withoutField = (key: string) => JSON.stringify({ ...valid, [key]: undefined });
  /** With the field's value written as `text` (JSON.stringify could not write it). */
  const withText = (key: string, text: string) =>
    JSON.stringify({ ...valid, [key]: '?' }).replace('"?"', text);
  // Reports as JSON text, as they come from the helper: every field right and wrong in each way.
  const reports: string[] = [
    JSON.stringify(valid),
    withField('error', 'bad'),
    withField('error', ''),
    withField('error', 3),
    withField('error', null),
    withField('extra', 'dropped'),
    withField('missing', ['namespaces', 'cgroup-swap', 'namespaces']),
    withField('missing', ['network-namespace', 'cgroup-memory', 'cgroup-pids', 'cgroup-cpu', 'uid-switch']),
    withField('missing', ['nope']),
    withField('missing', 'namespaces'),
    withField('missing', [1]),
    withField('missing', null),
    withField('timeKind', 'cpu'),
    withField('timeKind', 'wall'),
    withField('timeKind', 'CPU'),
    withField('timeKind', 0),
    withField('timeKind', false),
    withoutField('timeKind'),
    ...['OK', 'TLE', 'MLE', 'OLE', 'RE', 'SE', 'ok', '', 'AC'].map((status) => withField('status', status)),
    withField('status', null),
    withField('status', ['OK']),
    ...['cpuMs', 'cpuUs', 'wallMs', 'memoryKb', 'signal', 'exitCode'].flatMap((key) => [
      withField(key, 0),
      withField(key, -0),
      withField(key, -1),
      withField(key, 1.5),
      withField(key, 2 ** 53 - 1),
      withField(key, 2 ** 53),
      withField(key, -(2 ** 53) + 1),
      withField(key, '3'),
      withField(key, null),
      withField(key, true),
      withoutField(key),
      withText(key, '1e400'),
      withText(key, '3.0'),
      withText(key, '3e0'),
    ]),
    withField('exitCode', -255),
    withoutField('status'),
    withoutField('missing'),
    '{}',
    '[]',
    'null',
    '0',
    '"OK"',
    '[{"status":"OK"}]',
  ];

  it('accepts and refuses exactly what the schema does, and gives what it gives', () => {
    expect(reports.length).toBeGreaterThan(80);
    for (const text of reports) {
      const value: unknown = JSON.parse(text);
      const byZod = sandboxResultSchema.safeParse(value);
      let byHand: SandboxResult | Error;
      try {
        byHand = toSandboxResult(value);
      } catch (error) {
        byHand = error as Error;
      }
      if (byZod.success) expect(byHand, text).toStrictEqual(byZod.data);
      else expect(byHand, text).toBeInstanceOf(SandboxError);
    }
  });
});
