// The judge runner's entry: `node --import tsx judge-runner/src/main.ts --server URL --token T`.
// Runs alone on a judge VM, or as a child of the embedded server (worker/src/node/runners.ts).
import { readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { LOCAL_JOB_KINDS } from '../../contract/runner/protocol';
import { formatCheck, runChecks } from './check';
import { parseConfig, type RunnerConfig, USAGE } from './config';
import { logStartFailure } from './embedding';
import { prepareSlot, releaseSlot, slotFor } from './judge/box';
import { claimSlots, killLeftovers } from './judge/slot-lock';
import { detectLanguages } from './languages/detect';
import type { Language } from './languages/languages';
import { createLog, type RunnerLog } from './log';
import { Runner } from './runner';
import { runSandboxed, SANDBOX_BINARY, sandboxAvailable } from './sandbox/run-sandboxed';
import { ServerClient } from './server-client';
import { CloudflarePullSource } from './sources/cloudflare-pull';
import type { JobSource } from './sources/job-source';
import { ServerLeaseSource } from './sources/server-lease';

/** Set by the bundle build (judge-runner/build-bundle.mjs); absent when run from the sources. */
declare const __JUDGE_RUNNER_VERSION__: string | undefined;

function packageVersion(): string {
  if (typeof __JUDGE_RUNNER_VERSION__ === 'string') return __JUDGE_RUNNER_VERSION__;
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? '0.0.0';
}

/** Runs a trivial program in the sandbox to learn which protections this machine gives. */
async function probeSandbox(config: RunnerConfig, log: RunnerLog): Promise<string[]> {
  if (!sandboxAvailable()) {
    throw new Error(
      `the sandbox helper ${SANDBOX_BINARY} is not built: run \`node scripts/build-sandbox.mjs\``,
    );
  }
  const slot = slotFor(config.slotOffset, config.workDir);
  const { boxLimit } = await prepareSlot(slot);
  if (!boxLimit)
    log.warn('SANDBOX BOXES ARE NOT SIZE-LIMITED: mounting a tmpfs failed; run the runner as root');
  const box = join(slot.dir, 'probe');
  await mkdir(box);
  const result = await runSandboxed({
    command: ['/bin/true'],
    box,
    cpuMs: 1000,
    memoryKb: 64 * 1024,
    uid: slot.uid,
    gid: slot.uid,
    cgroup: slot.cgroup,
  });
  await rm(box, { recursive: true, force: true });
  releaseSlot(slot);
  if (result.status !== 'OK')
    throw new Error(`the sandbox does not work here: ${result.status} ${result.error ?? ''}`);
  if (result.missing.length > 0) {
    log.warn(
      `SANDBOX PROTECTIONS MISSING on this machine: ${result.missing.join(', ')}; run the runner as root`,
    );
  }
  return result.missing;
}

/**
 * A sandbox runner claims its slots (killing what a dead predecessor left in them), checks the
 * sandbox and finds its toolchains.
 */
async function prepareSandboxRunner(config: RunnerConfig, log: RunnerLog) {
  const slotIndexes = Array.from({ length: config.concurrency }, (_, i) => config.slotOffset + i);
  const releaseSlots = claimSlots(slotIndexes);
  process.on('exit', releaseSlots);
  const leftovers = killLeftovers(
    slotIndexes.flatMap((i) => [slotFor(i, config.workDir).uid, slotFor(i, config.workDir).auxUid]),
  );
  if (leftovers > 0)
    log.warn(`killed ${leftovers} process(es) a previous runner left in these sandbox slots`);
  await mkdir(config.workDir, { recursive: true, mode: 0o700 });
  const missingProtections = await probeSandbox(config, log);
  const languages = await detectLanguages();
  if (languages.length === 0) throw new Error('no toolchain found: this runner cannot judge any language');
  return { languages, missingProtections };
}

/**
 * A remote runner runs no code here: no slots, no sandbox, no toolchains, nothing to protect. It
 * advertises no languages, so the server never counts it when offering languages.
 */
async function prepareRemoteRunner(config: RunnerConfig) {
  await mkdir(config.workDir, { recursive: true, mode: 0o700 });
  return { languages: [] as Language[], missingProtections: [] as string[] };
}

const START_FAILURE_REPORT_MS = 5000;

/**
 * Says why this runner cannot start, in its log and to the server (the admin dashboard shows it),
 * rather than leaving the submissions it would judge pending with no word. Best effort: the
 * server may be unreachable too, and the log line stands either way.
 */
async function reportStartFailure(
  config: RunnerConfig,
  client: ServerClient,
  log: RunnerLog,
  error: unknown,
) {
  const reason = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  logStartFailure(log, reason);
  await client
    .post(
      'start-failed',
      { name: config.name, host: hostname(), version: packageVersion(), error: reason },
      AbortSignal.timeout(START_FAILURE_REPORT_MS),
    )
    .catch((reportError) =>
      log.warn('could not tell the server why this runner cannot start', { error: String(reportError) }),
    );
}

async function main() {
  if (process.argv.includes('--help')) {
    process.stdout.write(USAGE);
    return;
  }
  if (process.argv.includes('--version')) {
    process.stdout.write(`${packageVersion()}\n`);
    return;
  }
  let config: RunnerConfig;
  try {
    config = parseConfig(process.argv.slice(2), process.env);
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (config.check) {
    const lines = await runChecks(config);
    process.stdout.write(`${formatCheck(lines)}\n`);
    process.exit(lines.every((line) => line.ok) ? 0 : 1);
  }
  const log = createLog(config.name);
  const client = new ServerClient(config.serverUrl, config.token, log);
  let prepared: { languages: Language[]; missingProtections: string[] };
  try {
    prepared = config.remote ? await prepareRemoteRunner(config) : await prepareSandboxRunner(config, log);
  } catch (error) {
    await reportStartFailure(config, client, log, error);
    process.exit(1);
  }
  const { languages, missingProtections } = prepared;
  const source: JobSource = config.cloudflare
    ? new CloudflarePullSource(client, config.cloudflare, config.name, log, {
        remotePace: { pollIntervalMs: config.remotePollMs, maxPolls: config.remoteMaxPolls },
        remoteOnly: config.remote,
      })
    : new ServerLeaseSource(
        client,
        config.name,
        config.leaseSeconds,
        config.remote ? null : languages.map((l) => l.name),
        config.remote ? ['remote'] : LOCAL_JOB_KINDS,
        log,
      );
  const runner = new Runner({
    config,
    client,
    source,
    languages,
    missingProtections,
    version: packageVersion(),
    log,
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing running jobs (up to ${config.shutdownGraceSeconds} s), then stopping`);
    runner.stop().then(
      () => process.exit(0),
      (error) => {
        log.error('stop failed', { error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  for (let attempt = 1; ; attempt++) {
    try {
      await runner.start();
      break;
    } catch (error) {
      if (stopping) return;
      const delay = Math.min(30, 2 ** attempt);
      log.warn(`cannot reach the server at ${config.serverUrl}; retrying in ${delay} s`, {
        error: String(error),
      });
      await new Promise((resolve) => setTimeout(resolve, delay * 1000));
    }
  }
  if (config.remote) {
    log.info(`remote judging for ${config.serverUrl}, up to ${config.concurrency} job(s) at once`, {
      source: source.kind,
    });
  } else {
    log.info(`judging for ${config.serverUrl} with ${config.concurrency} slot(s)`, {
      source: source.kind,
      languages: languages.map((l) => l.name),
      remoteJobsAtOnce: config.remoteConcurrency,
    });
  }
}

main().catch((error) => {
  process.stderr.write(`judge-runner: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
