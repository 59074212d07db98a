// The public contest, training and discussion lists are read once per second for everyone who
// loads the same page (issue 18). These check what that must never change: a write through the
// platform shows at once, one caller's own data never reaches another, and a shared page is not
// altered by the per-caller parts laid over it.
import { Role } from '@contract/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProblemProgress } from '../../worker/src/db/schema';
import { insertContest } from '../support/contest-fixtures';
import { insertDiscussion, insertDiscussionCategory } from '../support/discussion-fixtures';
import { insertProblem } from '../support/problem-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';
import { addTrainingProblem, insertTraining } from '../support/training-fixtures';

type User = { uid: string; username: string; token: string };
let t: TestApp;
let root: User;
let alice: User;
let bob: User;
beforeAll(async () => {
  t = await createTestApp();
  root = await t.createUser({ roles: [Role.ROOT] });
  alice = await t.createUser();
  bob = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const ids = (res: { body: { data: { records: { id: number }[] } } }) =>
  res.body.data.records.map((r) => r.id);

describe('the public contest list', () => {
  it('shows a contest made visible through the back office at once, and hides it again at once', async () => {
    const contest = await insertContest(t, root, {
      title: 'Shared page contest',
      visible: false,
      startTime: new Date(Date.now() + 86_400_000),
      endTime: new Date(Date.now() + 2 * 86_400_000),
    });
    const page = { currentPage: 1, limit: 100 };
    const before = await t.request('GET', '/api/get-contest-list', { query: page });
    expect(ids(before)).not.toContain(contest.id);

    const shown = await t.request('PUT', '/api/admin/contest/change-contest-visible', {
      token: root.token,
      query: { cid: contest.id, visible: 'true' },
    });
    expect(shown.httpStatus).toBe(200);
    expect(ids(await t.request('GET', '/api/get-contest-list', { query: page }))).toContain(contest.id);

    await t.request('PUT', '/api/admin/contest/change-contest-visible', {
      token: root.token,
      query: { cid: contest.id, visible: 'false' },
    });
    expect(ids(await t.request('GET', '/api/get-contest-list', { query: page }))).not.toContain(contest.id);
  });
});

describe('the public training list', () => {
  it('gives each of two users asking at once their own progress over one shared page', async () => {
    const training = await insertTraining(t, root, { title: 'Shared page training', rank: 0 });
    const solvedByAlice = await insertProblem(t.platform);
    const solvedByBoth = await insertProblem(t.platform);
    for (const p of [solvedByAlice, solvedByBoth]) await addTrainingProblem(t, training.id, p.id);
    await t.platform.db.insert(userProblemProgress).values([
      { uid: alice.uid, pid: solvedByAlice.id, status: 0 },
      { uid: alice.uid, pid: solvedByBoth.id, status: 0 },
      { uid: bob.uid, pid: solvedByBoth.id, status: 0 },
      { uid: bob.uid, pid: solvedByAlice.id, status: -1 },
    ]);
    const page = { currentPage: 1, limit: 50 };
    const acCountIn = (res: { body: { data: { records: { id: number; acCount: number }[] } } }) =>
      res.body.data.records.find((r) => r.id === training.id)?.acCount;

    for (let round = 0; round < 3; round++) {
      const [asAlice, asBob, asGuest] = await Promise.all([
        t.request('GET', '/api/get-training-list', { token: alice.token, query: page }),
        t.request('GET', '/api/get-training-list', { token: bob.token, query: page }),
        t.request('GET', '/api/get-training-list', { query: page }),
      ]);
      expect(acCountIn(asAlice)).toBe(2);
      expect(acCountIn(asBob)).toBe(1);
      expect(acCountIn(asGuest)).toBe(0);
    }
  });

  it('shows a training disabled through the back office gone at once', async () => {
    const training = await insertTraining(t, root, { title: 'Soon disabled', rank: 0 });
    // Another page size than the test above read (a row written straight into the database shows
    // on a page read just before only after the sharing window).
    const page = { currentPage: 1, limit: 49 };
    expect(ids(await t.request('GET', '/api/get-training-list', { query: page }))).toContain(training.id);
    const res = await t.request('PUT', '/api/admin/training/change-training-status', {
      token: root.token,
      query: { tid: training.id, status: 'false' },
    });
    expect(res.httpStatus).toBe(200);
    expect(ids(await t.request('GET', '/api/get-training-list', { query: page }))).not.toContain(training.id);
  });
});

describe('the public discussion list', () => {
  it('shows a new post at once, and its content only to its author, from the same shared page', async () => {
    const category = await insertDiscussionCategory(t);
    const page = { currentPage: 1, limit: 15 };
    await insertDiscussion(t, bob, { categoryId: category.id, title: 'Earlier post' });
    await t.request('GET', '/api/get-discussion-list', { query: page });

    // Root may post without the accepted problems a new user needs.
    const posted = await t.request('POST', '/api/discussion', {
      token: root.token,
      body: { title: 'Fresh post', description: 'about it', content: 'only mine', categoryId: category.id },
    });
    expect(posted.body.msg).toBe('Post Successfully');

    type Item = { title: string; content: string | null };
    const [asRoot, asBob, asGuest] = await Promise.all([
      t.request('GET', '/api/get-discussion-list', { token: root.token, query: page }),
      t.request('GET', '/api/get-discussion-list', { token: bob.token, query: page }),
      t.request('GET', '/api/get-discussion-list', { query: page }),
    ]);
    const fresh = (res: typeof asRoot) =>
      (res.body.data.records as Item[]).find((r) => r.title === 'Fresh post');
    expect(fresh(asRoot)?.content).toBe('only mine');
    expect(fresh(asBob)).toBeDefined();
    expect(fresh(asBob)?.content ?? null).toBeNull();
    expect(fresh(asGuest)?.content ?? null).toBeNull();
    expect((asBob.body.data.records as Item[]).find((r) => r.title === 'Earlier post')?.content).toBeTruthy();
    expect(
      (asRoot.body.data.records as Item[]).find((r) => r.title === 'Earlier post')?.content ?? null,
    ).toBeNull();
  });

  it('drops a post an admin deletes at once', async () => {
    const category = await insertDiscussionCategory(t);
    const post = await insertDiscussion(t, bob, { categoryId: category.id, title: 'To be removed' });
    // Another page size than the test above read: a row written straight into the database (not
    // through the platform) may take up to the sharing window to show on a page read just before.
    const page = { currentPage: 1, limit: 14 };
    const titles = async () =>
      (
        (await t.request('GET', '/api/get-discussion-list', { query: page })).body.data.records as {
          id: number;
        }[]
      ).map((r) => r.id);
    expect(await titles()).toContain(post.id);
    const res = await t.request('DELETE', '/api/admin/discussion', { token: root.token, body: [post.id] });
    expect(res.httpStatus).toBe(200);
    expect(await titles()).not.toContain(post.id);
  });
});
