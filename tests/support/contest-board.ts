import { contestRecord } from '../../worker/src/db/schema';
import { type ContestValues, insertContest, MINUTE } from './contest-fixtures';
import type { TestApp } from './test-app';

/** Contests and records written straight into the tables: these tests are about ranking, not judging. */

/** Record times in these tests are in minutes from the contest start. */
export const MIN = MINUTE;
let nextSubmitId = 900_000_000;

export type User = { uid: string; username: string; token: string };

/** A contest running from two hours ago to two hours from now unless `fields` say otherwise. */
export const makeContest = (t: TestApp, owner: User, fields: ContestValues = {}) =>
  insertContest(t, owner, {
    title: 'Board test',
    startTime: new Date(t.clock.now().getTime() - 120 * MIN),
    endTime: new Date(t.clock.now().getTime() + 120 * MIN),
    duration: 240 * 60,
    ...fields,
  });

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
