import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
export const ARTIFACTS_DIR = process.env.E2E_ARTIFACTS ?? 'tests/e2e/artifacts';

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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: '**/*.mobile.e2e.ts' },
  ],
  webServer: {
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
    },
  },
});
