import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheEntry, checkerCompile, problem, testJudge, userInfo } from '../../worker/src/db/schema';
import { runScheduledMaintenance } from '../../worker/src/scheduled';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('scheduled maintenance', () => {
  it('deletes expired cache entries, self-tests and checker compiles, and keeps live ones', async () => {
    const { db } = t.platform;
    const minute = 60_000;
    const soon = new Date(t.clock.now().getTime() + minute);
    const later = new Date(t.clock.now().getTime() + 60 * minute);
    const [root] = await db.select({ uid: userInfo.uid }).from(userInfo).where(eq(userInfo.username, 'root'));
    const [created] = await db.insert(problem).values({ problemId: 'MAINT-1', title: 'A + B' }).returning();
    const selfTest = {
      uid: root!.uid,
      pid: created!.id,
      language: 'C++',
      code: 'int main() {}',
      userInput: '',
    };
    const compile = { language: 'C++', code: 'int main() {}' };
    await db.insert(cacheEntry).values([
      { key: 'maint-soon', value: 1, expiresAt: soon },
      { key: 'maint-later', value: 2, expiresAt: later },
    ]);
    await db.insert(testJudge).values([
      { ...selfTest, key: 'maint-soon', expiresAt: soon },
      { ...selfTest, key: 'maint-later', expiresAt: later },
    ]);
    await db.insert(checkerCompile).values([
      { ...compile, key: 'maint-soon', expiresAt: soon },
      { ...compile, key: 'maint-later', expiresAt: later },
    ]);
    const keys = ['maint-soon', 'maint-later'];
    const remaining = async () => ({
      cache: (
        await db.select({ key: cacheEntry.key }).from(cacheEntry).where(inArray(cacheEntry.key, keys))
      ).map((r) => r.key),
      tests: (
        await db.select({ key: testJudge.key }).from(testJudge).where(inArray(testJudge.key, keys))
      ).map((r) => r.key),
      compiles: (
        await db
          .select({ key: checkerCompile.key })
          .from(checkerCompile)
          .where(inArray(checkerCompile.key, keys))
      ).map((r) => r.key),
    });

    await runScheduledMaintenance(t.platform);
    expect(await remaining()).toEqual({ cache: keys, tests: keys, compiles: keys });

    t.clock.advance(2 * minute);
    await runScheduledMaintenance(t.platform);
    expect(await remaining()).toEqual({
      cache: ['maint-later'],
      tests: ['maint-later'],
      compiles: ['maint-later'],
    });
  });

  it('runs every task when one fails and reports which failed', async () => {
    const errors: string[] = [];
    const failingDb = new Proxy(t.platform.db, {
      get(target, property, receiver) {
        if (property === 'delete') {
          return (table: unknown) => {
            if (table === testJudge) throw new Error('test_judge is locked');
            return target.delete(table as never);
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const platform = {
      ...t.platform,
      db: failingDb,
      log: { ...t.platform.log, error: (message: string) => errors.push(message) },
    };
    await expect(runScheduledMaintenance(platform)).rejects.toThrow(
      'scheduled maintenance failed: delete expired self-tests',
    );
    expect(errors).toEqual(['scheduled maintenance: delete expired self-tests failed']);
  });
});
