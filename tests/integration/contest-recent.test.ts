import { ContestStatus } from '@contract/contest';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contest, contestRegister } from '../../worker/src/db/schema';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe('GET /api/get-recent-contest', () => {
  it('lists visible site contests running now or starting within 14 days, soonest first, with participant counts', async () => {
    const owner = await t.createUser();
    const now = t.clock.now().getTime();
    const at = (offset: number) => new Date(now + offset);
    const base = { uid: owner.uid, author: owner.username };
    const inserted = await t.platform.db
      .insert(contest)
      .values([
        {
          ...base,
          title: 'Running OI',
          type: 1,
          auth: 2,
          startTime: at(-HOUR),
          endTime: at(HOUR),
          duration: 7200,
        },
        { ...base, title: 'Tomorrow', startTime: at(DAY), endTime: at(DAY + HOUR), duration: 3600 },
        { ...base, title: 'Too far', startTime: at(15 * DAY), endTime: at(15 * DAY + HOUR), duration: 3600 },
        { ...base, title: 'Ended', startTime: at(-2 * HOUR), endTime: at(-HOUR), duration: 3600 },
        {
          ...base,
          title: 'Hidden',
          visible: false,
          startTime: at(HOUR),
          endTime: at(2 * HOUR),
          duration: 3600,
        },
        {
          ...base,
          title: 'Group only',
          isGroup: true,
          gid: 1,
          startTime: at(HOUR),
          endTime: at(2 * HOUR),
          duration: 3600,
        },
      ])
      .returning({ id: contest.id, title: contest.title });
    const idOf = (title: string) => inserted.find((row) => row.title === title)!.id;
    const alice = await t.createUser();
    const bob = await t.createUser();
    await t.platform.db.insert(contestRegister).values([
      { cid: idOf('Running OI'), uid: alice.uid },
      { cid: idOf('Running OI'), uid: bob.uid },
      { cid: idOf('Tomorrow'), uid: alice.uid },
    ]);
    try {
      const res = await t.request('GET', '/api/get-recent-contest');
      expect(res.httpStatus).toBe(200);
      expect(res.body.status).toBe(200);
      expect(res.body.data).toEqual([
        {
          id: idOf('Running OI'),
          title: 'Running OI',
          type: 1,
          auth: 2,
          status: ContestStatus.RUNNING,
          startTime: at(-HOUR).toISOString(),
          endTime: at(HOUR).toISOString(),
          duration: 7200,
          count: 2,
        },
        {
          id: idOf('Tomorrow'),
          title: 'Tomorrow',
          type: 0,
          auth: 0,
          status: ContestStatus.SCHEDULED,
          startTime: at(DAY).toISOString(),
          endTime: at(DAY + HOUR).toISOString(),
          duration: 3600,
          count: 1,
        },
      ]);
    } finally {
      await t.platform.db.delete(contest).where(
        inArray(
          contest.id,
          inserted.map((row) => row.id),
        ),
      );
    }
  });

  it('answers an empty list when no contest is coming, without needing a login', async () => {
    const res = await t.request('GET', '/api/get-recent-contest');
    expect(res.body).toMatchObject({ status: 200, data: [] });
  });
});
