// `npm run bench [-- --quick]`: runs every benchmark in tests/bench one after another. Each
// prints its figures as ratios against a baseline measured in the same run; none fails on a
// missed target (shared machines are noisy), only on errors.
import { spawnSync } from 'node:child_process';
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

let failed = 0;
for (const file of benches) {
  console.log(`\n##### ${file} ${flags.join(' ')}`);
  const started = Date.now();
  // tsx lets a benchmark import the TypeScript sources directly, whatever its own extension.
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`, ...flags], {
    stdio: 'inherit',
  });
  console.log(`##### ${file}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    failed++;
    console.error(`${file} failed with exit code ${result.status}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
