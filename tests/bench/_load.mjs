// The load side shared by the HTTP benchmarks: a fixed number of concurrent keep-alive clients in a
// worker thread (so the load generator does not compete with the server for the main thread's
// event loop), latency percentiles and throughput, and the pieces of the ratio tables.
//
// This file is also the worker's entry: `measure` starts it as a Worker and the branch at the
// bottom runs the load there. A marker in workerData keeps that branch from firing in a worker
// some other file starts after importing this one.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const LOAD_RUNNER = 'bench-load-runner';

/** `--name value` and `--quick` of a benchmark's command line. */
export function cliArgs(argv) {
  const quick = argv.includes('--quick');
  const value = (name, fallback) => {
    const at = argv.indexOf(`--${name}`);
    return at >= 0 && argv[at + 1] !== undefined ? Number(argv[at + 1]) : fallback;
  };
  return { quick, value };
}

/**
 * Drives `requests` (each `{ path, method?, headers?, body? }`, taken in turn) for `warmupMs`
 * unrecorded, then `durationMs` recorded; each answer must be a 200 with a 200 envelope.
 */
async function runLoad({ baseUrl, requests, concurrency, durationMs, warmupMs }) {
  const latencies = [];
  let errors = 0;
  let firstError = null;
  let next = 0;
  let sent = 0;
  const fire = async (record) => {
    const spec = requests[next++ % requests.length];
    const method = spec.method ?? 'GET';
    sent++;
    const started = performance.now();
    try {
      const res = await fetch(baseUrl + spec.path, { method, headers: spec.headers, body: spec.body });
      const body = await res.json();
      if (res.status !== 200 || body.status !== 200) throw new Error(`${res.status} ${body.msg}`);
    } catch (error) {
      errors++;
      firstError ??= `${method} ${spec.path}: ${error.message}`;
    }
    if (record) latencies.push(performance.now() - started);
  };
  const drive = async (untilMs, record) => {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < untilMs) await fire(record);
      }),
    );
  };
  await drive(performance.now() + warmupMs, false);
  errors = 0;
  const start = performance.now();
  await drive(start + durationMs, true);
  const elapsed = performance.now() - start;
  latencies.sort((a, b) => a - b);
  const pick = (q) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    count: latencies.length,
    throughput: (latencies.length / elapsed) * 1000,
    p50: pick(0.5),
    p95: pick(0.95),
    p99: pick(0.99),
    errors,
    firstError,
    sent,
  };
}

/**
 * Runs one scenario in a fresh worker thread; fails on any failed request.
 * `sent` counts the warm-up requests too, for per-request figures over the whole run.
 */
export async function measure(name, scenario) {
  const result = await new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { runner: LOAD_RUNNER, scenario },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (result.errors > 0)
    throw new Error(`${name}: ${result.errors} failed requests, e.g. ${result.firstError}`);
  return result;
}

/**
 * Measures each route right after a fresh run of the baseline: on a shared machine the load from
 * elsewhere drifts over a run, and a baseline from minutes earlier would credit or blame a route
 * for the drift.
 */
export async function againstBaseline(run, [baseName, baseRequests], routes) {
  const results = [];
  for (const [name, requests] of routes) {
    const base = await run(baseName, baseRequests);
    results.push({ ...(await run(name, requests)), base });
  }
  return results;
}

/** A table cell of milliseconds. */
export const ms = (v) => v.toFixed(2).padStart(7);
/** A table cell of a ratio, `digits` after the point. */
export const ratio = (v, b, digits = 1) => `${(v / b).toFixed(digits)}x`.padStart(6);

if (!isMainThread && workerData?.runner === LOAD_RUNNER) {
  runLoad(workerData.scenario).then((result) => parentPort.postMessage(result));
}
