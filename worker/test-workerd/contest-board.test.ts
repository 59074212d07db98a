import { JudgeStatus } from '@contract/judge-status';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheApiSharedCache, defaultWorkersCache } from '../src/cloudflare/shared-cache';
import { contest, contestProblem, contestRecord, userInfo } from '../src/db/schema';
import { randomId } from '../src/lib/random';
import { callWorker, openTestDatabase, signInRoot } from './support/helpers';

const HOUR = 3_600_000;

async function rankBoard(cid: number, token: string) {
  const response = await callWorker('/api/get-contest-rank', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify({ cid, currentPage: 1, limit: 50 }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: { records: { username: string; ac: number }[] } };
  return body.data.records.map((row) => [row.username, row.ac]);
}

describe('contest boards on Workers', () => {
  const database = openTestDatabase();
  afterAll(() => database.close());

  it('keep a board for the isolate across requests, although each request has its own database handle', async () => {
    const db = database.db;
    const tag = randomId().slice(0, 8);
    const users = [`cfa_${tag}`, `cfb_${tag}`];
    const uids = users.map(() => randomId());
    await db
      .insert(userInfo)
      .values(users.map((username, i) => ({ uid: uids[i]!, username, password: 'x' })));
    const now = Date.now();
    const [row] = await db
      .insert(contest)
      .values({
        uid: randomId(),
        author: 'organiser',
        title: `Workers board ${tag}`,
        startTime: new Date(now - HOUR),
        endTime: new Date(now + HOUR),
        duration: 7200,
      })
      .returning({ id: contest.id, startTime: contest.startTime });
    const cid = row!.id;
    await db.insert(contestProblem).values({ cid, pid: 1, displayId: 'A', displayTitle: 'A' });
    const [, second] = await db
      .insert(contestRecord)
      .values(
        users.map((username, i) => ({
          cid,
          uid: uids[i]!,
          pid: 1,
          cpid: 1,
          username,
          displayId: 'A',
          submitId: 2_000_000_000 - (Number.parseInt(tag, 16) % 1_000_000) - i,
          status: JudgeStatus.ACCEPTED,
          submitTime: new Date(now - HOUR / 2 + i * 60_000),
          time: 1800 + i * 60,
        })),
      )
      .returning({ id: contestRecord.id });

    const token = await signInRoot();
    expect(await rankBoard(cid, token)).toEqual([
      [users[0], 1],
      [users[1], 1],
    ]);
    // A row deleted behind the app's back leaves no modified record to notice: a board rebuilt
    // for each request would drop it at once, the isolate's kept board still shows it.
    await db.delete(contestRecord).where(eq(contestRecord.id, second!.id));
    expect(await rankBoard(cid, token)).toEqual([
      [users[0], 1],
      [users[1], 1],
    ]);
  });

  it('share short-lived answers between isolates through the Cache API', async () => {
    const shared = cacheApiSharedCache(defaultWorkersCache());
    const key = `outside-board:${randomId()}`;
    expect(await shared.get(key)).toBeNull();
    await shared.put(key, '{"status":200}', 15);
    expect(await shared.get(key)).toBe('{"status":200}');
  });
});
