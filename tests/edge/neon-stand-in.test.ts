import { createServer } from 'node:net';
import { NeonDbError, neon, neonConfig } from '@neondatabase/serverless';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNeonWsProxy } from '../../infra/neon-ws-proxy/index.mjs';
import { createScratchDatabase } from '../support/databases';

/**
 * The local stand-in for Neon's SQL-over-HTTP endpoint (infra/neon-ws-proxy/sql-over-http.mjs),
 * driven by the real driver's `neon()` function as the Worker drives it (cloudflare/database.ts),
 * against the machine's Postgres: values and their types as the driver parses them, a batch as
 * one transaction, Postgres errors with their fields, and every bad request refused with a 4xx
 * that runs nothing. Environment: DATABASE_URL (admin URL; a scratch database is made and dropped).
 */

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const postgres = new URL(adminUrl);
const target = `${postgres.hostname}:${postgres.port || 5432}`;

let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
let databaseUrl: string;
let bridge: Awaited<ReturnType<typeof startNeonWsProxy>>;
let endpoint: string;
let direct: pg.Client;

beforeAll(async () => {
  scratch = await createScratchDatabase(adminUrl, 'neon_stand_in');
  databaseUrl = scratch.url;
  direct = new pg.Client({ connectionString: databaseUrl });
  await direct.connect();
  await direct.query('create table item (id int primary key, name text not null, data bytea, tags text[])');
  bridge = await startNeonWsProxy({ port: 0, targets: [target] });
  endpoint = `http://127.0.0.1:${bridge.port}/sql`;
  neonConfig.fetchEndpoint = endpoint;
});

afterAll(async () => {
  await bridge?.close();
  await direct?.end();
  await scratch?.drop();
});

const insertNine = JSON.stringify({ query: "insert into item (id, name) values (9, 'nine')", params: [] });

/** Posts to the endpoint by hand, for the requests the driver would never send. */
async function post(body: string, headers: Record<string, string> = {}, method = 'POST') {
  const response = await fetch(endpoint, {
    method,
    body: method === 'GET' ? undefined : body,
    headers: {
      'Neon-Connection-String': databaseUrl,
      'Neon-Raw-Text-Output': 'true',
      'Neon-Array-Mode': 'true',
      ...headers,
    },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function itemCount(): Promise<number> {
  return Number((await direct.query('select count(*) from item')).rows[0].count);
}

describe('the SQL-over-HTTP stand-in', () => {
  it('answers a statement with its values typed as the driver parses them', async () => {
    const sql = neon(databaseUrl, { fullResults: true });
    const result = await sql.query(
      `select $1::int as small, $2::bigint as big, $3::text as text, $4::text as missing, true as yes,
         '{"a":[1,2]}'::jsonb as doc, array[3,1,2] as numbers, '\\x00ff'::bytea as raw, 2147483647 as top`,
      [7, '9223372036854775807', 'héllo', null],
    );
    expect(result.command).toBe('SELECT');
    expect(result.rowCount).toBe(1);
    expect(result.fields.map((field) => field.name)).toEqual([
      'small',
      'big',
      'text',
      'missing',
      'yes',
      'doc',
      'numbers',
      'raw',
      'top',
    ]);
    const row = result.rows[0];
    expect(row).toMatchObject({
      small: 7,
      big: '9223372036854775807',
      text: 'héllo',
      missing: null,
      yes: true,
      doc: { a: [1, 2] },
      numbers: [3, 1, 2],
      top: 2147483647,
    });
    expect(Buffer.from(row?.raw as Uint8Array)).toEqual(Buffer.from([0, 255]));
  });

  it('writes with parameters of every kind the driver sends (bytes, arrays, NUL-free text)', async () => {
    const sql = neon(databaseUrl, { fullResults: true });
    const inserted = await sql.query('insert into item (id, name, data, tags) values ($1, $2, $3, $4)', [
      1,
      'x'.repeat(100_000),
      Buffer.from([1, 2, 3]),
      ['a', 'b,c', 'd"e'],
    ]);
    expect(inserted).toMatchObject({ command: 'INSERT', rowCount: 1 });
    const stored = (await direct.query('select length(name) as size, data, tags from item where id = 1'))
      .rows[0];
    expect(stored).toEqual({ size: 100_000, data: Buffer.from([1, 2, 3]), tags: ['a', 'b,c', 'd"e'] });
    await direct.query('delete from item');
  });

  it('runs a batch as one transaction: all of it, or on an error none of it', async () => {
    const sql = neon(databaseUrl);
    const [first, second] = await sql.transaction([
      sql`insert into item (id, name) values (1, 'one') returning id`,
      sql`insert into item (id, name) values (2, 'two') returning id`,
    ]);
    expect(first).toEqual([{ id: 1 }]);
    expect(second).toEqual([{ id: 2 }]);
    await expect(
      sql.transaction([
        sql`insert into item (id, name) values (3, 'three')`,
        sql`insert into item (id, name) values (1, 'again')`,
      ]),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await itemCount()).toBe(2);
    await direct.query('delete from item');
  });

  it('honours the batch headers: a read-only batch cannot write', async () => {
    const sql = neon(databaseUrl);
    await expect(
      sql.transaction([sql`insert into item (id, name) values (5, 'five')`], {
        isolationLevel: 'Serializable',
        readOnly: true,
      }),
    ).rejects.toMatchObject({ code: '25006' });
    expect(await itemCount()).toBe(0);
    const [level] = await sql.transaction([sql`show transaction_isolation`], {
      isolationLevel: 'RepeatableRead',
    });
    expect(level).toEqual([{ transaction_isolation: 'repeatable read' }]);
  });

  it("passes Postgres's errors on with their fields, as Neon's 400 does", async () => {
    const sql = neon(databaseUrl);
    await sql`insert into item (id, name) values (1, 'one')`;
    const error = await sql`insert into item (id, name) values (1, 'duplicate')`.catch((caught) => caught);
    expect(error).toBeInstanceOf(NeonDbError);
    expect(error).toMatchObject({ code: '23505', table: 'item', constraint: 'item_pkey', severity: 'ERROR' });
    expect(error.detail).toContain('(id)=(1)');
    // Text with a NUL is refused by Postgres itself, as on Neon, and nothing is written.
    await expect(
      sql.query('insert into item (id, name) values (2, $1)', ['a\u0000b']),
    ).rejects.toBeInstanceOf(NeonDbError);
    expect(await itemCount()).toBe(1);
    await direct.query('delete from item');
  });

  it('serves statements side by side from its pool', async () => {
    const sql = neon(databaseUrl);
    const sleepers = Array.from({ length: 4 }, (_, i) => sql`select pg_sleep(0.3), ${i}::int as i`);
    const started = performance.now();
    const answers = await Promise.all(sleepers);
    expect(answers.map((rows) => rows[0]?.i)).toEqual([0, 1, 2, 3]);
    // One at a time would take 1.2 s; side by side about 0.3 s (generous for a loaded machine).
    expect(performance.now() - started).toBeLessThan(1100);
  });

  it('refuses a database it may not reach, and runs nothing', async () => {
    const port = await new Promise<number>((done) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const elsewhere = new URL(databaseUrl);
    elsewhere.port = String(port);
    const answer = await post(JSON.stringify({ query: 'select 1', params: [] }), {
      'Neon-Connection-String': elsewhere.toString(),
    });
    expect(answer).toEqual({
      status: 403,
      body: { message: `127.0.0.1:${port} is not a target this bridge may reach` },
    });
    await expect(neon(elsewhere.toString())`select 1`).rejects.toThrow(/HTTP status 403/);
    // Query parameters cannot move an allowed address elsewhere (node-postgres honours ?host=).
    const smuggled = new URL(databaseUrl);
    smuggled.search = `?host=127.0.0.2&port=${port}`;
    const sneaky = await post(JSON.stringify({ query: 'select inet_server_port() as port', params: [] }), {
      'Neon-Connection-String': smuggled.toString(),
    });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.rows).toEqual([[String(new URL(databaseUrl).port || 5432)]]);
    expect((await post(insertNine, { 'Neon-Connection-String': 'mysql://127.0.0.1:5432/x' })).status).toBe(
      400,
    );
  });

  it('runs one statement per query, as Neon does, parameters or not', async () => {
    const sql = neon(databaseUrl);
    await expect(sql.query("insert into item (id, name) values (9, 'nine'); select 1")).rejects.toMatchObject(
      { code: '42601' },
    );
    expect(await itemCount()).toBe(0);
  });

  it('answers every malformed request with a 4xx and runs nothing', async () => {
    const insert = insertNine;
    expect((await post(insert, { 'Neon-Connection-String': '' })).status).toBe(400);
    expect((await post(insert, { 'Neon-Connection-String': 'not a url' })).status).toBe(400);
    expect((await post(insert, { 'Neon-Raw-Text-Output': 'false' })).status).toBe(400);
    expect((await post('{"query":', {})).status).toBe(400);
    expect((await post(JSON.stringify({ query: 42 }))).status).toBe(400);
    expect((await post(JSON.stringify({ query: 'select 1', params: 'x' }))).status).toBe(400);
    expect(
      (
        await post(JSON.stringify({ queries: [{ query: 'select 1' }] }), {
          'Neon-Batch-Isolation-Level': 'Chaos',
        })
      ).status,
    ).toBe(400);
    expect((await post('', {}, 'GET')).status).toBe(405);
    const huge = JSON.stringify({
      query: 'insert into item (id, name) values (10, $1)',
      params: ['x'.repeat(11 * 1024 * 1024)],
    });
    const tooLarge = await post(huge);
    expect(tooLarge).toEqual({ status: 413, body: { message: 'the request is over 10485760 bytes' } });
    expect(await itemCount()).toBe(0);
  });

  it('answers rows as objects when asked without array mode', async () => {
    const answer = await post(JSON.stringify({ query: 'select 1 as one, null as nothing', params: [] }), {
      'Neon-Array-Mode': 'false',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      command: 'SELECT',
      rowCount: 1,
      rows: [{ one: '1', nothing: null }],
      rowAsArray: false,
    });
  });
});
