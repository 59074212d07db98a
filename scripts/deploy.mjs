// `npm run deploy`: the Cloudflare deployment in one command (infra/cloudflare/README.md).
//
//   DIRECT_DATABASE_URL='<Neon direct connection string>' ROOT_PASSWORD=… npm run deploy
//   npm run deploy -- --env staging       the [env.staging] deployment of wrangler.toml
//   npm run deploy -- --dry-run           says what it would do; builds and runs `wrangler deploy --dry-run`
//
// In order: the R2 bucket and the queues exist (created when missing); the judge queue's HTTP pull
// consumer has the retries, visibility timeout and dead-letter queue of
// scripts/lib/edge/pull-consumer.mjs (added, or replaced when it differs: Wrangler's config file
// cannot declare it); the database is migrated over the direct URL; the web app is built; the
// Worker is bundled and the bundle's hash names this revision; the bootstrap (roles, root,
// languages, demo problems and their test data in R2) runs for that revision unless it already
// did; `wrangler deploy` passes the revision as BOOTSTRAP_REVISION, so the deployed Worker finds
// the bootstrap's marker and no request of it bootstraps under a lock.
//
// Options: --env NAME, --dry-run, --skip-build (deploy web/dist as it is), --cron EXPR (repeatable:
// the cron schedules for this deployment instead of wrangler.toml's [triggers] crons).
// Cloudflare credentials are Wrangler's own: `npx wrangler login`, or CLOUDFLARE_API_TOKEN and
// CLOUDFLARE_ACCOUNT_ID.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { unstable_readConfig } from 'wrangler';
import { cloudflareSteps, DeployError, hashBundle } from './lib/edge/deploy-steps.mjs';
import { migrateDatabase } from './migrate.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WRANGLER = join(ROOT, 'node_modules/.bin/wrangler');
const CONFIG = join(ROOT, 'wrangler.toml');
const BOOTSTRAP = join(ROOT, 'scripts/lib/edge/bootstrap-edge-database.ts');

function readOptions() {
  try {
    return parseArgs({
      options: {
        env: { type: 'string' },
        'dry-run': { type: 'boolean' },
        'skip-build': { type: 'boolean' },
        cron: { type: 'string', multiple: true },
      },
      strict: true,
    }).values;
  } catch (error) {
    console.error(`[deploy] ${error.message}; options: --env NAME, --dry-run, --skip-build, --cron EXPR`);
    process.exit(2);
  }
}
const options = readOptions();
const dryRun = options['dry-run'] === true;
const environment = options.env;
// Named even when empty: with [env.*] sections, Wrangler warns about a deploy that names none.
const wranglerEnv = ['--env', environment ?? ''];

const say = (line) => console.log(`[deploy] ${line}`);
const fail = (message) => {
  throw new DeployError(message);
};

/** Runs Wrangler; `capture` returns its output instead of showing it. */
function wrangler(args, { capture = false } = {}) {
  const result = spawnSync(WRANGLER, [...args, '--config', CONFIG], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? 'false' },
  });
  if (result.error) fail(`could not run wrangler: ${result.error.message}`);
  return { ok: result.status === 0, stdout: result.stdout ?? '', stderr: result.stderr ?? '' };
}

const { change, ensureExists, ensurePullConsumer } = cloudflareSteps({ wrangler, dryRun, say });

const redact = (url) => {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.hostname}${parsed.pathname}`;
  } catch {
    return '(not a URL)';
  }
};

async function deploy() {
  // --- what is deployed, from wrangler.toml ---------------------------------------------------
  const config = unstable_readConfig({ config: CONFIG, env: environment });
  const bucket = config.r2_buckets.find((binding) => binding.binding === 'FILES')?.bucket_name;
  const judgeQueue = config.queues.producers?.find((binding) => binding.binding === 'JUDGE_QUEUE')?.queue;
  const deadLetterQueue = config.queues.consumers?.[0]?.queue;
  if (!bucket || !judgeQueue || !deadLetterQueue)
    fail(
      `wrangler.toml${environment ? ` [env.${environment}]` : ''} must declare the FILES bucket, the JUDGE_QUEUE ` +
        'producer and the consumer of its dead-letter queue',
    );
  const crons = options.cron ?? config.triggers.crons ?? [];
  say(
    `${dryRun ? 'dry run of ' : ''}${config.name}${environment ? ` (env ${environment})` : ''}: bucket ${bucket}, ` +
      `judge queue ${judgeQueue}, dead-letter queue ${deadLetterQueue}, cron ${crons.join(', ') || 'none'}`,
  );

  const databaseUrl = process.env.DIRECT_DATABASE_URL;
  const rootPassword = process.env.ROOT_PASSWORD;
  const missing = [
    !databaseUrl && 'DIRECT_DATABASE_URL (the Neon direct connection string: migrations and the bootstrap)',
    !rootPassword && 'ROOT_PASSWORD (root\u2019s first password, the same as the Worker secret)',
  ].filter(Boolean);
  if (missing.length > 0) {
    if (!dryRun) fail(`set ${missing.join(' and ')}`);
    say(`a real run needs ${missing.join(' and ')}`);
  }
  if (databaseUrl && !URL.canParse(databaseUrl)) fail('DIRECT_DATABASE_URL is not a URL');
  if (databaseUrl && new URL(databaseUrl).hostname.includes('-pooler'))
    say('DIRECT_DATABASE_URL is a pooled (-pooler) address; Neon advises the direct one for migrations');

  // --- 1. resources ---------------------------------------------------------------------------
  ensureExists('R2 bucket', bucket, ['r2', 'bucket', 'info', bucket], ['r2', 'bucket', 'create', bucket]);
  const queueInfo = ensureExists(
    'queue',
    judgeQueue,
    ['queues', 'info', judgeQueue],
    ['queues', 'create', judgeQueue],
  );
  ensureExists(
    'queue',
    deadLetterQueue,
    ['queues', 'info', deadLetterQueue],
    ['queues', 'create', deadLetterQueue],
  );
  ensurePullConsumer(judgeQueue, deadLetterQueue);

  // --- 2. database ----------------------------------------------------------------------------
  if (dryRun) {
    say(`would migrate ${databaseUrl ? redact(databaseUrl) : 'DIRECT_DATABASE_URL'} (scripts/migrate.mjs)`);
  } else {
    say(`migrating ${redact(databaseUrl)}`);
    await migrateDatabase(databaseUrl);
  }

  // --- 3. build and bundle ----------------------------------------------------------------------
  const distDir = resolve(ROOT, config.assets?.directory ?? 'web/dist');
  if (options['skip-build']) {
    if (!existsSync(join(distDir, 'index.html'))) fail(`--skip-build, but ${distDir} holds no built web app`);
    say(`using the web app already built in ${relative(ROOT, distDir)}`);
  } else {
    say('building the web app (npm run build)');
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) fail('the web build failed');
  }
  const cronArgs = (options.cron ?? []).flatMap((expression) => ['--schedule', expression]);
  const bundleDir = mkdtempSync(join(tmpdir(), 'deploy-bundle-'));
  let revision;
  try {
    say('bundling the Worker (wrangler deploy --dry-run)');
    const bundled = wrangler(['deploy', '--dry-run', '--outdir', bundleDir, ...wranglerEnv, ...cronArgs]);
    if (!bundled.ok) fail('bundling the Worker failed');
    revision = hashBundle(bundleDir);
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
  say(`revision ${revision} (the bundle's hash)`);

  // --- 4. bootstrap ---------------------------------------------------------------------------
  const bootstrapArgs = ['--import', 'tsx', BOOTSTRAP, '--revision', revision, '--remote'];
  if (environment) bootstrapArgs.push('--env', environment);
  if (dryRun) {
    say(`would bootstrap revision ${revision} over DIRECT_DATABASE_URL, test data to R2 bucket ${bucket}`);
  } else {
    say(`bootstrapping revision ${revision}`);
    const bootstrap = spawnSync(process.execPath, bootstrapArgs, {
      cwd: ROOT,
      stdio: 'inherit',
      // The connection string goes through the environment, out of the process list.
      env: { ...process.env, DATABASE_URL: databaseUrl, ROOT_PASSWORD: rootPassword },
    });
    if (bootstrap.status !== 0) fail('the bootstrap failed; nothing was deployed');
  }

  // --- 5. deploy ------------------------------------------------------------------------------
  change('deploy the Worker', [
    'deploy',
    ...wranglerEnv,
    ...cronArgs,
    '--var',
    `BOOTSTRAP_REVISION:${revision}`,
  ]);

  if (dryRun) {
    say('dry run done: nothing outside this machine was changed');
  } else {
    const queueId = /Queue ID:\s*(\S+)/.exec(queueInfo ?? '')?.[1];
    say(
      `done. Judge runners pull from queue ${judgeQueue}${queueId ? ` (CF_QUEUE_ID=${queueId})` : ''}; ` +
        'see infra/cloudflare/README.md § Judge runners',
    );
  }
}

try {
  await deploy();
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(`[deploy] ${error.message}`);
  process.exit(1);
}
