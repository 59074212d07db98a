import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxError } from '../sandbox/run-sandboxed';
import { ensureSandboxBuilt, isRoot, processesOfUid } from '../sandbox/test-support';
import { encodeRequest, killedBySignal, ServerLauncher } from './launcher';

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

  it("tries a run once more when the lane's init is killed from outside", async () => {
    await rm(join(dir, 'attempts'), { force: true });
    const running = launcher.run(
      options(['/bin/sh', '-c', 'echo attempt >> attempts; sleep 1; echo second'], { wallMs: 60_000 }),
    );
    const init = await initOfRunningProgram(61990);
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
