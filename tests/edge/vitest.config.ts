import { defineConfig } from 'vitest/config';

/**
 * The edge rehearsal end to end (scripts/lib/edge/rehearsal.mjs): `wrangler dev`, the pull API
 * stand-in and a real runner. Slow and machine-wide (ports, sandbox slots, a scratch database on
 * the machine's Postgres), so it has its own config and runs alone: `npm run test:edge`.
 */
export default defineConfig({
  test: {
    include: ['tests/edge/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    // Generous: wrangler's start, the deploy-step bootstrap and a first compile on a loaded
    // 2-core machine; each wait inside the test has its own, shorter bound.
    testTimeout: 600_000,
    hookTimeout: 420_000,
  },
});
