/** The page colours a chart needs, read from daisyUI's CSS variables of the current theme. */
export interface ChartColors {
  text: string;
  mutedText: string;
  axisLine: string;
  gridLine: string;
  surface: string;
  border: string;
}

let probe: CanvasRenderingContext2D | null | undefined;

/**
 * A CSS colour as `rgba(…)`. daisyUI defines its colours in oklch(), which ECharts cannot parse
 * (it lightens and fades colours itself for hover and legends), so the canvas converts them.
 */
function toRgba(color: string, alpha = 1): string {
  if (probe === undefined) probe = document.createElement('canvas').getContext('2d');
  if (!probe || !color) return color;
  probe.clearRect(0, 0, 1, 1);
  probe.fillStyle = '#000';
  probe.fillStyle = color;
  probe.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = probe.getImageData(0, 0, 1, 1).data as unknown as number[];
  return `rgba(${r}, ${g}, ${b}, ${(((a ?? 255) / 255) * alpha).toFixed(3)})`;
}

/** The colours of the theme in force where `element` sits (daisyUI sets them per `data-theme`). */
export function readChartColors(element: Element): ChartColors {
  const style = getComputedStyle(element);
  const variable = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const content = variable('--color-base-content', style.color || '#1f2937');
  const surface = variable('--color-base-100', '#ffffff');
  return {
    text: toRgba(content),
    mutedText: toRgba(content, 0.75),
    axisLine: toRgba(content, 0.45),
    gridLine: toRgba(content, 0.12),
    surface: toRgba(surface),
    border: toRgba(variable('--color-base-300', '#d1d5db')),
  };
}

/**
 * An ECharts theme from the page colours: text, axes, split lines, legends, tooltips and calendars
 * all follow light or dark, so a chart never shows dark grey legends or white grid lines on a dark card.
 */
export function echartsThemeOf(colors: ChartColors): object {
  const axis = {
    axisLine: { lineStyle: { color: colors.axisLine } },
    axisTick: { lineStyle: { color: colors.axisLine } },
    axisLabel: { color: colors.mutedText },
    splitLine: { lineStyle: { color: colors.gridLine } },
    splitArea: { areaStyle: { color: ['transparent'] } },
    nameTextStyle: { color: colors.mutedText },
  };
  return {
    backgroundColor: 'transparent',
    textStyle: { color: colors.text },
    title: { textStyle: { color: colors.text }, subtextStyle: { color: colors.mutedText } },
    legend: {
      textStyle: { color: colors.text },
      inactiveColor: colors.gridLine,
      pageTextStyle: { color: colors.mutedText },
      pageIconColor: colors.text,
      pageIconInactiveColor: colors.gridLine,
    },
    tooltip: {
      backgroundColor: colors.surface,
      borderColor: colors.border,
      textStyle: { color: colors.text },
      axisPointer: {
        lineStyle: { color: colors.axisLine },
        crossStyle: { color: colors.axisLine },
        shadowStyle: { color: colors.gridLine },
      },
    },
    categoryAxis: axis,
    valueAxis: axis,
    timeAxis: axis,
    logAxis: axis,
    calendar: {
      dayLabel: { color: colors.mutedText },
      monthLabel: { color: colors.mutedText },
      yearLabel: { color: colors.mutedText },
      splitLine: { lineStyle: { color: colors.axisLine } },
      itemStyle: { color: 'transparent', borderColor: colors.border },
    },
    visualMap: { textStyle: { color: colors.text } },
    pie: { label: { color: colors.text }, itemStyle: { borderColor: colors.surface } },
  };
}
