import { act, renderHook } from '@testing-library/react';
import { useUrlState } from '@web/hooks/use-url-state';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  PROBLEM_LIST_DEFAULTS,
  parseDifficulty,
  parseTagIds,
  serializeTagIds,
  tagOjOf,
  toggleTagId,
} from './list-filters';

function setup(url: string) {
  let search = '';
  const hook = renderHook(
    () => {
      search = useLocation().search;
      return useUrlState(PROBLEM_LIST_DEFAULTS);
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] })}
        />
      ),
    },
  );
  return { hook, search: () => search };
}

describe('problem list URL state', () => {
  it('round-trips every filter through the URL', () => {
    const { hook, search } = setup('/problem');
    act(() =>
      hook.result.current[1]({
        keyword: 'sum',
        difficulty: '1',
        oj: 'Mine',
        tagId: toggleTagId(toggleTagId('', 3), 7),
        currentPage: 2,
        limit: 50,
      }),
    );
    const url = `/problem${search()}`;
    expect(new URLSearchParams(search()).get('tagId')).toBe('[3,7]');

    const reloaded = setup(url);
    expect(reloaded.hook.result.current[0]).toEqual({
      keyword: 'sum',
      difficulty: '1',
      oj: 'Mine',
      tagId: '[3,7]',
      currentPage: 2,
      limit: 50,
    });
    expect(parseTagIds(reloaded.hook.result.current[0].tagId)).toEqual([3, 7]);
  });

  it('leaves defaults out of the URL (page 1, 30 a page, no filter)', () => {
    const { hook, search } = setup('/problem?currentPage=4&limit=15&difficulty=2');
    act(() => hook.result.current[1]({ ...PROBLEM_LIST_DEFAULTS }));
    expect(search()).toBe('');
    expect(hook.result.current[0].limit).toBe(30);
  });

  it('reads broken values as no filter', () => {
    expect(parseTagIds('not json')).toEqual([]);
    expect(parseTagIds('{"a":1}')).toEqual([]);
    expect(parseTagIds('[1,"2",-3,1,"x"]')).toEqual([1, 2]);
    expect(parseDifficulty('7')).toBe('');
    expect(parseDifficulty('0')).toBe(0);
  });

  it('toggles tags and serialises the empty list as no parameter', () => {
    expect(toggleTagId('[3,7]', 3)).toBe('[7]');
    expect(toggleTagId('[7]', 7)).toBe('');
    expect(serializeTagIds([5, 5, 6])).toBe('[5,6]');
  });

  it('maps the bank to the tag calls (Mine is ME there)', () => {
    expect(tagOjOf('')).toBeUndefined();
    expect(tagOjOf('Mine')).toBe('ME');
    expect(tagOjOf('CF')).toBe('CF');
  });
});
