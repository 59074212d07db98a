import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
};

// Three projects: fast unit tests beside the code, integration tests that drive the
// app over HTTP against a real database, and the web app's component tests in jsdom.
// The workerd suite has its own config (worker/test-workerd/vitest.config.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'worker/src/**/*.test.ts',
            'judge-runner/src/**/*.test.ts',
            'remote-judge/**/*.test.ts',
          ],
          environment: 'node',
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Two files at a time: the judge files start real runners that want both cores.
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
