// The edge deployment rehearsed on one machine: `wrangler dev` running the real Worker
// (wrangler.toml) with local R2 and Queues, the Neon bridge in front of an ordinary Postgres,
// a stand-in for the Queues HTTP pull API fed by a forwarder Worker bound to the local
// `judge-jobs` queue, and a real judge runner in Cloudflare mode pulling from it. Used by
// `npm run dev:edge` (scripts/dev-edge.mjs) and the end-to-end edge test (tests/edge/).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startNeonWsProxy } from '../../../infra/neon-ws-proxy/index.mjs';
import { migrateDatabase } from '../../migrate.mjs';
import { PULL_CONSUMER } from './pull-consumer.mjs';
import { startQueuesPullStandIn } from './queues-pull-stand-in.mjs';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WRANGLER = join(ROOT, 'node_modules/.bin/wrangler');
const FORWARDER = fileURLToPath(new URL('./queue-forwarder.mjs', import.meta.url));
const BOOTSTRAP = fileURLToPath(new URL('./bootstrap-edge-database.ts', import.meta.url));

/** The rehearsal's defaults; every port can be moved so two rehearsals can share a machine. */
export const DEFAULT_PORTS = { worker: 8787, inspector: 9229, bridge: 5480, pullApi: 5481 };

/** Waits for `check` to return a truthy value, or fails after `timeoutMs` naming `what`. */
export async function waitFor(what, check, { timeoutMs, intervalMs = 500, abortIf = () => null }) {
  const deadline = Date.now() + timeoutMs;
  let lastError = null;
  while (Date.now() < deadline) {
    const reason = abortIf();
    if (reason) throw new Error(`${what}: ${reason}`);
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
  throw new Error(
    `timed out after ${timeoutMs} ms waiting for ${what}${lastError ? ` (${lastError.message})` : ''}`,
  );
}

/** The forwarder's own config: it consumes `judge-jobs` locally and posts to the stand-in. */
function writeForwarderConfig(workDir, standIn) {
  const path = join(workDir, 'queue-forwarder.wrangler.json');
  const config = {
    name: 'judge-edge-queue-forwarder',
    main: FORWARDER,
    compatibility_date: '2026-04-20',
    vars: { PULL_STAND_IN_FORWARD_URL: standIn.forwardUrl, PULL_STAND_IN_SECRET: standIn.forwarderSecret },
    // A short batch timeout so a submission reaches the runner within a second or so.
    queues: {
      consumers: [{ queue: 'judge-jobs', max_batch_size: 10, max_batch_timeout: 1, max_retries: 100 }],
    },
  };
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

function writeSecrets(workDir, values) {
  const path = join(workDir, 'edge.env');
  writeFileSync(
    path,
    `${Object.entries(values)
      .map(([key, value]) => `${key}=${JSON.stringify(String(value))}`)
      .join('\n')}\n`,
    { mode: 0o600 },
  );
  return path;
}

function prefixLines(stream, prefix, sink) {
  let pending = '';
  stream.on('data', (chunk) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) sink(`${prefix} ${line}`);
  });
}

/**
 * The runner mounts a tmpfs per sandbox box and keeps them for its next job; once it has
 * stopped, they are unmounted so its work folder can be removed.
 */
function unmountBelow(dir) {
  const mounts = readFileSync('/proc/self/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1] ?? '')
    .filter((point) => point === dir || point.startsWith(`${dir}/`));
  for (const point of mounts.reverse()) spawnSync('umount', ['-l', point], { stdio: 'ignore' });
}

/** Runs a command to its end, its output prefixed into `log`; rejects when it fails. */
function runToCompletion(command, args, { env, log, prefix }) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    prefixLines(child.stdout, prefix, log);
    prefixLines(child.stderr, prefix, log);
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      code === 0
        ? done()
        : fail(new Error(`${prefix} ${args.slice(2, 3).join(' ')} failed (${code ?? signal})`)),
    );
  });
}

async function stopChild(child, graceMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  // wrangler and the runner start children of their own: signal the whole process group.
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }, graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * The runner flags that point it at the stand-in's pull API (the API token goes in CF_API_TOKEN,
 * out of the process list).
 */
export function pullApiArgs(standIn) {
  return ['--cf-account', standIn.accountId, '--cf-queue', standIn.queueId, '--cf-api-base', standIn.apiBase];
}

/**
 * Starts the rehearsal and resolves once the Worker answers /api/health and the runner is up.
 * `close()` stops everything it started, in reverse order.
 */
export async function startEdgeRehearsal({
  databaseUrl,
  workDir,
  distDir,
  ports = DEFAULT_PORTS,
  slotOffset = 0,
  rootPassword = 'edge-root-password',
  runner = true,
  visibilityTimeoutMs = PULL_CONSUMER.visibilityTimeoutSecs * 1000,
  maxRetries = PULL_CONSUMER.maxRetries,
  bodyEncoding = process.env.EDGE_PULL_BODY_ENCODING || 'base64',
  startTimeoutMs = 180_000,
  log = (line) => console.log(line),
}) {
  if (!databaseUrl) throw new Error('DATABASE_URL is required: the Postgres the rehearsal migrates and uses');
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error(`${distDir} holds no built web app (index.html): build it first`);
  mkdirSync(workDir, { recursive: true });
  const stoppers = [];
  const close = async () => {
    for (const stop of stoppers.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        log(`[edge] stopping: ${error.message}`);
      }
    }
  };
  try {
    await migrateDatabase(databaseUrl);
    // As `npm run deploy` does: bootstrap before the Worker starts, under a revision the Worker
    // is told, so its first request only reads the marker.
    const revision = `rehearsal-${randomBytes(6).toString('hex')}`;
    await runToCompletion(
      process.execPath,
      [
        '--import',
        'tsx',
        BOOTSTRAP,
        '--database-url',
        databaseUrl,
        '--revision',
        revision,
        '--persist-to',
        join(workDir, 'state'),
      ],
      {
        env: { ...process.env, ROOT_PASSWORD: rootPassword, WRANGLER_SEND_METRICS: 'false' },
        log,
        prefix: '[bootstrap]',
      },
    );
    const postgres = new URL(databaseUrl);
    const bridge = await startNeonWsProxy({
      port: ports.bridge,
      targets: [`${postgres.hostname}:${postgres.port || '5432'}`],
    });
    stoppers.push(() => bridge.close());

    const standIn = await startQueuesPullStandIn({
      port: ports.pullApi,
      maxRetries,
      defaultVisibilityMs: visibilityTimeoutMs,
      bodyEncoding,
      log: (line) => log(`[pull-api] ${line}`),
    });
    stoppers.push(() => standIn.close());

    const runnerToken = randomBytes(24).toString('hex');
    const envFile = writeSecrets(workDir, {
      DATABASE_URL: databaseUrl,
      NEON_WS_PROXY: `127.0.0.1:${bridge.port}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      RUNNER_TOKEN: runnerToken,
      ROOT_PASSWORD: rootPassword,
      BOOTSTRAP_REVISION: revision,
    });
    const forwarderConfig = writeForwarderConfig(workDir, standIn);
    const workerUrl = `http://127.0.0.1:${ports.worker}`;
    const wrangler = spawn(
      WRANGLER,
      [
        'dev',
        '--config',
        join(ROOT, 'wrangler.toml'),
        '--config',
        forwarderConfig,
        '--env-file',
        envFile,
        '--assets',
        distDir,
        '--ip',
        '127.0.0.1',
        '--port',
        String(ports.worker),
        '--inspector-port',
        String(ports.inspector),
        '--persist-to',
        join(workDir, 'state'),
        '--test-scheduled',
        '--show-interactive-dev-session=false',
      ],
      {
        cwd: ROOT,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          WRANGLER_SEND_METRICS: 'false',
          CLOUDFLARE_CF_FETCH_ENABLED: 'false',
          CI: '1',
        },
      },
    );
    prefixLines(wrangler.stdout, '[wrangler]', log);
    prefixLines(wrangler.stderr, '[wrangler]', log);
    stoppers.push(() => stopChild(wrangler));
    const exited = (child, name) => () =>
      child.exitCode !== null || child.signalCode !== null
        ? `${name} exited (${child.exitCode ?? child.signalCode})`
        : null;
    await waitFor(`the Worker at ${workerUrl}`, async () => (await fetch(`${workerUrl}/api/health`)).ok, {
      timeoutMs: startTimeoutMs,
      intervalMs: 1000,
      abortIf: exited(wrangler, 'wrangler dev'),
    });

    let runnerChild = null;
    if (runner) {
      const runnerWorkDir = join(workDir, 'runner');
      runnerChild = spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          join(ROOT, 'judge-runner/src/main.ts'),
          '--server',
          workerUrl,
          '--name',
          'edge-rehearsal',
          '--concurrency',
          '1',
          '--slot-offset',
          String(slotOffset),
          '--work-dir',
          runnerWorkDir,
          ...pullApiArgs(standIn),
          '--cf-visibility-ms',
          String(visibilityTimeoutMs),
          '--shutdown-grace-seconds',
          '2',
        ],
        {
          cwd: ROOT,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
          // Tokens through the environment, so they stay out of the process list.
          env: { ...process.env, RUNNER_TOKEN: runnerToken, CF_API_TOKEN: standIn.apiToken },
        },
      );
      prefixLines(runnerChild.stdout, '[runner]', log);
      prefixLines(runnerChild.stderr, '[runner]', log);
      stoppers.push(() => unmountBelow(runnerWorkDir));
      stoppers.push(() => stopChild(runnerChild));
    }
    return {
      workerUrl,
      revision,
      standIn,
      rootPassword,
      runnerToken,
      wrangler,
      runner: runnerChild,
      /** Why the rehearsal cannot go on (a child died), or null while it runs. */
      failure: () =>
        exited(wrangler, 'wrangler dev')() ??
        (runnerChild ? exited(runnerChild, 'the judge runner')() : null),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
