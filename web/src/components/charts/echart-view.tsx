import { useTheme } from '@web/lib/theme';
import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import {
  CalendarComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { type EChartsCoreOption, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

use([
  BarChart,
  LineChart,
  PieChart,
  HeatmapChart,
  CalendarComponent,
  DatasetComponent,
  GridComponent,
  LegendComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  CanvasRenderer,
]);

export interface EChartViewProps {
  option: EChartsCoreOption;
  /** CSS height of the chart box. */
  height: number | string;
  className?: string;
  ariaLabel?: string;
}

function withTextColor(legend: object, color: string): object {
  const own = (legend as { textStyle?: object }).textStyle;
  return { ...legend, textStyle: { color, ...own } };
}

export default function EChartView({ option, height, className = '', ariaLabel }: EChartViewProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<EChartsType | null>(null);
  const theme = useTheme();

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const chart = init(box, undefined, { renderer: 'canvas' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !boxRef.current) return;
    // Follow the daisyUI theme: text takes the page's content colour on light and dark alike.
    const textColor = getComputedStyle(boxRef.current).color;
    chart.setOption(
      {
        backgroundColor: 'transparent',
        textStyle: { color: textColor },
        ...option,
        // The legend has a text colour of its own (dark grey), unreadable on the dark theme.
        ...(option.legend && !Array.isArray(option.legend)
          ? { legend: withTextColor(option.legend, textColor) }
          : {}),
        darkMode: theme === 'dark',
      },
      { notMerge: true },
    );
  }, [option, theme]);

  return (
    <div
      ref={boxRef}
      className={`w-full ${className}`}
      style={{ height }}
      role="img"
      aria-label={ariaLabel}
    />
  );
}
