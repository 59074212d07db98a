import { describe, expect, it } from 'vitest';
import { contestStanding } from './standing';

describe('contestStanding', () => {
  const newestFirst = [
    { pid: 1, status: -1, score: 10 },
    { pid: 1, status: 0, score: 100 },
    { pid: 1, status: 8, score: 40 },
    { pid: 2, status: 8, score: 20 },
  ];

  it('keeps an ACM problem accepted once accepted, else shows the latest verdict', () => {
    const acm = contestStanding(
      { type: 0, oiRankScoreType: 'Recent', sealed: false },
      newestFirst,
      [1, 2, 3],
    );
    expect(Object.fromEntries(acm)).toEqual({
      1: { status: 0, score: null },
      2: { status: 8, score: null },
      3: { status: -10, score: null },
    });
  });

  it('shows the latest or the highest OI score by the contest rule', () => {
    const recent = contestStanding({ type: 1, oiRankScoreType: 'Recent', sealed: false }, newestFirst, [1]);
    expect(recent.get(1)).toEqual({ status: -1, score: 10 });
    const highest = contestStanding({ type: 1, oiRankScoreType: 'Highest', sealed: false }, newestFirst, [1]);
    expect(highest.get(1)).toEqual({ status: 0, score: 100 });
  });

  it('hides OI results while sealed', () => {
    const sealed = contestStanding(
      { type: 1, oiRankScoreType: 'Highest', sealed: true },
      newestFirst,
      [1, 3],
    );
    expect(Object.fromEntries(sealed)).toEqual({
      1: { status: -5, score: null },
      3: { status: -10, score: null },
    });
  });
});
