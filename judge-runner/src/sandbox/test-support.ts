// Helpers shared by the sandbox and language tests: temporary boxes, host-compiled C test programs,
// and checks that nothing outlived a run.
import { execFile, execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { SANDBOX_BINARY, type SandboxOptions, type SandboxResult, sandboxAvailable } from './run-sandboxed';

const execFileAsync = promisify(execFile);

/**
 * The programs the memory figure is checked with, one-shot and in lanes: one that touches exactly
 * 64 MiB and prints its ru_maxrss, and one that prints 8 MiB with little memory of its own (the
 * output's page cache must not count as its memory).
 */
export const MEMORY_FIGURE_PROGRAMS = {
  touch64: `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
int main(void) {
  size_t n = (size_t)64 << 20;
  char *p = malloc(n);
  if (!p) return 2;
  memset(p, 1, n);
  struct rusage ru;
  getrusage(RUSAGE_SELF, &ru);
  printf("%ld %d\\n", ru.ru_maxrss, p[n / 2]);
  return 0;
}`,
  print8: `#include <stdio.h>
int main(void) {
  static char line[1024];
  for (int i = 0; i < 1023; i++) line[i] = 'x';
  line[1023] = '\\n';
  for (int i = 0; i < 8192; i++) fwrite(line, 1, sizeof line, stdout);
  return 0;
}`,
};

type MemoryFigureRun = (
  program: keyof typeof MEMORY_FIGURE_PROGRAMS,
  options: Partial<SandboxOptions>,
) => Promise<{ result: SandboxResult; stdout: string }>;

/**
 * The memory figure is the program's own, one-shot and in lanes alike: within 2 % of ru_maxrss for
 * 64 MiB touched, under 2 MiB for the 8 MiB printer (its output's page cache is not its memory),
 * and the limit is enforced on that figure.
 */
export async function expectOwnMemoryFigures(run: MemoryFigureRun): Promise<void> {
  const touched = await run('touch64', { memoryKb: 256 * 1024 });
  expect(touched.result.status).toBe('OK');
  const ownMaxRssKb = Number(touched.stdout.split(' ')[0]);
  expect(ownMaxRssKb).toBeGreaterThanOrEqual(64 * 1024);
  expect(Math.abs(touched.result.memoryKb - ownMaxRssKb)).toBeLessThanOrEqual(ownMaxRssKb * 0.02);
  const printed = await run('print8', { memoryKb: 256 * 1024, outputKb: 16 * 1024 });
  expect(printed.result.status).toBe('OK');
  expect(printed.stdout.length).toBe(8 << 20);
  expect(printed.result.memoryKb).toBeLessThan(2 * 1024);
  expect((await run('print8', { memoryKb: 4 * 1024, outputKb: 16 * 1024 })).result.status).toBe('OK');
  expect((await run('touch64', { memoryKb: 64 * 1024 })).result.status).toBe('MLE');
}

export const isRoot = process.getuid?.() === 0;

/** Builds the helper if `npm install` has not (quick when it is up to date). */
export function ensureSandboxBuilt(): boolean {
  const script = new URL('../../../scripts/build-sandbox.mjs', import.meta.url);
  execFileSync(process.execPath, [script.pathname], { stdio: 'ignore' });
  return sandboxAvailable(SANDBOX_BINARY);
}

export class Workspace {
  private constructor(readonly root: string) {}

  static async create(prefix: string): Promise<Workspace> {
    return new Workspace(await mkdtemp(join(tmpdir(), `${prefix}-`)));
  }

  /** A fresh, empty box directory, optionally holding copies of built programs. */
  async box(name: string, files: Record<string, string> = {}): Promise<string> {
    const dir = join(this.root, name);
    await mkdir(dir, { recursive: true });
    for (const [target, source] of Object.entries(files)) await copyFile(source, join(dir, target));
    return dir;
  }

  path(name: string): string {
    return join(this.root, name);
  }

  async write(name: string, text: string): Promise<string> {
    await writeFile(this.path(name), text);
    return this.path(name);
  }

  read(name: string): Promise<string> {
    return readFile(this.path(name), 'utf8');
  }

  /** Compiles C test programs on the host in parallel; returns name → binary path. */
  async compileC(sources: Record<string, string>, flags: string[] = []): Promise<Record<string, string>> {
    const dir = join(this.root, 'programs');
    await mkdir(dir, { recursive: true });
    const entries = await Promise.all(
      Object.entries(sources).map(async ([name, source]) => {
        const file = join(dir, `${name}.c`);
        await writeFile(file, source);
        await execFileAsync('gcc', ['-O1', '-w', ...flags, '-o', join(dir, name), file]);
        return [name, join(dir, name)] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async dispose(): Promise<void> {
    await rm(this.root, { recursive: true, force: true });
  }
}

/** Host pids of live processes running as `uid` (zombies are reaped by their parents, so they count). */
export async function processesOfUid(uid: number): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      const realUid = /^Uid:\s+(\d+)/m.exec(status)?.[1];
      if (Number(realUid) === uid) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}
