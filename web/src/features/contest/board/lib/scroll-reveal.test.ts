import type { ScrollBoardInfo, ScrollBoardSubmission } from '@contract/contest-board';
import { describe, expect, it } from 'vitest';
import {
  buildScrollBoard,
  defaultMedals,
  nextReveal,
  PENALTY_SECONDS,
  parseMedals,
  placeTeams,
  revealAll,
  type ScrollBoardState,
} from './scroll-reveal';

const START = '2026-01-01T00:00:00.000Z';
const SEAL = '2026-01-01T04:00:00.000Z';
const at = (minutes: number, seconds = 0) =>
  new Date(Date.parse(START) + (minutes * 60 + seconds) * 1000).toISOString();

const info = (over: Partial<ScrollBoardInfo> = {}): ScrollBoardInfo => ({
  id: 1,
  rankShowName: 'username',
  problemCount: 3,
  balloonColor: { B: '#00f', A: '#f00', C: null },
  startTime: START,
  sealRankTime: SEAL,
  starUserList: [],
  ...over,
});

let nextId = 1;
const sub = (
  uid: string,
  displayId: string,
  status: number | null,
  minutes: number,
  seconds = 0,
): ScrollBoardSubmission => ({
  uid,
  username: `user-${uid}`,
  nickname: `nick-${uid}`,
  realname: null,
  school: 'School',
  avatar: null,
  gender: uid === 'g' ? 'female' : 'male',
  submitId: nextId++,
  status,
  submitTime: at(minutes, seconds),
  displayId,
});

const order = (state: ScrollBoardState) => state.teams.map((t) => t.uid);
const AC = 0;
const WA = -1;
const CE = -2;
const PENDING = 5;

describe('buildScrollBoard', () => {
  it('shows the board as sealed: later tries hidden, earlier ones counted with penalty', () => {
    const board = buildScrollBoard(info(), [
      sub('a', 'A', WA, 10),
      sub('a', 'A', AC, 30, 59),
      sub('b', 'A', AC, 250),
      sub('b', 'B', WA, 100),
      sub('b', 'B', WA, 260),
    ]);
    expect(board.problemIds).toEqual(['A', 'B', 'C']);
    expect(order(board)).toEqual(['a', 'b']);
    const [a, b] = board.teams;
    expect(a!.solved).toBe(1);
    expect(a!.penalty).toBe(30 * 60 + 59 + PENALTY_SECONDS);
    expect(a!.cells.A).toMatchObject({
      tries: 2,
      errors: 1,
      accepted: true,
      pending: false,
      acceptedSeconds: 1859,
    });
    expect(b!.solved).toBe(0);
    expect(b!.cells.A).toMatchObject({ pending: true, accepted: true, tries: 1 });
    expect(b!.cells.B).toMatchObject({ pending: true, accepted: false, tries: 2, errors: 2 });
    expect(board.cursor).toBe(1);
  });

  it('treats a try exactly at the seal as hidden', () => {
    const board = buildScrollBoard(info(), [sub('a', 'A', AC, 240)]);
    expect(board.teams[0]!.cells.A!.pending).toBe(true);
    expect(board.teams[0]!.solved).toBe(0);
  });

  it('ignores verdicts without penalty, tries after an accept and unknown problems', () => {
    const board = buildScrollBoard(info(), [
      sub('a', 'A', CE, 1),
      sub('a', 'A', 4, 2),
      sub('a', 'A', 8, 3),
      sub('a', 'A', AC, 5),
      sub('a', 'A', WA, 6),
      sub('a', 'Z', AC, 7),
    ]);
    expect(board.teams[0]!.cells).toEqual({
      A: { tries: 1, errors: 0, accepted: true, acceptedSeconds: 300, firstBlood: true, pending: false },
    });
  });

  it('hides unjudged tries even before the seal, and they reveal as not accepted', () => {
    const board = buildScrollBoard(info(), [sub('a', 'A', PENDING, 5), sub('a', 'B', null, 6)]);
    expect(board.teams[0]!.cells.A).toMatchObject({ pending: true, accepted: false, errors: 0, tries: 1 });
    expect(board.teams[0]!.cells.B).toMatchObject({ pending: true, accepted: false });
    const { steps } = revealAll(board);
    expect(steps.map((s) => s.accepted)).toEqual([false, false]);
  });

  it('marks the earliest accept of each problem, ties all first, hidden ones included', () => {
    const board = buildScrollBoard(info(), [
      sub('a', 'A', AC, 10),
      sub('b', 'A', AC, 10),
      sub('c', 'A', AC, 11),
      sub('c', 'B', AC, 245),
    ]);
    const cell = (uid: string, id: string) => board.teams.find((t) => t.uid === uid)!.cells[id]!;
    expect(cell('a', 'A').firstBlood).toBe(true);
    expect(cell('b', 'A').firstBlood).toBe(true);
    expect(cell('c', 'A').firstBlood).toBe(false);
    expect(cell('c', 'B').firstBlood).toBe(true);
  });

  it('names rows by the contest rankShowName, falling back to the username; stars by username', () => {
    const board = buildScrollBoard(info({ rankShowName: 'nickname', starUserList: ['user-s'] }), [
      sub('s', 'A', WA, 1),
      { ...sub('r', 'A', WA, 1), nickname: '  ' },
      sub('g', 'A', WA, 1),
    ]);
    const byUid = Object.fromEntries(board.teams.map((t) => [t.uid, t]));
    expect(byUid.s).toMatchObject({ name: 'nick-s', star: true });
    expect(byUid.r).toMatchObject({ name: 'user-r', star: false });
    expect(byUid.g!.girl).toBe(true);
  });

  it('hides nothing when the contest has no seal time', () => {
    const board = buildScrollBoard(info({ sealRankTime: null }), [sub('a', 'A', AC, 299)]);
    expect(board.teams[0]!.solved).toBe(1);
    expect(nextReveal(board)).toBeNull();
  });
});

describe('nextReveal', () => {
  it('opens the lowest row first, one cell at a time from the left', () => {
    const board = buildScrollBoard(info(), [
      sub('a', 'A', AC, 10),
      sub('b', 'C', WA, 250),
      sub('b', 'B', WA, 251),
      sub('c', 'A', WA, 260),
    ]);
    expect(order(board)).toEqual(['a', 'b', 'c']);
    const { steps } = revealAll(board);
    expect(steps).toEqual([
      { uid: 'c', displayId: 'A', accepted: false, from: 2, to: 2 },
      { uid: 'b', displayId: 'B', accepted: false, from: 1, to: 1 },
      { uid: 'b', displayId: 'C', accepted: false, from: 1, to: 1 },
    ]);
  });

  it('lifts a row on an accept and continues with the row that took its place', () => {
    const board = buildScrollBoard(info(), [
      sub('a', 'A', AC, 10),
      sub('b', 'A', AC, 20),
      sub('c', 'A', AC, 241),
      sub('c', 'B', AC, 242),
      sub('b', 'B', WA, 243),
    ]);
    expect(order(board)).toEqual(['a', 'b', 'c']);
    const first = nextReveal(board)!;
    expect(first.step).toEqual({ uid: 'c', displayId: 'A', accepted: true, from: 2, to: 2 });
    expect(first.state.teams[2]!.solved).toBe(1);
    const second = nextReveal(first.state)!;
    expect(second.step).toEqual({ uid: 'c', displayId: 'B', accepted: true, from: 2, to: 0 });
    expect(order(second.state)).toEqual(['c', 'a', 'b']);
    expect(second.state.cursor).toBe(2);
    const third = nextReveal(second.state)!;
    expect(third.step).toEqual({ uid: 'b', displayId: 'B', accepted: false, from: 2, to: 2 });
    expect(nextReveal(third.state)).toBeNull();
  });

  it('adds the accept time and 20 minutes per rejected try when a cell opens', () => {
    const board = buildScrollBoard(info(), [
      sub('a', 'A', WA, 241),
      sub('a', 'A', WA, 242),
      sub('a', 'A', AC, 250),
    ]);
    const { final } = revealAll(board);
    expect(final.teams[0]).toMatchObject({ solved: 1, penalty: 250 * 60 + 2 * PENALTY_SECONDS });
    expect(final.teams[0]!.cells.A!.pending).toBe(false);
    expect(final.cursor).toBe(-1);
  });

  it('ends on the same board as counting everything at once, rows only moving up', () => {
    for (const seed of [1, 7, 42, 2026]) {
      let x = seed;
      const random = (n: number) => {
        x = (x * 1103515245 + 12345) % 2147483648;
        return Math.floor(x / 65536) % n;
      };
      const subs: ScrollBoardSubmission[] = [];
      for (let i = 0; i < 40; i++)
        subs.push(
          sub(
            `t${random(12)}`,
            ['A', 'B', 'C'][random(3)]!,
            [AC, WA, WA, CE, -3, 1][random(6)]!,
            random(300),
          ),
        );
      const sealed = buildScrollBoard(info(), subs);
      const { steps, final } = revealAll(sealed);
      const unsealed = buildScrollBoard(info({ sealRankTime: null }), subs);
      expect(order(final)).toEqual(order(unsealed));
      expect(final.teams.map((t) => [t.solved, t.penalty])).toEqual(
        unsealed.teams.map((t) => [t.solved, t.penalty]),
      );
      const hidden = sealed.teams.reduce(
        (n, t) => n + Object.values(t.cells).filter((c) => c.pending).length,
        0,
      );
      expect(steps.length).toBe(hidden);
      expect(hidden).toBeGreaterThan(3);
      for (const step of steps) expect(step.to).toBeLessThanOrEqual(step.from);
    }
  });

  it('lets a revealed row overtake several rows at once', () => {
    const board = buildScrollBoard(info(), [
      sub('a', 'A', AC, 100),
      sub('b', 'A', AC, 110),
      sub('c', 'A', AC, 120),
      sub('d', 'A', AC, 10),
      sub('d', 'B', AC, 241),
    ]);
    expect(order(board)).toEqual(['d', 'a', 'b', 'c']);
    const sealedLast = buildScrollBoard(info(), [
      sub('a', 'A', AC, 100),
      sub('b', 'A', AC, 110),
      sub('c', 'A', AC, 120),
      sub('d', 'A', AC, 245),
      sub('d', 'B', AC, 246),
    ]);
    expect(order(sealedLast)).toEqual(['a', 'b', 'c', 'd']);
    const { steps } = revealAll(sealedLast);
    expect(steps).toEqual([
      { uid: 'd', displayId: 'A', accepted: true, from: 3, to: 3 },
      { uid: 'd', displayId: 'B', accepted: true, from: 3, to: 0 },
    ]);
  });

  it('does not change the state it is given', () => {
    const board = buildScrollBoard(info(), [sub('a', 'A', AC, 10), sub('b', 'A', AC, 250)]);
    const before = JSON.stringify(board);
    nextReveal(board);
    revealAll(board);
    expect(JSON.stringify(board)).toBe(before);
  });

  it('answers null for an empty board', () => {
    expect(nextReveal(buildScrollBoard(info(), []))).toBeNull();
  });
});

describe('placeTeams', () => {
  const board = () =>
    buildScrollBoard(info({ sealRankTime: null, starUserList: ['user-s'] }), [
      sub('a', 'A', AC, 1),
      sub('a', 'B', AC, 2),
      sub('s', 'A', AC, 1),
      sub('b', 'A', AC, 5),
      sub('c', 'A', AC, 5),
      sub('d', 'A', AC, 9),
      sub('e', 'A', WA, 9),
    ]);

  it('skips stars, shares ranks on ties and gives medals in rank order to solvers only', () => {
    const state = board();
    expect(order(state)).toEqual(['a', 's', 'b', 'c', 'd', 'e']);
    expect(placeTeams(state.teams, [1, 1, 5])).toEqual([
      { rank: 1, medal: 'gold' },
      { rank: null, medal: null },
      { rank: 2, medal: 'silver' },
      { rank: 2, medal: 'silver' },
      { rank: 4, medal: 'bronze' },
      { rank: 5, medal: null },
    ]);
  });

  it('gives no medal when every count is zero', () => {
    expect(placeTeams(board().teams, [0, 0, 0]).every((p) => p.medal === null)).toBe(true);
  });
});

describe('medal counts', () => {
  it('default to the floor of 10%, 20% and 30%', () => {
    expect(defaultMedals(0)).toEqual([0, 0, 0]);
    expect(defaultMedals(9)).toEqual([0, 1, 2]);
    expect(defaultMedals(57)).toEqual([5, 11, 17]);
  });

  it('come from the query when they are whole numbers', () => {
    expect(parseMedals(['3', '4', '5'], 100)).toEqual([3, 4, 5]);
    expect(parseMedals(['x', '-1', ''], 100)).toEqual([10, 20, 30]);
    expect(parseMedals(['2'], 10)).toEqual([2, 2, 3]);
  });
});
