import { type OtherContest, REMOTE_JUDGE_INFO } from '@contract/remote-judge';
import { z } from 'zod';
import { RemoteHttp } from '../../../../remote-judge/http';
import { remoteJudgeAdapter } from '../../../../remote-judge/registry';
import { coalesce } from '../../lib/coalesce';
import type { Platform } from '../../platform/platform';

/**
 * GET /api/get-recent-other-contest (HOJ's home page list): the upcoming contests of Codeforces
 * and AtCoder, read from their public sources. Every home page view asks for it, so each judge's
 * list is kept for a while, in this process and in the platform's shared cache where there is one;
 * a judge that cannot be reached is remembered briefly too, so a site that is down is not asked on
 * every view. The call never fails: a judge out of reach only leaves its contests out.
 */

/** The judges that announce contests, in the order their lists are merged. */
const CONTEST_JUDGES = ['CF', 'AC'] as const;
type ContestJudge = (typeof CONTEST_JUDGES)[number];

const LIST_TTL_MS = 30 * 60_000;
const FAILURE_TTL_MS = 2 * 60_000;
/** A home page waits for this answer: a judge slower than this counts as out of reach. */
const FETCH_TIMEOUT_MS = 8_000;

const cachedList = z.object({
  expiresAt: z.number(),
  contests: z.array(
    z.object({
      oj: z.string().max(50),
      title: z.string().max(500),
      beginTime: z.iso.datetime({ offset: true }),
      endTime: z.iso.datetime({ offset: true }),
      url: z.string().max(2000),
    }),
  ),
});
type CachedList = z.infer<typeof cachedList>;

const memory = new Map<string, CachedList>();

/** Keyed by where the judge is reached, so stand-ins and the real site never share an entry. */
function cacheKey(judge: ContestJudge, baseUrl: string): string {
  return `recent-other-contest:${judge}:${baseUrl}`;
}

async function readShared(platform: Platform, key: string): Promise<CachedList | null> {
  if (!platform.sharedCache) return null;
  try {
    const raw = await platform.sharedCache.get(key);
    if (raw === null) return null;
    const parsed = cachedList.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch (error) {
    platform.log.warn('get-recent-other-contest: the shared cache could not be read', {
      key,
      error: String(error),
    });
    return null;
  }
}

async function writeShared(platform: Platform, key: string, entry: CachedList, ttlMs: number) {
  if (!platform.sharedCache) return;
  try {
    await platform.sharedCache.put(key, JSON.stringify(entry), Math.ceil(ttlMs / 1000));
  } catch (error) {
    platform.log.warn('get-recent-other-contest: the shared cache could not be written', {
      key,
      error: String(error),
    });
  }
}

/** Asks the judge; a failure is logged once and kept as an empty list for FAILURE_TTL_MS. */
async function fetchList(platform: Platform, judge: ContestJudge, key: string): Promise<CachedList> {
  const adapter = remoteJudgeAdapter(judge);
  const baseUrl = platform.config.remoteJudgeUrls[judge];
  let entry: CachedList;
  let ttlMs = LIST_TTL_MS;
  try {
    if (!adapter.upcomingContests) throw new Error(`the ${judge} adapter lists no contests`);
    const http = new RemoteHttp({ baseUrl, timeoutMs: FETCH_TIMEOUT_MS });
    const contests = await adapter.upcomingContests(http, platform.clock.now());
    const parsed = cachedList.shape.contests.safeParse(contests);
    if (!parsed.success) throw new Error(`unreadable contest list: ${parsed.error.issues[0]!.message}`);
    entry = { contests: parsed.data, expiresAt: platform.clock.now().getTime() + LIST_TTL_MS };
  } catch (error) {
    ttlMs = FAILURE_TTL_MS;
    platform.log.warn(
      `get-recent-other-contest: the contests of ${REMOTE_JUDGE_INFO[judge].name} could not be read; they are left out for ${FAILURE_TTL_MS / 60_000} minutes`,
      { judge, baseUrl, error: error instanceof Error ? error.message : String(error) },
    );
    entry = { contests: [], expiresAt: platform.clock.now().getTime() + FAILURE_TTL_MS };
  }
  await writeShared(platform, key, entry, ttlMs);
  return entry;
}

async function contestsOf(platform: Platform, judge: ContestJudge): Promise<OtherContest[]> {
  const key = cacheKey(judge, platform.config.remoteJudgeUrls[judge]);
  const now = platform.clock.now().getTime();
  const remembered = memory.get(key);
  if (remembered && remembered.expiresAt > now) return remembered.contests;
  const shared = await readShared(platform, key);
  if (shared && shared.expiresAt > now) {
    memory.set(key, shared);
    return shared.contests;
  }
  // One request per judge at a time: views arriving while it runs wait for the same answer.
  const entry = await coalesce(platform.db, key, () => fetchList(platform, judge, key));
  memory.set(key, entry);
  return entry.contests;
}

/** The contests of both judges that have not begun yet, soonest first. */
export async function recentOtherContests(platform: Platform): Promise<OtherContest[]> {
  const lists = await Promise.all(CONTEST_JUDGES.map((judge) => contestsOf(platform, judge)));
  const now = platform.clock.now().getTime();
  return lists
    .flat()
    .filter((contest) => Date.parse(contest.beginTime) > now)
    .sort((a, b) => Date.parse(a.beginTime) - Date.parse(b.beginTime));
}
