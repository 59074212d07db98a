// `npm run test:e2e`: builds the web app if its sources changed, starts one platform per
// Playwright project (desktop, phone: tests/e2e/playwright.config.ts) on fresh data folders under
// one temporary root, and runs the journeys in Debian's Chromium, the two projects side by side.
// Screenshots land in the printed folder.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const artifacts = resolve(process.env.E2E_ARTIFACTS ?? join(root, 'tests/e2e/artifacts'));
rmSync(artifacts, { recursive: true, force: true });
mkdirSync(join(artifacts, 'screenshots'), { recursive: true });
const dataDir = mkdtempSync(join(tmpdir(), 'judge-e2e-'));

const env = {
  ...process.env,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  E2E_ARTIFACTS: artifacts,
  E2E_DATA_DIR: dataDir,
  ROOT_PASSWORD: process.env.ROOT_PASSWORD ?? 'e2e-root-password',
};
const result = spawnSync(
  'npx',
  ['playwright', 'test', '--config', 'tests/e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env,
  },
);
try {
  rmSync(dataDir, { recursive: true, force: true });
} catch (error) {
  // The verdict is Playwright's; a folder left behind (a sandbox box still mounted by a runner
  // that did not clean up) is reported, not turned into a failed run.
  console.warn(`Could not remove the e2e data folder ${dataDir}: ${error.message}`);
}
console.log(`E2E screenshots and traces: ${artifacts}`);
process.exit(result.status ?? 1);
