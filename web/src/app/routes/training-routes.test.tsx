import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProvider } from '@web/app/provider';
import { auth } from '@web/lib/auth';
import { queryClient } from '@web/lib/query-client';
import { createRouteAvailability, RouteAvailabilityProvider } from '@web/lib/route-availability';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope } from '@web/testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../router';

const TRAINING = {
  id: 7,
  title: 'Greedy basics',
  description: 'Start here',
  author: 'setter',
  auth: 'Public',
  rank: 1,
  categoryId: null,
  categoryName: null,
  categoryColor: null,
  problemCount: 1,
  acCount: 0,
  gid: null,
  gmtModified: '2030-01-01T08:00:00Z',
};
const PROBLEMS = [
  { pid: 101, problemId: '1000', title: 'Apples', difficulty: 0, type: 0, tags: [], ac: 0, total: 0 },
];
const DETAIL = {
  problem: {
    id: 101,
    problemId: '1000',
    title: 'Apples',
    author: 'setter',
    type: 0,
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    description: 'Count the apples.',
    input: '',
    output: '',
    examples: '<input>1</input><output>1</output>',
    isRemote: false,
    source: null,
    difficulty: 0,
    hint: null,
    auth: 1,
    ioScore: 100,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFile: null,
    gid: null,
  },
  problemCount: { total: 0, ac: 0 },
  tags: [],
  languages: ['C++'],
  codeTemplate: { 'C++': 'int main() { return 0; }' },
};

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);
let solved = false;

function renderApp(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <AppProvider>
      <RouteAvailabilityProvider value={createRouteAvailability(routes)}>
        <RouterProvider router={router} />
      </RouteAvailabilityProvider>
    </AppProvider>,
  );
  return router;
}

beforeAll(setupTestI18n);
beforeEach(() => {
  auth.clear();
  localStorage.clear();
  toastStore.set([]);
  queryClient.clear();
  solved = false;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-training-detail') return envelope({ ...TRAINING, acCount: solved ? 1 : 0 });
    if (path === '/api/get-training-problem-list') return envelope(PROBLEMS);
    if (path === '/api/get-user-problem-status') return envelope({});
    if (path === '/api/get-full-screen-problem-list')
      return envelope([{ pid: 101, problemId: '1000', title: 'Apples', status: -10, score: null }]);
    if (path === '/api/get-problem-detail') return envelope(DETAIL);
    if (path === '/api/submit-problem-judge') return envelope({ submitId: 77, status: 5 });
    if (path === '/api/check-submissions-status') {
      solved = true;
      return envelope({ 77: { submitId: 77, status: 0, time: 3, memory: 1024 } });
    }
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const login = () =>
  auth.login('tok', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);

describe('training routes', () => {
  it('renders a tab inside the detail layout, highlighting it', async () => {
    login();
    renderApp('/training/7/problems');
    expect(await screen.findByRole('link', { name: 'Apples' }, { timeout: 5000 })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Training sections' });
    expect(within(tabs).getByRole('tab', { name: 'Problem list' }).getAttribute('aria-selected')).toBe(
      'true',
    );
  });

  it('sends a guest away from the training', async () => {
    const router = renderApp('/training/7');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/training/7'));
  });

  it('submits a problem opened in the training with its tid, then refreshes the progress', async () => {
    login();
    renderApp('/training/7/problem/1000');
    await screen.findByText('Count the apples.', undefined, { timeout: 5000 });
    expect(screen.getByTestId('training-progress').getAttribute('data-percent')).toBe('0.00');
    const tabs = screen.getByRole('tablist', { name: 'Training sections' });
    expect(within(tabs).getByRole('tab', { name: 'Problem list' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      new URL(String(callsTo('/api/get-problem-detail')[0]![0]), 'http://x').searchParams.get('problemId'),
    ).toBe('1000');

    const submit = screen.getByTestId('submit-code') as HTMLButtonElement;
    await waitFor(() => expect(submit.disabled).toBe(false));
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo('/api/submit-problem-judge')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('/api/submit-problem-judge')[0]![1]!.body))).toMatchObject({
      pid: '1000',
      tid: 7,
      cid: 0,
      language: 'C++',
    });
    await waitFor(
      () => expect(screen.getByTestId('training-progress').getAttribute('data-percent')).toBe('100.00'),
      { timeout: 8000 },
    );
  }, 15_000);

  it('opens focus mode on its own route, with the training problems, and leaves it back into the training', async () => {
    // jsdom lays nothing out, so it has no scrollIntoView for the focus bar's current problem.
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => {}, configurable: true });
    login();
    const router = renderApp('/training/7/problem/1000');
    await screen.findByText('Count the apples.', undefined, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: /Focus Mode/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/training/7/problem/1000/full-screen'));
    await waitFor(() => expect(screen.queryByRole('tablist', { name: 'Training sections' })).toBeNull(), {
      timeout: 5000,
    });
    await screen.findByText('Count the apples.', undefined, { timeout: 5000 });
    await waitFor(() => expect(callsTo('/api/get-full-screen-problem-list')).toHaveLength(1));
    expect(
      Object.fromEntries(
        new URL(String(callsTo('/api/get-full-screen-problem-list')[0]![0]), 'http://x').searchParams,
      ),
    ).toEqual({ tid: '7' });
    fireEvent.click(screen.getByRole('button', { name: /Exit focus mode/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/training/7/problem/1000'));
  }, 15_000);
});
