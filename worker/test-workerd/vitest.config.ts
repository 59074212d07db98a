import { fileURLToPath } from 'node:url';
import { cloudflareTest } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../../', import.meta.url));

const TEST_SECRETS = {
  JWT_SECRET: 'workerd-test-secret-0123456789abcdef',
  RUNNER_TOKEN: 'workerd-test-runner-token',
  ROOT_PASSWORD: 'workerd-root-password',
};

/**
 * The real worker (wrangler.toml: main, bindings, R2, Queues) in workerd, against the
 * scratch Postgres that global-setup.ts prepares and bridges.
 *
 *   npx vitest run --config worker/test-workerd/vitest.config.ts
 */
export default defineConfig({
  root,
  resolve: { alias: { '@contract': `${root}contract` } },
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: `${root}wrangler.toml` },
      miniflare: {
        // The suite tests /api: a fixed folder stands in for web/dist, so a fresh clone runs the
        // suite without `npm run build` (not_found_handling and run_worker_first still apply).
        assets: { directory: `${root}worker/test-workerd/fixtures/web-dist` },
        bindings: {
          ...TEST_SECRETS,
          DATABASE_URL: inject('databaseUrl'),
          NEON_WS_PROXY: inject('neonWsProxy'),
          SMTP_TEST_PORT: inject('smtpPort'),
        },
      },
    })),
  ],
  test: {
    include: ['worker/test-workerd/**/*.test.ts'],
    globalSetup: ['worker/test-workerd/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
