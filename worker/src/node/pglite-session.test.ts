import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedPgliteTemplate } from '../../../tests/support/databases';
import { type OpenDatabase, openDatabase } from './database';

const item = pgTable('session_test_item', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
  flag: boolean().notNull().default(false),
  count: integer(),
  data: jsonb().$type<{ tags: string[] }>(),
  at: timestamp({ withTimezone: true, mode: 'date' }),
  tags: text().array(),
});

/** Every message PGlite is handed, by its first letter (Q simple query, P parse, B bind, ...). */
function recordMessages(database: OpenDatabase): string[][] {
  const { $client: client } = database.db as unknown as {
    $client: { execProtocolRawSync(m: Uint8Array): Uint8Array };
  };
  const calls: string[][] = [];
  const raw = client.execProtocolRawSync.bind(client);
  client.execProtocolRawSync = (message) => {
    const types: string[] = [];
    const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
    for (let at = 0; at + 5 <= message.length; at += 1 + view.getUint32(at + 1)) {
      types.push(String.fromCharCode(message[at]!));
    }
    calls.push(types);
    return raw(message);
  };
  return calls;
}

describe('drizzle over PGlite with named statements', () => {
  let database: OpenDatabase;
  let calls: string[][];

  beforeAll(async () => {
    // The migrated template loads in well under a second; a fresh initdb takes seconds.
    const template = new Blob([readFileSync(await migratedPgliteTemplate())]);
    database = await openDatabase({ dataDir: null, loadDataDir: template });
    await database.db.execute(
      sql.raw(`create table session_test_item (
        id serial primary key, name text not null unique, flag boolean not null default false,
        count integer, data jsonb, at timestamptz, tags text[]);
      create index on session_test_item (count)`),
    );
    calls = recordMessages(database);
  }, 60_000);
  afterAll(() => database?.close());

  it('reads and writes every column type as drizzle maps them, nulls included', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const [written] = await database.db
      .insert(item)
      .values({ name: 'types', flag: true, count: 7, data: { tags: ['a', 'b'] }, at, tags: ['x', 'y z'] })
      .returning();
    expect(written).toEqual({
      id: expect.any(Number),
      name: 'types',
      flag: true,
      count: 7,
      data: { tags: ['a', 'b'] },
      at,
      tags: ['x', 'y z'],
    });
    const [empty] = await database.db.insert(item).values({ name: 'nulls' }).returning();
    expect(empty).toMatchObject({ count: null, data: null, at: null, tags: null, flag: false });
  });

  it('parses a statement once and runs it again in one call of Bind, Execute, Sync', async () => {
    const read = (name: string) => database.db.select().from(item).where(sql`${item.name} = ${name}`);
    await read('types');
    calls.length = 0;
    const [row] = await read('types');
    expect(row?.name).toBe('types');
    expect(calls).toEqual([['B', 'E', 'S']]);
  });

  it('sends BEGIN with the first statement, COMMIT alone, and nothing for an empty transaction', async () => {
    await database.db.transaction(async () => {});
    calls.length = 0;
    await database.db.transaction(async (tx) => {
      await tx.update(item).set({ count: 8 }).where(sql`${item.name} = ${'types'}`);
      await tx.update(item).set({ count: 9 }).where(sql`${item.name} = ${'nulls'}`);
    });
    const kinds = calls.map((call) => call.join(''));
    expect(kinds[0]?.startsWith('Q')).toBe(true);
    expect(kinds.at(-1)).toBe('Q');
    const rows = await database.db.select({ name: item.name, count: item.count }).from(item);
    expect(Object.fromEntries(rows.map((r) => [r.name, r.count]))).toEqual({ types: 8, nulls: 9 });
  });

  it('rolls back a transaction whose statement failed, with the unique index it broke', async () => {
    const error = await database.db
      .transaction(async (tx) => {
        await tx.insert(item).values({ name: 'rolled back' });
        await tx.insert(item).values({ name: 'types' });
      })
      .catch((e: unknown) => e);
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.constraint).toBe('session_test_item_name_key');
    const left = await database.db.select().from(item).where(sql`${item.name} = ${'rolled back'}`);
    expect(left).toEqual([]);
    // The client is usable after the failure, inside and outside transactions.
    await database.db.transaction(async (tx) => {
      await tx.insert(item).values({ name: 'after' });
    });
    expect(await database.db.$count(item, sql`${item.name} = ${'after'}`)).toBe(1);
  });

  it('refuses to commit a transaction that went on past a failed statement', async () => {
    const error = await database.db
      .transaction(async (tx) => {
        await tx.insert(item).values({ name: 'swallowed' });
        await tx
          .insert(item)
          .values({ name: 'types' })
          .catch(() => undefined);
      })
      .catch((e: unknown) => e);
    expect((error as { code?: string }).code).toBe('25P02');
    expect(await database.db.$count(item, sql`${item.name} = ${'swallowed'}`)).toBe(0);
  });

  it('rolls back to a savepoint in a nested transaction and keeps the outer one', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(item).values({ name: 'outer' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(item).values({ name: 'inner' });
          inner.rollback();
        })
        .catch(() => undefined);
    });
    const names = (await database.db.select({ name: item.name }).from(item)).map((r) => r.name);
    expect(names).toContain('outer');
    expect(names).not.toContain('inner');
  });

  it('runs a text of several statements without parameters, answering for the last', async () => {
    const result = (await database.db.execute(sql.raw('select 1 as one; select 2 as two'))) as {
      rows: unknown[];
    };
    expect(result.rows).toEqual([{ two: 2 }]);
  });

  it('keeps answering right once more statements were run than it keeps prepared', async () => {
    for (let n = 0; n < 300; n++) {
      const [row] = (
        (await database.db.execute(sql`select ${n}::int + ${sql.raw(String(n))} as sum`)) as {
          rows: { sum: number }[];
        }
      ).rows;
      expect(row?.sum).toBe(2 * n);
    }
    const [again] = (
      (await database.db.execute(sql`select ${5}::int + ${sql.raw('5')} as sum`)) as {
        rows: { sum: number }[];
      }
    ).rows;
    expect(again?.sum).toBe(10);
  });

  it('prepares a statement again after a schema change made its plan stale', async () => {
    const read = () => database.db.execute(sql`select * from session_test_item where id > ${0} limit 1`);
    await read();
    await database.db.execute(sql.raw('alter table session_test_item add column extra text'));
    await read().catch(() => undefined);
    const result = (await read()) as { rows: Record<string, unknown>[] };
    expect(result.rows[0]).toHaveProperty('extra');
  });
});
