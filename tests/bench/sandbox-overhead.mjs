#!/usr/bin/env node
// Overhead of a sandboxed run over a bare spawn of the same program, measured in the same run.
//
// A small C driver (written and compiled here) does the timing, so Node's own spawn cost does not
// blur the figure. It runs the static A+B binary bare (posix_spawn + waitpid) and sandboxed, the
// two alternating so drift on this shared machine hits both equally, in two ways:
//   server  through `jsandbox --serve`, as the runner does (request on its stdin, the one line
//           that answers it on its stdout), whose lane keeps its sandbox's init from run to run;
//           the lane's start (once per runner lane) is left out of the timings by an untimed first
//           run, and spread over the CPU figure
//   spawn   a fresh helper per run (the command-line path)
// and with the runs back to back and spaced 50 ms apart (a v1 cgroup migration waits for an RCU
// grace period unless another happened moments before, so spacing is what exposes it). Then the
// throughput of two lanes running back to back, bare against sandboxed through the server. Last,
// the runner's side: the CPU a run costs the Node process that sends it through the runner's
// ServerLauncher (judge-runner/src/judge/launcher.ts), with the server's and its lane's init's.
//
//   node tests/bench/sandbox-overhead.mjs [--runs N] [--quick] [--slot-offset N]
//
// Uses the sandbox slots from --slot-offset (or RUNNER_SLOT_OFFSET): cgroups bench-N, bench-N+1.
// Exits non-zero only when something fails; missing a target is reported, not fatal.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const TARGET_MEDIAN_MS = 1;
const TARGET_P95_MS = 2;
const TARGET_THROUGHPUT = 0.6;
const SPACING_MS = 50;
const UID_BASE = 61000;
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

// driver pair RUNS GAP_MS WAY DIR PROGRAM HELPER CGROUP UID
//   prints "bare_us sandboxed_us" per run; WAY is server or spawn.
// driver lanes ROUNDS RUNS DIR PROGRAM HELPER CGROUP_BASE UID_BASE
//   two lanes at once, alternating ROUNDS rounds of RUNS bare and RUNS sandboxed runs each; prints
//   the elapsed microseconds and CPU of the bare and of the sandboxed rounds.
const driverSource = `#define _GNU_SOURCE
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char **environ;

static long long now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1000000LL + t.tv_nsec / 1000;
}

static void fail(const char *what) { fprintf(stderr, "%s\\n", what); exit(3); }

static void spawn_wait(char **argv, const char *in, const char *out) {
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  if (in) posix_spawn_file_actions_addopen(&fa, 0, in, O_RDONLY, 0);
  if (out) posix_spawn_file_actions_addopen(&fa, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  pid_t pid;
  if (posix_spawn(&pid, argv[0], &fa, NULL, argv, environ) != 0) fail("posix_spawn failed");
  int status;
  if (waitpid(pid, &status, 0) < 0) fail("waitpid failed");
  posix_spawn_file_actions_destroy(&fa);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) fail("a run failed");
}

struct server { FILE *to; FILE *from; char request[8192]; size_t request_len; pid_t pid; };

static void server_start(struct server *s, const char *helper, char **args, int nargs) {
  int in[2], out[2];
  if (pipe(in) < 0 || pipe(out) < 0) fail("pipe failed");
  pid_t pid = fork();
  if (pid == 0) {
    dup2(in[0], 0); dup2(out[1], 1);
    close(in[0]); close(in[1]); close(out[0]); close(out[1]);
    execl(helper, helper, "--serve", (char *)NULL);
    _exit(127);
  }
  close(in[0]); close(out[1]);
  s->pid = pid;
  s->to = fdopen(in[1], "w");
  s->from = fdopen(out[0], "r");
  char body[8000];
  size_t len = 0;
  for (int i = 0; i < nargs; i++) {
    size_t n = strlen(args[i]) + 1;
    memcpy(body + len, args[i], n);
    len += n;
  }
  int head = snprintf(s->request, sizeof s->request, "%zu\\n", len);
  memcpy(s->request + head, body, len);
  s->request_len = (size_t)head + len;
}

/* Sends a run and reads the one line that answers it, "0 {report}", as the runner does. */
static void server_run(struct server *s, char *report, size_t size) {
  if (fwrite(s->request, 1, s->request_len, s->to) != s->request_len || fflush(s->to) != 0) fail("server write");
  char line[8192];
  if (!fgets(line, sizeof line, s->from)) fail("the server ended");
  if (strncmp(line, "0 ", 2) != 0) { fprintf(stderr, "a run ended without a report: %s", line); exit(5); }
  snprintf(report, size, "%s", line + 2);
  if (!strstr(report, "\\"status\\":\\"OK\\"")) { fprintf(stderr, "report: %s", report); exit(5); }
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

/* The helper's options for one lane. */
static int lane_args(char **args, const char *dir, const char *cgroup, const char *uid, const char *out) {
  static char box[4096], in[4096];
  snprintf(box, sizeof box, "%s/box", dir);
  snprintf(in, sizeof in, "%s/input.txt", dir);
  int n = 0;
  const char *list[] = {"--box", box, "--cgroup", cgroup, "--stdin", in, "--stdout", out, "--cpu-ms", "1000",
                        "--memory-kb", "65536", "--uid", uid, "--gid", uid, "--", "./aplusb"};
  for (size_t i = 0; i < sizeof list / sizeof list[0]; i++) args[n++] = strdup(list[i]);
  args[n] = NULL;
  return n;
}

static void sleep_ms(int ms) {
  struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
  nanosleep(&t, NULL);
}

static int pair(int argc, char **argv) {
  int runs = atoi(argv[2]), gap = atoi(argv[3]);
  const char *way = argv[4], *dir = argv[5], *helper = argv[7];
  char in[4096], bare_out[4096], boxed_out[4096], report_path[4096], report[8192];
  snprintf(in, sizeof in, "%s/input.txt", dir);
  snprintf(bare_out, sizeof bare_out, "%s/bare-output.txt", dir);
  snprintf(boxed_out, sizeof boxed_out, "%s/sandboxed-output.txt", dir);
  snprintf(report_path, sizeof report_path, "%s/report.json", dir);
  char *bare[] = {argv[6], NULL};
  char *args[64];
  int nargs = lane_args(args, dir, argv[8], argv[9], boxed_out);
  char *spawned[66] = {(char *)helper};
  for (int i = 0; i <= nargs; i++) spawned[i + 1] = args[i];
  struct server s;
  if (strcmp(way, "server") == 0) server_start(&s, helper, args, nargs);
  (void)argc;
  /* One untimed run of each first: for the server, the lane's start (its init's namespaces, the
   * cgroup it moves into once, its root), which a runner's lane pays once in its life. */
  for (int i = -1; i < runs; i++) {
    if (gap) sleep_ms(gap);
    long long start = now_us();
    spawn_wait(bare, in, bare_out);
    long long b = now_us() - start;
    if (gap) sleep_ms(gap);
    start = now_us();
    if (strcmp(way, "server") == 0) {
      server_run(&s, report, sizeof report);
    } else {
      spawn_wait(spawned, NULL, report_path);
    }
    long long sb = now_us() - start;
    if (i == 0 || i == runs - 1) {
      expect_sum(bare_out);
      expect_sum(boxed_out);
    }
    if (i >= 0) printf("%lld %lld\\n", b, sb);
  }
  return 0;
}

static long long rusage_us(int who) {
  struct rusage ru;
  getrusage(who, &ru);
  return (ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000000LL + ru.ru_utime.tv_usec + ru.ru_stime.tv_usec;
}

/* Two lanes at once, ROUNDS times RUNS runs each of bare and then sandboxed runs (through a server
 * each lane keeps for the whole measurement, as a runner keeps its lanes' servers). Each lane first
 * makes one untimed run of each: for the server, the lane's start (its init's namespaces, the
 * cgroup it moves into once, its root). Prints the elapsed microseconds of the bare and of the
 * sandboxed rounds and the CPU they cost (the lanes' own, and their programs' or their servers'
 * with everything below, which reaches the lane only once its server has ended: the lane's start
 * and end are in that figure, spread over all its runs). */
static int lanes(char **argv) {
  int rounds = atoi(argv[2]), runs = atoi(argv[3]);
  const char *dir = argv[4], *helper = argv[6];
  int go[2][2], done[2], result[2][2];
  if (pipe(go[0]) < 0 || pipe(go[1]) < 0 || pipe(done) < 0 || pipe(result[0]) < 0 || pipe(result[1]) < 0)
    fail("pipe failed");
  for (int lane = 0; lane < 2; lane++) {
    if (fork() != 0) continue;
    char cgroup[256], uid[32], in[4096], out[4096], report[8192];
    snprintf(cgroup, sizeof cgroup, "%s%d", argv[7], lane);
    snprintf(uid, sizeof uid, "%d", atoi(argv[8]) + 2 * lane);
    snprintf(in, sizeof in, "%s/input.txt", dir);
    snprintf(out, sizeof out, "%s/lane-%d.txt", dir, lane);
    char *args[64];
    int nargs = lane_args(args, dir, cgroup, uid, out);
    struct server s;
    char *bare[] = {argv[5], NULL};
    server_start(&s, helper, args, nargs);
    server_run(&s, report, sizeof report);
    spawn_wait(bare, in, out);
    long long cpu[2] = {0, 0}; /* bare, sandboxed */
    long long children_before = rusage_us(RUSAGE_CHILDREN), bare_children = 0;
    for (int round = 0; round < rounds; round++) {
      for (int kind = 0; kind < 2; kind++) {
        char byte = 1;
        if (read(go[lane][0], &byte, 1) != 1) fail("lane barrier");
        long long self = rusage_us(RUSAGE_SELF), children = rusage_us(RUSAGE_CHILDREN);
        for (int i = 0; i < runs; i++) {
          if (kind) server_run(&s, report, sizeof report);
          else spawn_wait(bare, in, out);
        }
        cpu[kind] += rusage_us(RUSAGE_SELF) - self;
        if (!kind) bare_children += rusage_us(RUSAGE_CHILDREN) - children;
        if (write(done[1], &byte, 1) != 1) fail("lane barrier");
      }
    }
    fclose(s.to);
    waitpid(s.pid, NULL, 0);
    cpu[0] += bare_children;
    cpu[1] += rusage_us(RUSAGE_CHILDREN) - children_before - bare_children;
    if (write(result[lane][1], cpu, sizeof cpu) != sizeof cpu) fail("lane result");
    expect_sum(out);
    _exit(0);
  }
  long long elapsed[2] = {0, 0}, cpu[2] = {0, 0};
  for (int round = 0; round < rounds; round++) {
    for (int kind = 0; kind < 2; kind++) {
      long long start = now_us();
      char byte;
      if (write(go[0][1], "g", 1) != 1 || write(go[1][1], "g", 1) != 1) fail("lane barrier");
      for (int lane = 0; lane < 2; lane++)
        if (read(done[0], &byte, 1) != 1) fail("a lane failed");
      elapsed[kind] += now_us() - start;
    }
  }
  for (int lane = 0; lane < 2; lane++) {
    long long lane_cpu[2];
    if (read(result[lane][0], lane_cpu, sizeof lane_cpu) != sizeof lane_cpu) fail("a lane failed");
    cpu[0] += lane_cpu[0];
    cpu[1] += lane_cpu[1];
  }
  int status, ok = 1;
  while (wait(&status) > 0) ok = ok && WIFEXITED(status) && WEXITSTATUS(status) == 0;
  if (!ok) fail("a lane failed");
  printf("%lld %lld %lld %lld\\n", elapsed[0], cpu[0], elapsed[1], cpu[1]);
  return 0;
}

int main(int argc, char **argv) {
  signal(SIGPIPE, SIG_IGN);
  if (argc > 1 && strcmp(argv[1], "pair") == 0) return pair(argc, argv);
  if (argc > 1 && strcmp(argv[1], "lanes") == 0) return lanes(argv);
  fail("usage: driver pair|lanes ...");
  return 2;
}
`;

// Runs A+B through the runner's ServerLauncher back to back (after a warm-up) and prints, per run,
// the Node process's CPU (all its threads), its main thread's wake-ups, and the CPU of the server
// and of its lane's init (from their schedstat, which counts nanoseconds).
const launcherLoopSource = `import { readdirSync, readFileSync } from 'node:fs';
import { ServerLauncher } from ${JSON.stringify(join(root, 'judge-runner/src/judge/launcher.ts'))};
const [runs, dir, cgroup, uid] = process.argv.slice(2);
const options = { command: ['./aplusb'], box: dir + '/box', stdin: dir + '/input.txt', stdout: dir + '/launcher-output.txt',
  cpuMs: 1000, memoryKb: 65536, uid: Number(uid), gid: Number(uid), cgroup };
const launcher = new ServerLauncher();
const childrenOf = (parent) => readdirSync('/proc').map(Number).filter((pid) => {
  try { const stat = readFileSync('/proc/' + pid + '/stat', 'utf8'); return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent; } catch { return false; }
});
const cpuNs = (pid) => Number(readFileSync('/proc/' + pid + '/schedstat', 'utf8').split(' ')[0]);
const wakeUps = () => Number.parseInt(readFileSync('/proc/self/status', 'utf8').split('voluntary_ctxt_switches:')[1].trim(), 10);
const loop = async (count) => {
  for (let i = 0; i < count; i++) {
    const result = await launcher.run(options);
    if (result.status !== 'OK') throw new Error('a run ended ' + JSON.stringify(result));
  }
};
await loop(200);
const [server] = childrenOf(process.pid).filter((pid) => readFileSync('/proc/' + pid + '/cmdline', 'utf8').includes('--serve'));
const [init] = childrenOf(server);
const before = { node: process.cpuUsage(), wakeUps: wakeUps(), server: cpuNs(server), init: cpuNs(init) };
await loop(Number(runs));
const node = process.cpuUsage(before.node);
console.log(JSON.stringify({ nodeUs: (node.user + node.system) / runs, wakeUps: (wakeUps() - before.wakeUps) / runs,
  serverUs: (cpuNs(server) - before.server) / 1000 / runs, initUs: (cpuNs(init) - before.init) / 1000 / runs }));
launcher.close();
`;

function measureLauncher(dir, runs, cgroup, uid) {
  const script = join(dir, 'launcher-loop.mts');
  writeFileSync(script, launcherLoopSource);
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, String(runs), dir, cgroup, uid], {
    cwd: root,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the launcher loop failed (${result.status}): ${result.stderr}`);
  const figures = JSON.parse(result.stdout.trim().split('\n').pop());
  console.log(
    `runner side, ${runs} runs through ServerLauncher: Node process ${figures.nodeUs.toFixed(0)} us of CPU per run (${figures.wakeUps.toFixed(2)} wake-ups), server ${figures.serverUs.toFixed(0)} us, lane's init ${figures.initUs.toFixed(0)} us`,
  );
}

function parseArgs(argv) {
  let runs = 300;
  let slotOffset = Number(process.env.RUNNER_SLOT_OFFSET ?? 0);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--quick') runs = 40;
    else if (argv[i] === '--runs') runs = Number(argv[++i]);
    else if (argv[i] === '--slot-offset') slotOffset = Number(argv[++i]);
    else throw new Error(`unknown argument ${argv[i]}`);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs needs a positive integer');
  if (!Number.isInteger(slotOffset) || slotOffset < 0) throw new Error('--slot-offset needs an integer ≥ 0');
  return { runs, slotOffset };
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return { mean, p50: pick(0.5), p95: pick(0.95) };
}

const ms = (us) => (us / 1000).toFixed(3);
const signedMs = (value) => `${value < 0 ? '' : '+'}${value.toFixed(3)}`;

function runDriver(driver, args) {
  const result = spawnSync(driver, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`benchmark driver failed (${result.status}): ${result.stderr}`);
  return result.stdout.trim();
}

function measurePairs(driver, common, runs, gapMs, way) {
  const rows = runDriver(driver, ['pair', String(runs), String(gapMs), way, ...common])
    .split('\n')
    .map((line) => line.split(' ').map(Number));
  const bare = stats(rows.map((r) => r[0]));
  const boxed = stats(rows.map((r) => r[1]));
  const label = `${way.padEnd(6)} ${gapMs ? `spaced ${gapMs} ms` : 'back to back'}`.padEnd(26);
  const median = (boxed.p50 - bare.p50) / 1000;
  const p95 = (boxed.p95 - bare.p95) / 1000;
  console.log(
    `${label} bare p50 ${ms(bare.p50)} p95 ${ms(bare.p95)} | sandboxed p50 ${ms(boxed.p50)} p95 ${ms(boxed.p95)} | overhead p50 ${signedMs(median)} ms, p95 ${signedMs(p95)} ms, mean ${signedMs((boxed.mean - bare.mean) / 1000)} ms`,
  );
  return { median, p95 };
}

function main() {
  const { runs, slotOffset } = parseArgs(process.argv.slice(2));
  execFileSync(process.execPath, [join(root, 'scripts/build-sandbox.mjs')], { stdio: 'inherit' });
  if (!existsSync(helper)) throw new Error(`the sandbox helper was not built (${helper})`);

  const dir = mkdtempSync(join(tmpdir(), 'jsandbox-bench-'));
  try {
    const box = join(dir, 'box');
    mkdirSync(box);
    writeFileSync(join(dir, 'aplusb.c'), programSource);
    writeFileSync(join(dir, 'driver.c'), driverSource);
    writeFileSync(join(dir, 'input.txt'), '40 2\n');
    execFileSync('gcc', ['-O2', '-static', '-o', join(box, 'aplusb'), join(dir, 'aplusb.c')]);
    execFileSync('gcc', ['-O2', '-w', '-o', join(dir, 'driver'), join(dir, 'driver.c')]);
    const driver = join(dir, 'driver');
    const program = join(box, 'aplusb');
    const uid = String(UID_BASE + 2 * slotOffset);
    const common = [dir, program, helper, `bench-${slotOffset}`, uid];

    console.log(`runs: ${runs} per figure, bare and sandboxed interleaved; timing by a C driver (ms)`);
    const spacedRuns = Math.max(10, Math.round(runs / 3));
    const figures = [
      measurePairs(driver, common, runs, 0, 'server'),
      measurePairs(driver, common, spacedRuns, SPACING_MS, 'server'),
    ];
    measurePairs(driver, common, runs, 0, 'spawn');
    measurePairs(driver, common, spacedRuns, SPACING_MS, 'spawn');

    // Alternating rounds, so the load of others on this shared machine weighs on both alike.
    const rounds = 5;
    const perRound = Math.max(1, Math.round(runs / rounds));
    const [bareUs, bareCpuUs, serverUs, serverCpuUs] = runDriver(driver, [
      'lanes',
      String(rounds),
      String(perRound),
      dir,
      program,
      helper,
      `bench-${slotOffset}-lane-`,
      uid,
    ])
      .split(' ')
      .map(Number);
    const lanesRuns = 2 * perRound * rounds;
    const bareRate = lanesRuns / (bareUs / 1e6);
    const serverRate = lanesRuns / (serverUs / 1e6);
    const throughput = serverRate / bareRate;
    console.log(
      `throughput, 2 lanes: bare ${bareRate.toFixed(0)} runs/s, sandboxed ${serverRate.toFixed(0)} runs/s = ${(throughput * 100).toFixed(0)} % of bare`,
    );
    // CPU time is charged per process whatever else runs on the machine: where the CPUs are the
    // limit, throughput is in the inverse ratio of CPU per run.
    const bareCpu = bareCpuUs / lanesRuns;
    const serverCpu = serverCpuUs / lanesRuns;
    console.log(
      `CPU per run (all processes): bare ${ms(bareCpu)}, sandboxed ${ms(serverCpu)} = throughput ${((bareCpu / serverCpu) * 100).toFixed(0)} % of bare where CPU is the limit`,
    );

    measureLauncher(dir, Math.max(1000, runs * 10), `bench-${slotOffset}`, uid);

    const met =
      figures.every((f) => f.median <= TARGET_MEDIAN_MS && f.p95 <= TARGET_P95_MS) &&
      throughput >= TARGET_THROUGHPUT;
    console.log(
      met
        ? 'TARGET MET'
        : `TARGET MISSED (targets: overhead ≤ +${TARGET_MEDIAN_MS} ms median and ≤ +${TARGET_P95_MS} ms p95 back to back and spaced; throughput ≥ ${TARGET_THROUGHPUT * 100} % of bare)`,
    );
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
