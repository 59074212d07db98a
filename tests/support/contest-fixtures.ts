import { contest, team } from '../../worker/src/db/schema';
import type { TestApp } from './test-app';

/**
 * Contests and groups inserted straight into their tables, for tests about what the contest
 * calls do with them rather than about creating them (the admin tests create them over HTTP).
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

type Owner = { uid: string; username: string };
export type ContestValues = Partial<typeof contest.$inferInsert>;

/** A contest owned by `owner`, running from an hour ago to an hour from now unless `values` say otherwise. */
export async function insertContest(t: TestApp, owner: Owner, values: ContestValues = {}) {
  const now = t.clock.now().getTime();
  const [row] = await t.platform.db
    .insert(contest)
    .values({
      uid: owner.uid,
      author: owner.username,
      title: 'Contest',
      startTime: new Date(now - HOUR),
      endTime: new Date(now + HOUR),
      duration: 7200,
      ...values,
    })
    .returning();
  return row!;
}

/** An enabled public group owned by `owner`; `tag` keeps its unique names apart between tests. */
export async function insertGroup(t: TestApp, owner: Owner, tag: string) {
  const [group] = await t.platform.db
    .insert(team)
    .values({
      name: `${tag}-group-${owner.username}`,
      shortName: `${tag}${owner.username}`.slice(0, 20),
      brief: 'b',
      description: 'd',
      owner: owner.username,
      uid: owner.uid,
      auth: 1,
    })
    .returning();
  return group!;
}
