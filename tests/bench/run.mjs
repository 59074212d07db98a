// `npm run bench [-- --quick]`: runs every benchmark in tests/bench one after another. Each
// prints its figures as ratios against a baseline measured in the same run; none fails on a
// missed target (shared machines are noisy), only on errors.
//
// A benchmark that fails is run once more at the end, alone in its turn: these benchmarks drive
// whole servers, browsers and sandboxes on a machine CI shares with other suites, and a timeout
// there says more about the neighbours than about the code. Both attempts are reported, with the
// last lines of what the failed one wrote to stderr, in a summary at the very end (where a CI log
// that keeps only its tail still shows it); the run fails if a benchmark failed twice.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const only = args.filter((a) => !a.startsWith('--'));
const flags = args.filter((a) => a.startsWith('--'));
const benches = readdirSync(dir)
  .filter((f) => /\.(mjs|ts)$/.test(f) && f !== 'run.mjs' && !f.startsWith('_'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
const STDERR_TAIL_LINES = 12;

/** Runs one benchmark with its output passed through; resolves to its exit code, time and stderr's tail. */
function runBench(file, attempt) {
  console.log(`\n##### ${file} ${flags.join(' ')}${attempt > 1 ? ` (attempt ${attempt})` : ''}`);
  const started = Date.now();
  // tsx lets a benchmark import the TypeScript sources directly, whatever its own extension.
  const child = spawn(process.execPath, ['--import', 'tsx', `${dir}${file}`, ...flags], {
    stdio: ['inherit', 'inherit', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    process.stderr.write(chunk);
    stderr = (stderr + chunk).slice(-16_384);
  });
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - started) / 1000;
      console.log(`##### ${file}: ${seconds.toFixed(1)} s`);
      const tail = stderr.trimEnd().split('\n').slice(-STDERR_TAIL_LINES).join('\n');
      resolve({ file, attempt, code: code ?? signal, seconds, tail });
    });
  });
}

/** A stderr tail indented under its summary line. */
const indented = (tail) => tail.replace(/^/gm, '    ') || '    (nothing)';

const failures = [];
for (const file of benches) {
  const result = await runBench(file, 1);
  if (result.code !== 0) failures.push(result);
}
const reruns = [];
for (const first of failures) reruns.push(await runBench(first.file, 2));

console.log(`\n##### summary: ${benches.length} benchmarks, ${failures.length} failed on the first attempt`);
for (const [i, first] of failures.entries()) {
  const again = reruns[i];
  console.log(`- ${first.file}: exit ${first.code} after ${first.seconds.toFixed(1)} s; its stderr ended:`);
  console.log(indented(first.tail));
  console.log(
    again.code === 0
      ? `  run again: passed (${again.seconds.toFixed(1)} s)`
      : `  run again: exit ${again.code} after ${again.seconds.toFixed(1)} s; its stderr ended:\n${indented(again.tail)}`,
  );
}
const failedTwice = reruns.filter((r) => r.code !== 0).map((r) => r.file);
if (failedTwice.length > 0) console.log(`failed twice: ${failedTwice.join(', ')}`);
process.exit(failedTwice.length === 0 ? 0 : 1);
