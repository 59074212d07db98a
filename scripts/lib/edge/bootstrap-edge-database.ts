// The Cloudflare deployment's bootstrap (roles, root, languages, demo problems and their test
// data) run from the deploy step over the direct database URL, so no request of the deployed
// Worker has to run it under a lock. Test data goes to the deployment's R2 bucket through
// Wrangler's platform proxy: the real bucket with --remote (npm run deploy), or the local one a
// `wrangler dev --persist-to DIR` reads with --persist-to DIR (npm run dev:edge).
//
//   ROOT_PASSWORD=… node --import tsx scripts/lib/edge/bootstrap-edge-database.ts \
//     --database-url URL --revision REV (--remote [--env staging] | --persist-to DIR)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { R2Bucket } from '@cloudflare/workers-types';
import { getPlatformProxy, unstable_readConfig } from 'wrangler';
import { bootstrapRevisionOnce } from '../../../worker/src/cloudflare/bootstrap';
import { WORKERS_PASSWORD_ITERATIONS } from '../../../worker/src/cloudflare/env';
import { createR2FileStore } from '../../../worker/src/cloudflare/r2-file-store';
import { openDatabase } from '../../../worker/src/node/database';
import {
  type AppConfig,
  consoleLogger,
  type Platform,
  systemClock,
} from '../../../worker/src/platform/platform';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The bootstrap needs only the password strength (root's hash) from the configuration; the
 * deployment's secrets live in Cloudflare, not here, so reading one is a mistake to name.
 */
function bootstrapConfig(baseUrl: string): AppConfig {
  const notHere = (name: string): never => {
    throw new Error(`the deploy-step bootstrap has no ${name}; only the Worker does`);
  };
  return {
    baseUrl,
    corsOrigins: [],
    passwordIterations: WORKERS_PASSWORD_ITERATIONS,
    get jwtSecret() {
      return notHere('JWT_SECRET');
    },
    get runnerToken() {
      return notHere('RUNNER_TOKEN');
    },
    get remoteAccountKey() {
      return notHere('REMOTE_ACCOUNT_KEY');
    },
    get remoteJudgeUrls() {
      return notHere('REMOTE_JUDGE_URLS');
    },
  };
}

/** A port the bootstrap must never use (it sends no judge job and no mail). */
function absentPort<T extends object>(name: string): T {
  return new Proxy({} as T, {
    get(_target, property) {
      throw new Error(`the deploy-step bootstrap has no ${name} (asked for ${String(property)})`);
    },
  });
}

export interface EdgeBootstrapOptions {
  databaseUrl: string;
  revision: string;
  rootPassword: string;
  /** Wrangler environment (e.g. staging) whose bucket and vars apply. */
  environment?: string;
  /** The real R2 bucket (needs `wrangler login` or CLOUDFLARE_API_TOKEN). */
  remote: boolean;
  /** Without `remote`: the `--persist-to` folder of the `wrangler dev` that will serve. */
  persistTo?: string;
}

/** Runs the bootstrap once for `revision`; resolves whether it ran (false: the marker existed). */
export async function bootstrapEdgeDatabase(options: EdgeBootstrapOptions): Promise<boolean> {
  const config = unstable_readConfig({ config: join(ROOT, 'wrangler.toml'), env: options.environment });
  const bucket = config.r2_buckets.find((binding: { binding: string }) => binding.binding === 'FILES');
  if (!bucket?.bucket_name) throw new Error('wrangler.toml declares no R2 bucket bound as FILES');
  const baseUrl = String((config.vars as Record<string, unknown>).BASE_URL ?? '');

  // A config holding only the bucket: the proxy needs neither the assets nor the queues.
  const scratch = mkdtempSync(join(tmpdir(), 'edge-bootstrap-'));
  const proxyConfig = join(scratch, 'wrangler.json');
  writeFileSync(
    proxyConfig,
    JSON.stringify({
      name: 'judge-edge-bootstrap',
      compatibility_date: config.compatibility_date,
      r2_buckets: [{ binding: 'FILES', bucket_name: bucket.bucket_name, remote: options.remote }],
    }),
  );
  const proxy = await getPlatformProxy<{ FILES: R2Bucket }>({
    configPath: proxyConfig,
    remoteBindings: options.remote,
    persist: options.remote ? false : { path: join(resolve(options.persistTo ?? '.wrangler/state'), 'v3') },
  });
  const database = await openDatabase({ url: options.databaseUrl, dataDir: null, poolSize: 2 });
  const background: Promise<unknown>[] = [];
  try {
    const platform: Platform = {
      db: database.db,
      files: createR2FileStore(proxy.env.FILES),
      judgeQueue: absentPort('judge queue'),
      mail: absentPort('mail transport'),
      clock: systemClock,
      config: bootstrapConfig(baseUrl),
      database: database.source,
      log: consoleLogger,
      waitUntil: (promise) => background.push(promise),
    };
    const ran = await bootstrapRevisionOnce(platform, options.revision, options.rootPassword);
    await Promise.all(background);
    return ran;
  } finally {
    await database.close();
    await proxy.dispose();
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      revision: { type: 'string' },
      env: { type: 'string' },
      remote: { type: 'boolean' },
      'persist-to': { type: 'string' },
    },
    strict: true,
  });
  const databaseUrl = values['database-url'] ?? process.env.DATABASE_URL;
  const rootPassword = process.env.ROOT_PASSWORD;
  if (!databaseUrl || !values.revision || !rootPassword) {
    console.error('needs --database-url (or DATABASE_URL), --revision and ROOT_PASSWORD in the environment');
    process.exit(2);
  }
  const ran = await bootstrapEdgeDatabase({
    databaseUrl,
    revision: values.revision,
    rootPassword,
    environment: values.env,
    remote: values.remote === true,
    persistTo: values['persist-to'],
  });
  console.log(
    ran ? `bootstrapped revision ${values.revision}` : `revision ${values.revision} was already bootstrapped`,
  );
}
