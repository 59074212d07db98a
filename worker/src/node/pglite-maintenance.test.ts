import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenDatabase, openDatabase } from './database';
import { startPgliteMaintenance } from './pglite-maintenance';

const quiet = { info() {}, warn() {}, error() {} };

describe('PGlite maintenance', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('gives the planner statistics at start, which single-user Postgres would never gather', async () => {
    await database.db.execute(sql`create table sample (id int primary key, v int)`);
    await database.db.execute(sql`insert into sample select g, g % 10 from generate_series(1, 5000) g`);
    const estimate = async () => {
      const plan = (await database.db.execute(sql`explain select * from sample where v = 3`)) as {
        rows: unknown[];
      };
      const line = String((plan.rows[0] as Record<string, unknown>)['QUERY PLAN']);
      return Number(/rows=(\d+)/.exec(line)?.[1]);
    };
    const before = await estimate();
    const maintenance = startPgliteMaintenance(database.db, quiet);
    await maintenance.initial;
    maintenance.stop();
    const after = await estimate();
    expect(after).toBe(500);
    expect(before).not.toBe(500);
  });
});
