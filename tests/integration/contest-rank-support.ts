import { contest, contestRecord } from '../../worker/src/db/schema';
import type { TestApp } from '../support/test-app';

/** Contests and records written straight into the tables: these tests are about ranking, not judging. */

export const MIN = 60_000;
let nextSubmitId = 900_000_000;

export type ContestFields = Partial<typeof contest.$inferInsert>;
export type User = { uid: string; username: string; token: string };

export async function makeContest(t: TestApp, owner: User, fields: ContestFields = {}) {
  const now = t.clock.now().getTime();
  const startTime = new Date(now - 120 * MIN);
  const endTime = new Date(now + 120 * MIN);
  const [row] = await t.platform.db
    .insert(contest)
    .values({
      uid: owner.uid,
      author: owner.username,
      title: 'Board test',
      startTime,
      endTime,
      duration: 240 * 60,
      ...fields,
    })
    .returning();
  return row!;
}

/** A record `minutes` after the contest start. */
export async function addRecord(
  t: TestApp,
  row: { id: number; startTime: Date },
  user: User,
  displayId: string,
  minutes: number,
  status: number | null,
  extra: { score?: number; useTime?: number; submitId?: number } = {},
) {
  const submitTime = new Date(row.startTime.getTime() + minutes * MIN);
  await t.platform.db.insert(contestRecord).values({
    cid: row.id,
    uid: user.uid,
    pid: displayId.charCodeAt(0),
    cpid: displayId.charCodeAt(0),
    username: user.username,
    displayId,
    submitId: extra.submitId ?? nextSubmitId++,
    status,
    submitTime,
    time: Math.max(0, Math.floor((minutes * MIN) / 1000)),
    score: extra.score ?? null,
    useTime: extra.useTime ?? null,
  });
}

export function rankOf(t: TestApp, cid: number, token: string | null, body: Record<string, unknown> = {}) {
  return t.request('POST', '/api/get-contest-rank', {
    token,
    body: { cid, currentPage: 1, limit: 50, ...body },
  });
}

export function outsideOf(t: TestApp, cid: number, token: string | null, body: Record<string, unknown> = {}) {
  return t.request('POST', '/api/get-contest-outside-scoreboard', {
    token,
    body: { cid, currentPage: 1, limit: 50, ...body },
  });
}
