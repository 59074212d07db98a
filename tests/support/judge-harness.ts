import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JudgeStatus } from '@contract/judge-status';
import { Role, type RoleCode } from '@contract/roles';
import { eq, inArray } from 'drizzle-orm';
import { claimSlots, SlotBusyError } from '../../judge-runner/src/judge/slot-lock';
import { problem, submission, userInfo, userRecord, userRole } from '../../worker/src/db/schema';
import { hashPassword } from '../../worker/src/lib/password';
import { randomId } from '../../worker/src/lib/random';
import { type RunningServer, startServer } from '../../worker/src/node/main';
import { createScratchDatabase, migratedPgliteTemplate } from './databases';
import { disableSubmitInterval } from './judge-fixtures';

export const HARNESS_ROOT_PASSWORD = 'judge-root-password';
export const HARNESS_RUNNER_TOKEN = 'judge-harness-runner-token';

type SubmissionRow = typeof submission.$inferSelect;

export interface Harness {
  server: RunningServer;
  url: string;
  dataDir: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely; each assertion states the shape it expects
  request<T = any>(
    method: string,
    path: string,
    options?: {
      token?: string;
      body?: unknown;
      query?: Record<string, string | number>;
      headers?: Record<string, string>;
    },
  ): Promise<{ httpStatus: number; body: { status: number; data: T; msg: string } }>;
  rootToken(): Promise<string>;
  createUser(roles?: RoleCode[]): Promise<{ uid: string; username: string; token: string }>;
  /** The database id of a seeded demo problem by its display id (1000, 1001, 1002). */
  demoProblem(problemId: string): Promise<number>;
  /**
   * Submits as HOJ's client does (`pid` is the problem's display id: its problemId outside
   * contests) and returns the submit id; throws with the server's message when refused.
   */
  submit(token: string, body: { pid: string } & Record<string, unknown>): Promise<number>;
  /** Waits until every submission has a final status. */
  waitForVerdicts(submitIds: number[], timeoutMs?: number): Promise<Map<number, SubmissionRow>>;
  /** Stops the server and starts a new one on the same data (and database). */
  restart(options?: { runners?: number; leaseSeconds?: number }): Promise<void>;
  stop(): Promise<void>;
}

/** Unpacks the migrated template the integration harness also uses (see databases.ts). */
async function seedPglite(target: string): Promise<void> {
  const template = await migratedPgliteTemplate();
  mkdirSync(target, { recursive: true });
  execFileSync('tar', ['-xf', template, '-C', target], { stdio: ['ignore', 'ignore', 'pipe'] });
}

const SLOTS_PER_HARNESS = 4;
const FIRST_HARNESS_SLOT = 100;

/**
 * Sandbox slots (uids, cgroups) are machine-wide, and test files run in parallel: each harness
 * takes a block of its own, so its runners never share a cgroup with another file's.
 */
function claimSlotBlock(): { offset: number; release: () => void } {
  const dir = join(tmpdir(), 'judge-harness-slots');
  for (let block = 0; block < 200; block++) {
    try {
      return { offset: FIRST_HARNESS_SLOT + block * SLOTS_PER_HARNESS, release: claimSlots([block], dir) };
    } catch (error) {
      if (!(error instanceof SlotBusyError)) throw error;
    }
  }
  throw new Error('no free block of sandbox slots for the test harness');
}

/**
 * A real server of the embedded default on port 0, in a temp data dir, with real runner child
 * processes: the whole judging path as `npm start` runs it. Uses a scratch Postgres database when
 * DATABASE_URL is set, else PGlite on disk.
 */
export async function startJudgeHarness(
  options: { runners?: number; leaseSeconds?: number } = {},
): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'judge-e2e-'));
  writeFileSync(
    join(dataDir, 'secrets.json'),
    JSON.stringify({
      jwtSecret: randomId(32),
      runnerToken: HARNESS_RUNNER_TOKEN,
      rootPassword: HARNESS_ROOT_PASSWORD,
    }),
    { mode: 0o600 },
  );
  const scratch = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, 'judge_e2e')
    : null;
  if (!scratch) await seedPglite(join(dataDir, 'pglite'));
  const slots = claimSlotBlock();
  const boot = async (runners: { runners?: number; leaseSeconds?: number }) => {
    const server = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      databaseUrl: scratch?.url,
      runners: runners.runners ?? 2,
      runnerLeaseSeconds: runners.leaseSeconds,
      runnerSlotOffset: slots.offset,
      serveWeb: false,
    });
    await disableSubmitInterval(server.platform);
    return server;
  };

  let server = await boot(options);
  const platform = () => server.platform;
  const request: Harness['request'] = async (method, path, opts = {}) => {
    const url = new URL(path, server.url);
    for (const [k, v] of Object.entries(opts.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.Authorization = opts.token;
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    return { httpStatus: response.status, body: await response.json() };
  };
  const login = async (username: string, password: string) => {
    const response = await fetch(new URL('/api/login', server.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    const token = response.headers.get('Authorization');
    if (!token) throw new Error(`login as ${username} failed: ${await response.text()}`);
    return token;
  };
  let rootToken: string | null = null;
  return {
    get server() {
      return server;
    },
    get url() {
      return server.url;
    },
    dataDir,
    request,
    async rootToken() {
      rootToken ??= await login('root', HARNESS_ROOT_PASSWORD);
      return rootToken;
    },
    async createUser(roles = [Role.DEFAULT_USER]) {
      const username = `u_${randomId(4)}`;
      const uid = randomId();
      await platform()
        .db.insert(userInfo)
        .values({ uid, username, password: await hashPassword('password123', 1000) });
      for (const roleId of roles) await platform().db.insert(userRole).values({ uid, roleId });
      await platform().db.insert(userRecord).values({ uid });
      return { uid, username, token: await login(username, 'password123') };
    },
    async demoProblem(problemId) {
      const [row] = await platform()
        .db.select({ id: problem.id })
        .from(problem)
        .where(eq(problem.problemId, problemId));
      if (!row) throw new Error(`demo problem ${problemId} is missing`);
      return row.id;
    },
    async submit(token, body) {
      const res = await request('POST', '/api/submit-problem-judge', { token, body });
      if (res.body.status !== 200) throw new Error(`submit refused: ${res.body.msg}`);
      return res.body.data.submitId as number;
    },
    async waitForVerdicts(submitIds, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const rows = await platform()
          .db.select()
          .from(submission)
          .where(inArray(submission.submitId, submitIds));
        const pending = rows.filter((r) =>
          [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING].includes(r.status as 5 | 6 | 7),
        );
        if (rows.length === submitIds.length && pending.length === 0)
          return new Map(rows.map((r) => [r.submitId, r]));
        if (Date.now() > deadline) {
          throw new Error(
            `no verdict within ${timeoutMs} ms for ${pending.map((r) => r.submitId).join(', ')}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async restart(next = {}) {
      await server.stop();
      server = await boot(next);
    },
    async stop() {
      await server.stop();
      slots.release();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
