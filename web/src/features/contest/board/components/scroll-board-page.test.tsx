import type { ScrollBoardInfo, ScrollBoardSubmission } from '@contract/contest-board';
import { fireEvent, screen } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollBoardUrl } from './scroll-board-config';
import { ScrollBoardPage } from './scroll-board-page';

const info: ScrollBoardInfo = {
  id: 3,
  rankShowName: 'username',
  problemCount: 2,
  balloonColor: { A: '#f00', B: null },
  startTime: '2026-01-01T00:00:00.000Z',
  sealRankTime: '2026-01-01T04:00:00.000Z',
  starUserList: [],
};
const sub = (
  uid: string,
  displayId: string,
  status: number,
  minute: number,
  submitId: number,
): ScrollBoardSubmission => ({
  uid,
  username: uid,
  nickname: null,
  realname: null,
  school: null,
  avatar: null,
  gender: null,
  submitId,
  status,
  submitTime: new Date(Date.parse(info.startTime) + minute * 60_000).toISOString(),
  displayId,
});
const submissions = [sub('alice', 'A', 0, 10, 1), sub('bob', 'A', 0, 250, 2), sub('bob', 'B', 0, 260, 3)];

const fetchMock = vi.fn<typeof fetch>();
beforeAll(setupTestI18n);
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    String(input).includes('scroll-board-info') ? envelope(info) : envelope(submissions),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const index = (uid: string) => Number(screen.getByTestId(`scroll-row-${uid}`).dataset.index);

describe('ScrollBoardPage', () => {
  it('starts sealed and reveals from the bottom on Enter, moving rows and medals', async () => {
    renderWithProviders(<ScrollBoardPage />, {
      url: '/scrollBoard?cid=3&removeStar=true&medals[]=1&medals[]=0&medals[]=0',
    });
    await screen.findByText('alice');
    const called = fetchMock.mock.calls.map(([url]) => String(url));
    expect(
      called.some((url) => url.includes('/api/get-contest-scroll-board-submission?cid=3&removeStar=true')),
    ).toBe(true);
    expect(index('alice')).toBe(0);
    expect(index('bob')).toBe(1);
    const bobRow = screen.getByTestId('scroll-row-bob');
    expect(bobRow.querySelectorAll('[data-state="pending"]')).toHaveLength(2);
    expect(
      screen.getByTestId('scroll-row-alice').querySelector('[data-medal]')!.getAttribute('data-medal'),
    ).toBe('gold');

    fireEvent.keyDown(window, { key: 'Enter' });
    expect(bobRow.querySelectorAll('[data-state="pending"]')).toHaveLength(1);
    expect(index('bob')).toBe(1);
    fireEvent.keyDown(window, { key: ' ' });
    expect(index('bob')).toBe(0);
    expect(bobRow.querySelector('[data-medal]')!.getAttribute('data-medal')).toBe('gold');
    expect(screen.getByText('Every result is revealed.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('refuses a link without a contest id', () => {
    renderWithProviders(<ScrollBoardPage />, { url: '/scrollBoard' });
    expect(screen.getByText('This scroll board link is missing the contest id.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('builds the ceremony address as HOJ did', () => {
    expect(scrollBoardUrl('3', false, [1, 2, 3])).toBe(
      '/scrollBoard?cid=3&removeStar=false&medals%5B%5D=1&medals%5B%5D=2&medals%5B%5D=3',
    );
  });
});
