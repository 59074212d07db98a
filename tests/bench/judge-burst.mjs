#!/usr/bin/env node
// Judge throughput and latency on the embedded default: the real server (in this process, on
// PGlite unless DATABASE_URL is set) with two runner child processes judging C++ A+B on demo
// problem 1000 (10 cases).
//
//   node --import tsx tests/bench/judge-burst.mjs [--quick] [--count N] [--same-code | --distinct-code]
//
// Every figure is measured in this run, against a baseline measured in this run:
// - bare ceiling: two lanes running the same A+B program, statically linked, bare (posix_spawn and
//   waitpid from a small C driver, no sandbox, no platform), divided by 10 cases: the submissions
//   per second this machine could judge if judging cost nothing but running the program.
// - idle latency: submissions one at a time (compile cached), submit to verdict, less the wall
//   time the sandbox reported for the job's runs (compile and cases): what the platform adds.
// - bursts: same code (compile cached: the platform's own cost shows) and distinct code (each
//   compiled, as different users' code is), 16 in flight. Throughput as a share of the ceiling;
//   machine CPU from /proc/stat (everything: API, database, runners, sandboxes, this bench's
//   polling, and whatever else runs on the machine); the judged code's CPU (programs, compilers)
//   as the sandboxes reported it; the platform's share as the difference.
// Exits non-zero only when something fails (a verdict other than Accepted), not on a missed
// target: shared machines are noisy.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, inArray } from 'drizzle-orm';
import { SANDBOX_USAGE_FILE } from '../../judge-runner/src/runner.ts';
import { judgeServer, submission } from '../../worker/src/db/schema/index.ts';
import { startJudgeHarness } from '../support/judge-harness.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const countFlag = args.indexOf('--count');
const COUNT = countFlag >= 0 ? Number(args[countFlag + 1]) : quick ? 40 : 200;
const MODES = args.includes('--same-code')
  ? ['same']
  : args.includes('--distinct-code')
    ? ['distinct']
    : ['same', 'distinct'];
/** Distinct code is compiled each time (g++, about a second of CPU): fewer keep the run short. */
const DISTINCT_COUNT = Math.max(4, Math.round(COUNT / 4));
const IDLE_SUBMISSIONS = quick ? 8 : 30;
const BARE_RUNS_PER_LANE = quick ? 400 : 3000;
const IN_FLIGHT = 16;
const CASES = 10;
const DEADLINE_MS = quick ? 300_000 : 900_000;
const TICKS_PER_SECOND = 100;
/** The bare ceiling's lanes and the platform's runners: two, one CPU-second per second each. */
const LANES = 2;
const TARGETS = { sameShareOfBare: 0.4, distinctBusy: 0.9, idleOverheadMs: 100 };

let serial = 0;
const source = (tag) => `#include <iostream>
// submission ${tag}
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; return 0; }
`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The machine's CPU counters (all cores), in seconds: busy and total. */
function machineCpu() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1, 9)
    .map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / TICKS_PER_SECOND, total: (busy + idle + iowait) / TICKS_PER_SECOND };
}

/**
 * CPU of this process and all its descendants (server, database, runners, sandbox helpers,
 * compilers, programs), in seconds: each live process's own and its reaped children's time. On a
 * shared machine this is the bench's part of the /proc/stat figure.
 */
function treeCpu() {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const [utime, stime, cutime, cstime] = fields.slice(11, 15).map((v) => Number(v) / TICKS_PER_SECOND);
      stats.set(Number(entry), { ppid: Number(fields[1]), self: utime + stime, reaped: cutime + cstime });
    } catch {
      // The process ended while we looked.
    }
  }
  const inTree = new Set([process.pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, { ppid }] of stats) {
      if (!inTree.has(pid) && inTree.has(ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  const cpu = (pid) => (stats.get(pid)?.self ?? 0) + (stats.get(pid)?.reaped ?? 0);
  let total = 0;
  for (const pid of inTree) total += cpu(pid);
  // The server process alone (API and, on PGlite, the database) and the runner processes alone
  // (Node: leases, results, caches); the rest is their children (sandbox helpers, compilers, programs).
  const server = stats.get(process.pid)?.self ?? 0;
  let runners = 0;
  for (const [pid, { ppid }] of stats) if (ppid === process.pid) runners += stats.get(pid).self;
  return { total, server, runners };
}

// Two lanes of bare runs, timed in C so neither Node's spawn cost nor its event loop counts.
const DRIVER = String.raw`
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
extern char **environ;
int main(int argc, char **argv) {
  if (argc != 4) return 2;
  int runs = atoi(argv[1]);
  struct timespec a, b;
  clock_gettime(CLOCK_MONOTONIC, &a);
  pid_t lanes[2];
  for (int l = 0; l < 2; l++) {
    lanes[l] = fork();
    if (lanes[l] < 0) return 3;
    if (lanes[l] > 0) continue;
    for (int i = 0; i < runs; i++) {
      posix_spawn_file_actions_t fa;
      posix_spawn_file_actions_init(&fa);
      posix_spawn_file_actions_addopen(&fa, 0, argv[3], O_RDONLY, 0);
      posix_spawn_file_actions_addopen(&fa, 1, "/dev/null", O_WRONLY, 0);
      char *child[] = {argv[2], NULL};
      pid_t pid;
      int status;
      if (posix_spawn(&pid, argv[2], &fa, NULL, child, environ) != 0) _exit(4);
      if (waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) _exit(5);
      posix_spawn_file_actions_destroy(&fa);
    }
    _exit(0);
  }
  for (int l = 0; l < 2; l++) {
    int status;
    if (waitpid(lanes[l], &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return 6;
  }
  clock_gettime(CLOCK_MONOTONIC, &b);
  printf("%lld\n", (long long)(b.tv_sec - a.tv_sec) * 1000000LL + (b.tv_nsec - a.tv_nsec) / 1000);
  return 0;
}
`;

/** Submissions per second the machine could judge bare: 2 lanes of static A+B runs ÷ 10 cases. */
function bareCeiling() {
  const dir = mkdtempSync(join(tmpdir(), 'judge-burst-bare-'));
  try {
    writeFileSync(join(dir, 'driver.c'), DRIVER);
    writeFileSync(join(dir, 'aplusb.cpp'), source('bare'));
    writeFileSync(join(dir, 'input.txt'), '1 2\n');
    execFileSync('gcc', ['-O2', '-o', join(dir, 'driver'), join(dir, 'driver.c')]);
    execFileSync('g++', ['-O2', '-static', '-o', join(dir, 'aplusb'), join(dir, 'aplusb.cpp')]);
    const check = execFileSync(join(dir, 'aplusb'), { input: '1 2\n', encoding: 'utf8' });
    if (check.trim() !== '3') throw new Error(`bare A+B printed ${JSON.stringify(check)}`);
    const before = machineCpu();
    const us = Number(
      execFileSync(join(dir, 'driver'), [
        String(BARE_RUNS_PER_LANE),
        join(dir, 'aplusb'),
        join(dir, 'input.txt'),
      ]).toString(),
    );
    const after = machineCpu();
    const runsPerSecond = (2 * BARE_RUNS_PER_LANE) / (us / 1e6);
    return {
      runsPerSecond,
      submissionsPerSecond: runsPerSecond / CASES,
      busy: (after.busy - before.busy) / (after.total - before.total),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const timer = setTimeout(() => {
  console.error(`judge-burst: gave up after ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS);

const bare = bareCeiling();
const harness = await startJudgeHarness({ runners: 2 });
let failed = false;
try {
  const db = harness.server.platform.db;
  for (let i = 0; i < 600; i++) {
    const live = await db.select().from(judgeServer);
    if (live.filter((r) => r.status === 0).length >= 2) break;
    await sleep(100);
  }
  const runnerDirs = harness.server.runners.names
    .map((_, i) => join(harness.dataDir, 'runners', String(i)))
    .filter((_, i) => !harness.server.runners.names[i].includes('-remote-'));
  /** Sandbox-reported CPU and wall time of both runners so far, in seconds, and the jobs behind them. */
  const sandboxUsage = () => {
    let cpu = 0;
    let wall = 0;
    let jobs = 0;
    for (const dir of runnerDirs) {
      const file = join(dir, SANDBOX_USAGE_FILE);
      if (!existsSync(file)) continue;
      const usage = JSON.parse(readFileSync(file, 'utf8'));
      cpu += usage.cpuMs / 1000;
      wall += usage.wallMs / 1000;
      jobs += usage.jobs;
    }
    return { cpu, wall, jobs };
  };
  const pid = '1000';
  const users = await Promise.all(Array.from({ length: 8 }, () => harness.createUser()));

  /**
   * Polls until each submission is final. A verdict's time is when it was written (the row's
   * gmtModified, set by the server in this process), so the poll's pace does not blur latencies.
   * The polls only count the submissions still in flight and the rows are read once at the end,
   * so the bench's own queries (in the server's process and database) stay small next to the
   * platform's work they would otherwise be counted with.
   */
  const IN_FLIGHT_STATUSES = [5, 6, 7];
  const watch = async (submitIds, pollMs) => {
    for (;;) {
      const [{ open }] = await db
        .select({ open: count() })
        .from(submission)
        .where(and(inArray(submission.submitId, submitIds), inArray(submission.status, IN_FLIGHT_STATUSES)));
      if (open === 0) break;
      await sleep(pollMs);
    }
    const rows = await db
      .select({ submitId: submission.submitId, status: submission.status, at: submission.gmtModified })
      .from(submission)
      .where(inArray(submission.submitId, submitIds));
    return new Map(rows.map((row) => [row.submitId, { at: row.at.getTime(), status: row.status }]));
  };
  const submit = (i, code) => harness.submit(users[i % users.length].token, { pid, language: 'C++', code });
  const countFailures = (verdicts) => {
    const notAccepted = [...verdicts.values()].filter((v) => v.status !== 0).length;
    if (notAccepted > 0) {
      console.error(`judge-burst: ${notAccepted} submissions were not Accepted`);
      failed = true;
    }
  };

  // Warm-up: test data in both runners' caches, the same-code program compiled, V8 warmed.
  const warm = [];
  for (let i = 0; i < 4; i++) warm.push(await submit(i, source(i < 2 ? 'same' : `warm ${i}`)));
  await harness.waitForVerdicts(warm, 180_000);

  // Idle latency: one submission at a time, the compile cached.
  const overheads = [];
  const latencies = [];
  for (let i = 0; i < IDLE_SUBMISSIONS; i++) {
    await sleep(50);
    const usageBefore = sandboxUsage();
    const t = Date.now();
    const id = await submit(i, source('same'));
    const verdicts = await watch([id], 20);
    countFailures(verdicts);
    const latency = verdicts.get(id).at - t;
    // The usage file is written before the result is posted, so it is current by now.
    const judged = (sandboxUsage().wall - usageBefore.wall) * 1000;
    latencies.push(latency);
    overheads.push(latency - judged);
  }
  latencies.sort((a, b) => a - b);
  overheads.sort((a, b) => a - b);

  console.log(
    `judge-burst: C++ A+B on demo problem 1000 (${CASES} cases), 2 embedded runners of 1 slot, ${harness.server.database.kind}`,
  );
  console.log(
    `  bare ceiling      ${bare.submissionsPerSecond.toFixed(1)} submissions/s (${bare.runsPerSecond.toFixed(0)} static runs/s in 2 lanes ÷ ${CASES}; machine ${(bare.busy * 100).toFixed(0)} % busy)`,
  );
  const idleMedian = percentile(overheads, 50);
  console.log(
    `  idle latency      submit to verdict p50 ${percentile(latencies, 50).toFixed(1)} ms; beyond compile + run p50 ${idleMedian.toFixed(1)} ms, p95 ${percentile(overheads, 95).toFixed(1)} ms (target < ${TARGETS.idleOverheadMs} ms: ${idleMedian < TARGETS.idleOverheadMs ? 'met' : 'MISSED'}; ${IDLE_SUBMISSIONS} one at a time)`,
  );

  for (const mode of MODES) {
    const count = mode === 'same' ? COUNT : DISTINCT_COUNT;
    const submittedAt = new Map();
    const usageBefore = sandboxUsage();
    const cpuBefore = machineCpu();
    const treeBefore = treeCpu();
    const started = Date.now();
    let next = 0;
    const submitter = async () => {
      while (next < count) {
        const i = next++;
        const t = Date.now();
        const id = await submit(i, source(mode === 'same' ? 'same' : `distinct ${serial++}`));
        submittedAt.set(id, t);
      }
    };
    const submitting = Promise.all(Array.from({ length: IN_FLIGHT }, submitter));
    const watching = (async () => {
      // Submissions keep arriving while the first verdicts come in.
      while (submittedAt.size < count) await sleep(5);
      // Verdict times come from the rows, so a slow poll loses nothing and costs the server little.
      return watch([...submittedAt.keys()], 100);
    })();
    await submitting;
    const verdicts = await watching;
    // From the first submission to the last verdict written.
    const elapsed = (Math.max(...[...verdicts.values()].map((v) => v.at)) - started) / 1000;
    const cpuAfter = machineCpu();
    const treeAfter = treeCpu();
    const tree = treeAfter.total - treeBefore.total;
    const serverCpu = treeAfter.server - treeBefore.server;
    const runnersCpu = treeAfter.runners - treeBefore.runners;
    const usageAfter = sandboxUsage();
    countFailures(verdicts);

    const throughput = count / elapsed;
    const share = throughput / bare.submissionsPerSecond;
    const machineBusy = cpuAfter.busy - cpuBefore.busy;
    const busyShare = machineBusy / (cpuAfter.total - cpuBefore.total);
    const judged = usageAfter.cpu - usageBefore.cpu;
    const platform = machineBusy - judged;
    const benchPlatform = tree - judged;
    const perSubmission = (seconds) => `${((seconds / count) * 1000).toFixed(1)} ms`;
    const sorted = [...verdicts].map(([id, v]) => v.at - submittedAt.get(id)).sort((a, b) => a - b);
    const target =
      mode === 'same'
        ? `target ≥ ${TARGETS.sameShareOfBare * 100} % of bare: ${share >= TARGETS.sameShareOfBare ? 'met' : 'MISSED'}`
        : `target machine ≥ ${TARGETS.distinctBusy * 100} % busy: ${busyShare >= TARGETS.distinctBusy ? 'met' : 'MISSED'}`;
    console.log(`  ${mode}-code burst of ${count}, ${IN_FLIGHT} in flight:`);
    console.log(
      `    throughput      ${throughput.toFixed(2)} submissions/s = ${(share * 100).toFixed(1)} % of the bare ceiling (${target})`,
    );
    console.log(
      `    latency         p50 ${(percentile(sorted, 50) / 1000).toFixed(2)} s, p95 ${(percentile(sorted, 95) / 1000).toFixed(2)} s`,
    );
    console.log(
      `    machine CPU     ${machineBusy.toFixed(2)} s (${perSubmission(machineBusy)} per submission), ${(busyShare * 100).toFixed(0)} % of ${elapsed.toFixed(1)} s busy`,
    );
    console.log(
      `    judged code     ${judged.toFixed(2)} s (${perSubmission(judged)} per submission): programs and compilers as the sandboxes reported them`,
    );
    console.log(
      `    platform        ${platform.toFixed(2)} s (${perSubmission(platform)} per submission) = ${((platform / machineBusy) * 100).toFixed(0)} % of the machine's CPU: API, database, runners, sandbox setup, this bench's polling (and anything else on the machine)`,
    );
    console.log(
      `    this bench      ${tree.toFixed(2)} s of the machine's CPU in its own processes (${((tree / machineBusy) * 100).toFixed(0)} %); their platform part ${benchPlatform.toFixed(2)} s (${perSubmission(benchPlatform)} per submission, ${((benchPlatform / tree) * 100).toFixed(0)} %)`,
    );
    console.log(
      `      of which      server process (API${harness.server.database.kind === 'pglite' ? ' + PGlite' : ''} + this bench's HTTP client) ${perSubmission(serverCpu)}, runner processes ${perSubmission(runnersCpu)}, sandbox helpers beyond the judged code ${perSubmission(tree - serverCpu - runnersCpu - judged)} per submission`,
    );
    // What the target asks against what the CPU spent allows: both lanes busy on nothing but the
    // judged code (the sandboxed runs themselves), then on that and the runners with the server
    // free. A target above the first cannot be reached by any control plane on these runs.
    const ceilingOf = (seconds) => {
      const perSecond = LANES / (seconds / count);
      return `${perSecond.toFixed(1)}/s = ${((perSecond / bare.submissionsPerSecond) * 100).toFixed(0)} % of the bare ceiling`;
    };
    console.log(
      `    bounds          the judged code alone on ${LANES} busy lanes: ${ceilingOf(judged)}; with the runner processes and sandbox helpers, the server free: ${ceilingOf(tree - serverCpu)}`,
    );
  }
} finally {
  clearTimeout(timer);
  await harness.stop();
}
process.exit(failed ? 1 : 0);
