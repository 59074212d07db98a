import { fireEvent, screen } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SubmissionChart } from './submission-chart';

// The home page must not pull ECharts (about 180 KB gzip) for its seven bars.
const echartsImported = vi.hoisted(() => ({ count: 0 }));
vi.mock('echarts/core', async (importOriginal) => {
  echartsImported.count += 1;
  return importOriginal();
});

const week = {
  dateStrList: [
    '2026-11-18',
    '2026-11-19',
    '2026-11-20',
    '2026-11-21',
    '2026-11-22',
    '2026-11-23',
    '2026-11-24',
  ],
  acCountList: [3, 0, 7, 1, 0, 2, 4],
  totalCountList: [10, 2, 8, 3, 0, 5, 9],
};

beforeAll(setupTestI18n);
afterEach(() => vi.unstubAllGlobals());

describe('SubmissionChart', () => {
  it('draws accepted and all submissions of each day of the last week', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => envelope(week));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SubmissionChart />);
    expect(await screen.findByRole('group', { name: 'Submissions in the Last Week' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '11-18: Accepted 3, Submissions 10' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '11-24: Accepted 4, Submissions 9' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(7);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('forceRefresh=false');
    expect(echartsImported.count).toBe(0);
  });

  it('asks the server to recount on refresh', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => envelope(week));
    vi.stubGlobal('fetch', fetch);
    renderWithProviders(<SubmissionChart />);
    await screen.findByRole('group', { name: 'Submissions in the Last Week' });
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toContain('forceRefresh=true'));
  });

  it('says so when the numbers could not be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(null, { status: 500, msg: 'boom' })),
    );
    renderWithProviders(<SubmissionChart />);
    expect(await screen.findByText('Could not load this data.')).toBeTruthy();
  });
});
