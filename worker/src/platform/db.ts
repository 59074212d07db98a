import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../db/schema';

/** The database every runtime hands the app: Drizzle over PGlite, node-postgres or Neon. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; accepted wherever a Db is, so services compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * A query prepared once per Db: `build` prepares it (drizzle's `.prepare(name)` with
 * `sql.placeholder`s) and the answer hands back the same prepared query for every later call
 * on that Db. Drizzle otherwise builds a query's SQL text on every call (about 200 µs for the
 * session join on PGlite, more than the read itself), and node-postgres keeps a named
 * statement's plan per connection. A Workers request's Db lives for that request alone, so
 * there it is prepared once per request, as it was built once before.
 */
export function preparedPerDb<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
