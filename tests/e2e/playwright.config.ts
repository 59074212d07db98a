import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { REMOTE_JUDGES } from '../../contract/remote-judge';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';
import { DESKTOP_SCREEN } from './screens';

const basePort = Number(process.env.E2E_PORT ?? 18080);
/** The remote judges' stand-ins listen on this port and the ones after it, in REMOTE_JUDGES' order (serve.ts). */
const remotePortBase = Number(process.env.E2E_REMOTE_PORT_BASE ?? 19100);
const remoteJudgeUrls = REMOTE_JUDGES.map(
  (judge, index) => `${judge}=http://127.0.0.1:${remotePortBase + index}`,
).join(',');
export const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS ?? 'tests/e2e/artifacts';
const judgeRunners = Number(process.env.JUDGE_RUNNERS ?? 2);
const slotOffset = Number(process.env.RUNNER_SLOT_OFFSET ?? 0);
/** tests/e2e/run.mjs makes it fresh for every run, and removes it afterwards. */
const dataRoot = process.env.E2E_DATA_DIR;
if (!dataRoot)
  throw new Error('E2E_DATA_DIR is not set: run the suite with `npm run test:e2e` (tests/e2e/run.mjs)');

/**
 * The journeys the phone repeats: the ones a phone user walks (register and solve, a contest, a
 * discussion) and those written for the phone (the drawer's keyboard focus, no page wider than
 * 360 px, which also walks the group and the back office as root). The other journeys (groups,
 * trainings, messages, rough edges, remote judging, the back office) are the desktop's: on a
 * phone they repeated the desktop's steps in a drawer, at a third of the suite's time.
 */
const PHONE_JOURNEYS = [
  '**/user-journey.e2e.ts',
  '**/contest-journey.e2e.ts',
  '**/discussion-journey.e2e.ts',
  '**/keyboard.e2e.ts',
  '**/phone-width.e2e.ts',
];
/**
 * What runs on the phone project's platform at a desktop size (the file sets
 * `test.use(DESKTOP_SCREEN)`): the axe audit of every page, so that the two platforms end together
 * rather than the desktop one running alone for its last minutes. In CI beside the background
 * suites the audit takes 5-6 minutes (its time varies most with the machine's load); with the two
 * back-office journeys there too, the phone took 754 s against the desktop's 542, and with one of
 * them 718 s against 586.
 */
const DESKTOP_SIZED = ['**/accessibility.e2e.ts'];
/** Left to the phone's platform: the 360 px sweep (a viewport of its own) and DESKTOP_SIZED. */
const NOT_ON_DESKTOP = ['**/phone-width.e2e.ts', ...DESKTOP_SIZED];

/**
 * Each project drives a platform of its own (port, data folder, sandbox slots), so the desktop and
 * the phone run side by side: most of a journey's time is waiting on verdicts, the notice push
 * and page loads, not CPU. Within a project the journeys run one at a time, as
 * they share their server's data (a public problem put in a contest is hidden from the others).
 */
function platformFor(index: number, name: string) {
  const port = basePort + index;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    webServer: {
      command: 'node scripts/start.mjs',
      cwd: '../..',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Playwright's default is SIGKILL, which leaves the runners' box mounts in the data folder
      // (run.mjs could not remove it); SIGTERM lets the server stop its runners, which unmount them.
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: String(port),
        DATA_DIR: join(dataRoot!, name),
        ROOT_PASSWORD: process.env.ROOT_PASSWORD ?? 'e2e-root-password',
        JUDGE_RUNNERS: String(judgeRunners),
        // Each server's runners take their own sandbox slots (uids, cgroups).
        RUNNER_SLOT_OFFSET: String(slotOffset + index * judgeRunners),
        // Remote judging reaches only the loopback stand-ins below, polled briskly so a journey
        // sees a verdict within seconds and gives up (Submitted Failed) within a few.
        REMOTE_JUDGE_URLS: remoteJudgeUrls,
        REMOTE_POLL_MS: '300',
        REMOTE_MAX_POLLS: '20',
      },
    },
  };
}
const desktop = platformFor(0, 'desktop');
const phone = platformFor(1, 'phone');

/**
 * End-to-end journeys in Debian's Chromium against the real platform started by
 * `npm run test:e2e` (tests/e2e/run.mjs) on fresh data folders.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: `${ARTIFACTS_DIR}/results`,
  fullyParallel: false,
  // One worker per project (each project's own `workers` below).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: { ...DESKTOP_SCREEN, baseURL: desktop.baseURL },
      testIgnore: NOT_ON_DESKTOP,
    },
    {
      // The phone's journeys (PHONE_JOURNEYS): the navigation is a drawer (support.ts `openNav`),
      // the editor sits below the statement. Then DESKTOP_SIZED, on this platform.
      name: 'phone',
      workers: 1,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        baseURL: phone.baseURL,
      },
      testMatch: [...PHONE_JOURNEYS, ...DESKTOP_SIZED],
    },
  ],
  // Started one after the other: the first builds the web app if its sources changed, the
  // second then finds it built.
  webServer: [
    desktop.webServer,
    phone.webServer,
    {
      // Every remote judge's stand-in (tests/support/remote-judges), account judgebot/secret;
      // the Codeforces one answers its home page at `/`.
      command: `node --import tsx tests/support/remote-judges/serve.ts --port-base ${remotePortBase}`,
      cwd: '../..',
      url: `http://127.0.0.1:${remotePortBase}/`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
