import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { createRouteAvailability, RouteAvailabilityProvider } from '@web/lib/route-availability';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProblemListPage } from './problem-list-page';

const COUNTS = { total: 4, ac: 1, wa: 2, tle: 1, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 };
const ROWS = [
  {
    pid: 1,
    problemId: '1000',
    title: 'A+B Problem',
    difficulty: 0,
    type: 0,
    tags: [{ id: 3, name: 'Math', color: '#409eff' }],
    ...COUNTS,
  },
  { pid: 2, problemId: '1001', title: 'Sum', difficulty: 1, type: 0, tags: [], ...COUNTS },
  { pid: 3, problemId: '1002', title: 'Fib', difficulty: 2, type: 1, tags: [], ...COUNTS },
];
const TAGS = [
  {
    classification: { id: 1, name: 'Basics', oj: 'ME', rank: 0 },
    tagList: [{ id: 3, name: 'Math', color: '#409eff' }],
  },
];

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path));

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/api/get-problem-list'))
      return envelope({ records: ROWS, total: 3, current: 1, size: 30 });
    if (url.startsWith('/api/get-problem-tags-and-classification')) return envelope(TAGS);
    if (url.startsWith('/api/get-user-problem-status'))
      return envelope({
        1: { status: 0, score: null },
        2: { status: -1, score: null },
        3: { status: -10, score: null },
      });
    return envelope(null);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('problem list', () => {
  it('asks for 30 problems with the URL filters and shows the AC rate breakdown', async () => {
    renderWithProviders(<ProblemListPage />, { url: '/problem?difficulty=0&oj=Mine&tagId=[3]' });
    await screen.findByText('A+B Problem');
    const url = decodeURIComponent(String(callsTo('/api/get-problem-list')[0]![0]));
    expect(url).toContain('limit=30');
    expect(url).toContain('difficulty=0');
    expect(url).toContain('oj=Mine');
    expect(url).toContain('tagId=[3]');
    expect(String(callsTo('/api/get-problem-tags-and-classification')[0]![0])).toContain('oj=ME');
    expect(screen.getAllByRole('tooltip')[0]!.textContent).toContain('1 accepted of 4 submissions');
    expect(screen.getAllByRole('tooltip')[0]!.textContent).toContain('50.00%');
    expect(callsTo('/api/get-user-problem-status')).toHaveLength(0);
  });

  it('marks solved and tried problems for a logged-in user', async () => {
    auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
    renderWithProviders(<ProblemListPage />, { url: '/problem' });
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: 'You have solved the problem' })).toHaveLength(1),
    );
    expect(screen.getAllByRole('img', { name: 'You have submitted a solution' })).toHaveLength(1);
    expect(JSON.parse(String(callsTo('/api/get-user-problem-status')[0]![1]!.body))).toMatchObject({
      pidList: [1, 2, 3],
      isContestProblemList: false,
    });
  });

  it('filters by a tag from the tag panel and resets every filter', async () => {
    const { router } = renderWithProviders(<ProblemListPage />, { url: '/problem?keyword=sum' });
    const panel = await screen.findByRole('region', { name: 'Tags' });
    fireEvent.click(await within(panel).findByRole('button', { name: 'Math' }));
    await waitFor(() => expect(router.state.location.search).toContain('tagId=%5B3%5D'));
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(document.querySelector('input[name=keyword]')).toHaveProperty('value', '');
  });

  it('keeps what is typed in the search box before the first list has loaded', async () => {
    // As in the browser, not under act(): the page's first paint reaches the screen before React
    // runs its effects, and a keystroke can land in between.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    let answerList: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((input) =>
      String(input).startsWith('/api/get-problem-list')
        ? new Promise<Response>((resolve) => {
            answerList = resolve;
          })
        : Promise.resolve(envelope([])),
    );
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const typed = new Promise<HTMLInputElement>((resolve) => {
      // A mutation observer runs right after React writes the page, before its effects.
      const observer = new MutationObserver(() => {
        const input = host.querySelector<HTMLInputElement>('input[name=keyword]');
        if (!input) return;
        observer.disconnect();
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'fib');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        resolve(input);
      });
      observer.observe(host, { childList: true, subtree: true });
    });
    try {
      const router = createMemoryRouter([{ path: '*', element: <ProblemListPage /> }], {
        initialEntries: ['/problem'],
      });
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <RouteAvailabilityProvider value={createRouteAvailability([{ path: '*' }])}>
            <RouterProvider router={router} />
          </RouteAvailabilityProvider>
        </QueryClientProvider>,
      );
      const input = await typed;
      await waitFor(() => expect(callsTo('/api/get-problem-list')).toHaveLength(1));
      answerList(envelope({ records: ROWS, total: 3, current: 1, size: 30 }));
      await waitFor(() => expect(host.textContent).toContain('A+B Problem'));
      expect(input.value).toBe('fib');
    } finally {
      root.unmount();
      host.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    }
  });
});
