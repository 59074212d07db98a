#!/usr/bin/env node
// A burst of A+B submissions on the embedded default: the real server (in this process) with two
// runner child processes, C++ A+B on demo problem 1000 (10 cases). Each submission has its own
// source (a comment differs), so each is compiled, as a burst of different users' code would be.
//
//   node --import tsx tests/bench/judge-burst.mjs [--quick] [--count N] [--same-code]
//
// Prints submissions per second, p50/p95 submit-to-verdict latency, and the share of the runners'
// CPU spent outside compiling and running user code, read from /proc: the runner processes' own
// CPU plus that of their launcher shells (utime+stime), against the CPU of the sandbox helpers,
// compilers and programs they waited for (cutime+cstime of the runners and of the shells).
// Target: under 10 %. Exits non-zero only when something fails, not on a missed target.
import { readdirSync, readFileSync } from 'node:fs';
import { inArray } from 'drizzle-orm';
import { judgeServer, submission } from '../../worker/src/db/schema/index.ts';
import { startJudgeHarness } from '../support/judge-harness.ts';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const sameCode = args.includes('--same-code');
const countFlag = args.indexOf('--count');
const COUNT = countFlag >= 0 ? Number(args[countFlag + 1]) : quick ? 40 : 200;
const IN_FLIGHT = 16;
const DEADLINE_MS = quick ? 240_000 : 600_000;
const RUNNER_OVERHEAD_TARGET = 0.1;
const TICKS_PER_SECOND = 100;

const source = (i) => `#include <iostream>
// submission ${sameCode ? 0 : i}
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; return 0; }
`;

/** Own and waited-for children's CPU of a process, in seconds, with its parent pid. */
function statOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = fields.slice(11, 15).map((v) => Number(v) / TICKS_PER_SECOND);
  return { ppid: Number(fields[1]), self: utime + stime, children: cutime + cstime };
}

/**
 * A runner's CPU: its own and its direct children's (launcher shells), against what they waited
 * for. Children still running at the end (a helper mid-run) are not counted yet on either side.
 */
function runnerCpu(pid) {
  const runner = statOf(pid);
  let own = runner.self;
  let children = runner.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const child = statOf(entry);
      if (child.ppid !== pid) continue;
      own += child.self;
      children += child.children;
    } catch {
      // The process ended while we looked.
    }
  }
  return { own, children };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const timer = setTimeout(() => {
  console.error(`judge-burst: gave up after ${DEADLINE_MS / 1000} s`);
  process.exit(1);
}, DEADLINE_MS);

const harness = await startJudgeHarness({ runners: 2 });
let failed = false;
try {
  const db = harness.server.platform.db;
  for (let i = 0; i < 600; i++) {
    const live = await db.select().from(judgeServer);
    if (live.filter((r) => r.status === 0).length >= 2) break;
    await sleep(100);
  }
  const pid = '1000';
  const users = await Promise.all(Array.from({ length: 8 }, () => harness.createUser()));

  // Warm-up: test data in both runners' caches, code paths compiled by V8.
  const warm = await Promise.all(
    [0, 1].map((i) => harness.submit(users[i].token, { pid, language: 'C++', code: source(-1 - i) })),
  );
  await harness.waitForVerdicts(warm, 120_000);

  const runnerPids = harness.server.runners.processes.map((p) => p.pid);
  const before = runnerPids.map(runnerCpu);
  const serverBefore = process.cpuUsage();
  const submittedAt = new Map();
  const verdictAt = new Map();
  const statuses = new Map();
  const started = performance.now();

  let next = 0;
  const submitter = async () => {
    while (next < COUNT) {
      const i = next++;
      const t = performance.now();
      const id = await harness.submit(users[i % users.length].token, {
        pid,
        language: 'C++',
        code: source(i),
      });
      submittedAt.set(id, t);
    }
  };
  const submitting = Promise.all(Array.from({ length: IN_FLIGHT }, submitter));

  while (verdictAt.size < COUNT) {
    const open = [...submittedAt.keys()].filter((id) => !verdictAt.has(id));
    if (open.length > 0) {
      const rows = await db
        .select({ submitId: submission.submitId, status: submission.status })
        .from(submission)
        .where(inArray(submission.submitId, open));
      const now = performance.now();
      for (const row of rows) {
        if (![5, 6, 7].includes(row.status)) {
          verdictAt.set(row.submitId, now);
          statuses.set(row.submitId, row.status);
        }
      }
    }
    await sleep(25);
  }
  await submitting;
  const elapsedMs = performance.now() - started;
  const after = runnerPids.map(runnerCpu);
  const server = process.cpuUsage(serverBefore);

  const latencies = [...verdictAt].map(([id, t]) => t - submittedAt.get(id)).sort((a, b) => a - b);
  const notAccepted = [...statuses.values()].filter((s) => s !== 0).length;
  const runnerSelf = after.reduce((sum, a, i) => sum + a.own - before[i].own, 0);
  const runnerChildren = after.reduce((sum, a, i) => sum + a.children - before[i].children, 0);
  const share = runnerSelf / (runnerSelf + runnerChildren);

  console.log(
    `judge-burst: ${COUNT} C++ A+B submissions (10 cases each, ${sameCode ? 'identical' : 'distinct'} code), 2 runners`,
  );
  console.log(
    `  throughput        ${(COUNT / (elapsedMs / 1000)).toFixed(2)} submissions/s (${(elapsedMs / 1000).toFixed(1)} s)`,
  );
  console.log(`  latency p50       ${(percentile(latencies, 50) / 1000).toFixed(2)} s`);
  console.log(`  latency p95       ${(percentile(latencies, 95) / 1000).toFixed(2)} s`);
  console.log(
    `  runner CPU        ${runnerSelf.toFixed(2)} s own (runners + launcher shells), ${runnerChildren.toFixed(2)} s in sandboxes/compilers/programs`,
  );
  console.log(
    `  runner overhead   ${(share * 100).toFixed(1)} % of runner CPU (target < ${RUNNER_OVERHEAD_TARGET * 100} %: ${share < RUNNER_OVERHEAD_TARGET ? 'met' : 'MISSED'})`,
  );
  console.log(
    `  server CPU        ${((server.user + server.system) / 1e6).toFixed(2)} s (API + database, in this process)`,
  );
  if (notAccepted > 0) {
    console.error(`judge-burst: ${notAccepted} submissions were not Accepted`);
    failed = true;
  }
} finally {
  clearTimeout(timer);
  await harness.stop();
}
process.exit(failed ? 1 : 0);
