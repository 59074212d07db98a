import { describe, expect, it } from 'vitest';
import { batched } from './batch';

describe('batched', () => {
  it('merges the callers of one turn, and callers that arrive during a read into the next round', async () => {
    const scope = {};
    const reads: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const firstReadStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const load = async (keys: number[]) => {
      reads.push([...keys].sort());
      if (reads.length === 1) {
        started();
        await gate;
      }
      return new Map(keys.map((k) => [k, k * 10]));
    };
    const first = batched(scope, 'lane', [1], load);
    const sameTurn = batched(scope, 'lane', [1, 2], load);
    await firstReadStarted;
    const second = batched(scope, 'lane', [2, 3], load);
    const third = batched(scope, 'lane', [3, 4], load);
    release();
    expect((await first).get(1)).toBe(10);
    expect((await sameTurn).get(2)).toBe(20);
    expect((await second).get(2)).toBe(20);
    expect((await third).get(4)).toBe(40);
    expect(reads).toEqual([
      [1, 2],
      [2, 3, 4],
    ]);
  });

  it('serves a lone caller on the next turn', async () => {
    const reads: number[][] = [];
    const value = await batched({}, 'lane', [7], async (keys) => {
      reads.push(keys);
      return keys.length;
    });
    expect(value).toBe(1);
    expect(reads).toEqual([[7]]);
  });

  it('rejects the callers of a failed read and keeps the lane usable', async () => {
    const scope = {};
    await expect(batched(scope, 'lane', [1], async () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await batched(scope, 'lane', [2], async (keys) => keys.length)).toBe(1);
  });
});
