import { type ExecFileOptions, execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPendingStatus, JudgeStatus } from '../../contract/judge-status';
import { pullApiArgs, ROOT, startEdgeRehearsal, waitFor } from '../../scripts/lib/edge/rehearsal.mjs';

/**
 * The judging path of the Cloudflare deployment on one machine: an A+B submitted over HTTP to
 * the real Worker under `wrangler dev` goes through the outbox to the local queue, the forwarder
 * hands it to the Queues pull API stand-in, the runner pulls it in Cloudflare mode, judges it in
 * the sandbox and reports through the Worker: the submission becomes Accepted.
 *
 * Environment: DATABASE_URL (admin URL of the machine's Postgres, used to create and drop a
 * scratch database), EDGE_PORT_BASE (four consecutive ports: worker, inspector, bridge, pull
 * API; free ports when unset), RUNNER_SLOT_OFFSET (the runner's sandbox slot, default 90),
 * EDGE_DATABASE_PREFIX (default `edge`).
 */

const A_PLUS_B_PYTHON = 'a, b = map(int, input().split())\nprint(a + b)\n';

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function ports() {
  const base = Number(process.env.EDGE_PORT_BASE);
  if (Number.isInteger(base) && base > 0)
    return { worker: base, inspector: base + 1, bridge: base + 2, pullApi: base + 3 };
  return { worker: await freePort(), inspector: await freePort(), bridge: 0, pullApi: 0 };
}

const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseName = `${process.env.EDGE_DATABASE_PREFIX || 'edge'}_${process.pid}_${Date.now().toString(36)}`;
const workDir = mkdtempSync(join(tmpdir(), 'edge-judging-'));
const output: string[] = [];
let rehearsal: Awaited<ReturnType<typeof startEdgeRehearsal>> | null = null;

async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${databaseName}`;

beforeAll(async () => {
  await adminQuery(`create database ${databaseName}`);
  // The Worker only serves /api here; the assets binding needs a folder with an index, the
  // workerd suite's stand-in for a built web app.
  const distDir = join(ROOT, 'worker/test-workerd/fixtures/web-dist');
  rehearsal = await startEdgeRehearsal({
    databaseUrl: databaseUrl.toString(),
    workDir,
    distDir,
    ports: await ports(),
    slotOffset: Number(process.env.RUNNER_SLOT_OFFSET || 90),
    startTimeoutMs: 300_000,
    log: (line: string) => {
      output.push(line);
      if (process.env.EDGE_VERBOSE) console.log(line);
    },
  });
});

afterAll(async () => {
  await rehearsal?.close();
  await adminQuery(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  rmSync(workDir, { recursive: true, force: true });
});

/** Runs a child to its end without blocking this process (which serves the queue's stand-in). */
function runChild(command: string, args: string[], options: ExecFileOptions & { encoding: 'utf8' }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    execFile(command, args, options, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
      done({ code, stdout, stderr });
    });
  });
}

/** The rehearsal's last lines, so a failure in CI says what wrangler and the runner saw. */
const recentOutput = () => output.slice(-60).join('\n');

async function api<T>(path: string, init: { token?: string; body?: unknown } = {}) {
  const response = await fetch(`${rehearsal!.workerUrl}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { response, body: (await response.json()) as { status: number; data: T; msg: string } };
}

/** Signs in over the Worker's API; answers the session token. */
async function signIn(username: string, password: string): Promise<string> {
  const login = await api('/api/login', { body: { username, password } });
  const token = login.response.headers.get('Authorization');
  expect(token, `login of ${username} failed: ${JSON.stringify(login.body)}`).toBeTruthy();
  return token!;
}

/** Submits A+B in Python (`code` varies it) and answers the new submission's id. */
async function submitAPlusB(token: string, code = A_PLUS_B_PYTHON): Promise<number> {
  const submit = await api<{ submitId: number }>('/api/submit-problem-judge', {
    token,
    body: { pid: '1000', language: 'Python3', code, cid: 0, isRemote: false },
  });
  expect(submit.body.status, submit.body.msg).toBe(200);
  return submit.body.data.submitId;
}

interface JudgedSubmission {
  status: number;
  errorMessage?: string;
}

/** Waits until every submission has its verdict; answers them in the order given. */
function judged(submitIds: number[], token: string): Promise<JudgedSubmission[]> {
  return waitFor(
    `submissions ${submitIds.join(', ')} to be judged`,
    async () => {
      const submissions = await Promise.all(
        submitIds.map(async (submitId) => {
          const detail = await api<{ submission: JudgedSubmission }>(
            `/api/get-submission-detail?submitId=${submitId}`,
            { token },
          );
          return detail.body.data?.submission;
        }),
      );
      return submissions.every((s) => s && !isPendingStatus(s.status))
        ? (submissions as JudgedSubmission[])
        : null;
    },
    { timeoutMs: 240_000, intervalMs: 1000, abortIf: () => rehearsal!.failure() },
  ).catch((error: Error) => {
    throw new Error(`${error.message}\n--- rehearsal output ---\n${recentOutput()}`);
  });
}

describe('the edge rehearsal', () => {
  it('judges an A+B submitted to the Worker through the queue and a pulling runner', async () => {
    const token = await signIn('root', rehearsal!.rootPassword);
    const submitId = await submitAPlusB(token);
    const [final] = await judged([submitId], token);
    expect(final!.status, `${JSON.stringify(final)}\n--- rehearsal output ---\n${recentOutput()}`).toBe(
      JudgeStatus.ACCEPTED,
    );

    // The job went the Cloudflare way: delivered by the pull API and acknowledged after the result.
    const counters = rehearsal!.standIn.queue.counters;
    expect(counters.received).toBeGreaterThanOrEqual(1);
    expect(counters.acked).toBeGreaterThanOrEqual(1);
    expect(counters.deadLettered).toBe(0);
    expect(rehearsal!.standIn.queue.backlog).toBe(0);
  });

  it('judges a rush larger than the runner, pulling one message per free slot: no delivery spent, none republished', async () => {
    const token = await signIn('root', rehearsal!.rootPassword);
    // Three users, since one may submit only so often.
    const names = [0, 1, 2].map((i) => `rush${i}_${Date.now().toString(36)}`);
    const imported = await api('/api/admin/user/insert-batch-user', {
      token,
      body: { users: names.map((name) => [name, 'rush-password']) },
    });
    expect(imported.body.status, imported.body.msg).toBe(200);
    const tokens = await Promise.all(names.map((username) => signIn(username, 'rush-password')));
    const before = { ...rehearsal!.standIn.queue.counters };
    // The runner has one sandbox slot and eight remote places: it pulls one message while its slot
    // is free and none while it is busy, so the other two stay in the queue for it (or any idle
    // runner) instead of being taken and put back to wait.
    const submitIds: number[] = [];
    for (const [i, userToken] of tokens.entries()) {
      submitIds.push(await submitAPlusB(userToken, `${A_PLUS_B_PYTHON}# ${i}\n`));
    }
    const statuses = (await judged(submitIds, token)).map((s) => s.status);
    expect(statuses, recentOutput()).toEqual(submitIds.map(() => JudgeStatus.ACCEPTED));
    const counters = rehearsal!.standIn.queue.counters;
    expect(counters.published - before.published, recentOutput()).toBe(0);
    expect(counters.retried - before.retried).toBe(0);
    expect(counters.delivered - before.delivered).toBe(3);
    expect(counters.deadLettered).toBe(0);
    expect(rehearsal!.standIn.queue.backlog).toBe(0);
  });

  it('builds the runner bundle judge VMs get, whose --check passes against the Worker and the queue', async () => {
    const bundle = join(workDir, 'bundle');
    const built = spawnSync(
      process.execPath,
      [join(ROOT, 'judge-runner/build-bundle.mjs'), '--out', bundle],
      {
        encoding: 'utf8',
      },
    );
    expect(built.status, `${built.stdout}${built.stderr}`).toBe(0);
    const manifest = JSON.parse(readFileSync(join(bundle, 'package.json'), 'utf8')) as {
      bundled: Record<string, string>;
    };
    // Every package inside is pinned to the exact version that went in.
    expect(Object.keys(manifest.bundled)).toContain('zod');
    for (const version of Object.values(manifest.bundled)) expect(version).toMatch(/^\d+\.\d+\.\d+/);
    const { standIn, workerUrl, runnerToken } = rehearsal!;
    // Not spawnSync: the queue's stand-in answers from this process.
    const check = await runChild(
      process.execPath,
      [
        join(bundle, 'lib/bin/judge-runner.mjs'),
        '--check',
        '--server',
        workerUrl,
        '--name',
        'edge-check',
        '--work-dir',
        join(workDir, 'check'),
        ...pullApiArgs(standIn),
      ],
      {
        // Not from the repository, so nothing outside the bundle can be found.
        cwd: bundle,
        encoding: 'utf8',
        env: { ...process.env, RUNNER_TOKEN: runnerToken, CF_API_TOKEN: standIn.apiToken },
        timeout: 60_000,
      },
    );
    expect(check.code, `${check.stdout}${check.stderr}`).toBe(0);
    expect(check.stdout).toMatch(/sandbox helper/);
    // --check takes no message.
    expect(standIn.queue.backlog).toBe(0);
  });

  it('found the bootstrap the deploy step ran and ran none of its own', async () => {
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    try {
      const { rows } = await client.query<{ key: string }>(
        "select key from cache_entry where key like 'bootstrap:%' order by key",
      );
      expect(rows.map((row) => row.key)).toEqual([`bootstrap:${rehearsal!.revision}`]);
    } finally {
      await client.end();
    }
  });

  it('runs the cron handler locally through /__scheduled', async () => {
    const response = await fetch(
      `${rehearsal!.workerUrl}/__scheduled?cron=${encodeURIComponent('*/10 * * * *')}`,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.text()).toContain('Ran scheduled event');
  });
});
