import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db';
import type { Logger } from '../platform/platform';

/** How often statistics are refreshed, and how often dead rows are reclaimed. */
export const ANALYZE_EVERY_MS = 10 * 60_000;
export const VACUUM_EVERY_MS = 60 * 60_000;

/**
 * PGlite runs Postgres in single-user mode, where no autovacuum daemon runs: without this the
 * planner works from empty statistics (every estimate one row) and index-only scans visit the
 * heap because the visibility map is never set. So the embedded default does what autovacuum
 * would: ANALYZE at start and every ten minutes (a sample per table, ~0.1 s), and VACUUM
 * (ANALYZE) every hour, which also reclaims the dead rows left by counter updates. Each blocks
 * the single connection for its duration, so the intervals stay long. Not used on a real
 * Postgres, whose autovacuum does this better.
 */
export function startPgliteMaintenance(db: Db, log: Logger): { initial: Promise<void>; stop(): void } {
  let running = false;
  const run = async (statement: 'analyze' | 'vacuum (analyze)') => {
    if (running) return;
    running = true;
    const started = performance.now();
    try {
      await db.execute(sql.raw(statement));
      const ms = Math.round(performance.now() - started);
      if (ms > 1000) log.info(`PGlite ${statement} took ${ms} ms`);
    } catch (error) {
      log.error(`PGlite ${statement} failed`, { error: String(error) });
    } finally {
      running = false;
    }
  };
  const initial = run('analyze');
  const analyze = setInterval(() => void run('analyze'), ANALYZE_EVERY_MS);
  const vacuum = setInterval(() => void run('vacuum (analyze)'), VACUUM_EVERY_MS);
  analyze.unref();
  vacuum.unref();
  return {
    initial,
    stop() {
      clearInterval(analyze);
      clearInterval(vacuum);
    },
  };
}
