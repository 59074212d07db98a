import { describe, expect, it } from 'vitest';
import { readMemoryKb, readTimeMs, sleep } from './text';

describe('readTimeMs', () => {
  it.each([
    ['15MS', 15],
    ['0MS', 0],
    ['12 ms', 12],
    [' 2 ms ', 2],
    ['1.6 ms', 2],
    ['1 s', 1000],
    ['2 sec', 2000],
  ])('%j -> %d ms', (text, ms) => {
    expect(readTimeMs(text)).toBe(ms);
  });

  it('reads a bare number in the unit the judge uses', () => {
    expect(readTimeMs('15')).toBe(15);
    expect(readTimeMs('0.01', 's')).toBe(10);
    expect(readTimeMs('1.234', 's')).toBe(1234);
  });

  it.each([[''], ['-'], ['   '], ['MS'], ['15 KB'], ['1.2.3 ms'], ['about 15 ms'], ['-5 ms'], [undefined]])(
    '%j is unreadable',
    (text) => {
      expect(readTimeMs(text)).toBeNull();
    },
  );
});

describe('readMemoryKb', () => {
  it.each([
    ['1736K', 1736],
    ['3592 KB', 3592],
    ['2048k', 2048],
    ['100 KiB', 100],
    ['5.3M', 5427],
    ['1 MB', 1024],
    ['2 MiB', 2048],
    ['700', 700],
  ])('%j -> %d KB', (text, kb) => {
    expect(readMemoryKb(text)).toBe(kb);
  });

  it.each([[''], ['-'], ['K'], ['15 ms'], ['3 GB'], ['12 KB extra'], [undefined]])(
    '%j is unreadable',
    (text) => {
      expect(readMemoryKb(text)).toBeNull();
    },
  );
});

describe('sleep', () => {
  it('resolves after the time given and not before', async () => {
    const start = performance.now();
    await sleep(30);
    expect(performance.now() - start).toBeGreaterThanOrEqual(25);
  });
});
