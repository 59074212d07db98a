import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
  // As web/vite.config.ts: the editor's trimmed setup in place of the package's.
  '@uiw/codemirror-extensions-basic-setup': fileURLToPath(
    new URL('./web/src/components/code-editor/basic-setup.ts', import.meta.url),
  ),
};

/**
 * Vitest's default is a worker per core but one, keeping a core for itself; on a two-core machine
 * (CI) that is one worker, and the second core idles, as the main process does little once the
 * files are transformed. Two at least.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * The integration files that start real judge runners (sandboxed compiles and runs) or fuzz every
 * route: a few seconds of source each, but the longest files by far (up to a minute or more).
 */
const LONG_RUNNING = /\/tests\/integration\/[^/]*(?:judge|fuzz|remote-runner)[^/]*\.test\.ts$/;

/**
 * Vitest starts the longest files first when it has their durations from an earlier run; without
 * them (CI installs afresh, which empties the cache) it starts the largest, which leaves those
 * short but slow files for last, one of them alone keeping a core busy while the other idles. So,
 * lacking durations, they go first within their project.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const timed = sorted.every((spec) =>
      this.ctx.cache.getFileTestResults(
        `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`,
      ),
    );
    if (timed) return sorted;
    const rank = (spec: TestSpecification) => (LONG_RUNNING.test(spec.moduleId) ? 0 : 1);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort(
        (a, b) =>
          a.spec.project.config.sequence.groupOrder - b.spec.project.config.sequence.groupOrder ||
          a.spec.project.name.localeCompare(b.spec.project.name) ||
          rank(a.spec) - rank(b.spec) ||
          a.index - b.index,
      )
      .map(({ spec }) => spec);
  }
}

// Three projects: fast unit tests beside the code, integration tests that drive the
// app over HTTP against a real database, and the web app's component tests in jsdom.
// The workerd suite has its own config (worker/test-workerd/vitest.config.ts).
export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LongestFirst },
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
          maxWorkers: WORKERS,
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
          // Each file starts its own app over its own database, so the modules (the whole server,
          // its schema and drizzle) can be imported once per worker rather than once per file:
          // importing them took most of an isolated run (30 files: 378 s isolated, 143 s not).
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/test-setup.ts'],
          // A slow machine, not a wrong page: see web/src/test-setup.ts.
          testTimeout: 15_000,
          maxWorkers: WORKERS,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
