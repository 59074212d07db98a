import { act, cleanup, render } from '@testing-library/react';
import { setTheme } from '@web/lib/theme';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import EChartView from './echart-view';

interface FakeChart {
  theme: {
    legend: { textStyle: { color: string } };
    valueAxis: { splitLine: { lineStyle: { color: string } } };
  };
  setOption: ReturnType<typeof vi.fn>;
  dispose: ReturnType<typeof vi.fn>;
  resize: () => void;
}

const charts: FakeChart[] = [];

vi.mock('echarts/core', () => ({
  use: vi.fn(),
  init: vi.fn((_box: HTMLElement, theme: FakeChart['theme']) => {
    const chart = { theme, setOption: vi.fn(), dispose: vi.fn(), resize: () => {} };
    charts.push(chart);
    return chart;
  }),
}));

// daisyUI's colours per theme, as its stylesheet sets them on <html data-theme>.
const BASE_CONTENT = { light: 'rgb(24, 24, 27)', dark: 'rgb(236, 240, 244)' };

/** jsdom has no canvas: this one "paints" rgb() colours, enough for the oklch-to-rgba conversion. */
function fakeCanvasContext() {
  let fill = '';
  return {
    set fillStyle(value: string) {
      fill = value;
    },
    get fillStyle() {
      return fill;
    },
    clearRect() {},
    fillRect() {},
    getImageData: () => ({ data: [...(fill.match(/\d+/g) ?? ['0', '0', '0']).map(Number), 255] }),
  };
}

beforeAll(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => fakeCanvasContext() as unknown as CanvasRenderingContext2D,
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  charts.length = 0;
});

function switchTheme(theme: 'light' | 'dark') {
  document.documentElement.style.setProperty('--color-base-content', BASE_CONTENT[theme]);
  act(() => setTheme(theme));
}

describe('EChartView', () => {
  it('colours legends and split lines from the current theme and redraws on a theme switch', () => {
    switchTheme('light');
    const option = { legend: {}, series: [] };
    render(<EChartView option={option} height={200} ariaLabel="chart" />);
    expect(charts).toHaveLength(1);
    const light = charts[0]!;
    expect(light.theme.legend.textStyle.color).toBe('rgba(24, 24, 27, 1.000)');
    expect(light.setOption).toHaveBeenCalledWith(expect.objectContaining({ legend: {}, darkMode: false }));

    switchTheme('dark');
    expect(light.dispose).toHaveBeenCalled();
    expect(charts).toHaveLength(2);
    const dark = charts[1]!;
    expect(dark.theme.legend.textStyle.color).toBe('rgba(236, 240, 244, 1.000)');
    // Grid lines are a faint tint of the text colour, never bright lines on a dark card.
    expect(dark.theme.valueAxis.splitLine.lineStyle.color).toBe('rgba(236, 240, 244, 0.120)');
    expect(dark.setOption).toHaveBeenCalledWith(expect.objectContaining({ legend: {}, darkMode: true }));
  });

  it('replaces the option when it changes, without re-creating the chart', () => {
    switchTheme('light');
    const { rerender } = render(<EChartView option={{ series: [] }} height={200} />);
    const next = { series: [{ type: 'bar', data: [1] }] };
    rerender(<EChartView option={next} height={200} />);
    expect(charts).toHaveLength(1);
    expect(charts[0]!.setOption).toHaveBeenLastCalledWith(expect.objectContaining({ series: next.series }), {
      notMerge: true,
    });
  });
});
