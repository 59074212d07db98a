import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_JUDGES, type RemoteJudge } from '@contract/remote-judge';
import { Role, type RoleCode } from '@contract/roles';
import { createApp } from '../../worker/src/app';
import { bootstrap } from '../../worker/src/bootstrap';
import { userInfo, userRecord, userRole } from '../../worker/src/db/schema';
import { hashPassword } from '../../worker/src/lib/password';
import { randomId } from '../../worker/src/lib/random';
import { type OpenDatabase, openDatabase } from '../../worker/src/node/database';
import { createNodePlatform } from '../../worker/src/node/platform';
import type {
  DeliveryResult,
  MailTransport,
  OutgoingMail,
  SmtpSettings,
} from '../../worker/src/platform/mailer';
import type { Clock, Platform } from '../../worker/src/platform/platform';
import { createScratchDatabase, migratedPgliteTemplate } from './databases';

export const ROOT_PASSWORD = 'root-password';
export const RUNNER_TOKEN = 'test-runner-token';
/** Where remote judges are "reached" when a test starts no stand-in for them. */
export const UNREACHABLE_JUDGE = 'http://127.0.0.1:9';

/** A clock tests can move; starts at the real time. */
export class TestClock implements Clock {
  private offsetMs = 0;
  private frozenAtMs: number | null = null;
  now() {
    return new Date((this.frozenAtMs ?? Date.now()) + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
  /** Stops real time from moving the clock, so only advance() does: for checks to the second. */
  freeze() {
    this.frozenAtMs ??= Date.now();
  }
}

/** Records SMTP deliveries instead of sending them. */
export class RecordingTransport implements MailTransport {
  readonly delivered: { mail: OutgoingMail; smtp: SmtpSettings }[] = [];
  async deliver(mail: OutgoingMail, smtp: SmtpSettings): Promise<DeliveryResult> {
    this.delivered.push({ mail, smtp });
    return { status: 'sent' };
  }
}

export interface TestResponse<T = unknown> {
  httpStatus: number;
  body: { status: number; data: T; msg: string };
  headers: Headers;
  raw: Response;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  token?: string | null;
  headers?: Record<string, string>;
  /** Sent as is (e.g. FormData for uploads). */
  rawBody?: BodyInit;
  /** The client address the entry would hand the app (the socket's, or CF-Connecting-IP); none by default. */
  clientAddress?: string;
}

export interface TestApp {
  platform: Platform;
  clock: TestClock;
  mail: RecordingTransport;
  database: OpenDatabase;
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely; each assertion states the shape it expects
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Logs in through the API and returns the token. */
  login(username: string, password: string): Promise<string>;
  rootToken(): Promise<string>;
  /** Inserts a user directly (fast) with the given roles and logs in. */
  createUser(options?: {
    username?: string;
    password?: string;
    roles?: RoleCode[];
    email?: string;
  }): Promise<{
    uid: string;
    username: string;
    password: string;
    token: string;
  }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Where remote judges are reached (stand-ins on loopback); an unreachable port otherwise. */
  remoteJudgeUrls?: Partial<Record<RemoteJudge, string>>;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'judge-test-'));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
  const database = await openDatabase({
    url: scratch?.url,
    dataDir: null,
    poolSize: 4,
    loadDataDir: scratch ? undefined : new Blob([readFileSync(await migratedPgliteTemplate())]),
  });
  await database.migrate();
  const clock = new TestClock();
  const mail = new RecordingTransport();
  const platform: Platform = {
    ...createNodePlatform({
      db: database.db,
      database: database.source,
      dataDir,
      config: {
        jwtSecret: 'integration-test-secret-0123456789abcdef',
        runnerToken: RUNNER_TOKEN,
        baseUrl: 'http://localhost:8080',
        corsOrigins: [],
        passwordIterations: 1000,
        remoteAccountKey: 'integration-test-remote-account-key',
        // Port 9 (discard) refuses at once: a test that forgets its stand-in fails fast and
        // never reaches the real judges.
        remoteJudgeUrls: {
          ...(Object.fromEntries(REMOTE_JUDGES.map((j) => [j, UNREACHABLE_JUDGE])) as Record<
            RemoteJudge,
            string
          >),
          ...options.remoteJudgeUrls,
        },
      },
      log: { info() {}, warn() {}, error: (m, c) => console.error(m, c) },
    }),
    clock,
    mail,
  };
  await bootstrap(platform, { rootPassword: ROOT_PASSWORD, demoProblems: false });
  const app = createApp();

  async function request<T>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const url = new URL(path, 'http://localhost');
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value === undefined || value === null) continue;
      url.searchParams.set(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
    }
    const headers = new Headers(options.headers);
    if (options.token) headers.set('Authorization', options.token);
    let body: BodyInit | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(options.body);
    }
    const raw = await app.fetch(new Request(url, { method, headers, body }), {
      platform,
      clientAddress: options.clientAddress,
    });
    const type = raw.headers.get('content-type') ?? '';
    const parsed = type.includes('application/json')
      ? await raw.clone().json()
      : { status: raw.status, data: null, msg: '' };
    return { httpStatus: raw.status, body: parsed, headers: raw.headers, raw };
  }

  async function login(username: string, password: string) {
    const res = await request('POST', '/api/login', { body: { username, password } });
    const token = res.headers.get('Authorization');
    if (res.httpStatus !== 200 || !token)
      throw new Error(`login as ${username} failed: ${JSON.stringify(res.body)}`);
    return token;
  }

  let rootTokenCache: string | null = null;
  return {
    platform,
    clock,
    mail,
    database,
    request,
    login,
    async rootToken() {
      rootTokenCache ??= await login('root', ROOT_PASSWORD);
      return rootTokenCache;
    },
    async createUser(options = {}) {
      const username = options.username ?? `user_${randomId(4)}`;
      const password = options.password ?? 'password123';
      const uid = randomId();
      await platform.db.insert(userInfo).values({
        uid,
        username,
        password: await hashPassword(password, 1000),
        email: options.email ?? `${username}@example.com`,
      });
      for (const roleId of options.roles ?? [Role.DEFAULT_USER]) {
        await platform.db.insert(userRole).values({ uid, roleId });
      }
      await platform.db.insert(userRecord).values({ uid });
      return { uid, username, password, token: await login(username, password) };
    },
    async close() {
      await database.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
