import { describe, expect, it } from 'vitest';
import { statusObjectJson } from './problem-status';

describe('statusObjectJson', () => {
  const statuses = new Map([
    [100_050, -10],
    [7, 0],
    [2_147_483_647, -1],
    [100_001, 5],
  ]);
  const entry = (pid: number) => `{"status":${statuses.get(pid)}}`;

  it('writes what JSON.stringify writes for the same object, keys in ascending order', () => {
    const pids = [...statuses.keys()];
    const text = statusObjectJson(pids, entry);
    const object = Object.fromEntries(pids.map((pid) => [pid, { status: statuses.get(pid) }]));
    expect(text).toBe(JSON.stringify(object));
    expect(Object.keys(JSON.parse(text))).toEqual(['7', '100001', '100050', '2147483647']);
  });

  it('writes each pid once however often it was asked, and {} for none', () => {
    expect(statusObjectJson([7, 100_001, 7, 7, 100_001], entry)).toBe(
      '{"7":{"status":0},"100001":{"status":5}}',
    );
    expect(statusObjectJson([7, 7], entry)).toBe('{"7":{"status":0}}');
    expect(statusObjectJson([], entry)).toBe('{}');
  });
});
