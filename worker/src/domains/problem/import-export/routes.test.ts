import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../http/errors';
import { exportPidList } from './routes';

const pids = (query: string) => exportPidList(new URL(`http://x/api/file/export-problem?${query}`));
const refusal = (query: string) => {
  try {
    pids(query);
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).message;
  }
  throw new Error('expected a refusal');
};

describe('exportPidList', () => {
  it('reads every way clients send the list, without repeats', () => {
    expect(pids('pidList=1&pidList=2')).toEqual([1, 2]);
    expect(pids('pidList%5B%5D=3&pidList%5B%5D=4')).toEqual([3, 4]);
    expect(pids('pidList=5,6,5')).toEqual([5, 6]);
    expect(pids('pidList=%5B7%2C8%5D')).toEqual([7, 8]);
    expect(pids('pid=9')).toEqual([9]);
  });

  it('refuses empty and malformed lists', () => {
    expect(refusal('')).toBe('Export needs at least one problem');
    expect(refusal('pidList=')).toBe('Export needs at least one problem');
    expect(refusal('pidList=0')).toBe('pidList: 0 is not a problem id');
    expect(refusal('pidList=-1')).toBe('pidList: -1 is not a problem id');
    expect(refusal('pidList=%5B1')).toBe(
      'pidList must be problem ids: pidList=1&pidList=2, pidList=1,2 or pidList=[1,2]',
    );
    expect(refusal(Array.from({ length: 201 }, (_, i) => `pidList=${i + 1}`).join('&'))).toBe(
      'Export at most 200 problems at once',
    );
  });
});
