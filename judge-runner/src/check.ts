// `--check`: proves a runner's settings work before it is left to run: the server takes the runner
// token, the Cloudflare API token may read and acknowledge on the queue, the queue has an HTTP pull
// consumer, and (for a sandbox runner) the sandbox helper is built and some toolchain is found.
// It takes no work: no lease, no pull, no heartbeat (which would list the runner on the dashboard),
// and it claims no sandbox slot, so it is safe beside a running runner.
import type { RunnerConfig } from './config';
import { detectLanguages } from './languages/detect';
import { SANDBOX_BINARY, sandboxAvailable } from './sandbox/run-sandboxed';
import { ServerClient, ServerError } from './server-client';
import { CloudflareQueuesApi, QueuesApiError } from './sources/cloudflare-queues-api';

export interface CheckLine {
  ok: boolean;
  /** A warning does not fail the check: the runner can work, but something deserves a look. */
  warning?: boolean;
  what: string;
  detail: string;
}

/** A hash no test data has: asking for it needs the runner token and touches nothing. */
const NO_SUCH_TESTCASE = '0'.repeat(64);

async function checkServer(config: RunnerConfig): Promise<CheckLine> {
  const what = `server ${config.serverUrl}`;
  const quiet = { info() {}, warn() {}, error() {} };
  try {
    await new ServerClient(config.serverUrl, config.token, quiet).fetchTestcase(NO_SUCH_TESTCASE);
    return { ok: true, what, detail: 'reachable; the runner token is accepted' };
  } catch (error) {
    if (error instanceof ServerError && error.httpStatus === 404) {
      return { ok: true, what, detail: 'reachable; the runner token is accepted' };
    }
    if (error instanceof ServerError && (error.httpStatus === 401 || error.httpStatus === 403)) {
      return {
        ok: false,
        what,
        detail: 'the runner token is refused (RUNNER_TOKEN must equal the server secret)',
      };
    }
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const said = error instanceof Error ? error.message : String(error);
    return { ok: false, what, detail: `no usable answer: ${said}${cause ? ` (${cause})` : ''}` };
  }
}

async function checkQueue(config: RunnerConfig): Promise<CheckLine[]> {
  const settings = config.cloudflare;
  if (!settings) return [];
  const api = new CloudflareQueuesApi(settings);
  const what = `Cloudflare ${api.queueLabel}`;
  const lines: CheckLine[] = [];
  try {
    const info = await api.queueInfo();
    const pull = info.consumers?.find((c) => c.type === 'http_pull');
    if (!pull) {
      const kinds = (info.consumers ?? []).map((c) => c.type ?? 'unknown').join(', ') || 'none';
      lines.push({
        ok: false,
        what,
        detail: `the queue has no HTTP pull consumer (consumers: ${kinds}); add one: wrangler queues consumer http add ${info.queue_name ?? '<queue>'}`,
      });
    } else {
      const retries = pull.settings?.max_retries;
      lines.push({
        ok: true,
        what,
        detail: `queue ${info.queue_name ?? info.queue_id ?? settings.queueId} is readable; HTTP pull consumer with max_retries ${retries ?? 'default'}, dead-letter queue ${pull.dead_letter_queue ?? 'not reported'}`,
      });
      if (retries !== undefined && retries < 2) {
        lines.push({
          ok: true,
          warning: true,
          what,
          detail: `max_retries ${retries} leaves no delivery to spare: a job given back for a longer lease, or whose runner died, is dead-lettered at once`,
        });
      }
    }
    if (info.settings?.delivery_paused) {
      lines.push({
        ok: true,
        warning: true,
        what,
        detail: 'delivery is paused: pulls return nothing until it resumes',
      });
    }
  } catch (error) {
    lines.push({ ok: false, what, detail: describeQueueError(error, 'read the queue') });
    return lines;
  }
  try {
    await api.ackNothing();
    lines.push({ ok: true, what, detail: 'the API token may acknowledge messages (queues_write)' });
  } catch (error) {
    const refused = error instanceof QueuesApiError && error.tokenRefused;
    lines.push({
      ok: !refused,
      warning: !refused,
      what,
      detail: refused
        ? describeQueueError(error, 'acknowledge messages')
        : `could not prove the token may acknowledge messages: ${String(error)}`,
    });
  }
  return lines;
}

function describeQueueError(error: unknown, action: string): string {
  if (error instanceof QueuesApiError && error.tokenRefused) {
    return `the API token may not ${action} (${error.message}): CF_API_TOKEN needs the Queues Edit permission on this account`;
  }
  if (error instanceof QueuesApiError && error.httpStatus === 404) {
    return `no such queue (${error.message}): CF_QUEUE_ID is the queue's id (wrangler queues info NAME), not its name`;
  }
  return `could not ${action}: ${error instanceof Error ? error.message : String(error)}`;
}

async function checkSandbox(config: RunnerConfig): Promise<CheckLine[]> {
  if (config.remote) return [];
  const lines: CheckLine[] = [];
  lines.push(
    sandboxAvailable()
      ? { ok: true, what: 'sandbox helper', detail: SANDBOX_BINARY }
      : {
          ok: false,
          what: 'sandbox helper',
          detail: `${SANDBOX_BINARY} is not built (node scripts/build-sandbox.mjs)`,
        },
  );
  const languages = await detectLanguages();
  lines.push(
    languages.length > 0
      ? { ok: true, what: 'toolchains', detail: languages.map((l) => l.name).join(', ') }
      : { ok: false, what: 'toolchains', detail: 'none found: this runner could not judge any language' },
  );
  return lines;
}

/** Runs every check; the runner's exit code is 0 when none failed. */
export async function runChecks(config: RunnerConfig): Promise<CheckLine[]> {
  const [server, queue, sandbox] = await Promise.all([
    checkServer(config),
    checkQueue(config),
    checkSandbox(config),
  ]);
  return [server, ...queue, ...sandbox];
}

export function formatCheck(lines: readonly CheckLine[]): string {
  return lines
    .map((line) => `${line.ok ? (line.warning ? 'warn' : 'ok  ') : 'FAIL'}  ${line.what}: ${line.detail}`)
    .join('\n');
}
