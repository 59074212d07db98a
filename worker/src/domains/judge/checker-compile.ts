import { eq } from 'drizzle-orm';
import { checkerCompile } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { randomId } from '../../lib/random';
import type { Platform } from '../../platform/platform';
import { recordCheckerCompiled } from '../problem/index';
import { JobBatch } from './job-queue';

/** How long the admin's compile request waits for a runner. */
const COMPILE_WAIT_MS = 30_000;
const POLL_MS = 200;
/** Rows are kept a little longer than the wait, then swept by the scheduled maintenance. */
const ROW_TTL_MS = 10 * 60 * 1000;

export type CheckerCompileOutcome = { ok: true } | { ok: false; message: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Compiles a special judge or interactor on a judge runner (the server has no compilers): queues a
 * compile job and waits up to 30 s for its outcome. Used by the problem editor's compile-spj and
 * compile-interactive calls.
 */
export async function compileChecker(
  platform: Platform,
  input: { code: string; language: string; extraFiles?: Record<string, string> },
): Promise<CheckerCompileOutcome> {
  const { db, clock } = platform;
  if (!input.code.trim()) return { ok: false, message: 'The special judge or interactive program is empty' };
  const now = clock.now();
  const key = randomId(16);
  const jobs = new JobBatch(platform);
  await db.transaction(async (tx) => {
    await tx.insert(checkerCompile).values({
      key,
      language: input.language,
      code: input.code,
      extraFiles: input.extraFiles ?? {},
      expiresAt: new Date(now.getTime() + ROW_TTL_MS),
    });
    await jobs.add(tx, { kind: 'compile', compileKey: key, attempt: 1 });
  });
  jobs.afterCommit();

  const deadline = Date.now() + COMPILE_WAIT_MS;
  while (Date.now() < deadline) {
    await sleep(POLL_MS);
    const [row] = await db
      .select({ status: checkerCompile.status, message: checkerCompile.message })
      .from(checkerCompile)
      .where(eq(checkerCompile.key, key));
    if (row?.status === 'ok') return { ok: true };
    if (row?.status === 'failed') return { ok: false, message: row.message || 'Compile Error' };
  }
  return {
    ok: false,
    message: 'No judge runner compiled the program within 30 seconds; is a runner connected?',
  };
}

/**
 * POST /api/admin/problem/compile-spj and compile-interactive: compiles the editor's checker and,
 * once it compiles, lets the problem bank accept saves that use it. A failed compile is a 400
 * with the compiler's message.
 */
export async function compileProblemChecker(
  platform: Platform,
  input: { code: string; language: string; extraFiles?: Record<string, string> | null },
): Promise<void> {
  const outcome = await compileChecker(platform, {
    code: input.code,
    language: input.language,
    extraFiles: input.extraFiles ?? undefined,
  });
  if (!outcome.ok) throw badRequest(outcome.message);
  await recordCheckerCompiled(platform, input.language, input.code);
}
