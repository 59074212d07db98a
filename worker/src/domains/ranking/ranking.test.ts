import { JudgeStatus } from '@contract/judge-status';
import { describe, expect, it } from 'vitest';
import {
  type AwardTier,
  acmRow,
  awardQuotas,
  type BoardRules,
  boardRow,
  type Contestant,
  ContestBoard,
  type oiRow,
  pagePositions,
  type RankRecord,
  RecordKind,
  RecordStore,
  rankShowName,
  rankStanding,
  recordKind,
  type StandingOptions,
} from './index';

const MIN = 60_000;
const { ACCEPTED: AC, WRONG_ANSWER: WA, COMPILE_ERROR: CE, TIME_LIMIT_EXCEEDED: TLE } = JudgeStatus;

let nextId = 1;
function rec(
  uid: string,
  displayId: string,
  minutes: number,
  status: number | null,
  extra: Partial<RankRecord> = {},
) {
  const id = nextId++;
  return {
    id,
    uid,
    displayId,
    offsetMs: minutes * MIN,
    submitId: id,
    status,
    score: null,
    useTime: null,
    ...extra,
  };
}
const person = (uid: string, extra: Partial<Contestant> = {}): Contestant => ({
  uid,
  username: uid,
  realname: `${uid}-real`,
  nickname: `${uid}-nick`,
  school: null,
  gender: null,
  avatar: null,
  ...extra,
});

const acm: BoardRules = {
  type: 0,
  oiHighest: false,
  sealed: false,
  sealOffsetMs: null,
  endOffsetMs: 300 * MIN,
  containsEnd: false,
  excluded: new Set(),
};
const oi: BoardRules = { ...acm, type: 1 };
const plain: StandingOptions = { stars: new Set<string>(), removeStar: false, awardType: 0, awards: [] };

function board(records: RankRecord[], rules: BoardRules, people: string[] = []) {
  const uids = [...new Set([...people, ...records.map((r) => r.uid)])];
  return new ContestBoard(
    RecordStore.from(
      records,
      uids.map((u) => person(u)),
    ),
    rules,
  );
}
function rows(b: ContestBoard, options = plain) {
  const standing = rankStanding(b, options);
  return [...standing.users.keys()].map((p) => boardRow(standing, p));
}

describe('recordKind', () => {
  it('counts PE, WA, TLE, MLE and RE as penalties; CE, SE, PA and cancelled as plain tries; waiting ones not at all', () => {
    for (const s of [-3, -1, 1, 2, 3]) expect(recordKind(s)).toBe(RecordKind.PENALTY);
    for (const s of [-2, 4, 8, -4]) expect(recordKind(s)).toBe(RecordKind.PLAIN);
    for (const s of [null, 5, 6, 7, 9]) expect(recordKind(s)).toBe(RecordKind.IGNORED);
    expect(recordKind(0)).toBe(RecordKind.ACCEPTED);
  });
});

describe('ACM board', () => {
  it('adds time + 20 minutes per penalised try, ignores records after the first AC, and counts every record', () => {
    const [a] = rows(
      board(
        [
          rec('a', 'A', 1, WA),
          rec('a', 'A', 2, CE),
          rec('a', 'A', 3, TLE),
          rec('a', 'A', 10.5, AC),
          rec('a', 'A', 11, WA),
          rec('a', 'B', 20, WA),
        ],
        acm,
      ),
    ) as [ReturnType<typeof acmRow>];
    expect(a.ac).toBe(1);
    expect(a.total).toBe(6);
    expect(a.totalTime).toBe(630 + 2 * 1200);
    expect(a.submissionInfo.A).toEqual({ errorNum: 2, isAC: true, ACTime: 630, isFirstAC: true });
    expect(a.submissionInfo.B).toEqual({ errorNum: 1, isAC: false });
  });

  it('sorts by solved desc then time asc, shares ranks on ties, and marks every first AC of the same second', () => {
    const result = rows(
      board(
        [
          rec('slow', 'A', 50, AC),
          rec('fast', 'A', 5, AC),
          rec('twin', 'A', 5, AC),
          rec('two', 'A', 40, AC),
          rec('two', 'B', 41, AC),
          rec('none', 'A', 1, WA),
        ],
        acm,
      ),
    ) as ReturnType<typeof acmRow>[];
    expect(result.map((r) => [r.uid, r.rank])).toEqual([
      ['two', 1],
      ['fast', 2],
      ['twin', 2],
      ['slow', 4],
      ['none', 5],
    ]);
    expect(result.map((r) => r.submissionInfo.A?.isFirstAC)).toEqual([false, true, true, false, undefined]);
    expect(result[0]!.submissionInfo.B?.isFirstAC).toBe(true);
  });

  it('leaves out waiting records, records before the start, and excluded users', () => {
    const result = rows(
      board(
        [
          rec('a', 'A', 1, null),
          rec('a', 'A', 2, JudgeStatus.JUDGING),
          rec('b', 'A', -1, AC),
          rec('root', 'A', 1, AC),
        ],
        { ...acm, excluded: new Set(['root']) },
      ),
    );
    expect(result).toEqual([]);
  });

  it('shows sealed records only as tries, even after an AC, and hides after-contest records on a sealed board', () => {
    const rules = { ...acm, sealed: true, sealOffsetMs: 240 * MIN, containsEnd: true };
    const [a] = rows(
      board(
        [
          rec('a', 'A', 10, WA),
          rec('a', 'A', 250, AC),
          rec('a', 'B', 100, AC),
          rec('a', 'B', 260, WA),
          rec('a', 'C', 301, AC),
        ],
        rules,
      ),
    ) as ReturnType<typeof acmRow>[];
    expect(a!.ac).toBe(1);
    expect(a!.total).toBe(4);
    expect(a!.submissionInfo.A).toEqual({ errorNum: 1, isAC: false, tryNum: 1 });
    expect(a!.submissionInfo.B).toEqual({
      errorNum: 0,
      isAC: true,
      ACTime: 6000,
      isFirstAC: true,
      tryNum: 1,
    });
    expect(a!.submissionInfo.C).toBeUndefined();
  });

  it('counts records at or after the end only with containsEnd, marked isAfterContest', () => {
    const records = [rec('a', 'A', 300, AC), rec('a', 'B', 10, AC)];
    expect((rows(board(records, acm))[0] as ReturnType<typeof acmRow>).ac).toBe(1);
    const [a] = rows(board(records, { ...acm, containsEnd: true })) as ReturnType<typeof acmRow>[];
    expect(a!.ac).toBe(2);
    expect(a!.submissionInfo.A?.isAfterContest).toBe(true);
    expect(a!.submissionInfo.B?.isAfterContest).toBeUndefined();
  });
});

describe('OI board', () => {
  const sc = (uid: string, p: string, minutes: number, score: number | null, status: number, useTime = 100) =>
    rec(uid, p, minutes, status, { score, useTime });
  const records = [
    sc('a', 'A', 1, 100, AC, 300),
    sc('a', 'A', 2, 100, AC, 200),
    sc('a', 'A', 3, 40, JudgeStatus.PARTIAL_ACCEPTED),
    sc('a', 'B', 4, 100, AC, 50),
    sc('b', 'A', 1, 100, AC, 10),
    sc('b', 'B', 2, 60, JudgeStatus.PARTIAL_ACCEPTED),
  ];

  it('Recent takes the latest score per problem; time sums the best run of full-score problems', () => {
    const [first, second] = rows(board(records, oi)) as ReturnType<typeof oiRow>[];
    expect([first!.uid, first!.totalScore, first!.totalTime]).toEqual(['b', 160, 10]);
    expect([second!.uid, second!.totalScore, second!.totalTime]).toEqual(['a', 140, 50]);
    expect(second!.submissionInfo).toEqual({ A: 40, B: 100 });
    expect(second!.timeInfo).toEqual({ B: 50 });
  });

  it('Highest takes the best score, and the fastest of its accepted runs', () => {
    const [first, second] = rows(board(records, { ...oi, oiHighest: true })) as ReturnType<typeof oiRow>[];
    expect([first!.uid, first!.totalScore, first!.totalTime, first!.timeInfo]).toEqual([
      'a',
      200,
      250,
      { A: 200, B: 50 },
    ]);
    expect([second!.uid, second!.rank]).toEqual(['b', 2]);
  });

  it('ties on score and time share a rank; sealed records are left out', () => {
    const tie = [sc('x', 'A', 1, 50, 8), sc('y', 'A', 2, 50, 8), sc('y', 'B', 250, 100, AC)];
    const result = rows(board(tie, { ...oi, sealed: true, sealOffsetMs: 240 * MIN }));
    expect(result.map((r) => [r.uid, r.rank])).toEqual([
      ['x', 1],
      ['y', 1],
    ]);
  });
});

describe('stars and awards', () => {
  const tiers: AwardTier[] = [
    { priority: 2, name: 'Silver', background: '#ccc', color: '#000', num: 2 },
    { priority: 1, name: 'Gold', background: '#fd0', color: '#000', num: 1 },
  ];
  const records = [
    rec('u1', 'A', 1, AC),
    rec('star', 'A', 2, AC),
    rec('u2', 'A', 3, AC),
    rec('u3', 'A', 4, AC),
    rec('u4', 'A', 5, AC),
    rec('zero', 'A', 6, WA),
  ];

  it('ranks star users -1 without an award, or removes them', () => {
    const b = board(records, acm);
    const kept = rows(b, { ...plain, stars: new Set(['star']), awardType: 2, awards: tiers });
    expect(kept.map((r) => [r.uid, r.rank, r.awardName])).toEqual([
      ['u1', 1, 'Gold'],
      ['star', -1, null],
      ['u2', 2, 'Silver'],
      ['u3', 3, 'Silver'],
      ['u4', 4, null],
      ['zero', 5, null],
    ]);
    const removed = rows(b, { ...plain, stars: new Set(['star']), removeStar: true });
    expect(removed.map((r) => r.uid)).not.toContain('star');
    expect(removed.map((r) => r.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('awards by proportion of the non-star rows, floor(num·0.01·N), never to a row without a solve', () => {
    expect(
      awardQuotas(
        1,
        [
          { ...tiers[1]!, num: 20 },
          { ...tiers[0]!, num: 50 },
        ],
        5,
      ).map((q) => q.count),
    ).toEqual([1, 2]);
    expect(awardQuotas(1, [{ ...tiers[1]!, num: 10 }], 5)).toEqual([]);
    expect(awardQuotas(0, tiers, 5)).toEqual([]);
    const all = rows(board(records, acm), {
      ...plain,
      stars: new Set(['star']),
      awardType: 1,
      awards: [{ ...tiers[1]!, num: 100 }],
    });
    expect(all.filter((r) => r.isWinAward).map((r) => r.uid)).toEqual(['u1', 'u2', 'u3', 'u4']);
  });
});

describe('paging', () => {
  const records = ['a', 'b', 'c', 'd', 'e'].map((u, i) => rec(u, 'A', i + 1, AC));
  const standing = rankStanding(board(records, acm), plain);
  const page = (q: Partial<Parameters<typeof pagePositions>[1]>) =>
    pagePositions(standing, {
      viewer: null,
      concerned: [],
      keyword: undefined,
      showName: 'username',
      currentPage: 1,
      limit: 3,
      ...q,
    });
  const uids = (r: { positions: number[] }) => r.positions.map((p) => acmRow(standing, p).uid);

  it('puts the viewer first and followed users next, counting them in the total and the pages', () => {
    const first = page({ viewer: 'd', concerned: ['e', 'd', 'b', 'ghost'] });
    expect(uids(first)).toEqual(['d', 'b', 'e']);
    expect(first.total).toBe(8);
    expect(uids(page({ viewer: 'd', concerned: ['e', 'b'], currentPage: 2 }))).toEqual(['a', 'b', 'c']);
    expect(uids(page({ viewer: 'd', concerned: ['e', 'b'], currentPage: 3 }))).toEqual(['d', 'e']);
    expect(uids(page({ currentPage: 9 }))).toEqual([]);
  });

  it('filters by school or shown name', () => {
    expect(uids(page({ keyword: ' C ' }))).toEqual(['c']);
    expect(uids(page({ keyword: 'nick', showName: 'nickname', limit: 10 }))).toHaveLength(5);
  });

  it('shows the name the contest chose', () => {
    const c = person('u');
    expect(['username', 'nickname', 'realname', 'x'].map((r) => rankShowName(r, c))).toEqual([
      'u',
      'u-nick',
      'u-real',
      null,
    ]);
  });
});

describe('incremental updates', () => {
  function randomRecords(n: number, users: number, seed: number): RankRecord[] {
    let s = seed;
    const rnd = () => {
      s = (s * 1103515245 + 12345) & 0x7fffffff;
      return s / 0x7fffffff;
    };
    const statuses = [AC, WA, CE, TLE, 8, null];
    return Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      uid: `u${Math.floor(rnd() * users)}`,
      displayId: String.fromCharCode(65 + Math.floor(rnd() * 4)),
      offsetMs: Math.floor(rnd() * 320 * MIN),
      submitId: i + 1,
      status: statuses[Math.floor(rnd() * statuses.length)]!,
      score: Math.floor(rnd() * 101),
      useTime: Math.floor(rnd() * 1000),
    }));
  }

  for (const rules of [
    acm,
    { ...acm, sealed: true, sealOffsetMs: 200 * MIN },
    { ...acm, containsEnd: true },
    oi,
    { ...oi, oiHighest: true },
  ]) {
    it(`matches a full computation after verdicts change and records arrive (${JSON.stringify({ t: rules.type, s: rules.sealed, e: rules.containsEnd, h: rules.oiHighest })})`, () => {
      const all = randomRecords(400, 30, 7);
      const store = RecordStore.from(all.slice(0, 300));
      for (const p of ['A', 'B', 'C', 'D']) store.upsert({ ...all[0]!, id: -1, displayId: p, status: null });
      const live = new ContestBoard(store, rules);
      const changed = [
        ...all.slice(300),
        ...all.slice(0, 60).map((r) => ({ ...r, status: r.status === AC ? WA : AC })),
      ];
      for (const r of changed) expect(live.update(store.upsert(r).user)).toBe(true);
      const fresh = new ContestBoard(store, rules);
      const view = (b: ContestBoard) => rows(b).map((r) => JSON.stringify(r));
      expect(view(live)).toEqual(view(fresh));
    });
  }

  it('asks for a rebuild when a new problem appears', () => {
    const store = RecordStore.from([rec('a', 'A', 1, AC)]);
    const live = new ContestBoard(store, acm);
    expect(live.update(store.upsert(rec('a', 'Z', 2, AC)).user)).toBe(false);
  });
});
