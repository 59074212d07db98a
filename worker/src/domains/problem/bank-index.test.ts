import { describe, expect, it } from 'vitest';
import { type BankEntry, type BankIndex, searchBank } from './bank-index';

const entry = (pid: number, problemId: string, title: string, extra: Partial<BankEntry> = {}): BankEntry => ({
  pid,
  problemId,
  title,
  difficulty: 0,
  type: 0,
  isRemote: false,
  haystack: `${problemId.toLowerCase()}\u0000${title.toLowerCase()}`,
  tagIds: [],
  ...extra,
});

const index: BankIndex = {
  entries: [
    entry(1, '1000', 'A+B Problem', { tagIds: [1, 2] }),
    entry(2, '1001', 'Shortest Path', { tagIds: [2], difficulty: 2 }),
    entry(3, 'HDU-1000', 'Remote A+B', { isRemote: true }),
    entry(4, 'CF-1A', 'Theatre Square', { isRemote: true, tagIds: [1] }),
  ],
  tags: new Map(),
  matches: new Map(),
};

const pids = (filter: Parameters<typeof searchBank>[1]) => searchBank(index, filter).map((e) => e.pid);

describe('searchBank', () => {
  it('matches the keyword in the display id or the title, case-insensitively', () => {
    expect(pids({ keyword: 'a+b', tagIds: [] })).toEqual([1, 3]);
    expect(pids({ keyword: '1000', tagIds: [] })).toEqual([1, 3]);
    expect(pids({ keyword: 'PATH', tagIds: [] })).toEqual([2]);
  });

  it('does not match across the display id and the title', () => {
    expect(pids({ keyword: '1000a', tagIds: [] })).toEqual([]);
  });

  it('requires every given tag', () => {
    expect(pids({ tagIds: [2] })).toEqual([1, 2]);
    expect(pids({ tagIds: [1, 2] })).toEqual([1]);
  });

  it('filters by difficulty and by bank', () => {
    expect(pids({ difficulty: 2, tagIds: [] })).toEqual([2]);
    expect(pids({ oj: 'ME', tagIds: [] })).toEqual([1, 2]);
    expect(pids({ oj: 'CF', tagIds: [] })).toEqual([4]);
    expect(pids({ oj: 'ALL', tagIds: [] })).toEqual([1, 2, 3, 4]);
  });

  it('remembers results per filter', () => {
    const first = searchBank(index, { keyword: 'b', tagIds: [] });
    expect(searchBank(index, { keyword: 'B', tagIds: [] })).toBe(first);
  });
});
