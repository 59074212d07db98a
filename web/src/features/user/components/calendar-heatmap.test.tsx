import { cleanup, render, screen } from '@testing-library/react';
import { setupTestI18n } from '@web/testing/i18n';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activityLevel, CalendarHeatmap, heatmapLayout } from './calendar-heatmap';

// 2026-11-24 is a Tuesday.
const DATA = {
  endDate: '2026-11-24',
  dataList: [
    { date: '2026-11-24', count: 8 },
    { date: '2026-11-23', count: 1 },
    { date: '2025-12-01', count: 4 },
  ],
};

beforeAll(setupTestI18n);
afterEach(cleanup);

describe('heatmap layout', () => {
  it('ends at the current week in the last column, Monday first, with no day after the end date', () => {
    const { weeks } = heatmapLayout(DATA);
    expect(weeks).toHaveLength(53);
    const last = weeks.at(-1)!;
    expect(last.map((day) => day?.date ?? null)).toEqual([
      '2026-11-23',
      '2026-11-24',
      null,
      null,
      null,
      null,
      null,
    ]);
    // The first column starts on a Monday, 52 weeks before the current week's Monday.
    expect(weeks[0]![0]!.date).toBe('2025-11-24');
    expect(new Date(`${weeks[0]![0]!.date}T00:00:00Z`).getUTCDay()).toBe(1);
    // Every column is a full week of consecutive days.
    const dates = weeks
      .flat()
      .filter((day) => day !== null)
      .map((day) => day!.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toHaveLength(52 * 7 + 2);
  });

  it('grades days from none to the busiest in four steps', () => {
    expect([0, 1, 2, 4, 6, 8].map((count) => activityLevel(count, 8))).toEqual([0, 1, 1, 2, 3, 4]);
    const days = new Map(
      heatmapLayout(DATA)
        .weeks.flat()
        .map((day) => [day?.date, day]),
    );
    expect(days.get('2026-11-24')?.level).toBe(4);
    expect(days.get('2026-11-23')?.level).toBe(1);
    expect(days.get('2025-12-01')?.level).toBe(2);
    expect(days.get('2026-01-01')?.level).toBe(0);
  });

  it('labels each month over the week it starts in', () => {
    const { months, weeks } = heatmapLayout(DATA);
    const december = months.find((label) => label.month === 11)!;
    expect(weeks[december.column]!.some((day) => day?.date === '2025-12-01')).toBe(true);
    // The first, partial November is too close to December to carry a label of its own.
    expect(months[0]!.month).toBe(11);
  });
});

describe('CalendarHeatmap', () => {
  it('draws a visible cell per day, coloured by level, with a tooltip in words', () => {
    render(<CalendarHeatmap data={DATA} />);
    const grid = screen.getByRole('img', { name: 'Submission calendar of the last year: 13 submissions' });
    const cells = grid.querySelectorAll('[data-date]');
    expect(cells).toHaveLength(52 * 7 + 2);
    const today = grid.querySelector('[data-date="2026-11-24"]')!;
    expect(today.getAttribute('title')).toBe('2026-11-24: 8 submissions');
    expect(today.className).toContain('bg-success');
    expect(grid.querySelector('[data-date="2026-11-23"]')!.getAttribute('title')).toBe(
      '2026-11-23: 1 submission',
    );
    // An empty day is a visible base-300 square, not transparent.
    expect(grid.querySelector('[data-date="2026-01-01"]')!.className).toContain('bg-base-300');
    // Monday, Wednesday and Friday are labelled.
    expect(grid.textContent).toContain('Mon');
    expect(grid.textContent).toContain('Wed');
    expect(grid.textContent).toContain('Fri');
    expect(grid.textContent).not.toContain('Tue');
  });
});
