import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanFlag,
  emptyToUndefined,
  ID_MAX,
  idList,
  keyword,
  limitField,
  optionalId,
  optionalIdOrZero,
  optionalInteger,
  pageField,
  pagingSchema,
  requiredId,
  requiredInteger,
  text,
} from './fields';

/** The parsed value, or the first issue's message. */
function outcome(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  return result.success ? result.data : { error: result.error.issues[0]!.message };
}

const HUGE = 'x'.repeat(100 * 1024);

describe('requiredId', () => {
  const pid = requiredId('pid');
  const invalid = { error: 'pid must be an integer from 1 to 2147483647' };

  it('takes ids from 1 to the Postgres integer max, as numbers or decimal text', () => {
    expect(outcome(pid, 1)).toBe(1);
    expect(outcome(pid, 2147483647)).toBe(ID_MAX);
    expect(outcome(pid, '42')).toBe(42);
    expect(outcome(pid, ' 7 ')).toBe(7);
  });

  it('refuses what would not fit an integer column, naming the field', () => {
    for (const value of [0, -1, 2147483648, 2 ** 53, 2 ** 64, '2147483648', '99999999999999999999999']) {
      expect(outcome(pid, value)).toEqual(invalid);
    }
  });

  it('refuses fractions, non-numbers and lists cleanly', () => {
    for (const value of [
      1.5,
      '1.5',
      '12abc',
      'abc',
      '0x10',
      '1e3',
      Number.NaN,
      Infinity,
      true,
      [5],
      ['5'],
      {},
    ]) {
      expect(outcome(pid, value)).toEqual(invalid);
    }
    expect(outcome(pid, HUGE)).toEqual(invalid);
  });

  it('says the field is required when it is absent, empty or null', () => {
    for (const value of [undefined, '', null])
      expect(outcome(pid, value)).toEqual({ error: 'pid is required' });
  });

  it('names the field inside an object', () => {
    expect(outcome(z.object({ submitId: requiredId('submitId') }), { submitId: 2 ** 31 })).toEqual({
      error: 'submitId must be an integer from 1 to 2147483647',
    });
  });
});

describe('idList', () => {
  const pidList = idList('pidList', {
    notAList: 'pidList must be a list of problem ids',
    max: 3,
    tooMany: 'pidList: at most 3 problems per call',
  });
  const atLeastOne = idList('did', {
    notAList: 'The body must be a list of discussion ids',
    min: 1,
    tooFew: 'Select at least one',
    max: 3,
    tooMany: 'At most 3',
  });
  const invalid = { error: 'pidList must be an integer from 1 to 2147483647' };

  it('reads each id as requiredId does, in order, duplicates kept', () => {
    expect(outcome(pidList, [])).toEqual([]);
    expect(outcome(pidList, [3, '42', 3])).toEqual([3, 42, 3]);
    expect(outcome(pidList, [ID_MAX])).toEqual([ID_MAX]);
  });

  it('refuses an id that would not fit the column, or is not a whole number, naming the field', () => {
    for (const bad of [0, -1, 2147483648, 2 ** 53, 1.5, '12abc', true, [5], {}, Number.NaN, HUGE]) {
      expect(outcome(pidList, [1, bad])).toEqual(invalid);
    }
    for (const absent of [null, '', undefined]) {
      expect(outcome(pidList, [1, absent])).toEqual({ error: 'pidList is required' });
    }
    const result = pidList.safeParse([1, 0]);
    expect(result.success || result.error.issues[0]!.path).toEqual([1]);
  });

  it('refuses what is not a list, and lists too long or too short, with the caller’s words', () => {
    for (const value of [undefined, null, 5, '1,2', { 0: 1 }]) {
      expect(outcome(pidList, value)).toEqual({ error: 'pidList must be a list of problem ids' });
    }
    expect(outcome(pidList, [1, 2, 3, 4])).toEqual({ error: 'pidList: at most 3 problems per call' });
    // A bad id is named before the length, as a zod array of ids names them.
    expect(outcome(pidList, [0, 2, 3, 4])).toEqual(invalid);
    expect(outcome(atLeastOne, [])).toEqual({ error: 'Select at least one' });
    expect(outcome(atLeastOne, [7])).toEqual([7]);
  });

  it('names the field inside an object', () => {
    expect(outcome(z.object({ pidList }), { pidList: [2 ** 31] })).toEqual(invalid);
    expect(outcome(z.object({ pidList }), {})).toEqual({ error: 'pidList must be a list of problem ids' });
  });
});

describe('optionalId', () => {
  const id = optionalId('id');

  it('reads absent, empty and null as undefined', () => {
    for (const value of [undefined, '', null]) expect(outcome(id, value)).toBeUndefined();
  });

  it('takes 1..max and refuses everything else', () => {
    expect(outcome(id, 1)).toBe(1);
    expect(outcome(id, '2147483647')).toBe(ID_MAX);
    for (const value of [0, -1, 2147483648, 2 ** 53, 1.5, '12abc', [1]]) {
      expect(outcome(id, value)).toEqual({ error: 'id must be an integer from 1 to 2147483647' });
    }
  });
});

describe('optionalIdOrZero', () => {
  const cid = optionalIdOrZero('cid');

  it('keeps 0 (none) and ids up to the max', () => {
    expect(outcome(cid, 0)).toBe(0);
    expect(outcome(cid, '0')).toBe(0);
    expect(outcome(cid, 2147483647)).toBe(ID_MAX);
    expect(outcome(cid, undefined)).toBeUndefined();
    expect(outcome(cid, '')).toBeUndefined();
    expect(outcome(cid, null)).toBeUndefined();
  });

  it('refuses negatives, overflow and non-numbers', () => {
    for (const value of [-1, 2147483648, 2 ** 53, 1.5, '12abc', ['1']]) {
      expect(outcome(cid, value)).toEqual({ error: 'cid must be an integer from 0 to 2147483647' });
    }
  });
});

describe('optionalInteger', () => {
  it('bounds a number compared with an integer column', () => {
    const status = optionalInteger('status', { message: 'status must be a judge status code' });
    expect(outcome(status, '-10')).toBe(-10);
    expect(outcome(status, -2147483648)).toBe(-2147483648);
    expect(outcome(status, '')).toBeUndefined();
    for (const value of [2147483648, -2147483649, 2 ** 53, 1.5, 'AC', [0]]) {
      expect(outcome(status, value)).toEqual({ error: 'status must be a judge status code' });
    }
    expect(outcome(optionalInteger('score', { min: 0, max: 100 }), 101)).toEqual({
      error: 'score must be an integer from 0 to 100',
    });
  });

  it('says a required number is required, and bounds it the same way', () => {
    const status = requiredInteger('status');
    expect(outcome(status, '0')).toBe(0);
    expect(outcome(status, '')).toEqual({ error: 'status is required' });
    expect(outcome(status, 2 ** 53)).toEqual({
      error: 'status must be an integer from -2147483648 to 2147483647',
    });
  });
});

describe('text', () => {
  const title = text('title', { max: 10 });

  it('takes text up to the maximum', () => {
    expect(outcome(title, 'hello')).toBe('hello');
    expect(outcome(title, '')).toBe('');
  });

  it('refuses NUL characters, naming the field', () => {
    expect(outcome(title, 'a\u0000b')).toEqual({ error: 'title must not contain NUL characters' });
    expect(outcome(title, '\u0000')).toEqual({ error: 'title must not contain NUL characters' });
  });

  it('refuses long text and non-text', () => {
    expect(outcome(title, HUGE)).toEqual({ error: 'title must be at most 10 characters' });
    expect(outcome(title, 5)).toEqual({ error: 'title must be text' });
    expect(outcome(title, ['a'])).toEqual({ error: 'title must be text' });
    expect(outcome(title, null)).toEqual({ error: 'title must be text' });
    expect(outcome(text('title', { max: 10, typeError: 'Title is required' }), null)).toEqual({
      error: 'Title is required',
    });
  });

  it('trims before measuring when asked, and chains like any string schema', () => {
    expect(outcome(text('name', { max: 3, trim: true }), '  abc  ')).toBe('abc');
    expect(outcome(text('name', { max: 3, trim: true }).min(1, 'name is required'), '   ')).toEqual({
      error: 'name is required',
    });
    expect(outcome(text('name', { max: 3 }).nullish(), null)).toBeNull();
  });
});

describe('keyword', () => {
  const search = keyword('keyword');

  it('trims and reads empty as undefined', () => {
    expect(outcome(search, '  two sum ')).toBe('two sum');
    expect(outcome(search, '')).toBeUndefined();
    expect(outcome(search, null)).toBeUndefined();
    expect(outcome(search, undefined)).toBeUndefined();
  });

  it('refuses NUL, long text and lists', () => {
    expect(outcome(search, 'a\u0000')).toEqual({ error: 'keyword must not contain NUL characters' });
    expect(outcome(search, HUGE)).toEqual({ error: 'keyword must be at most 100 characters' });
    expect(outcome(search, ['a', 'b'])).toEqual({ error: 'keyword must be text' });
  });
});

describe('booleanFlag', () => {
  const flag = booleanFlag('onlyMine');

  it('reads booleans and their query spellings', () => {
    expect(outcome(flag, true)).toBe(true);
    expect(outcome(flag, 'true')).toBe(true);
    expect(outcome(flag, '1')).toBe(true);
    expect(outcome(flag, false)).toBe(false);
    expect(outcome(flag, 'false')).toBe(false);
    expect(outcome(flag, '0')).toBe(false);
    expect(outcome(flag, '')).toBeUndefined();
    expect(outcome(flag, null)).toBeUndefined();
  });

  it('refuses anything else, naming the field', () => {
    for (const value of ['yes', 2, ['true'], '\u0000']) {
      expect(outcome(flag, value)).toEqual({ error: 'onlyMine must be true or false' });
    }
  });
});

describe('paging', () => {
  it('reads page and limit from text, falling back when unusable', () => {
    const paging = pagingSchema(15, 100);
    expect(outcome(paging, {})).toEqual({ currentPage: 1, limit: 15 });
    expect(outcome(paging, { currentPage: '3', limit: '50' })).toEqual({ currentPage: 3, limit: 50 });
    for (const currentPage of ['', null, '0', '-1', '1.5', 'abc', '2147483648', String(2 ** 53)]) {
      expect(outcome(pageField, currentPage)).toBe(1);
    }
    for (const limit of ['', null, '0', '101', 'abc', String(2 ** 53)]) {
      expect(outcome(limitField(15), limit)).toBe(15);
    }
    expect(outcome(limitField(30, 500), '500')).toBe(500);
  });
});

describe('emptyToUndefined', () => {
  it('turns empty text and null into undefined and leaves the rest', () => {
    expect(emptyToUndefined('')).toBeUndefined();
    expect(emptyToUndefined(null)).toBeUndefined();
    expect(emptyToUndefined(0)).toBe(0);
    expect(emptyToUndefined('a')).toBe('a');
  });
});
