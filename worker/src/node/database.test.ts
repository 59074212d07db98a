import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../tests/support/databases';
import { type OpenDatabase, openDatabase } from './database';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('openDatabase on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let database: OpenDatabase;
  const idleErrors: Error[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(url!, 'dbpool');
    database = await openDatabase({
      url: scratch.url,
      dataDir: null,
      onIdleConnectionError: (error) => idleErrors.push(error),
    });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('survives the server ending its idle connections, and reconnects for the next query', async () => {
    await database.db.execute(sql`select 1`);
    const admin = await openDatabase({ url: url!, dataDir: null });
    try {
      const name = new URL(scratch.url).pathname.slice(1);
      await admin.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`,
      );
    } finally {
      await admin.close();
    }
    await expect.poll(() => idleErrors.length).toBeGreaterThan(0);
    expect(idleErrors[0]!.message).toMatch(/terminating connection/);
    const result = (await database.db.execute(sql`select 41 + 1 as answer`)) as { rows: unknown[] };
    expect(result.rows[0]).toEqual({ answer: 42 });
  });
});
