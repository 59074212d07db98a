import { type FullQueryResults, neon, neonConfig, Pool } from '@neondatabase/serverless';
import {
  drizzle as drizzleOverHttp,
  type NeonHttpClient,
  NeonHttpDatabase,
  NeonHttpSession,
} from 'drizzle-orm/neon-http';
import { drizzle as drizzleOverWebSocket } from 'drizzle-orm/neon-serverless';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations, RelationalSchemaConfig } from 'drizzle-orm/relations';
import * as schema from '../db/schema';
import type { Db } from '../platform/db';
import type { Logger } from '../platform/platform';

export interface RequestDatabase {
  db: Db;
  /** Ends the WebSocket connections the request opened; call once its last query has run. */
  close(): Promise<void>;
}

/**
 * How many statements outside a transaction one request sends over HTTP before the rest go
 * through its WebSocket pool. Each HTTP statement is a subrequest, and a Workers Free request
 * may make 50 in all (R2, the queue and mail count too); a WebSocket is one however many
 * statements it carries. Nearly every request stays far below (a list is one statement).
 */
export const HTTP_STATEMENTS_PER_REQUEST = 24;

/**
 * SQL whose effect ends with its transaction: sent outside one (over HTTP, or the pool's
 * autocommit) it would lock or set nothing, silently. It is refused instead, so the mistake shows
 * in the first test that makes it. worker/src/cloudflare/database.test.ts keeps the session-scoped
 * forms out of the code.
 */
const TRANSACTION_SCOPED =
  /\bpg_(?:try_)?advisory_xact_lock|\bset\s+local\b|\bset_config\s*\([^)]*,\s*true\s*\)/i;

/**
 * Points the Neon driver at a local stand-in (infra/neon-ws-proxy) in front of an ordinary
 * Postgres: its WebSocket bridge over plain ws://, with no pipelined password login since local
 * Postgres may use trust auth, and its `/sql` endpoint over plain http://. Left alone, the driver
 * talks wss:// and https:// to Neon's own endpoints.
 */
function routeThroughLocalBridge(bridge: string) {
  neonConfig.wsProxy = (host, port) => `${bridge}/v1?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineConnect = false;
  neonConfig.fetchEndpoint = `http://${bridge}/sql`;
}

/**
 * What every request's Db shares, built once per isolate and connection string: the HTTP query
 * function (it holds no socket: each statement is a fetch made by the request that runs it) and
 * Drizzle's dialect and relational schema. Building a Drizzle instance with the schema costs about
 * 0.3 ms, most of it deriving the relational config, which a request's Db below reuses.
 */
interface IsolateHttp {
  query: NeonHttpClient['query'];
  dialect: PgDialect;
  relational: RelationalSchemaConfig<ExtractTablesWithRelations<typeof schema>>;
}

const isolateHttp = new Map<string, IsolateHttp>();

function isolateHttpFor(connectionString: string): IsolateHttp {
  let entry = isolateHttp.get(connectionString);
  if (!entry) {
    const client = neon(connectionString);
    // Built through drizzle() once, which also installs the driver's type parsers (timestamps as text).
    const { _: built } = drizzleOverHttp({ client, schema, casing: 'snake_case' });
    entry = {
      query: client.query,
      dialect: new PgDialect({ casing: 'snake_case' }),
      relational: {
        fullSchema: built.fullSchema,
        schema: built.schema,
        tableNamesMap: built.tableNamesMap,
      } as RelationalSchemaConfig<ExtractTablesWithRelations<typeof schema>>,
    };
    isolateHttp.set(connectionString, entry);
  }
  return entry;
}

/**
 * The database of one request (or one queue batch or cron run). A statement outside a
 * transaction goes over Neon's SQL-over-HTTP endpoint: one HTTP round trip, served by Neon's own
 * connection pool, where a WebSocket would first cost a handshake and a new Postgres session
 * (about 8 ms locally, three round trips to Neon). A transaction needs one connection for all its
 * statements, so it runs on a Pool over the WebSocket driver, opened on first use; Workers cannot
 * share sockets between requests, so that Pool lives for this request. Past
 * HTTP_STATEMENTS_PER_REQUEST statements the rest go through that Pool too. Nothing in the
 * services relies on session state outside a transaction (no session-level advisory locks or
 * settings), which is what lets consecutive statements use different sessions.
 */
export function openRequestDatabase(
  connectionString: string,
  options: { localBridge?: string; log: Logger },
): RequestDatabase {
  if (options.localBridge) routeThroughLocalBridge(options.localBridge);
  let pool: Pool | undefined;
  let overWebSocket: Db | undefined;
  let closing = false;

  function requestPool(): Pool {
    if (!pool) {
      pool = new Pool({ connectionString, max: 4 });
      // An idle connection that drops emits 'error' on the pool, and unheard it would throw.
      // Closing the pool tears the WebSockets down, which workerd reports the same way.
      pool.on('error', (error: Error) => {
        if (!closing) options.log.warn('database connection error', { error: error.message });
      });
    }
    return pool;
  }

  function transactionDb(): Db {
    overWebSocket ??= drizzleOverWebSocket({
      client: requestPool(),
      schema,
      casing: 'snake_case',
    }) as unknown as Db;
    return overWebSocket;
  }

  const http = isolateHttpFor(connectionString);
  let sentOverHttp = 0;
  // Drizzle's HTTP session calls `query(text, params, { arrayMode, fullResults: true })`.
  const query = (async (text: string, params: unknown[], queryOptions: { arrayMode?: boolean }) => {
    if (TRANSACTION_SCOPED.test(text)) {
      throw new Error(
        `transaction-scoped SQL run outside a transaction would have no effect: ${text.slice(0, 120)}`,
      );
    }
    if (sentOverHttp < HTTP_STATEMENTS_PER_REQUEST) {
      sentOverHttp++;
      return http.query(text, params, queryOptions);
    }
    // The same answer from the WebSocket pool: its rows are parsed by the same type parsers.
    const result = await requestPool().query({
      text,
      values: params,
      ...(queryOptions.arrayMode ? { rowMode: 'array' as const } : {}),
    });
    return { ...result, rowAsArray: queryOptions.arrayMode === true } as unknown as FullQueryResults<boolean>;
  }) as NeonHttpClient['query'];
  const session = new NeonHttpSession({ query } as NeonHttpClient, http.dialect, http.relational);
  const db = new NeonHttpDatabase<typeof schema>(http.dialect, session, http.relational) as unknown as Db;
  db.transaction = ((run, config) => transactionDb().transaction(run, config)) as Db['transaction'];
  return {
    db,
    close() {
      closing = true;
      return pool ? pool.end() : Promise.resolve();
    },
  };
}
