#!/usr/bin/env node
// Overhead of one sandboxed run over a bare spawn of the same program.
//
// A small C driver (written and compiled here) does the timing, so Node's own spawn cost does not
// blur the figure: it posix_spawn()s the static A+B binary directly and through jsandbox, with the
// same stdin/stdout files, alternating the two so drift on this shared machine hits both equally.
//
//   node tests/bench/sandbox-overhead.mjs [--runs N] [--quick]
//
// Exits non-zero only when something fails; missing the target is reported, not fatal.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET_MS = 2;
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const helper = join(root, 'judge-runner/sandbox/build/jsandbox');

const programSource = `#include <stdio.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 1;
  printf("%lld\\n", a + b);
  return 0;
}
`;

// argv: runs workdir program helper [helper options...]; prints one line per run: "bare_us sandboxed_us".
const driverSource = `#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static long long now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000000LL + t.tv_nsec / 1000;
}

static long long timed_spawn(char **argv, const char *in, const char *out, const char *report) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  if (in) posix_spawn_file_actions_addopen(&fa, 0, in, O_RDONLY, 0);
  if (out) posix_spawn_file_actions_addopen(&fa, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (report) posix_spawn_file_actions_addopen(&fa, 1, report, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  long long start = now_us();
  pid_t pid;
  if (posix_spawn(&pid, argv[0], &fa, NULL, argv, environ) != 0) { perror("posix_spawn"); exit(2); }
  int status;
  if (waitpid(pid, &status, 0) < 0) { perror("waitpid"); exit(2); }
  long long elapsed = now_us() - start;
  posix_spawn_file_actions_destroy(&fa);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    fprintf(stderr, "%s ended with status %d\\n", argv[0], status);
    exit(3);
  }
  return elapsed;
}

static void expect_sum(const char *path) {
  FILE *f = fopen(path, "r");
  char line[64] = "";
  if (!f || !fgets(line, sizeof line, f) || strcmp(line, "42\\n") != 0) {
    fprintf(stderr, "wrong output in %s: '%s'\\n", path, line);
    exit(4);
  }
  fclose(f);
}

int main(int argc, char **argv) {
  int runs = atoi(argv[1]);
  const char *dir = argv[2];
  char in[4096], bare_out[4096], boxed_out[4096], report[4096];
  snprintf(in, sizeof in, "%s/input.txt", dir);
  snprintf(bare_out, sizeof bare_out, "%s/bare-output.txt", dir);
  snprintf(boxed_out, sizeof boxed_out, "%s/sandboxed-output.txt", dir);
  snprintf(report, sizeof report, "%s/report.json", dir);
  char *bare[] = {argv[3], NULL};
  char **boxed = argv + 4;
  for (int i = 0; i < runs; i++) {
    long long b = timed_spawn(bare, in, bare_out, NULL);
    long long s = timed_spawn(boxed, NULL, NULL, report);
    if (i == 0 || i == runs - 1) {
      expect_sum(bare_out);
      expect_sum(boxed_out);
      char text[1024] = "";
      FILE *f = fopen(report, "r");
      if (!f || !fgets(text, sizeof text, f) || !strstr(text, "\\"status\\":\\"OK\\"")) {
        fprintf(stderr, "sandbox report: %s\\n", text);
        exit(5);
      }
      fclose(f);
      if (i == 0) fprintf(stderr, "%s", text);
    }
    printf("%lld %lld\\n", b, s);
  }
  return 0;
}
`;

function parseArgs(argv) {
  let runs = 300;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--quick') runs = 50;
    else if (argv[i] === '--runs') runs = Number(argv[++i]);
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive integer');
  return { runs };
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return { mean, p50: pick(0.5), p95: pick(0.95) };
}

const ms = (us) => (us / 1000).toFixed(3);

function main() {
  const { runs } = parseArgs(process.argv.slice(2));
  execFileSync(process.execPath, [join(root, 'scripts/build-sandbox.mjs')], { stdio: 'inherit' });
  if (!existsSync(helper)) throw new Error(`the sandbox helper was not built (${helper})`);

  const dir = mkdtempSync(join(tmpdir(), 'jsandbox-bench-'));
  try {
    const box = join(dir, 'box');
    execFileSync('mkdir', [box]);
    writeFileSync(join(dir, 'aplusb.c'), programSource);
    writeFileSync(join(dir, 'driver.c'), driverSource);
    writeFileSync(join(dir, 'input.txt'), '40 2\n');
    execFileSync('gcc', ['-O2', '-static', '-o', join(box, 'aplusb'), join(dir, 'aplusb.c')]);
    execFileSync('gcc', ['-O2', '-o', join(dir, 'driver'), join(dir, 'driver.c')]);

    const sandboxArgs = [helper, '--box', box, '--cgroup', 'bench-0', '--stdin', join(dir, 'input.txt')];
    sandboxArgs.push(
      '--stdout',
      join(dir, 'sandboxed-output.txt'),
      '--cpu-ms',
      '1000',
      '--memory-kb',
      '65536',
    );
    sandboxArgs.push('--', './aplusb');
    const result = spawnSync(join(dir, 'driver'), [String(runs), dir, join(box, 'aplusb'), ...sandboxArgs], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) throw new Error(`benchmark driver failed (${result.status}): ${result.stderr}`);
    const rows = result.stdout
      .trim()
      .split('\n')
      .map((line) => line.split(' ').map(Number));
    const bare = stats(rows.map((r) => r[0]));
    const boxed = stats(rows.map((r) => r[1]));
    const diff = boxed.mean - bare.mean;

    console.log(`sandbox report (first run): ${result.stderr.trim()}`);
    console.log(`runs: ${runs} each, interleaved; timing by a C posix_spawn driver`);
    console.log(`bare spawn      mean ${ms(bare.mean)} ms  p50 ${ms(bare.p50)} ms  p95 ${ms(bare.p95)} ms`);
    console.log(
      `jsandbox        mean ${ms(boxed.mean)} ms  p50 ${ms(boxed.p50)} ms  p95 ${ms(boxed.p95)} ms`,
    );
    console.log(`overhead        mean +${ms(diff)} ms/run  p50 +${ms(boxed.p50 - bare.p50)} ms/run`);
    console.log(`ratio           ${(boxed.mean / bare.mean).toFixed(2)}x`);
    console.log(diff / 1000 <= TARGET_MS ? 'TARGET MET' : `TARGET MISSED (target +${TARGET_MS} ms)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  main();
} catch (error) {
  console.error(`sandbox-overhead: ${error.message}`);
  process.exit(1);
}
