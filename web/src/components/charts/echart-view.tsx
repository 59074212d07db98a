import { useTheme } from '@web/lib/theme';
import { BarChart, HeatmapChart, LineChart, PieChart } from 'echarts/charts';
import {
  CalendarComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from 'echarts/components';
import { type EChartsCoreOption, type EChartsType, init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { echartsThemeOf, readChartColors } from './echarts-theme';

// Only what the site's charts draw (ranks, judge throughput, result pies, the submission calendar):
// the full `echarts` entry would add every chart type and component to the chunk.
use([
  BarChart,
  LineChart,
  PieChart,
  HeatmapChart,
  CalendarComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  CanvasRenderer,
]);

export interface EChartViewProps {
  option: EChartsCoreOption;
  /** CSS height of the chart box. */
  height: number | string;
  className?: string;
  ariaLabel?: string;
}

/**
 * A chart that takes its text, axis, split line, legend and tooltip colours from the page's theme.
 * ECharts fixes a theme when a chart is created, so a theme switch re-creates the chart.
 */
export default function EChartView({ option, height, className = '', ariaLabel }: EChartViewProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const optionRef = useRef(option);
  const chartRef = useRef<EChartsType | null>(null);
  const theme = useTheme();

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // `theme` is what changed; the colours themselves come from the CSS variables it switched.
    const chart = init(box, echartsThemeOf(readChartColors(box)), { renderer: 'canvas' });
    chart.setOption({ ...optionRef.current, darkMode: theme === 'dark' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, [theme]);

  useEffect(() => {
    if (optionRef.current === option) return;
    optionRef.current = option;
    chartRef.current?.setOption({ ...option, darkMode: theme === 'dark' }, { notMerge: true });
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
