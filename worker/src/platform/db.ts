import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../db/schema';

/** The database every runtime hands the app: Drizzle over PGlite, node-postgres or Neon. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; accepted wherever a Db is, so services compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
