import { JudgeStatus } from '@contract/judge-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcement, homeCarousel, msgRemind, problem, userSysNotice } from '../../worker/src/db/schema';
import {
  notifyUser,
  notifyUsers,
  type RemindAction,
  remindUser,
} from '../../worker/src/domains/message/index';
import { writeConfig } from '../../worker/src/domains/site/config';
import { insertProblem, insertSubmission } from '../support/account-helpers';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const DAY = 24 * 3600 * 1000;

describe('GET /api/get-website-config', () => {
  it('answers the defaults, then the admin-set website section with the discussion switches', async () => {
    const fresh = await t.request('GET', '/api/get-website-config');
    expect(fresh.body.data).toEqual({
      name: 'Online Judge',
      shortName: 'OJ',
      description: 'An online judge for practice, contests and teams.',
      register: true,
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
      recordName: '',
      recordUrl: '',
      projectName: 'Judge Platform',
      projectUrl: '',
    });
    await writeConfig(t.platform.db, 'website', {
      name: 'Test OJ',
      shortName: 'TOJ',
      register: false,
      baseUrl: 'https://x.test',
    });
    await writeConfig(t.platform.db, 'switch', { openGroupDiscussion: false, openPublicJudge: false });
    await writeConfig(t.platform.db, 'email', { emailHost: 'smtp.test', emailPassword: 'secret' });
    try {
      const res = await t.request('GET', '/api/get-website-config');
      expect(res.body.data).toMatchObject({
        name: 'Test OJ',
        shortName: 'TOJ',
        register: false,
        openGroupDiscussion: false,
      });
      // Nothing beyond the public subset leaks: no base URL, judge switches or mail settings.
      expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(fresh.body.data).sort());
    } finally {
      await writeConfig(t.platform.db, 'website', {
        name: 'Online Judge',
        shortName: 'OJ',
        register: true,
        baseUrl: '',
      });
      await writeConfig(t.platform.db, 'switch', { openGroupDiscussion: true, openPublicJudge: true });
      await writeConfig(t.platform.db, 'email', { emailHost: '', emailPassword: '' });
    }
  });
});

describe('GET /api/home-carousel', () => {
  it('lists the carousel images in order', async () => {
    expect((await t.request('GET', '/api/home-carousel')).body.data).toEqual([]);
    const [a] = await t.platform.db.insert(homeCarousel).values({ url: '/api/public/img/a.png' }).returning();
    const [b] = await t.platform.db.insert(homeCarousel).values({ url: '/api/public/img/b.png' }).returning();
    const res = await t.request('GET', '/api/home-carousel');
    expect(res.body.data).toEqual([
      { id: a!.id, url: '/api/public/img/a.png' },
      { id: b!.id, url: '/api/public/img/b.png' },
    ]);
  });
});

describe('GET /api/get-common-announcement', () => {
  it('pages visible site announcements newest first, five by default', async () => {
    const author = await t.createUser({ username: 'announcer' });
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) {
      const [row] = await t.platform.db
        .insert(announcement)
        .values({ title: `News ${i}`, content: `Body ${i}`, uid: author.uid })
        .returning({ id: announcement.id });
      ids.push(row!.id);
    }
    await t.platform.db
      .insert(announcement)
      .values({ title: 'Hidden', content: 'x', uid: author.uid, status: 1 });

    const first = await t.request('GET', '/api/get-common-announcement');
    expect(first.body.data).toMatchObject({ total: 7, current: 1, size: 5 });
    expect(first.body.data.records.map((r: { title: string }) => r.title)).toEqual([
      'News 7',
      'News 6',
      'News 5',
      'News 4',
      'News 3',
    ]);
    expect(first.body.data.records[0]).toEqual({
      id: ids[6],
      title: 'News 7',
      content: 'Body 7',
      status: 0,
      uid: author.uid,
      username: 'announcer',
      gmtCreate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      gmtModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const second = await t.request('GET', '/api/get-common-announcement', {
      query: { currentPage: 2, limit: 5 },
    });
    expect(second.body.data.records.map((r: { title: string }) => r.title)).toEqual(['News 2', 'News 1']);
  });
});

describe('GET /api/get-last-week-submission-statistics', () => {
  it('counts accepted and all submissions per UTC day for the last 7 days, cached for a minute', async () => {
    const user = await t.createUser();
    const p = await insertProblem(t);
    // Noon UTC, so the minute the cache is waited out cannot carry the test into the next day.
    const real = t.clock.now();
    const today = Date.UTC(real.getUTCFullYear(), real.getUTCMonth(), real.getUTCDate());
    t.clock.advance(today + DAY / 2 - real.getTime());
    const at = (days: number, ms = 1000) => new Date(today + days * DAY + ms);
    const submit = (submitTime: Date, status: number) =>
      insertSubmission(t, { uid: user.uid, pid: p.id, status, submitTime });
    await submit(at(0), JudgeStatus.ACCEPTED);
    await submit(at(0), JudgeStatus.WRONG_ANSWER);
    await submit(at(-6), JudgeStatus.ACCEPTED);
    await submit(at(-7), JudgeStatus.ACCEPTED);
    await submit(at(-3), JudgeStatus.COMPILE_ERROR);

    const res = await t.request('GET', '/api/get-last-week-submission-statistics');
    const dates = Array.from({ length: 7 }, (_, i) =>
      new Date(today + (i - 6) * DAY).toISOString().slice(0, 10),
    );
    expect(res.body.data).toEqual({
      dateStrList: dates,
      acCountList: [1, 0, 0, 0, 0, 0, 1],
      totalCountList: [1, 0, 0, 1, 0, 0, 2],
    });

    await submit(at(0, 2000), JudgeStatus.ACCEPTED);
    const cached = await t.request('GET', '/api/get-last-week-submission-statistics');
    expect(cached.body.data.totalCountList.at(-1)).toBe(2);
    const forced = await t.request('GET', '/api/get-last-week-submission-statistics', {
      query: { forceRefresh: true },
    });
    expect(forced.body.data.totalCountList.at(-1)).toBe(3);
    await submit(at(0, 3000), JudgeStatus.ACCEPTED);
    t.clock.advance(61_000);
    const expired = await t.request('GET', '/api/get-last-week-submission-statistics', {
      query: { forceRefresh: false },
    });
    expect(expired.body.data.acCountList.at(-1)).toBe(3);

    const bad = await t.request('GET', '/api/get-last-week-submission-statistics', {
      query: { forceRefresh: 'maybe' },
    });
    expect(bad.httpStatus).toBe(400);
    expect(bad.body.msg).toBe('forceRefresh must be true or false');
  });
});

describe('GET /api/get-recent-updated-problem', () => {
  it('lists the ten public bank problems modified last', async () => {
    // An hour ahead of both clocks: problems written earlier in this file took the database's
    // real time, which on a loaded machine can be well past the test clock's.
    const base = Math.max(t.clock.now().getTime(), Date.now()) + 3_600_000;
    const made = [];
    for (let i = 0; i < 12; i++) {
      made.push(
        await insertProblem(t, { title: `Recent ${i}`, type: i % 2, gmtModified: new Date(base + i * 1000) }),
      );
    }
    await insertProblem(t, { title: 'Private', auth: 2, gmtModified: new Date(base + 60_000) });
    await insertProblem(t, { title: 'Group', isGroup: true, gid: 2, gmtModified: new Date(base + 60_000) });
    await insertProblem(t, { title: 'Contest', auth: 3, gmtModified: new Date(base + 60_000) });

    const res = await t.request('GET', '/api/get-recent-updated-problem');
    expect(res.body.data).toHaveLength(10);
    expect(res.body.data.map((p: { title: string }) => p.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Recent ${11 - i}`),
    );
    const [latest] = await t.platform.db.select().from(problem).where(eq(problem.id, made[11]!.id));
    expect(res.body.data[0]).toEqual({
      id: latest!.id,
      problemId: latest!.problemId,
      title: 'Recent 11',
      type: 1,
      gmtCreate: latest!.gmtCreate.toISOString(),
      gmtModified: latest!.gmtModified.toISOString(),
    });
  });
});

describe('GET /api/msg/unread', () => {
  it('counts unread reminders and notices per box', async () => {
    const user = await t.createUser();
    const sender = await t.createUser();
    // Read rows and someone else's unread one never count.
    await t.platform.db.insert(msgRemind).values([
      { action: 'Discuss', state: true, senderId: sender.uid, recipientId: user.uid },
      { action: 'Reply', state: false, senderId: user.uid, recipientId: sender.uid },
    ]);
    await t.platform.db
      .insert(userSysNotice)
      .values({ type: 'Mine', state: true, recipientId: user.uid, title: 't', content: 'c' });
    const empty = await t.request('GET', '/api/msg/unread', { token: user.token });
    expect(empty.body.data).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });

    // New messages arrive through the message area's writers, which the polled count follows.
    const remind = (action: RemindAction) =>
      remindUser(t.platform.db, {
        action,
        senderId: sender.uid,
        recipientId: user.uid,
        sourceId: 1,
        sourceType: 'Discussion',
        sourceTitle: 'A post',
        url: '/discussion-detail/1',
      });
    // A pushed admin notice (the push notes the change too; the writers below do it here).
    await t.platform.db
      .insert(userSysNotice)
      .values({ type: 'Sys', state: false, recipientId: user.uid, title: 't', content: 'c' });
    await remind('Discuss');
    await remind('Discuss');
    await remind('Reply');
    await remind('Like_Post');
    await remind('Like_Discuss');
    await notifyUsers(t.platform.db, [user.uid], { title: 't', content: 'c' });
    await notifyUser(t.platform.db, { recipientId: user.uid, title: 't', content: 'c' });

    const res = await t.request('GET', '/api/msg/unread', { token: user.token });
    expect(res.body.data).toEqual({ comment: 2, reply: 1, like: 2, sys: 1, mine: 2 });
  });
});

describe('GET /api/admin/mail-outbox', () => {
  it('shows root the outbox newest first, filtered by recipient', async () => {
    await t.request('GET', '/api/get-register-code', { query: { email: 'first@example.org' } });
    await t.request('GET', '/api/get-register-code', { query: { email: 'second@example.org' } });
    const token = await t.rootToken();
    const all = await t.request('GET', '/api/admin/mail-outbox', { token, query: { limit: 1 } });
    expect(all.httpStatus).toBe(200);
    expect(all.body.data.size).toBe(1);
    expect(all.body.data.total).toBeGreaterThanOrEqual(2);
    expect(all.body.data.records[0]).toMatchObject({
      to: 'second@example.org',
      status: 'logged',
      error: null,
      sentAt: null,
    });
    const filtered = await t.request('GET', '/api/admin/mail-outbox', {
      token,
      query: { to: 'FIRST@example.org' },
    });
    expect(filtered.body.data.total).toBe(1);
    expect(filtered.body.data.records[0].to).toBe('first@example.org');
    expect(filtered.body.data.records[0].text).toMatch(/^\d{6}$/m);
  });
});
