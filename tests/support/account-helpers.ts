import { eq } from 'drizzle-orm';
import {
  cacheEntry,
  problem,
  submission,
  userInfo,
  userProblemProgress,
  userRecord,
} from '../../worker/src/db/schema';
import { forgetCachedSessions } from '../../worker/src/domains/account/index';
import { forgetUserStatus } from '../../worker/src/domains/problem/index';
import type { TestApp } from './test-app';

/** The newest mail to `to`, read the way root reads it: through the outbox endpoint. */
export async function latestMailTo(
  t: TestApp,
  to: string,
): Promise<{ subject: string; text: string; html: string; status: string }> {
  const res = await t.request('GET', '/api/admin/mail-outbox', {
    token: await t.rootToken(),
    query: { to, limit: 1 },
  });
  if (res.httpStatus !== 200) throw new Error(`mail outbox refused: ${JSON.stringify(res.body)}`);
  const mail = res.body.data.records[0];
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The 6-digit code of the newest mail to `to`. */
export async function mailedCode(t: TestApp, to: string): Promise<string> {
  const { text } = await latestMailTo(t, to);
  const code = /^\d{6}$/m.exec(text)?.[0];
  if (!code) throw new Error(`no code in mail to ${to}: ${text}`);
  return code;
}

/** The reset link's username and code from the newest mail to `to`. */
export async function mailedResetLink(
  t: TestApp,
  to: string,
): Promise<{ url: URL; username: string; code: string }> {
  const { text } = await latestMailTo(t, to);
  const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in mail to ${to}: ${text}`);
  const url = new URL(link);
  return { url, username: url.searchParams.get('username')!, code: url.searchParams.get('code')! };
}

/** Asks for a captcha and reads its answer from the cache, as a person would read the image. */
export async function solvedCaptcha(t: TestApp): Promise<{ captchaKey: string; answer: string }> {
  const res = await t.request('GET', '/api/captcha');
  const captchaKey: string = res.body.data.captchaKey;
  const [row] = await t.platform.db
    .select()
    .from(cacheEntry)
    .where(eq(cacheEntry.key, `captcha:${captchaKey}`));
  return { captchaKey, answer: (row!.value as { answer: string }).answer };
}

/** Registers through the API: code request, code from the outbox, register. */
export async function registerThroughApi(
  t: TestApp,
  username: string,
  email: string,
  password = 'secret123',
) {
  const sent = await t.request('GET', '/api/get-register-code', { query: { email } });
  if (sent.httpStatus !== 200) throw new Error(`register code refused: ${JSON.stringify(sent.body)}`);
  const code = await mailedCode(t, email);
  const res = await t.request('POST', '/api/register', { body: { username, password, email, code } });
  if (res.httpStatus !== 200) throw new Error(`register refused: ${JSON.stringify(res.body)}`);
  return { username, email, password };
}

let problemSeq = 0;

/** A bank problem inserted directly (the problem API belongs to another area). */
export async function insertProblem(
  t: TestApp,
  values: Partial<typeof problem.$inferInsert> = {},
): Promise<{ id: number; problemId: string }> {
  problemSeq += 1;
  const [row] = await t.platform.db
    .insert(problem)
    .values({ problemId: `T${process.pid}-${problemSeq}`, title: `Problem ${problemSeq}`, ...values })
    .returning({ id: problem.id, problemId: problem.problemId });
  return row!;
}

/** A finished submission inserted directly, at an explicit time. */
export async function insertSubmission(
  t: TestApp,
  values: { uid: string; username?: string; pid: number; status: number; submitTime: Date; cid?: number },
) {
  await t.platform.db.insert(submission).values({
    pid: values.pid,
    displayPid: String(values.pid),
    uid: values.uid,
    username: values.username ?? 'someone',
    status: values.status,
    submitTime: values.submitTime,
    cid: values.cid ?? 0,
    code: 'int main(){}',
    length: 12,
    language: 'C++',
  });
}

/** Sets a user's statistics as the judge would have left them. */
export async function setUserRecord(
  t: TestApp,
  uid: string,
  values: { acCount?: number; submissionCount?: number; oiScore?: number; rating?: number | null },
) {
  await t.platform.db.update(userRecord).set(values).where(eq(userRecord.uid, uid));
}

export async function setProgress(
  t: TestApp,
  values: { uid: string; pid: number; status: number; oiRankScore?: number },
) {
  await t.platform.db.insert(userProblemProgress).values(values);
  // What the verdict writer does after its commit: the user's remembered statuses go.
  forgetUserStatus(t.platform.db, values.uid);
}

/** What an admin's ban or unban does: the status changes and the user's cached sessions go. */
export async function setUserStatus(t: TestApp, uid: string, status: number) {
  await t.platform.db.update(userInfo).set({ status }).where(eq(userInfo.uid, uid));
  forgetCachedSessions(t.platform.db, uid);
}
