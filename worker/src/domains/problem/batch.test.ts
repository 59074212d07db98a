import { describe, expect, it } from 'vitest';
import { batched } from './batch';

describe('batched', () => {
  it('serves a lone caller at once and merges callers that arrive during a read', async () => {
    const scope = {};
    const reads: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async (keys: number[]) => {
      reads.push([...keys].sort());
      if (reads.length === 1) await gate;
      return new Map(keys.map((k) => [k, k * 10]));
    };
    const first = batched(scope, 'lane', [1], load);
    const second = batched(scope, 'lane', [2, 3], load);
    const third = batched(scope, 'lane', [3, 4], load);
    release();
    expect((await first).get(1)).toBe(10);
    expect((await second).get(2)).toBe(20);
    expect((await third).get(4)).toBe(40);
    expect(reads).toEqual([[1], [2, 3, 4]]);
  });

  it('rejects the callers of a failed read and keeps the lane usable', async () => {
    const scope = {};
    await expect(batched(scope, 'lane', [1], async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await batched(scope, 'lane', [2], async (keys) => keys.length)).toBe(1);
  });
});
