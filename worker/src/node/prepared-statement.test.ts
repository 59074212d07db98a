import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPgliteTemplate } from '../../../tests/support/databases';
import { siteConfig, userInfo, userRecord } from '../db/schema';
import { preparedStatement } from '../platform/db';
import { type OpenDatabase, openDatabase } from './database';

describe('preparedStatement', () => {
  let database: OpenDatabase;
  beforeAll(async () => {
    const template = new Blob([readFileSync(await migratedPgliteTemplate())]);
    database = await openDatabase({ dataDir: null, loadDataDir: template });
  }, 60_000);
  afterAll(() => database?.close());

  const configByKey = preparedStatement('test_config_by_key', (db) =>
    db
      .select({ key: siteConfig.key })
      .from(siteConfig)
      .where(eq(siteConfig.key, sql.placeholder('key'))),
  );

  it('runs inside the caller transaction, so a rollback takes its write back', async () => {
    const upsert = preparedStatement('test_user_record_upsert', (db) =>
      db
        .insert(userRecord)
        .values({ uid: sql.placeholder('uid'), submissionCount: 1 })
        .onConflictDoUpdate({
          target: userRecord.uid,
          set: {
            submissionCount: sql`${userRecord.submissionCount} + 1`,
            gmtModified: sql`${sql.placeholder('now')}`,
          },
        }),
    );
    await database.db.insert(userInfo).values({ uid: 'prepared-a', username: 'prepared_a', password: 'x' });
    await upsert(database.db, { uid: 'prepared-a', now: new Date() });
    await database.db
      .transaction(async (tx) => {
        await upsert(tx, { uid: 'prepared-a', now: new Date() });
        const [inside] = await tx.select().from(userRecord).where(eq(userRecord.uid, 'prepared-a'));
        expect(inside?.submissionCount).toBe(2);
        tx.rollback();
      })
      .catch(() => undefined);
    const [after] = await database.db.select().from(userRecord).where(eq(userRecord.uid, 'prepared-a'));
    expect(after?.submissionCount).toBe(1);
    const later = new Date(Date.now() + 60_000);
    await upsert(database.db, { uid: 'prepared-a', now: later });
    const [moved] = await database.db.select().from(userRecord).where(eq(userRecord.uid, 'prepared-a'));
    expect(moved?.gmtModified.getTime()).toBe(later.getTime());
  });

  it('answers each call for its own values', async () => {
    await database.db.insert(siteConfig).values([
      { key: 'prepared-one', value: {} },
      { key: 'prepared-two', value: {} },
    ]);
    expect(await configByKey(database.db, { key: 'prepared-one' })).toEqual([{ key: 'prepared-one' }]);
    expect(await configByKey(database.db, { key: 'prepared-two' })).toEqual([{ key: 'prepared-two' }]);
    expect(await configByKey(database.db, { key: 'none' })).toEqual([]);
  });

  it('refuses a statement whose time was fixed when it was built (an $onUpdate column left out)', async () => {
    const stale = preparedStatement('test_stale_time', (db) =>
      db
        .update(userRecord)
        .set({ submissionCount: 0 })
        .where(eq(userRecord.uid, sql.placeholder('uid'))),
    );
    expect(() => stale(database.db, { uid: 'prepared-a' })).toThrow(/time fixed/);
  });
});
