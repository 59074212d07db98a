import { env, exports } from 'cloudflare:workers';
import type { Queue } from '@cloudflare/workers-types';
import { JudgeStatus } from '@contract/judge-status';
import type { JudgeJobMessage } from '@contract/runner/queue-message';
import { openRequestDatabase, type RequestDatabase } from '../../src/cloudflare/database';
import type { CloudflareEnv } from '../../src/cloudflare/env';
import { jsonLogger } from '../../src/cloudflare/logger';
import { problem, submission, userInfo } from '../../src/db/schema';
import { randomId } from '../../src/lib/random';
import type { Db } from '../../src/platform/db';

export const testEnv = env as unknown as CloudflareEnv & { SMTP_TEST_PORT: number };

const worker = (exports as unknown as { default: { fetch(request: Request): Promise<Response> } }).default;

/** A request to the worker under test, by path. */
export const callWorker = (path: string, init?: RequestInit) =>
  worker.fetch(new Request(`https://judge.test${path}`, init));

/** Logs in as root through the worker; the session's token. */
export async function signInRoot(): Promise<string> {
  const login = await callWorker('/api/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: testEnv.ROOT_PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`root login failed: ${login.status} ${await login.text()}`);
  return login.headers.get('Authorization')!;
}

/** A database handle of the test's own, through the same driver and bridge the worker uses. */
export function openTestDatabase(): RequestDatabase {
  return openRequestDatabase(testEnv.DATABASE_URL, { localBridge: testEnv.NEON_WS_PROXY, log: jsonLogger });
}

/** A Queue producer that records what is sent and passes it on to the real binding. */
export function recordingQueue(target: Queue<JudgeJobMessage>) {
  const sent: JudgeJobMessage[] = [];
  const queue: Queue<JudgeJobMessage> = {
    metrics: () => target.metrics(),
    send: (body, options) => target.send(body, options),
    async sendBatch(messages, options) {
      const list = [...messages];
      const response = await target.sendBatch(list, options);
      sent.push(...list.map((message) => message.body));
      return response;
    },
  };
  return { queue, sent };
}

/** A problem, a user and a pending submission, as the submit endpoint would leave them. */
export async function insertPendingSubmission(
  db: Db,
  attempt = 1,
): Promise<{ submitId: number; uid: string; pid: number }> {
  const uid = randomId();
  const username = `cf_${uid.slice(0, 8)}`;
  await db.insert(userInfo).values({ uid, username, password: 'unused' });
  const displayPid = `CF-${uid.slice(0, 6)}`;
  const [created] = await db
    .insert(problem)
    .values({ problemId: displayPid, title: 'A + B' })
    .returning({ id: problem.id });
  const pid = created!.id;
  const [row] = await db
    .insert(submission)
    .values({
      pid,
      displayPid,
      uid,
      username,
      length: 21,
      code: 'int main() { return 0; }',
      language: 'C++',
      status: JudgeStatus.PENDING,
      judgeAttempt: attempt,
    })
    .returning({ submitId: submission.submitId });
  return { submitId: row!.submitId, uid, pid };
}
