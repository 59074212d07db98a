import { defineConfig, devices } from '@playwright/test';
import { REMOTE_JUDGES } from '../../contract/remote-judge';

const port = Number(process.env.E2E_PORT ?? 18080);
/** The remote judges' stand-ins listen on this port and the ones after it, in REMOTE_JUDGES' order (serve.ts). */
const remotePortBase = Number(process.env.E2E_REMOTE_PORT_BASE ?? 19100);
const remoteJudgeUrls = REMOTE_JUDGES.map(
  (judge, index) => `${judge}=http://127.0.0.1:${remotePortBase + index}`,
).join(',');
export const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS ?? 'tests/e2e/artifacts';
/**
 * Audits of every page that a second viewport would only repeat (and double the suite's time), and
 * the remote journey: the stand-ins serve one problem per judge (HDU 1000, CF 1A), which a server
 * imports only once, so a second run of it against the same server is refused.
 */
const DESKTOP_ONLY = ['**/accessibility.e2e.ts', '**/keyboard.e2e.ts', '**/remote-journey.e2e.ts'];
/** Sets its own narrower phone viewport. */
const PHONE_ONLY = ['**/phone-width.e2e.ts'];

/**
 * End-to-end journeys in Debian's Chromium against the real platform started by
 * `npm run test:e2e` (tests/e2e/run.mjs) on a fresh data folder.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  outputDir: `${ARTIFACTS_DIR}/results`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
      testIgnore: PHONE_ONLY,
    },
    {
      // Every journey again on a phone (issue 15): the navigation is a drawer (support.ts
      // `openNav`), the editor sits below the statement. Page-by-page audits stay on desktop.
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      testIgnore: DESKTOP_ONLY,
    },
  ],
  webServer: [
    {
      command: 'node scripts/start.mjs',
      cwd: '../..',
      url: `http://127.0.0.1:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        ROOT_PASSWORD: process.env.ROOT_PASSWORD ?? 'e2e-root-password',
        JUDGE_RUNNERS: process.env.JUDGE_RUNNERS ?? '2',
        // Remote judging reaches only the loopback stand-ins below, polled briskly so a journey
        // sees a verdict within seconds and gives up (Submitted Failed) within a few.
        REMOTE_JUDGE_URLS: remoteJudgeUrls,
        REMOTE_POLL_MS: '300',
        REMOTE_MAX_POLLS: '20',
      },
    },
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
