import { groupMember, team } from '../../worker/src/db/schema';
import type { TestApp } from './test-app';

/**
 * Groups and memberships inserted straight into their tables, for tests about what group-scoped
 * calls do with them (tests/integration/group-*.test.ts create groups over HTTP).
 */

type Owner = { uid: string; username: string };
export type GroupValues = Partial<typeof team.$inferInsert>;

let sequence = 0;

/**
 * An enabled, visible group owned by `owner` (public unless `values` say otherwise), with the
 * owner as its level-5 member as creating a group over HTTP leaves it.
 */
export async function insertGroupWithOwner(t: TestApp, owner: Owner, values: GroupValues = {}) {
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
export async function addGroupMember(t: TestApp, gid: number, uid: string, auth: number, reason?: string) {
  await t.platform.db
    .insert(groupMember)
    .values({ gid, uid, auth, reason })
    .onConflictDoUpdate({ target: [groupMember.gid, groupMember.uid], set: { auth } });
}
