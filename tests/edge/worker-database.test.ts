import { neonConfig } from '@neondatabase/serverless';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startNeonWsProxy } from '../../infra/neon-ws-proxy/index.mjs';
import { migrateDatabase } from '../../scripts/migrate.mjs';
import { HTTP_STATEMENTS_PER_REQUEST, openRequestDatabase } from '../../worker/src/cloudflare/database';
import { userInfo } from '../../worker/src/db/schema';
import type { DbOrTx } from '../../worker/src/platform/db';
import { createScratchDatabase } from '../support/databases';

/**
 * The Worker's database (worker/src/cloudflare/database.ts) against the machine's Postgres through
 * the local Neon stand-in: a statement outside a transaction is one HTTP request and opens no
 * WebSocket; a transaction runs all its statements on one WebSocket connection, commits or rolls
 * back as a whole, and what it committed is read at once over HTTP. The driver's fetch and
 * WebSocket are wrapped to count which way each statement went.
 * Environment: DATABASE_URL (admin URL; a scratch database is made and dropped).
 */

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const log = { info() {}, warn() {}, error() {} };

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let databaseUrl: string;
let bridge: Awaited<ReturnType<typeof startNeonWsProxy>>;
let localBridge: string;
const used = { fetches: 0, webSockets: 0 };

beforeAll(async () => {
  scratch = await createScratchDatabase(adminUrl, 'worker_database');
  databaseUrl = scratch.url;
  await migrateDatabase(databaseUrl);
  const postgres = new URL(adminUrl);
  bridge = await startNeonWsProxy({ port: 0, targets: [`${postgres.hostname}:${postgres.port || 5432}`] });
  localBridge = `127.0.0.1:${bridge.port}`;
  // Node 20 has no global WebSocket; workerd does. Both are counted.
  neonConfig.webSocketConstructor = class extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      used.webSockets++;
    }
  } as unknown as typeof globalThis.WebSocket;
  neonConfig.fetchFunction = (...args: Parameters<typeof fetch>) => {
    used.fetches++;
    return fetch(...args);
  };
});

afterAll(async () => {
  neonConfig.fetchFunction = undefined;
  await bridge?.close();
  await scratch?.drop();
});

beforeEach(() => {
  used.fetches = 0;
  used.webSockets = 0;
});

const open = () => openRequestDatabase(databaseUrl, { localBridge, log });

/** The Postgres backend serving `db`'s statement, after sleeping `seconds` there. */
async function backendPid(db: DbOrTx, seconds = 0): Promise<number> {
  const [row] = await db
    .select({ pid: sql<number>`pg_backend_pid()` })
    .from(sql`(select pg_sleep(${seconds})) as nap`);
  return row!.pid;
}

describe("the Worker's request database", () => {
  it('sends a statement outside a transaction as one HTTP request, with no WebSocket', async () => {
    const { db, close } = open();
    const rows = await db.select({ two: sql<number>`1 + 1` }).from(sql`(select 1) as one`);
    expect(rows).toEqual([{ two: 2 }]);
    await db.query.userInfo.findFirst({ where: eq(userInfo.username, 'nobody-at-all') });
    expect(used).toEqual({ fetches: 2, webSockets: 0 });
    await close();
  });

  it('runs a transaction on one connection and shows what it committed to the next HTTP read', async () => {
    const { db, close } = open();
    const pids = await db.transaction(async (tx) => {
      await tx.insert(userInfo).values({ uid: 'wdb-commit', username: 'wdb_commit', password: 'x' });
      const first = await backendPid(tx);
      const second = await backendPid(tx);
      return [first, second];
    });
    expect(pids[0]).toBe(pids[1]);
    expect(used).toEqual({ fetches: 0, webSockets: 1 });
    const [row] = await db
      .select({ username: userInfo.username })
      .from(userInfo)
      .where(eq(userInfo.uid, 'wdb-commit'));
    expect(row).toEqual({ username: 'wdb_commit' });
    expect(used.fetches).toBe(1);
    await close();
  });

  it('rolls a failed transaction back as a whole', async () => {
    const { db, close } = open();
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(userInfo).values({ uid: 'wdb-rollback', username: 'wdb_rollback', password: 'x' });
        // The same username again breaks the unique constraint inside the transaction.
        await tx.insert(userInfo).values({ uid: 'wdb-rollback-2', username: 'wdb_rollback', password: 'x' });
      }),
    ).rejects.toThrow();
    const rows = await db.select().from(userInfo).where(eq(userInfo.username, 'wdb_rollback'));
    expect(rows).toEqual([]);
    await close();
  });

  it('gives each request its own transactions, side by side', async () => {
    const first = open();
    const second = open();
    const [a, b] = await Promise.all([
      first.db.transaction(async (tx) => backendPid(tx, 0.1)),
      second.db.transaction(async (tx) => backendPid(tx, 0.1)),
    ]);
    expect(a).not.toBe(b);
    expect(used.webSockets).toBe(2);
    await Promise.all([first.close(), second.close()]);
  });

  it(`sends at most ${HTTP_STATEMENTS_PER_REQUEST} statements of a request over HTTP, the rest over one WebSocket`, async () => {
    const { db, close } = open();
    const extra = 6;
    const answers: number[] = [];
    for (let i = 0; i < HTTP_STATEMENTS_PER_REQUEST + extra; i++) {
      const [row] = await db.select({ n: sql<number>`${i}::int` }).from(sql`(select 1) as one`);
      answers.push(row!.n);
    }
    expect(answers).toEqual(Array.from({ length: HTTP_STATEMENTS_PER_REQUEST + extra }, (_, i) => i));
    expect(used).toEqual({ fetches: HTTP_STATEMENTS_PER_REQUEST, webSockets: 1 });
    // Every kind of answer comes back the same either way: rows as objects (raw execute), mapped
    // selects, relational queries, and the count of an update.
    const read = async (target: typeof db) => ({
      execute: (
        (await target.execute(sql`select uid, gmt_create from user_info where uid = 'wdb-overflow'`)) as {
          rows: unknown[];
        }
      ).rows,
      select: await target
        .select({ uid: userInfo.uid, created: userInfo.gmtCreate })
        .from(userInfo)
        .where(eq(userInfo.uid, 'wdb-overflow')),
      relational: await target.query.userInfo.findFirst({
        columns: { uid: true, username: true, gmtCreate: true },
        where: eq(userInfo.uid, 'wdb-overflow'),
      }),
      updated: (
        (await target.execute(sql`update user_info set nickname = 'n' where uid = 'wdb-overflow'`)) as {
          rowCount: number;
        }
      ).rowCount,
    });
    const fresh = open();
    await fresh.db.insert(userInfo).values({ uid: 'wdb-overflow', username: 'wdb_overflow', password: 'x' });
    const overWebSocket = await read(db);
    const overHttp = await read(fresh.db);
    expect(used.webSockets).toBe(1);
    expect(overWebSocket).toEqual(overHttp);
    expect(overHttp.select[0]?.created).toBeInstanceOf(Date);
    expect(overHttp.relational?.username).toBe('wdb_overflow');
    expect(overHttp.updated).toBe(1);
    await Promise.all([close(), fresh.close()]);
  });

  it('refuses transaction-scoped SQL outside a transaction, where it would do nothing', async () => {
    const { db, close } = open();
    // Drizzle wraps the driver's error in its own "Failed query" error.
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'ran',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(db.execute(sql`select pg_advisory_xact_lock(42)`))).toMatch(/outside a transaction/);
    expect(await refusal(db.execute(sql`set local statement_timeout = 1000`))).toMatch(
      /outside a transaction/,
    );
    expect(used.fetches).toBe(0);
    // Inside one it is what it is for.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(42)`);
    });
    await close();
  });

  it('closes without a pool when no transaction ran, and can close twice', async () => {
    const { db, close } = open();
    await db.execute(sql`select 1`);
    await close();
    await close();
    expect(used.webSockets).toBe(0);
  });
});
