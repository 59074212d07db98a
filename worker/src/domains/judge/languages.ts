import { LOCAL_OJ } from '@contract/limits';
import { parseRemoteDisplayId, REMOTE_JUDGE_INFO } from '@contract/remote-judge';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { judgeServer, language, problemLanguage } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { type DbOrTx, preparedStatement } from '../../platform/db';

/** A runner whose heartbeat is older than this is not counted as live. */
export const RUNNER_LIVE_MS = 30_000;

/** judge_server.status: heartbeating, stopped (released its leases), or failed to start. */
export const RUNNER_UP = 0;
export const RUNNER_STOPPED = 1;
export const RUNNER_START_FAILED = 2;

/** One prepared statement: submitting runs this on every submission. */
const offeredLanguage = preparedStatement('offered_language', (db) => {
  const pid = sql.placeholder('pid');
  return db
    .select({
      available: language.available,
      offered: sql<boolean>`not exists (select 1 from ${problemLanguage} where ${problemLanguage.pid} = ${pid})
        or exists (select 1 from ${problemLanguage} where ${problemLanguage.pid} = ${pid} and ${problemLanguage.lid} = ${language.id})`,
    })
    .from(language)
    .where(and(eq(language.name, sql.placeholder('name')), eq(language.oj, LOCAL_OJ)));
});

/**
 * Checks that the problem offers the language and that some runner can run it: the problem's own
 * language list when it has one, else every language the site offers.
 */
export async function requireOfferedLanguage(db: DbOrTx, pid: number, name: string): Promise<void> {
  const [row] = await offeredLanguage(db, { pid, name });
  if (!row) throw badRequest(`The language ${name} is not supported`);
  if (!row.offered) throw badRequest(`The language ${name} is not offered for this problem`);
  if (!row.available)
    throw badRequest(`The language ${name} is not available: no judge runner can run it now`);
}

/**
 * A remote problem takes the languages of its judge's bank (language rows whose `oj` is the
 * bank's key, GYM taking Codeforces'), narrowed by the problem's own list when it has one. The
 * judge runs them, so no runner of ours needs to offer them.
 */
export async function requireRemoteLanguage(
  db: DbOrTx,
  target: { id: number; problemId: string },
  name: string,
): Promise<void> {
  const remote = parseRemoteDisplayId(target.problemId);
  if (!remote) {
    throw badRequest(
      `The remote problem ${target.problemId} does not name a remote judge, so it cannot be submitted`,
    );
  }
  const info = REMOTE_JUDGE_INFO[remote.judge];
  const [row] = await db
    .select({ id: language.id })
    .from(language)
    .where(and(eq(language.name, name), eq(language.oj, info.languageBank)));
  if (!row) throw badRequest(`The language ${name} is not supported by ${info.name}`);
  const linked = await db
    .select({ lid: problemLanguage.lid })
    .from(problemLanguage)
    .where(eq(problemLanguage.pid, target.id));
  if (linked.length > 0 && !linked.some((l) => l.lid === row.id)) {
    throw badRequest(`The language ${name} is not offered for this problem`);
  }
}

interface AdvertisedLanguage {
  name: string;
  description: string;
}

/**
 * Offers exactly the languages live runners can run, with the description of their toolchain.
 * With no live runner the offer stays as it was, so a restart does not empty the language list
 * while runners reconnect.
 */
export async function refreshLanguageAvailability(db: DbOrTx, now: Date): Promise<void> {
  // A remote runner advertises no language (it runs nothing here): it must not make the site's
  // languages look unrunnable, as it would when its heartbeat comes before any sandbox runner's.
  const live = await db
    .select({ languages: judgeServer.languages })
    .from(judgeServer)
    .where(
      and(
        eq(judgeServer.status, RUNNER_UP),
        gt(judgeServer.lastHeartbeat, new Date(now.getTime() - RUNNER_LIVE_MS)),
        sql`jsonb_array_length(${judgeServer.languages}) > 0`,
      ),
    );
  if (live.length === 0) return;
  const offered = new Map<string, string>();
  for (const runner of live) {
    for (const lang of runner.languages as AdvertisedLanguage[]) {
      if (!offered.has(lang.name)) offered.set(lang.name, lang.description);
    }
  }
  const rows = await db
    .select({
      id: language.id,
      name: language.name,
      description: language.description,
      available: language.available,
    })
    .from(language)
    .where(eq(language.oj, LOCAL_OJ));
  const enable: number[] = [];
  const disable: number[] = [];
  for (const row of rows) {
    const description = offered.get(row.name);
    if (description !== undefined) {
      if (!row.available) enable.push(row.id);
      if (description && description !== row.description) {
        await db.update(language).set({ description }).where(eq(language.id, row.id));
      }
    } else if (row.available) {
      disable.push(row.id);
    }
  }
  if (enable.length > 0)
    await db.update(language).set({ available: true }).where(inArray(language.id, enable));
  if (disable.length > 0)
    await db.update(language).set({ available: false }).where(inArray(language.id, disable));
}
