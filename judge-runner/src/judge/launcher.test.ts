import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SandboxError } from '../sandbox/run-sandboxed';
import { ensureSandboxBuilt, isRoot, processesOfUid, Workspace } from '../sandbox/test-support';
import { encodeRequest, killedBySignal, parseAnswer, ServerLauncher } from './launcher';

describe('encodeRequest', () => {
  it('sends the byte count, then every argument NUL-terminated, whatever it holds', () => {
    const request = encodeRequest(['--box', "it's $HOME\n", 'é']);
    expect(request.toString('utf8')).toBe("21\n--box\0it's $HOME\n\0é\0");
  });

  it('refuses an argument the framing could not carry', () => {
    expect(() => encodeRequest(['a\0b'])).toThrow(SandboxError);
  });
});

describe('killedBySignal', () => {
  it('tells a wait status of a signal death from an exit', () => {
    expect(killedBySignal(9)).toBe(true);
    expect(killedBySignal(0)).toBe(false);
    expect(killedBySignal(1 << 8)).toBe(false);
    expect(killedBySignal(-1)).toBe(false);
  });
});

describe('parseAnswer', () => {
  it('reads a report with its status, and a status alone', () => {
    const lines = Buffer.from('xx0 {"a":"é"}\n-1\n9\n');
    const first = lines.indexOf(10);
    const ends = [first, lines.indexOf(10, first + 1), lines.lastIndexOf(10)];
    expect(parseAnswer(lines, 2, ends[0]!)).toEqual({ status: 0, report: '{"a":"é"}' });
    expect(parseAnswer(lines, ends[0]! + 1, ends[1]!)).toEqual({ status: -1, report: null });
    expect(parseAnswer(lines, ends[1]! + 1, ends[2]!)).toEqual({ status: 9, report: null });
  });

  it('refuses a line that is not an answer', () => {
    expect(() => parseAnswer(Buffer.from('r {}'), 0, 4)).toThrow(/unexpected line/);
    expect(() => parseAnswer(Buffer.from(''), 0, 0)).toThrow(/unexpected line/);
    expect(() => parseAnswer(Buffer.from('12x'), 0, 3)).toThrow(/unexpected line/);
  });
});

describe('ServerLauncher with a stand-in server', () => {
  let dir: string;
  const report = (status: string) =>
    `{"status":"${status}","cpuMs":1,"cpuUs":1000,"wallMs":2,"memoryKb":3,"exitCode":0,"signal":0,"timeKind":null,"missing":[]}`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'launcher-stand-in-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** A stand-in for `jsandbox --serve` that answers the n-th run it reads with the n-th list of
   * chunks (written 20 ms apart, so they arrive apart), and counts the runs it read. */
  let servers = 0;
  function standIn(answers: string[][]): { binary: string; runs: () => number } {
    const binary = join(dir, `server-${++servers}.mjs`);
    const count = join(dir, `runs-${servers}`);
    writeFileSync(count, '');
    writeFileSync(
      binary,
      `#!${process.execPath}
import { appendFileSync } from 'node:fs';
const answers = ${JSON.stringify(answers)};
let buffered = Buffer.alloc(0);
let served = 0;
process.stdin.on('data', async (chunk) => {
  buffered = Buffer.concat([buffered, chunk]);
  for (let newline = buffered.indexOf(10); newline >= 0; newline = buffered.indexOf(10)) {
    const head = buffered.toString('latin1', 0, newline);
    const size = head === 'k' ? 0 : Number(head);
    if (buffered.length < newline + 1 + size) return;
    buffered = buffered.subarray(newline + 1 + size);
    if (head === 'k') continue;
    appendFileSync(${JSON.stringify(count)}, 'run\\n');
    for (const piece of answers[served++] ?? []) {
      process.stdout.write(piece);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
});
`,
      { mode: 0o755 },
    );
    return { binary, runs: () => readFileSync(count, 'utf8').split('\n').length - 1 };
  }

  const options = { command: ['./a'], box: '/nonexistent', cpuMs: 1, memoryKb: 1 };

  it('reads an answer that arrives in pieces', async () => {
    const line = `0 ${report('OK')}\n`;
    const server = standIn([[line.slice(0, 1), line.slice(1, 40), line.slice(40)], [`0 ${report('RE')}\n`]]);
    const launcher = new ServerLauncher(server.binary);
    try {
      await expect(launcher.run(options)).resolves.toEqual({
        status: 'OK',
        cpuMs: 1,
        cpuUs: 1000,
        wallMs: 2,
        memoryKb: 3,
        exitCode: 0,
        signal: 0,
        timeKind: null,
        missing: [],
      });
      await expect(launcher.run(options)).resolves.toMatchObject({ status: 'RE' });
    } finally {
      launcher.close();
    }
  });

  it('tries once more a run that ended without a report, whatever the status said', async () => {
    for (const status of ['-1', '9', '768']) {
      const server = standIn([[`${status}\n`], [`0 ${report('OK')}\n`], [`${status}\n`], [`${status}\n`]]);
      const launcher = new ServerLauncher(server.binary);
      try {
        await expect(launcher.run(options)).resolves.toMatchObject({ status: 'OK' });
        expect(server.runs()).toBe(2);
        await expect(launcher.run(options)).rejects.toThrow(/again after a retry/);
        expect(server.runs()).toBe(4);
      } finally {
        launcher.close();
      }
    }
  });

  it('refuses a report the schema refuses, and a line that is no answer, without trying again', async () => {
    const server = standIn([
      [`0 ${report('MAYBE')}\n`],
      ['0 not json\n'],
      ['r {}\n'],
      [`0 ${report('OK')}\n`],
    ]);
    const launcher = new ServerLauncher(server.binary);
    try {
      await expect(launcher.run(options)).rejects.toThrow(/unexpected sandbox report.*bad status/);
      await expect(launcher.run(options)).rejects.toThrow(/unexpected sandbox report not json/);
      await expect(launcher.run(options)).rejects.toThrow(/unexpected line from the sandbox server/);
      await expect(launcher.run(options)).resolves.toMatchObject({ status: 'OK' });
      expect(server.runs()).toBe(4);
    } finally {
      launcher.close();
    }
  });
});

/** Pids of the processes whose parent is `parent` (from /proc). */
function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) === parent) pids.push(Number(entry));
    } catch {
      // Ended meanwhile.
    }
  }
  return pids;
}

/** This process's sandbox server. */
function server(): number {
  const servers = childrenOf(process.pid).filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--serve');
    } catch {
      return false;
    }
  });
  if (servers.length !== 1) throw new Error(`expected one sandbox server, found ${servers.length}`);
  return servers[0]!;
}

/** Waits until `path` exists (a program wrote it). */
async function untilExists(path: string): Promise<void> {
  for (let attempt = 0; attempt < 200 && !existsSync(path); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Waits until a program runs as `uid` (the run is in progress); returns the server's child then: the
 * lane's init. */
async function initOfRunningProgram(uid: number): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const inits = childrenOf(server());
    if ((await processesOfUid(uid)).length > 0 && inits.length === 1) return inits[0]!;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no sandboxed program started');
}

describe.skipIf(!isRoot)('ServerLauncher', () => {
  let dir: string;
  let launcher: ServerLauncher;

  beforeAll(async () => {
    expect(ensureSandboxBuilt()).toBe(true);
    dir = await mkdtemp(join(tmpdir(), 'launcher-'));
    launcher = new ServerLauncher();
  });
  afterAll(async () => {
    launcher?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const options = (command: string[], extra = {}) => ({
    command,
    box: dir,
    stdout: join(dir, 'out'),
    cpuMs: 1000,
    memoryKb: 64 * 1024,
    uid: 61990,
    gid: 61990,
    cgroup: 'vitest-launcher',
    seccomp: 'none' as const,
    ...extra,
  });

  it('runs sandboxes one after another through one server and returns their reports', async () => {
    const first = await launcher.run(options(['/bin/echo', "it's $HOME"]));
    expect(first).toMatchObject({ status: 'OK', exitCode: 0 });
    expect(await readFile(join(dir, 'out'), 'utf8')).toBe("it's $HOME\n");
    const [second, third] = await Promise.all([
      launcher.run(options(['/bin/sh', '-c', 'exit 3'])),
      launcher.run(options(['/bin/sh', '-c', 'kill -9 $$'])),
    ]);
    expect(second).toMatchObject({ status: 'RE', exitCode: 3 });
    expect(third).toMatchObject({ status: 'RE', signal: 9 });
  });

  it('reports a bad command line as the helper does, without retrying it', async () => {
    await expect(launcher.run(options(['/bin/true'], { box: join(dir, 'missing') }))).resolves.toMatchObject({
      status: 'SE',
    });
  });

  it('kills a run when its job is aborted', async () => {
    const controller = new AbortController();
    const running = launcher.run(
      options(['/bin/sleep', '30'], { wallMs: 60_000, signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 200);
    const started = Date.now();
    await expect(running).rejects.toThrow(/aborted/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('kills a run whose abort came with its request (the server read both at once)', async () => {
    for (const namespaces of [true, false]) {
      const fresh = new ServerLauncher();
      try {
        // The server reads the next request only once the run before has ended, which for a run of
        // a supervisor comes after its answer: an abort sent meanwhile comes with its request.
        const before = fresh.run(options(['/bin/true'], { namespaces: false }));
        const controller = new AbortController();
        await before;
        const running = fresh.run(
          options(['/bin/sleep', '30'], { wallMs: 60_000, namespaces, signal: controller.signal }),
        );
        controller.abort();
        const started = Date.now();
        await expect(running).rejects.toThrow(/aborted/);
        // The next run waits for the aborted one to end.
        await expect(fresh.run(options(['/bin/true'], { namespaces }))).resolves.toMatchObject({
          status: 'OK',
        });
        expect(Date.now() - started).toBeLessThan(5000);
      } finally {
        fresh.close();
      }
    }
  }, 70_000);

  it("tries a run once more when the lane's init is killed from outside", async () => {
    await rm(join(dir, 'attempts'), { force: true });
    const running = launcher.run(
      options(['/bin/sh', '-c', 'echo attempt >> attempts; sleep 1; echo second'], { wallMs: 60_000 }),
    );
    const init = await initOfRunningProgram(61990);
    await untilExists(join(dir, 'attempts'));
    process.kill(init, 'SIGKILL');
    await expect(running).resolves.toMatchObject({ status: 'OK' });
    expect(await readFile(join(dir, 'out'), 'utf8')).toBe('second\n');
    expect(await readFile(join(dir, 'attempts'), 'utf8')).toBe('attempt\nattempt\n');
    expect(childrenOf(server())).not.toContain(init);
  });

  it('tries a run once more when the server itself is killed', async () => {
    await rm(join(dir, 'attempts'), { force: true });
    const running = launcher.run(
      options(['/bin/sh', '-c', 'echo attempt >> attempts; sleep 1; echo second'], { wallMs: 60_000 }),
    );
    await initOfRunningProgram(61990);
    await untilExists(join(dir, 'attempts'));
    const first = server();
    process.kill(first, 'SIGKILL');
    await expect(running).resolves.toMatchObject({ status: 'OK' });
    expect(await readFile(join(dir, 'attempts'), 'utf8')).toBe('attempt\nattempt\n');
    expect(server()).not.toBe(first);
  });

  it('gives up with a system error when the retry is killed too', async () => {
    const running = launcher.run(options(['/bin/sleep', '30'], { wallMs: 60_000 }));
    const first = await initOfRunningProgram(61990);
    process.kill(first, 'SIGKILL');
    let second = first;
    while (second === first) second = await initOfRunningProgram(61990);
    process.kill(second, 'SIGKILL');
    await expect(running).rejects.toThrow(/again after a retry/);
    // The lane still works.
    await expect(launcher.run(options(['/bin/true']))).resolves.toMatchObject({ status: 'OK' });
  });

  it('passes runs that cannot use the lane (no namespaces) to a supervisor of their own', async () => {
    const result = await launcher.run(options(['/bin/echo', 'alone'], { namespaces: false }));
    expect(result).toMatchObject({ status: 'OK' });
    expect(result.missing).toContain('namespaces');
    expect(await readFile(join(dir, 'out'), 'utf8')).toBe('alone\n');
  });
});

/** The cgroup directories a lane named `name` uses (v1: one per controller; v2: one). */
function cgroupDirs(name: string): string[] {
  if (existsSync('/sys/fs/cgroup/cgroup.controllers')) return [`/sys/fs/cgroup/jsandbox/${name}`];
  return ['memory', 'pids', 'cpuacct'].map((controller) => `/sys/fs/cgroup/${controller}/jsandbox/${name}`);
}

describe.skipIf(!isRoot)("ServerLauncher, when the sandbox's own state fails it", () => {
  let ws: Workspace;
  let hog: string;
  let launcher: ServerLauncher | undefined;

  beforeAll(async () => {
    expect(ensureSandboxBuilt()).toBe(true);
    ws = await Workspace.create('launcher-faults');
    // Once it reads a line, takes as many MiB as its argument says and burns CPU.
    const programs = await ws.compileC({
      hog: `#include <stdlib.h>
#include <string.h>
#include <unistd.h>
int main(int argc, char **argv) {
  char line[8];
  if (read(0, line, sizeof line) <= 0) return 1;
  size_t n = (size_t)atoi(argv[1]) << 20;
  char *p = malloc(n);
  memset(p, 1, n);
  write(1, "ready\\n", 6);
  for (;;) p[rand() % n]++;
}`,
    });
    hog = programs.hog!;
  }, 60_000);
  afterEach(() => {
    launcher?.close();
    launcher = undefined;
  });
  afterAll(async () => {
    await ws?.dispose();
  });

  const options = (cgroup: string, command: string[] = ['/bin/true'], extra = {}) => ({
    command,
    box: ws.root,
    cpuMs: 1000,
    memoryKb: 64 * 1024,
    uid: 61990,
    gid: 61990,
    cgroup,
    seccomp: 'none' as const,
    ...extra,
  });

  it('sends the run after a lane ended itself (its /tmp could not be reset) to a fresh lane', async () => {
    const lane = new ServerLauncher();
    launcher = lane;
    for (let round = 0; round < 3; round++) {
      await expect(lane.run(options('vitest-launcher-ending'))).resolves.toMatchObject({ status: 'OK' });
      const [init] = childrenOf(server());
      // With /tmp no mount of its own, init cannot mount a fresh one after the next run and ends
      // the lane once it has reported that run.
      execFileSync('nsenter', ['-t', String(init), '-m', 'umount', '/tmp']);
      await expect(lane.run(options('vitest-launcher-ending'))).resolves.toMatchObject({ status: 'OK' });
      // Gone before the run was answered, so the next run cannot be sent to it (it went there and
      // ended without a report, a system error, when it came before init's exit).
      expect(existsSync(`/proc/${init}`)).toBe(false);
      await expect(lane.run(options('vitest-launcher-ending'))).resolves.toMatchObject({ status: 'OK' });
    }
  });

  it('builds a lane again after its init could not set up, and says why when it cannot', async () => {
    const name = 'vitest-launcher-netns';
    const pin = `/run/jsandbox/netns/${name}`;
    const first = new ServerLauncher();
    await expect(first.run(options(name))).resolves.toMatchObject({ status: 'OK' });
    first.close();
    // The cgroup's pinned network namespace replaced by a namespace of another kind: init cannot
    // enter it.
    execFileSync('umount', [pin]);
    execFileSync('mount', ['--bind', '/proc/self/ns/uts', pin]);
    launcher = new ServerLauncher();
    try {
      const broken = await launcher.run(options(name));
      expect(broken).toMatchObject({ status: 'SE' });
      expect(broken.error).toMatch(/could not set up a lane.*attempts.*network namespace/);
    } finally {
      execFileSync('umount', [pin]);
    }
    await expect(launcher.run(options(name))).resolves.toMatchObject({ status: 'OK' });
  });

  it("starts a lane only once its cgroup holds nothing of an earlier sandbox's", async () => {
    const name = 'vitest-launcher-leftover';
    // What a killed server leaves in its cgroup until the kernel has torn its namespace down: here a
    // process that holds 32 MiB and burns CPU.
    const left = spawn(hog, ['32'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const ended = new Promise<string | null>((resolve) =>
      left.on('exit', (_code, signal) => resolve(signal)),
    );
    for (const dir of cgroupDirs(name)) {
      mkdirSync(dir, { recursive: true });
      // As an earlier lane may have left them: no room for it.
      for (const [file, unlimited] of [
        ['memory.memsw.limit_in_bytes', '-1'],
        ['memory.limit_in_bytes', '-1'],
        ['memory.max', 'max'],
      ] as const) {
        if (existsSync(join(dir, file))) writeFileSync(join(dir, file), unlimited);
      }
      writeFileSync(join(dir, 'cgroup.procs'), String(left.pid));
    }
    // Its memory is charged where it is when it takes it.
    left.stdin!.write('go\n');
    await new Promise((resolve) => left.stdout!.once('data', resolve));
    try {
      launcher = new ServerLauncher();
      const result = await launcher.run(options(name, ['/bin/sleep', '0.3'], { memoryKb: 8 * 1024 }));
      expect(result).toMatchObject({ status: 'OK' });
      expect(result.cpuMs).toBeLessThan(100);
      expect(await ended).toBe('SIGKILL');
    } finally {
      left.kill('SIGKILL');
    }
  }, 30_000);
});
