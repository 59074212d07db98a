import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSandboxBuilt, isRoot } from '../sandbox/test-support';
import { ShellLauncher, shellQuote } from './launcher';

describe('shellQuote', () => {
  it('quotes anything so the shell passes it through unchanged', () => {
    expect(shellQuote('plain')).toBe("'plain'");
    expect(shellQuote("it's")).toBe("'it'\\''s'");
    expect(shellQuote('$(rm -rf /) `x` "y" ; z\nw')).toBe('\'$(rm -rf /) `x` "y" ; z\nw\'');
  });
});

describe.skipIf(!isRoot)('ShellLauncher', () => {
  let dir: string;
  let launcher: ShellLauncher;

  beforeAll(async () => {
    expect(ensureSandboxBuilt()).toBe(true);
    dir = await mkdtemp(join(tmpdir(), 'launcher-'));
    launcher = new ShellLauncher(join(dir, 'lane'));
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

  it('runs sandboxes one after another through one shell and returns their reports', async () => {
    const first = await launcher.run(options(['/bin/echo', "it's $HOME"]));
    expect(first).toMatchObject({ status: 'OK', exitCode: 0 });
    expect(await readFile(join(dir, 'out'), 'utf8')).toBe("it's $HOME\n");
    const second = await launcher.run(options(['/bin/sh', '-c', 'exit 3']));
    expect(second).toMatchObject({ status: 'RE', exitCode: 3 });
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
});
