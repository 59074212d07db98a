import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contest,
  contestProblem,
  discussion,
  problem,
  tag,
  team,
  training,
  trainingProblem,
} from '../../worker/src/db/schema';
import { insertContest } from '../support/contest-fixtures';
import { insertDiscussion } from '../support/discussion-fixtures';
import { insertGroupWithMembers } from '../support/group-fixtures';
import { insertProblem } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { addTrainingProblem, insertTraining } from '../support/training-fixtures';

/**
 * Disbanding over HTTP runs every area's remover (wired in app.ts) in one transaction: the group's
 * problems, trainings, contests, discussions and tags go; what the site took into the public bank,
 * and other groups' content, stays.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function groupWithContent() {
  const { group, users } = await insertGroupWithMembers(t, { member: 3 });
  const gid = group.id;
  const own = await insertProblem(t.platform, { gid, isGroup: true });
  const madePublic = await insertProblem(t.platform, { gid, isGroup: false });
  const bank = await insertProblem(t.platform, {});
  const [groupTag] = await t.platform.db
    .insert(tag)
    .values({ name: `tag-${gid}`, gid })
    .returning();
  const groupTraining = await insertTraining(t, users.owner, { gid, isGroup: true });
  await addTrainingProblem(t, groupTraining.id, own.id);
  await addTrainingProblem(t, groupTraining.id, bank.id);
  const groupContest = await insertContest(t, users.owner, { gid, isGroup: true });
  await t.platform.db
    .insert(contestProblem)
    .values({ cid: groupContest.id, pid: own.id, displayId: 'A', displayTitle: 'A' });
  const groupDiscussion = await insertDiscussion(t, users.member, { gid });
  return {
    gid,
    users,
    own,
    madePublic,
    bank,
    groupTag: groupTag!,
    groupTraining,
    groupContest,
    groupDiscussion,
  };
}

describe('DELETE /api/group', () => {
  it('removes the group with its problems, trainings, contests, discussions and tags', async () => {
    const doomed = await groupWithContent();
    const kept = await groupWithContent();

    const res = await t.request('DELETE', '/api/group', {
      token: doomed.users.owner.token,
      query: { gid: doomed.gid },
    });
    expect(res.httpStatus, JSON.stringify(res.body)).toBe(200);

    const db = t.platform.db;
    expect(await db.select().from(team).where(eq(team.id, doomed.gid))).toEqual([]);
    const problems = (await db.select({ id: problem.id }).from(problem)).map((r) => r.id);
    expect(problems).not.toContain(doomed.own.id);
    expect(problems).toEqual(expect.arrayContaining([doomed.madePublic.id, doomed.bank.id, kept.own.id]));
    expect(await db.select().from(training).where(eq(training.id, doomed.groupTraining.id))).toEqual([]);
    expect(
      await db.select().from(trainingProblem).where(eq(trainingProblem.tid, doomed.groupTraining.id)),
    ).toEqual([]);
    expect(await db.select().from(contest).where(eq(contest.id, doomed.groupContest.id))).toEqual([]);
    expect(await db.select().from(discussion).where(eq(discussion.id, doomed.groupDiscussion.id))).toEqual(
      [],
    );
    expect(await db.select().from(tag).where(eq(tag.id, doomed.groupTag.id))).toEqual([]);

    // The other group is untouched.
    expect(await db.select({ id: team.id }).from(team).where(eq(team.id, kept.gid))).toHaveLength(1);
    expect(
      await db
        .select({ id: trainingProblem.id })
        .from(trainingProblem)
        .where(inArray(trainingProblem.tid, [kept.groupTraining.id])),
    ).toHaveLength(2);
    expect(
      await db.select().from(contestProblem).where(eq(contestProblem.cid, kept.groupContest.id)),
    ).toHaveLength(1);
    expect(await db.select().from(tag).where(eq(tag.id, kept.groupTag.id))).toHaveLength(1);
  });

  it('is refused to a member and changes nothing', async () => {
    const group = await groupWithContent();
    const res = await t.request('DELETE', '/api/group', {
      token: group.users.member.token,
      query: { gid: group.gid },
    });
    expect(res.httpStatus).toBe(403);
    const db = t.platform.db;
    expect(
      await db.select({ id: problem.id }).from(problem).where(eq(problem.id, group.own.id)),
    ).toHaveLength(1);
    expect(
      await db.select({ id: contest.id }).from(contest).where(eq(contest.id, group.groupContest.id)),
    ).toHaveLength(1);
  });
});
