// The runner's settings, from command-line flags with environment variables as fallbacks.
import { availableParallelism, hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

export interface CloudflareQueueSettings {
  accountId: string;
  queueId: string;
  apiToken: string;
  /** API root; overridable so tests can point at a local fake. */
  apiBase: string;
  /** How long a pulled message stays invisible to other consumers. */
  visibilityTimeoutMs: number;
}

export interface RunnerConfig {
  serverUrl: string;
  token: string;
  name: string;
  /**
   * A remote runner: it takes only remote jobs (submitting to other judges and polling them), needs
   * no sandbox, toolchain or test data, and advertises no languages.
   */
  remote: boolean;
  /** Jobs at once: sandbox slots, or remote jobs in remote mode. */
  concurrency: number;
  /**
   * Remote jobs at once: `concurrency` in remote mode; beside the sandbox slots when pulling from a
   * Cloudflare Queue (one queue for every kind); 0 for a sandbox runner on the server's queue.
   */
  remoteConcurrency: number;
  /** Overrides every judge's poll interval and poll budget (tests, rehearsals against stand-ins). */
  remotePollMs: number | null;
  remoteMaxPolls: number | null;
  /** First slot number; slots decide the sandbox uids and cgroups, so runners on one machine must not overlap. */
  slotOffset: number;
  workDir: string;
  /** Bound of the test data cache on disk. */
  cacheMb: number;
  leaseSeconds: number;
  heartbeatSeconds: number;
  /** On SIGTERM/SIGINT, how long running jobs may take to finish before they are given back. */
  shutdownGraceSeconds: number;
  /** Set when jobs come from a Cloudflare Queue instead of the server's own queue. */
  cloudflare: CloudflareQueueSettings | null;
  /** `--check`: verify the tokens and the access to the server and the queue, take no work, exit. */
  check: boolean;
}

export const USAGE = `judge-runner: pulls judge jobs, compiles and runs submissions in the sandbox, reports results.

Usage: node --import tsx judge-runner/src/main.ts --server URL --token TOKEN [options]
       node dist/judge-runner/lib/bin/judge-runner.mjs …  (the bundle: judge-runner/build-bundle.mjs)

  --check                   verify the runner token, the server and (Cloudflare) the queue access,
                            and the sandbox helper; takes no work; exits 0 when all is well
  --version                 print the runner's version

  --server URL              the judge platform (env JUDGE_SERVER_URL)
  --token TOKEN             the runner token, .data/secrets.json runnerToken (env RUNNER_TOKEN)
  --name NAME               shown on the admin dashboard (env RUNNER_NAME; default: host name)
  --concurrency N           jobs at once: one per core by default, 8 with --remote (env RUNNER_CONCURRENCY)
  --slot-offset N           first sandbox slot (uids, cgroups) for several runners on one machine
  --work-dir DIR            boxes and caches (env RUNNER_WORK_DIR; default: <tmp>/judge-runner-<name>)
  --cache-mb N              test data cache size (default 2048)
  --lease-seconds N         visibility timeout of a leased job, renewed by heartbeats (default 60)
  --heartbeat-seconds N     (default 5)
  --shutdown-grace-seconds N  time to finish running jobs on SIGTERM (default 30)

Remote judging (submissions to Codeforces, HDU, ... through the site's accounts):
  --remote                  a remote runner: takes only remote jobs, needs no sandbox (env RUNNER_REMOTE=1)
  --remote-concurrency N    remote jobs at once beside the sandbox slots, Cloudflare Queues only (default 8)
  --remote-poll-ms N        read a run's verdict this often instead of each judge's own pace
  --remote-max-polls N      read it this many times at most instead of each judge's own budget

Cloudflare Queues (jobs from a queue's HTTP pull consumer; --server still serves job details and results):
  --cf-account ID --cf-queue ID --cf-api-token TOKEN  (env CF_ACCOUNT_ID, CF_QUEUE_ID, CF_API_TOKEN)
  --cf-api-base URL         (default https://api.cloudflare.com/client/v4)
  --cf-visibility-ms N      lease of a pulled message (default 300000); raised on its own, up to 12 h,
                            for a job whose worst case does not fit (leases cannot be extended)
`;

function positiveInt(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new Error(`${name} must be an integer of at least ${min}, got '${value}'`);
  return n;
}

/** Unset stays null: the judge's own setting applies. */
function optionalPositiveInt(name: string, value: string | undefined): number | null {
  return value === undefined || value === '' ? null : positiveInt(name, value, 1);
}

/** A yes/no variable: 1/true or 0/false (unset and empty are no); anything else is a mistake worth naming. */
function flagFromEnv(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0' || value.toLowerCase() === 'false') return false;
  if (value === '1' || value.toLowerCase() === 'true') return true;
  throw new Error(`${name} must be 1 or 0, got '${value}'`);
}

const DEFAULT_REMOTE_CONCURRENCY = 8;
/** The Cloudflare Queues pull API's longest visibility timeout (12 hours). */
export const VISIBILITY_TIMEOUT_MAX_MS = 12 * 3600 * 1000;

export function parseConfig(argv: readonly string[], env: NodeJS.ProcessEnv): RunnerConfig {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      server: { type: 'string' },
      token: { type: 'string' },
      name: { type: 'string' },
      concurrency: { type: 'string' },
      'slot-offset': { type: 'string' },
      'work-dir': { type: 'string' },
      'cache-mb': { type: 'string' },
      'lease-seconds': { type: 'string' },
      'heartbeat-seconds': { type: 'string' },
      'shutdown-grace-seconds': { type: 'string' },
      remote: { type: 'boolean' },
      'remote-concurrency': { type: 'string' },
      'remote-poll-ms': { type: 'string' },
      'remote-max-polls': { type: 'string' },
      'cf-account': { type: 'string' },
      'cf-queue': { type: 'string' },
      'cf-api-token': { type: 'string' },
      'cf-api-base': { type: 'string' },
      'cf-visibility-ms': { type: 'string' },
      check: { type: 'boolean' },
    },
    strict: true,
  });
  const serverUrl = (values.server ?? env.JUDGE_SERVER_URL ?? '').replace(/\/+$/, '');
  if (!serverUrl) throw new Error('--server (or JUDGE_SERVER_URL) is required');
  if (!/^https?:\/\//.test(serverUrl)) throw new Error(`--server must be an http(s) URL, got '${serverUrl}'`);
  const token = values.token ?? env.RUNNER_TOKEN ?? '';
  if (!token) throw new Error('--token (or RUNNER_TOKEN) is required');
  const name = values.name ?? env.RUNNER_NAME ?? hostname();
  if (!/^[\w.@:-]{1,100}$/.test(name))
    throw new Error(`--name may hold letters, digits and . _ - @ : only, got '${name}'`);

  const accountId = values['cf-account'] ?? env.CF_ACCOUNT_ID;
  const queueId = values['cf-queue'] ?? env.CF_QUEUE_ID;
  const apiToken = values['cf-api-token'] ?? env.CF_API_TOKEN;
  const anyCloudflare = Boolean(accountId || queueId || apiToken);
  if (anyCloudflare && !(accountId && queueId && apiToken)) {
    throw new Error('--cf-account, --cf-queue and --cf-api-token go together');
  }
  const cloudflare: CloudflareQueueSettings | null = anyCloudflare
    ? {
        accountId: accountId!,
        queueId: queueId!,
        apiToken: apiToken!,
        apiBase: (values['cf-api-base'] ?? env.CF_API_BASE ?? 'https://api.cloudflare.com/client/v4').replace(
          /\/+$/,
          '',
        ),
        visibilityTimeoutMs: Math.min(
          VISIBILITY_TIMEOUT_MAX_MS,
          positiveInt(
            '--cf-visibility-ms',
            values['cf-visibility-ms'] ?? env.CF_VISIBILITY_MS,
            300_000,
            1000,
          ),
        ),
      }
    : null;

  const remote = values.remote === true || flagFromEnv('RUNNER_REMOTE', env.RUNNER_REMOTE);
  // Remote jobs spend their time waiting on other sites, not on this machine's cores.
  const concurrency = positiveInt(
    '--concurrency',
    values.concurrency ?? env.RUNNER_CONCURRENCY,
    remote ? DEFAULT_REMOTE_CONCURRENCY : availableParallelism(),
  );
  if (values['remote-concurrency'] !== undefined && (remote || !cloudflare)) {
    throw new Error(
      remote
        ? '--remote-concurrency is for a sandbox runner; a remote runner takes --concurrency remote jobs'
        : '--remote-concurrency needs the Cloudflare Queue settings: on the server queue, remote jobs go to a --remote runner',
    );
  }
  const remoteConcurrency = remote
    ? concurrency
    : cloudflare
      ? positiveInt('--remote-concurrency', values['remote-concurrency'], DEFAULT_REMOTE_CONCURRENCY)
      : 0;

  return {
    serverUrl,
    token,
    name,
    remote,
    concurrency,
    remoteConcurrency,
    remotePollMs: optionalPositiveInt('--remote-poll-ms', values['remote-poll-ms']),
    remoteMaxPolls: optionalPositiveInt('--remote-max-polls', values['remote-max-polls']),
    slotOffset: positiveInt('--slot-offset', values['slot-offset'] ?? env.RUNNER_SLOT_OFFSET, 0, 0),
    workDir: values['work-dir'] ?? env.RUNNER_WORK_DIR ?? join(tmpdir(), `judge-runner-${name}`),
    cacheMb: positiveInt('--cache-mb', values['cache-mb'], 2048, 16),
    leaseSeconds: positiveInt('--lease-seconds', values['lease-seconds'] ?? env.RUNNER_LEASE_SECONDS, 60, 2),
    heartbeatSeconds: positiveInt('--heartbeat-seconds', values['heartbeat-seconds'], 5),
    shutdownGraceSeconds: positiveInt('--shutdown-grace-seconds', values['shutdown-grace-seconds'], 30, 0),
    cloudflare,
    check: values.check === true,
  };
}
