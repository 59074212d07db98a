import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ServerType } from '@hono/node-server';
import { createApp } from '../app';
import { bootstrap } from '../bootstrap';
import { ConfigError, parseAppConfig } from '../platform/config';
import type { Platform } from '../platform/platform';
import { runScheduledMaintenance } from '../scheduled';
import { type OpenDatabase, openDatabase } from './database';
import { listen } from './listen';
import { optionsFromEnv, type ServerOptions } from './options';
import { startPgliteMaintenance } from './pglite-maintenance';
import { createNodePlatform } from './platform';
import { type EmbeddedRunners, embeddedRunnerSettingsFromEnv, startEmbeddedRunners } from './runners';
import { loadOrCreateSecrets } from './secrets';
import { staticSite, webDistDir } from './static-site';

/** Housekeeping cadence (the Cloudflare cron runs rarer, every 10 minutes, so Neon can suspend). */
const MAINTENANCE_INTERVAL_MS = 60_000;
/** PBKDF2 strength of new password hashes, the same as the Workers cap. */
const PASSWORD_ITERATIONS = 100_000;

export interface RunningServer {
  url: string;
  platform: Platform;
  database: OpenDatabase;
  runners: EmbeddedRunners | null;
  stop(): Promise<void>;
}

/** Starts the whole embedded platform: database, migrations, bootstrap, API + SPA, judge runners. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const secrets = loadOrCreateSecrets(options.dataDir, process.env);
  const config = parseAppConfig(
    {
      JWT_SECRET: secrets.jwtSecret,
      RUNNER_TOKEN: secrets.runnerToken,
      BASE_URL: options.baseUrl ?? `http://localhost:${options.port}`,
      CORS_ORIGINS: process.env.CORS_ORIGINS,
      REMOTE_ACCOUNT_KEY: secrets.remoteAccountKey,
      REMOTE_JUDGE_URLS: process.env.REMOTE_JUDGE_URLS,
    },
    { passwordIterations: PASSWORD_ITERATIONS },
  );
  const database = await openDatabase({ url: options.databaseUrl, dataDir: join(options.dataDir, 'pglite') });
  await database.migrate();

  const platform = createNodePlatform({
    db: database.db,
    database: database.source,
    dataDir: options.dataDir,
    config,
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
    staticSite: options.serveWeb ? staticSite(webDistDir(process.env)) : undefined,
  });
  const server: ServerType = await listen(app, platform, {
    port: options.port,
    host: options.host,
    trustedProxies: options.trustedProxies ?? 0,
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://127.0.0.1:${port}`;
  const runnerEnv = embeddedRunnerSettingsFromEnv(process.env);
  const runners =
    options.runners > 0
      ? startEmbeddedRunners({
          count: options.runners,
          serverUrl: url,
          token: secrets.runnerToken,
          workDir: join(options.dataDir, 'runners'),
          leaseSeconds: options.runnerLeaseSeconds,
          slotOffset: options.runnerSlotOffset ?? runnerEnv.slotOffset,
          remotePollMs: runnerEnv.remotePollMs,
          remoteMaxPolls: runnerEnv.remoteMaxPolls,
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

/** A bad setting ends the start with its message alone: the stack would only hide it. */
async function startFromEnv(): Promise<{ options: ServerOptions; running: RunningServer }> {
  try {
    const options = optionsFromEnv();
    return { options, running: await startServer(options) };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { options, running } = await startFromEnv();
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
