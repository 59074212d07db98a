import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart, integerScale } from './bar-chart';

afterEach(cleanup);

const week = {
  title: 'Submissions in the Last Week',
  categories: ['11-18', '11-19', '11-20'],
  series: [
    { name: 'Accepted', values: [3, 0, 7], color: 'var(--color-success)' },
    { name: 'Submissions', values: [10, 2, 8], color: 'var(--color-info)' },
  ],
};

describe('integerScale', () => {
  it('steps in whole 1, 2 or 5 times a power of ten and reaches the maximum', () => {
    expect(integerScale(0)).toEqual({ top: 1, step: 1 });
    expect(integerScale(3)).toEqual({ top: 3, step: 1 });
    expect(integerScale(10)).toEqual({ top: 10, step: 5 });
    expect(integerScale(37)).toEqual({ top: 40, step: 10 });
    expect(integerScale(1234)).toEqual({ top: 1500, step: 500 });
  });
});

describe('BarChart', () => {
  it('names the chart and tells each category’s values to keyboard and screen reader users', () => {
    render(<BarChart {...week} />);
    expect(screen.getByRole('group', { name: 'Submissions in the Last Week' })).toBeTruthy();
    const day = screen.getByRole('img', { name: '11-18: Accepted 3, Submissions 10' });
    expect(day.getAttribute('tabindex')).toBe('0');
    expect(day.querySelector('title')?.textContent).toBe('11-18: Accepted 3, Submissions 10');
    expect(screen.getAllByRole('img')).toHaveLength(3);
  });

  it('draws each value as a bar in proportion to the axis top, coloured by its series', () => {
    const { container } = render(<BarChart {...week} />);
    const bars = [...container.querySelectorAll('rect[data-value]')];
    expect(bars.map((bar) => bar.getAttribute('data-value'))).toEqual(['3', '10', '0', '2', '7', '8']);
    // The axis tops out at 10 (steps of 5): 3 is 30% high, 10 the full height.
    expect(bars[0]!.getAttribute('height')).toBe('30%');
    expect(bars[0]!.getAttribute('y')).toBe('70%');
    expect(bars[1]!.getAttribute('height')).toBe('100%');
    expect((bars[0] as SVGElement).style.fill).toBe('var(--color-success)');
    expect((bars[1] as SVGElement).style.fill).toBe('var(--color-info)');
  });

  it('shows the legend, the axis ticks and the category labels', () => {
    const { container } = render(<BarChart {...week} />);
    expect(screen.getByText('Accepted')).toBeTruthy();
    expect(screen.getByText('Submissions')).toBeTruthy();
    for (const label of ['11-18', '11-19', '11-20']) expect(screen.getByText(label)).toBeTruthy();
    const ticks = [...container.querySelectorAll('[aria-hidden="true"] span.tabular-nums')]
      .map((tick) => tick.textContent)
      .filter((text) => !text?.includes('-'));
    expect(ticks).toEqual(['0', '5', '10']);
  });

  it('draws an empty week without dividing by zero', () => {
    const { container } = render(
      <BarChart {...week} series={week.series.map((s) => ({ ...s, values: [0, 0, 0] }))} />,
    );
    const heights = [...container.querySelectorAll('rect[data-value]')].map((bar) =>
      bar.getAttribute('height'),
    );
    expect(heights).toEqual(['0%', '0%', '0%', '0%', '0%', '0%']);
  });
});
