import type { TrainingProblemItem, TrainingVO } from '@contract/training';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TrainingContextValue, TrainingProvider } from '../lib/training-context';
import { trainingLinks } from '../lib/training-links';
import { TrainingProblemList } from './training-problem-list';

const TRAINING: TrainingVO = {
  id: 7,
  title: 'Greedy basics',
  description: '',
  author: 'setter',
  auth: 'Public',
  rank: 3,
  categoryId: null,
  categoryName: null,
  categoryColor: null,
  problemCount: 3,
  acCount: 1,
  gid: null,
  gmtModified: '2030-01-01T08:00:00Z',
};
const VALUE: TrainingContextValue = {
  trainingId: '7',
  training: TRAINING,
  links: trainingLinks('7'),
  isTrainingAdmin: false,
  registered: true,
  menuDisabled: false,
  passwordFormVisible: false,
};
const problem = (pid: number, problemId: string, patch: Partial<TrainingProblemItem> = {}) => ({
  pid,
  problemId,
  title: `Problem ${problemId}`,
  difficulty: 0,
  type: 0,
  tags: [],
  ac: 0,
  total: 0,
  ...patch,
});
const PROBLEMS: TrainingProblemItem[] = [
  problem(101, '1000', { difficulty: 0, ac: 1, total: 3, tags: [{ id: 1, name: 'Greedy', color: '' }] }),
  problem(102, '1001', { difficulty: 2, ac: 0, total: 0 }),
  problem(103, '1002', { difficulty: 1, ac: 2, total: 2 }),
];

const fetchMock = vi.fn<typeof fetch>();
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname === path);

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-training-problem-list') return envelope(PROBLEMS);
    if (path === '/api/get-user-problem-status')
      return envelope({
        101: { status: 0, score: null },
        102: { status: -1, score: null },
        103: { status: -10 },
      });
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderList() {
  return renderWithProviders(
    <TrainingProvider value={VALUE}>
      <TrainingProblemList />
    </TrainingProvider>,
    { url: '/training/7/problems' },
  );
}

const rowOf = (id: string) => screen.getByRole('link', { name: id }).closest('tr')!;

describe('TrainingProblemList', () => {
  it('marks solved with a check, attempted with a minus and leaves untried blank', async () => {
    auth.login('token', { uid: 'u1', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
    renderList();
    await screen.findByRole('link', { name: '1000' });
    await waitFor(() => expect(within(rowOf('1000')).getByRole('img', { name: 'Solved' })).toBeTruthy());
    expect(within(rowOf('1001')).getByRole('img', { name: 'Attempted' })).toBeTruthy();
    expect(within(rowOf('1002')).queryByRole('img')).toBeNull();
    expect(JSON.parse(String(callsTo('/api/get-user-problem-status')[0]![1]!.body))).toEqual({
      pidList: [101, 102, 103],
      isContestProblemList: false,
    });
    expect(new URL(String(callsTo('/api/get-training-problem-list')[0]![0]), 'http://x').search).toBe(
      '?tid=7',
    );
  });

  it('shows difficulty, the AC rate to 2 decimals (0 without submissions) and tags on demand', async () => {
    renderList();
    await screen.findByRole('link', { name: '1000' });
    expect(within(rowOf('1000')).getByText('Easy')).toBeTruthy();
    expect(within(rowOf('1001')).getByText('Hard')).toBeTruthy();
    expect(within(rowOf('1002')).getByText('Mid')).toBeTruthy();
    expect(rowOf('1000').textContent).toContain('33.33%');
    expect(within(rowOf('1000')).getByTitle('1/3')).toBeTruthy();
    expect(rowOf('1001').textContent).toContain('0.00%');
    expect(rowOf('1002').textContent).toContain('100.00%');

    expect(screen.queryByText('Greedy')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show tags' }));
    expect(within(rowOf('1000')).getByText('Greedy').getAttribute('style')).toContain(
      '--legible-color: #409eff',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide tags' }));
    expect(screen.queryByText('Greedy')).toBeNull();
    // Guests get no status column and no status call.
    expect(callsTo('/api/get-user-problem-status')).toHaveLength(0);
    expect(screen.queryByRole('columnheader', { name: 'My status' })).toBeNull();
  });

  it('opens the problem inside the training when its row is clicked', async () => {
    const { router } = renderList();
    await screen.findByRole('link', { name: '1001' });
    expect(screen.getByRole('link', { name: 'Problem 1001' }).getAttribute('href')).toBe(
      '/training/7/problem/1001',
    );
    fireEvent.click(within(rowOf('1001')).getByText('Hard'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/training/7/problem/1001'));
  });
});
