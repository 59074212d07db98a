import type { TrainingProblemItem, TrainingRankRow, TrainingVO } from '@contract/training';
import { screen, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TrainingProvider } from '../lib/training-context';
import { trainingLinks } from '../lib/training-links';
import { TrainingRank } from './training-rank';

const TRAINING: TrainingVO = {
  id: 7,
  title: 'Group greedy',
  description: '',
  author: 'setter',
  auth: 'Private',
  rank: 3,
  categoryId: null,
  categoryName: null,
  categoryColor: null,
  problemCount: 1,
  acCount: 1,
  gid: 3,
  gmtModified: '2030-01-01T08:00:00Z',
};
const PROBLEMS: TrainingProblemItem[] = [
  { pid: 101, problemId: 'G1000', title: 'A+B', difficulty: 0, type: 0, tags: [], ac: 1, total: 1 },
];
const ADA: TrainingRankRow = {
  uid: 'ada-uid',
  username: 'ada',
  realname: null,
  nickname: null,
  school: null,
  gender: null,
  avatar: null,
  ac: 1,
  totalRunTime: 12,
  submissionInfo: { G1000: { status: 0, score: null, isAC: true, runTime: 12 } },
};

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  auth.login('token', { uid: 'ada-uid', username: 'ada', avatar: null, roleList: ['default_user'] } as never);
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (path === '/api/get-training-problem-list') return envelope(PROBLEMS);
      if (path === '/api/get-training-rank')
        return envelope({ records: [ADA], total: 1, current: 1, size: 30 });
      return envelope(null, { status: 404, msg: 'Not Found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('TrainingRank in a group', () => {
  it("points its submission links into the group's status page", async () => {
    renderWithProviders(
      <TrainingProvider
        value={{
          trainingId: '7',
          training: TRAINING,
          links: trainingLinks('7', '3'),
          isTrainingAdmin: false,
          registered: true,
          menuDisabled: false,
          passwordFormVisible: false,
        }}
      >
        <TrainingRank />
      </TrainingProvider>,
      { url: '/group/3/training/7/rank' },
    );
    const ada = (await screen.findByRole('link', { name: /ada$/ })).closest('tr')!;
    const ac = within(ada).getByRole('link', { name: 'Accepted submissions of ada: 1' });
    expect(ac.getAttribute('href')).toBe('/group/3/status?username=ada&status=0');
    const cell = within(ada).getByRole('link', { name: /Submissions of ada on G1000/ });
    expect(cell.getAttribute('href')).toBe('/group/3/status?username=ada&problemID=G1000');
    expect(screen.getByRole('link', { name: 'G1000' }).getAttribute('href')).toBe(
      '/group/3/training/7/problem/G1000',
    );
  });
});
