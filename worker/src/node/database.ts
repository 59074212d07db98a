import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import type { Db } from '../platform/db';
import type { DatabaseSource } from '../platform/platform';
import { PGLITE_PARSERS, pgliteWireClient } from './pglite-session';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../../migrations', import.meta.url));

export interface OpenDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  source: DatabaseSource;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to seed other instances. */
  dump?: () => Promise<Blob>;
}

const NODE_HOW_TO_CHANGE =
  'The database is chosen when the server starts: set the DATABASE_URL environment variable to a Postgres URL (or leave it unset for the embedded PGlite under DATA_DIR) and restart the server';

/**
 * node-postgres when a URL is given, else PGlite: on disk under `dataDir`, or in memory
 * when `dataDir` is null (tests).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string | null;
  poolSize?: number;
  /** An in-memory PGlite starts from this dump (a migrated template) instead of running initdb. */
  loadDataDir?: Blob;
  /** Told when the server ends an idle pooled connection; defaults to a console warning. */
  onIdleConnectionError?: (error: Error) => void;
}): Promise<OpenDatabase> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // The server may end an idle connection (a restart, a failover, an admin's terminate). The
    // pool drops it and connects afresh on the next query; only an unhandled 'error' event would
    // take the whole process down with it.
    pool.on(
      'error',
      options.onIdleConnectionError ??
        ((error) => console.warn(`an idle database connection ended: ${error.message}`)),
    );
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      source: { engine: 'postgres', url: options.url, howToChange: NODE_HOW_TO_CHANGE },
      migrate: () =>
        migratePg(drizzlePg(pool, { casing: 'snake_case' }), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir
    ? new PGlite(options.dataDir, { parsers: PGLITE_PARSERS })
    : new PGlite({
        parsers: PGLITE_PARSERS,
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
  await client.waitReady;
  // PGlite builds its array parsers once ready, over the element parsers: drizzle wants the
  // arrays of these types as text too, as it asked per query.
  Object.assign(client.parsers, PGLITE_PARSERS);
  const pglite = drizzlePglite(pgliteWireClient(client), { schema, casing: 'snake_case' });
  pglite.$client = client;
  return {
    db: pglite as unknown as Db,
    kind: 'pglite',
    source: { engine: 'pglite', dataDir: options.dataDir, howToChange: NODE_HOW_TO_CHANGE },
    migrate: () => migratePglite(pglite, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}
