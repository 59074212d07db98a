import { neonConfig, Pool } from '@neondatabase/serverless';
import { drizzle } from 'drizzle-orm/neon-serverless';
import * as schema from '../db/schema';
import type { Db } from '../platform/db';
import type { Logger } from '../platform/platform';

export interface RequestDatabase {
  db: Db;
  /** Ends the pool's WebSocket connections; call once the request's last query has run. */
  close(): Promise<void>;
}

/**
 * Points the Neon driver at a local WebSocket bridge (infra/neon-ws-proxy) in front of an
 * ordinary Postgres: plain ws://, and no pipelined password login since local Postgres may
 * use trust auth. Left alone, the driver talks wss:// to Neon's own endpoint.
 */
function routeThroughLocalBridge(bridge: string) {
  neonConfig.wsProxy = (host, port) => `${bridge}/v1?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineConnect = false;
}

/**
 * A Pool over Neon's WebSocket driver for one request (or one queue batch or cron run):
 * Workers cannot share sockets between requests, and the WebSocket driver, unlike the HTTP
 * one, supports the interactive transactions the services rely on.
 */
export function openRequestDatabase(
  connectionString: string,
  options: { localBridge?: string; log: Logger },
): RequestDatabase {
  if (options.localBridge) routeThroughLocalBridge(options.localBridge);
  const pool = new Pool({ connectionString, max: 4 });
  let closing = false;
  // An idle connection that drops emits 'error' on the pool, and unheard it would throw.
  // Closing the pool tears the WebSockets down, which workerd reports the same way.
  pool.on('error', (error: Error) => {
    if (!closing) options.log.warn('database connection error', { error: error.message });
  });
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    close() {
      closing = true;
      return pool.end();
    },
  };
}
