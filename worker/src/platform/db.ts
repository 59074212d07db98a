import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../db/schema';

/** The database every runtime hands the app: Drizzle over PGlite, node-postgres or Neon. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; accepted wherever a Db is, so services compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

type Values = Record<string, unknown>;
interface Prepared<Result> {
  execute(values?: Values): Promise<Result>;
  joinsNotNullableMap?: unknown;
}
interface Session {
  prepareQuery(...args: unknown[]): Prepared<unknown>;
}
const sessionOf = (db: DbOrTx) => (db as unknown as { session: Session }).session;

const TIMESTAMP_TEXT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * A time built into a statement's parameters would be the first call's time at every call: a
 * `$onUpdate` column (gmtModified) that an update or upsert leaves out, or a `new Date()` in
 * `build`. Such a statement sets the column from a placeholder instead.
 */
function refuseFixedTimes(name: string, query: { params: unknown[] }) {
  if (query.params.some((p) => p instanceof Date || (typeof p === 'string' && TIMESTAMP_TEXT.test(p)))) {
    throw new Error(
      `prepared statement ${name} has a time fixed when it was built: set it from a placeholder`,
    );
  }
}

/**
 * A statement whose SQL is built once, run on any Db or transaction: `build` makes the query with
 * `sql.placeholder`s for everything that varies (anything else it reads is fixed at the first
 * call), and each call runs it with `values`. Drizzle otherwise builds a query's SQL text on
 * every call (about 200 µs for the session join on PGlite, more than the read itself). The first
 * call records what the query builder hands its session's `prepareQuery` (the SQL, its
 * parameters, how to map the rows); later calls hand the same to the caller's session, a
 * transaction's included, so the statement runs where the caller is. On PGlite the text is parsed
 * once per backend (node/pglite-session.ts), on node-postgres `name` is a named statement per
 * connection, over Neon's HTTP it is sent as is.
 */
export function preparedStatement<Result>(
  name: string,
  build: (db: DbOrTx) => { prepare(name: string): Prepared<Result> },
): (db: DbOrTx, values?: Values) => Promise<Result> {
  let recorded: { args: unknown[]; joinsNotNullableMap: unknown } | null = null;
  return (db, values) => {
    const session = sessionOf(db);
    if (recorded) {
      const query = session.prepareQuery(...recorded.args) as Prepared<Result>;
      query.joinsNotNullableMap = recorded.joinsNotNullableMap;
      return query.execute(values);
    }
    let args: unknown[] = [];
    const recording: Session = Object.create(session, {
      prepareQuery: {
        value: (...given: unknown[]) => {
          args = given;
          return session.prepareQuery(...given);
        },
      },
    });
    const prepared = build(Object.create(db, { session: { value: recording } })).prepare(name);
    refuseFixedTimes(name, args[0] as { params: unknown[] });
    recorded = { args, joinsNotNullableMap: prepared.joinsNotNullableMap };
    return prepared.execute(values);
  };
}
