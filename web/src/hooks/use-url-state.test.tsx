import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './use-url-state';

const DEFAULTS = { currentPage: 1, limit: 30, searchUser: '' };

function setup(url: string) {
  let location = '';
  const hook = renderHook(
    () => {
      location = useLocation().search;
      return useUrlState(DEFAULTS);
    },
    {
      wrapper: ({ children }: { children: ReactNode }) => (
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: children }], { initialEntries: [url] })}
        />
      ),
    },
  );
  return { hook, search: () => location };
}

describe('useUrlState', () => {
  it('reads typed values and falls back on missing or broken ones', () => {
    const { hook } = setup('/acm-rank?currentPage=3&limit=abc&searchUser=ada');
    expect(hook.result.current[0]).toEqual({ currentPage: 3, limit: 30, searchUser: 'ada' });
  });

  it('writes changes to the URL and leaves defaults out', () => {
    const { hook, search } = setup('/acm-rank?currentPage=3');
    act(() => hook.result.current[1]({ currentPage: 1, limit: 50 }));
    expect(search()).toBe('?limit=50');
    expect(hook.result.current[0]).toEqual({ currentPage: 1, limit: 50, searchUser: '' });
  });
});
