import { afterAll, beforeAll } from 'vitest';
import { groupMember, team } from '../../worker/src/db/schema';
import { type Harness, startJudgeHarness } from './judge-harness';
import type { TestApp } from './test-app';

/**
 * Groups and memberships inserted straight into their tables, for tests about what group-scoped
 * calls do with them (tests/integration/group-*.test.ts create groups over HTTP).
 */

type Owner = { uid: string; username: string };
/** The fixtures write to the database only: a test app or a judge harness's server will do. */
type Host = Pick<TestApp, 'platform'>;
export type GroupValues = Partial<typeof team.$inferInsert>;

let sequence = 0;

/**
 * An enabled, visible group owned by `owner` (public unless `values` say otherwise), with the
 * owner as its level-5 member as creating a group over HTTP leaves it.
 */
export async function insertGroupWithOwner(t: Host, owner: Owner, values: GroupValues = {}) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`.slice(-8);
  const [group] = await t.platform.db
    .insert(team)
    .values({
      name: `Group ${tag}`,
      shortName: `G${tag}`.slice(0, 10),
      brief: 'A group for tests',
      description: 'A group made by the test fixtures',
      owner: owner.username,
      uid: owner.uid,
      auth: 1,
      code: values.auth && values.auth !== 1 ? 'ABC123' : null,
      ...values,
    })
    .returning();
  await addGroupMember(t, group!.id, owner.uid, 5);
  return group!;
}

/** A membership row: 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
export async function addGroupMember(t: Host, gid: number, uid: string, auth: number, reason?: string) {
  await t.platform.db
    .insert(groupMember)
    .values({ gid, uid, auth, reason })
    .onConflictDoUpdate({ target: [groupMember.gid, groupMember.uid], set: { auth } });
}

type User = Awaited<ReturnType<TestApp['createUser']>>;

/**
 * A group owned by a new user, with a new user for each name in `levels` at its level: 5 root,
 * 4 admin, 3 member, 2 refused, 1 applying, 0 none (an outsider). Levels 1 and 2 carry `reason`.
 */
export async function insertGroupWithMembers<Name extends string>(
  t: TestApp,
  levels: Record<Name, number>,
  options: { values?: GroupValues; reason?: string } = {},
) {
  const names = Object.keys(levels) as Name[];
  const [owner, ...others] = await Promise.all([t.createUser(), ...names.map(() => t.createUser())]);
  const group = await insertGroupWithOwner(t, owner!, options.values);
  const users = { owner: owner! } as Record<Name | 'owner', User>;
  for (const [index, name] of names.entries()) {
    const user = others[index]!;
    users[name] = user;
    const level = levels[name];
    if (level > 0)
      await addGroupMember(t, group.id, user.uid, level, level <= 2 ? options.reason : undefined);
  }
  return { group, users };
}

/** A C++ A + B solution the judge accepts on the demo problems' data. */
export const A_PLUS_B = `#include <iostream>
int main() { long long a, b; std::cin >> a >> b; std::cout << a + b << std::endl; }
`;

/**
 * Starts a judge harness with one real runner before the file's tests and stops it after them;
 * the returned function gives it inside a test.
 */
export function judgeHarnessForFile(): () => Harness {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await startJudgeHarness({ runners: 1 });
  }, 180_000);
  afterAll(async () => {
    await harness?.stop();
  });
  return () => harness!;
}
