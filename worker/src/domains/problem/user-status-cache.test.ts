import { JudgeStatus } from '@contract/judge-status';
import { describe, expect, it } from 'vitest';
import { type StatusRow, UserStatusCache, UserStatuses } from './user-status-cache';

const row = (pid: number, status: number, judging = false, score: number | null = null): StatusRow => ({
  pid,
  status,
  score,
  judging,
});

/** A load whose reads the test answers by hand, in any order, with the rows of its choosing. */
function manualLoad() {
  const reads: { uid: string; answer: (rows: StatusRow[]) => void; fail: (error: Error) => void }[] = [];
  const load = (uid: string) =>
    new Promise<UserStatuses>((resolve, reject) => {
      reads.push({ uid, answer: (rows) => resolve(UserStatuses.fromRows(rows)), fail: reject });
    });
  return { reads, load };
}

function cacheWith(overrides: Partial<ConstructorParameters<typeof UserStatusCache>[0]> = {}) {
  const { reads, load } = manualLoad();
  let clock = 0;
  const cache = new UserStatusCache({
    load,
    windowMs: 2000,
    maxUsers: 100,
    maxBytes: 1024 * 1024,
    now: () => clock,
    ...overrides,
  });
  return { cache, reads, advance: (ms: number) => (clock += ms) };
}

describe('UserStatuses', () => {
  it('folds progress and pending submissions as the problem list shows them', () => {
    const statuses = UserStatuses.fromRows([
      row(7, JudgeStatus.ACCEPTED),
      row(7, JudgeStatus.PENDING, true),
      row(3, JudgeStatus.WRONG_ANSWER),
      row(3, JudgeStatus.JUDGING, true),
      row(9, JudgeStatus.PARTIAL_ACCEPTED, false, 40),
      row(12, JudgeStatus.PENDING, true),
    ]);
    // Accepted stays Accepted whatever is being judged; otherwise the pending state shows.
    expect(statuses.of(7)).toEqual({ status: JudgeStatus.ACCEPTED, score: null });
    expect(statuses.of(3)).toEqual({ status: JudgeStatus.JUDGING, score: null });
    expect(statuses.of(9)).toEqual({ status: JudgeStatus.PARTIAL_ACCEPTED, score: 40 });
    expect(statuses.of(12)).toEqual({ status: JudgeStatus.PENDING, score: null });
    expect(statuses.of(4)).toEqual({ status: JudgeStatus.NOT_SUBMITTED, score: null });
    expect(statuses.accepted(7)).toBe(true);
    expect(statuses.accepted(9)).toBe(false);
    expect(statuses.size).toBe(4);
  });

  it('reads the lists of one database row per half as fromRows reads the rows', () => {
    const progress = {
      pids: [3, 7, 9, 20],
      statuses: [JudgeStatus.WRONG_ANSWER, JudgeStatus.ACCEPTED, JudgeStatus.PARTIAL_ACCEPTED, 0],
      scores: [null, null, 40, 0],
    };
    const judging = {
      pids: [7, 3, 12],
      statuses: [JudgeStatus.PENDING, JudgeStatus.JUDGING, 5],
      scores: null,
    };
    const rows = [
      ...progress.pids.map((pid, i) => row(pid, progress.statuses[i]!, false, progress.scores[i]!)),
      ...judging.pids.map((pid, i) => row(pid, judging.statuses[i]!, true)),
    ];
    const expectSame = (a: UserStatuses, b: UserStatuses) => {
      expect(a.size).toBe(b.size);
      for (const pid of [1, 3, 7, 9, 12, 20, 21]) {
        expect(a.of(pid)).toEqual(b.of(pid));
        expect(a.statusOf(pid)).toBe(b.of(pid).status);
      }
    };
    // Nobody's submission being judged: the lists are taken as they are.
    expectSame(UserStatuses.fromLists(progress, undefined), UserStatuses.fromRows(rows.slice(0, 4)));
    expect(UserStatuses.fromLists(progress, undefined).of(20)).toEqual({ status: 0, score: 0 });
    // With submissions being judged, folded as the rows are.
    expectSame(UserStatuses.fromLists(progress, judging), UserStatuses.fromRows(rows));
    expect(UserStatuses.fromLists(progress, judging).statusOf(3)).toBe(JudgeStatus.JUDGING);
    // Out of order (never from the statement, which orders by pid): still right.
    const shuffled = {
      pids: [9, 3, 20, 7],
      statuses: [progress.statuses[2]!, progress.statuses[0]!, 0, JudgeStatus.ACCEPTED],
      scores: [40, null, 0, null],
    };
    expectSame(UserStatuses.fromLists(shuffled, undefined), UserStatuses.fromRows(rows.slice(0, 4)));
    // No rows at all, or only a list of scores that is null.
    expect(UserStatuses.fromLists(undefined, undefined).size).toBe(0);
    expect(UserStatuses.fromLists({ pids: [4], statuses: [-1], scores: null }, undefined).of(4)).toEqual({
      status: -1,
      score: null,
    });
  });

  it('keeps a score of zero apart from no score', () => {
    const statuses = UserStatuses.fromRows([row(1, JudgeStatus.WRONG_ANSWER, false, 0)]);
    expect(statuses.of(1)).toEqual({ status: JudgeStatus.WRONG_ANSWER, score: 0 });
  });
});

describe('UserStatusCache', () => {
  it('reads a user once and then answers from memory', async () => {
    const { cache, reads } = cacheWith();
    const first = cache.get('u1');
    reads[0]!.answer([row(5, JudgeStatus.ACCEPTED)]);
    expect((await first).accepted(5)).toBe(true);
    expect((await cache.get('u1')).accepted(5)).toBe(true);
    expect(reads).toHaveLength(1);
  });

  it('shares one read between concurrent askers of the same user, not between users', async () => {
    const { cache, reads } = cacheWith();
    const asks = [cache.get('u1'), cache.get('u1'), cache.get('u2')];
    expect(reads.map((r) => r.uid)).toEqual(['u1', 'u2']);
    reads[0]!.answer([row(1, JudgeStatus.ACCEPTED)]);
    reads[1]!.answer([]);
    const [a, b, c] = await Promise.all(asks);
    expect(a).toBe(b);
    expect(c!.accepted(1)).toBe(false);
  });

  it('reads again after the user is forgotten (the writer forgets after its commit)', async () => {
    const { cache, reads } = cacheWith();
    const before = cache.get('u1');
    reads[0]!.answer([row(5, JudgeStatus.PENDING, true)]);
    expect((await before).of(5).status).toBe(JudgeStatus.PENDING);
    // The verdict commits, then its writer forgets the user.
    cache.forget('u1');
    const after = cache.get('u1');
    expect(reads).toHaveLength(2);
    reads[1]!.answer([row(5, JudgeStatus.ACCEPTED)]);
    expect((await after).accepted(5)).toBe(true);
  });

  it('never keeps a read that was running when the user was forgotten', async () => {
    const { cache, reads } = cacheWith();
    // A read starts before the verdict's commit and so sees the old rows…
    const early = cache.get('u1');
    // …the commit lands and its writer forgets the user while that read still runs…
    cache.forget('u1');
    // …a request after the commit starts a read of its own rather than joining the old one.
    const late = cache.get('u1');
    expect(reads).toHaveLength(2);
    reads[1]!.answer([row(5, JudgeStatus.ACCEPTED)]);
    reads[0]!.answer([row(5, JudgeStatus.PENDING, true)]);
    // The early caller asked before the commit and may see the old status; nobody after it may.
    expect((await early).of(5).status).toBe(JudgeStatus.PENDING);
    expect((await late).accepted(5)).toBe(true);
    expect((await cache.get('u1')).accepted(5)).toBe(true);
    expect(reads).toHaveLength(2);
  });

  it('does not let a superseded read answer late over a newer kept entry', async () => {
    const { cache, reads } = cacheWith();
    const early = cache.get('u1');
    cache.forget('u1');
    const late = cache.get('u1');
    reads[1]!.answer([row(5, JudgeStatus.ACCEPTED)]);
    await late;
    // The old read finishes only now: what is kept stays the newer read's.
    reads[0]!.answer([]);
    await early;
    expect((await cache.get('u1')).accepted(5)).toBe(true);
    expect(reads).toHaveLength(2);
  });

  it('forgets every user and every running read at once', async () => {
    const { cache, reads } = cacheWith();
    const kept = cache.get('u1');
    reads[0]!.answer([]);
    await kept;
    const running = cache.get('u2');
    cache.forgetAll();
    reads[1]!.answer([]);
    await running;
    expect(cache.stats.users).toBe(0);
    void cache.get('u1');
    void cache.get('u2');
    expect(reads.map((r) => r.uid)).toEqual(['u1', 'u2', 'u1', 'u2']);
  });

  it('reads a user again once the entry is older than the window', async () => {
    const { cache, reads, advance } = cacheWith({ windowMs: 2000 });
    const first = cache.get('u1');
    reads[0]!.answer([]);
    await first;
    advance(1999);
    await cache.get('u1');
    expect(reads).toHaveLength(1);
    advance(1);
    void cache.get('u1');
    expect(reads).toHaveLength(2);
  });

  it('dates an entry from when its read started, not when it ended', async () => {
    const { cache, reads, advance } = cacheWith({ windowMs: 2000 });
    const first = cache.get('u1');
    advance(1500);
    reads[0]!.answer([]);
    await first;
    advance(500);
    void cache.get('u1');
    expect(reads).toHaveLength(2);
  });

  it('does not remember a failed read', async () => {
    const { cache, reads } = cacheWith();
    const failing = cache.get('u1');
    reads[0]!.fail(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    void cache.get('u1');
    expect(reads).toHaveLength(2);
  });

  it('drops the least recently used user beyond its user bound', async () => {
    const { cache, reads } = cacheWith({ maxUsers: 2 });
    for (const uid of ['a', 'b']) {
      const ask = cache.get(uid);
      reads.at(-1)!.answer([]);
      await ask;
    }
    await cache.get('a'); // a is now the most recently used
    const c = cache.get('c');
    reads.at(-1)!.answer([]);
    await c;
    expect(cache.stats.users).toBe(2);
    await cache.get('a');
    expect(reads).toHaveLength(3);
    void cache.get('b');
    expect(reads).toHaveLength(4);
  });

  it('stays within its byte bound and keeps no user bigger than an eighth of it', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => row(i + 1, JudgeStatus.WRONG_ANSWER));
    const entryBytes = UserStatuses.fromRows(many).bytes;
    const { cache, reads } = cacheWith({ maxBytes: entryBytes * 8 });
    for (let i = 0; i < 12; i++) {
      const ask = cache.get(`u${i}`);
      reads.at(-1)!.answer(many);
      await ask;
    }
    expect(cache.stats.bytes).toBeLessThanOrEqual(entryBytes * 8);
    expect(cache.stats.users).toBe(8);

    const huge = Array.from({ length: 20_000 }, (_, i) => row(i + 1, JudgeStatus.ACCEPTED));
    const ask = cache.get('huge');
    reads.at(-1)!.answer(huge);
    expect((await ask).accepted(20_000)).toBe(true);
    void cache.get('huge');
    expect(reads.at(-1)!.uid).toBe('huge');
    expect(reads.filter((r) => r.uid === 'huge')).toHaveLength(2);
  });
});
