import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ServerType, serve } from '@hono/node-server';
import { createApp } from '../app';
import { bootstrap } from '../bootstrap';
import type { Platform } from '../platform/platform';
import { runScheduledMaintenance } from '../scheduled';
import { type OpenDatabase, openDatabase } from './database';
import { startPgliteMaintenance } from './pglite-maintenance';
import { createNodePlatform } from './platform';
import { type EmbeddedRunners, startEmbeddedRunners } from './runners';
import { loadOrCreateSecrets } from './secrets';
import { staticSite } from './static-site';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Housekeeping cadence, the same as the Cloudflare cron trigger. */
const MAINTENANCE_INTERVAL_MS = 60_000;

export interface ServerOptions {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Judge runners to start beside the server; 0 leaves judging to external runners. */
  runners: number;
  /** Lease visibility timeout of the embedded runners (tests shorten it). */
  runnerLeaseSeconds?: number;
  /** First sandbox slot of the embedded runners, for several servers on one machine (tests). */
  runnerSlotOffset?: number;
  baseUrl?: string;
  serveWeb: boolean;
}

export interface RunningServer {
  url: string;
  platform: Platform;
  database: OpenDatabase;
  runners: EmbeddedRunners | null;
  stop(): Promise<void>;
}

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): ServerOptions {
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    runners: env.JUDGE_RUNNERS === undefined ? availableParallelism() : Number(env.JUDGE_RUNNERS),
    baseUrl: env.BASE_URL,
    serveWeb: env.SERVE_WEB !== '0',
  };
}

/** Starts the whole embedded platform: database, migrations, bootstrap, API + SPA, judge runners. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const secrets = loadOrCreateSecrets(options.dataDir, process.env);
  const database = await openDatabase({ url: options.databaseUrl, dataDir: join(options.dataDir, 'pglite') });
  await database.migrate();

  const baseUrl = options.baseUrl ?? `http://localhost:${options.port}`;
  const platform = createNodePlatform({
    db: database.db,
    dataDir: options.dataDir,
    config: {
      jwtSecret: secrets.jwtSecret,
      runnerToken: secrets.runnerToken,
      baseUrl,
      corsOrigins: (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean),
      passwordIterations: 100_000,
      runtime: 'node',
    },
  });
  const { rootCreated } = await bootstrap(platform, { rootPassword: secrets.rootPassword });
  if (rootCreated) {
    const fromEnv = Boolean(process.env.ROOT_PASSWORD);
    console.log(
      fromEnv
        ? 'Created the super admin "root" with the password from ROOT_PASSWORD.'
        : `Created the super admin "root" with password: ${secrets.rootPassword}\n(kept in ${join(options.dataDir, 'secrets.json')})`,
    );
  }

  const app = createApp({
    staticSite: options.serveWeb ? staticSite(join(REPO_ROOT, 'web/dist')) : undefined,
  });
  const server: ServerType = await new Promise((resolveServer) => {
    const s = serve(
      { fetch: (request) => app.fetch(request, { platform }), port: options.port, hostname: options.host },
      () => resolveServer(s),
    );
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://127.0.0.1:${port}`;
  const runners =
    options.runners > 0
      ? startEmbeddedRunners({
          count: options.runners,
          serverUrl: url,
          token: secrets.runnerToken,
          workDir: join(options.dataDir, 'runners'),
          leaseSeconds: options.runnerLeaseSeconds,
          slotOffset: options.runnerSlotOffset,
          log: platform.log,
        })
      : null;
  const maintenance = setInterval(() => {
    runScheduledMaintenance(platform).catch((error) => platform.log.error(String(error)));
  }, MAINTENANCE_INTERVAL_MS);
  maintenance.unref();
  const pgliteMaintenance =
    database.kind === 'pglite' ? startPgliteMaintenance(database.db, platform.log) : null;

  return {
    url,
    platform,
    database,
    runners,
    async stop() {
      clearInterval(maintenance);
      pgliteMaintenance?.stop();
      await runners?.stop();
      await new Promise<void>((done) => server.close(() => done()));
      await database.close();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const options = optionsFromEnv();
  const running = await startServer(options);
  console.log(
    `Judge platform listening on http://localhost:${options.port} (database: ${running.database.kind})`,
  );
  const shutdown = async (signal: string) => {
    console.log(`${signal}: shutting down`);
    await running.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
