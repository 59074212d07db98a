import type { TrainingProblemItem, TrainingRankRow, TrainingVO } from '@contract/training';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type TrainingContextValue, TrainingProvider } from '../lib/training-context';
import { trainingLinks } from '../lib/training-links';
import { TrainingRank } from './training-rank';

const TRAINING: TrainingVO = {
  id: 7,
  title: 'Greedy basics',
  description: '',
  author: 'setter',
  auth: 'Private',
  rank: 3,
  categoryId: null,
  categoryName: null,
  categoryColor: null,
  problemCount: 2,
  acCount: 1,
  gid: null,
  gmtModified: '2030-01-01T08:00:00Z',
};
const value = (isTrainingAdmin = false): TrainingContextValue => ({
  trainingId: '7',
  training: TRAINING,
  links: trainingLinks('7'),
  isTrainingAdmin,
  registered: true,
  menuDisabled: false,
  passwordFormVisible: false,
});
const PROBLEMS: TrainingProblemItem[] = [
  { pid: 101, problemId: '1000', title: 'A+B', difficulty: 0, type: 0, tags: [], ac: 1, total: 1 },
  { pid: 102, problemId: '1001', title: 'Knapsack', difficulty: 1, type: 0, tags: [], ac: 0, total: 1 },
];
const row = (username: string, patch: Partial<TrainingRankRow> = {}): TrainingRankRow => ({
  uid: `${username}-uid`,
  username,
  realname: null,
  nickname: null,
  school: null,
  gender: null,
  avatar: null,
  ac: 0,
  totalRunTime: 0,
  submissionInfo: {},
  ...patch,
});
let records: TrainingRankRow[];

const fetchMock = vi.fn<typeof fetch>();
const rankCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://x'))
    .filter((url) => url.pathname === '/api/get-training-rank');

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  auth.login('token', { uid: 'ada-uid', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
  records = [
    row('ada', {
      ac: 1,
      totalRunTime: 12,
      school: 'MIT',
      submissionInfo: { '1000': { status: 0, score: null, isAC: true, runTime: 12 } },
    }),
    row('eve', { gender: 'female', submissionInfo: { '1001': { status: -1, score: null } } }),
  ];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://x').pathname;
    if (path === '/api/get-training-problem-list') return envelope(PROBLEMS);
    if (path === '/api/get-training-rank') return envelope({ records, total: 45, current: 1, size: 30 });
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderRank(isAdmin = false) {
  return renderWithProviders(
    <TrainingProvider value={value(isAdmin)}>
      <TrainingRank />
    </TrainingProvider>,
    { url: '/training/7/rank' },
  );
}

const rowOf = (username: string) =>
  screen.getByRole('link', { name: new RegExp(`${username}$`) }).closest('tr')!;

describe('TrainingRank', () => {
  it('lists users with flags, AC with run time and one status cell per problem', async () => {
    renderRank();
    await screen.findByRole('link', { name: /eve$/ });
    expect(Object.fromEntries(rankCalls()[0]!.searchParams)).toEqual({
      tid: '7',
      currentPage: '1',
      limit: '30',
    });
    const ada = rowOf('ada');
    expect(ada.getAttribute('data-own')).toBe('true');
    expect(within(ada).getByText('Own')).toBeTruthy();
    expect(within(ada).getByText('MIT')).toBeTruthy();
    expect(within(ada).getAllByRole('cell')[0]!.textContent).toBe('1');
    expect(ada.textContent).toContain('(12ms)');
    expect(within(rowOf('eve')).getByText('Girl')).toBeTruthy();
    expect(rowOf('eve').getAttribute('data-own')).toBeNull();

    const ac = within(ada).getByRole('link', { name: 'Accepted submissions of ada: 1' });
    expect(ac.getAttribute('href')).toBe('/status?username=ada&status=0');
    const cell = within(ada).getByRole('link', { name: /Submissions of ada on 1000: Accepted \(12 ms\)/ });
    expect(cell.getAttribute('href')).toBe('/status?username=ada&problemID=1000');
    expect(cell.textContent).toBe('AC(12ms)');
    const eveCell = within(rowOf('eve')).getByRole('link', { name: /on 1001: Wrong Answer/ });
    expect(eveCell.textContent).toBe('WA(0ms)');
    expect(within(rowOf('eve')).queryByRole('link', { name: /on 1000/ })).toBeNull();

    expect(screen.getByRole('link', { name: '1001' }).getAttribute('href')).toBe('/training/7/problem/1001');
    // The server sent no real names: no column.
    expect(screen.queryByRole('columnheader', { name: 'Real name' })).toBeNull();
  });

  it('shows real names when the server sends them', async () => {
    records = [row('ada', { realname: 'Ada Lovelace' })];
    renderRank();
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Real name' })).toBeTruthy();
  });

  it('searches on Enter from the first page and pages with a chosen size', async () => {
    renderRank();
    await screen.findByRole('link', { name: /eve$/ });
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(rankCalls().at(-1)!.searchParams.get('currentPage')).toBe('2'));
    await screen.findByRole('link', { name: /eve$/ });
    expect(within(rowOf('ada')).getAllByRole('cell')[0]!.textContent).toBe('31');

    const search = screen.getByRole('searchbox', { name: 'Search by username or real name' });
    fireEvent.change(search, { target: { value: 'ev' } });
    fireEvent.submit(search.closest('form')!);
    await waitFor(() =>
      expect(Object.fromEntries(rankCalls().at(-1)!.searchParams)).toEqual({
        tid: '7',
        currentPage: '1',
        limit: '30',
        keyword: 'ev',
      }),
    );

    fireEvent.change(screen.getByRole('combobox', { name: /size/i }), { target: { value: '50' } });
    await waitFor(() => expect(rankCalls().at(-1)!.searchParams.get('limit')).toBe('50'));
  });
});
