export interface BarSeries {
  name: string;
  /** One value per category, in the categories' order. */
  values: number[];
  /** Any CSS colour; a daisyUI variable (`var(--color-success)`) follows the light and dark themes. */
  color: string;
}

export interface BarChartProps {
  /** The chart's accessible name. */
  title: string;
  categories: string[];
  series: BarSeries[];
  /** Height of the plot area in px (legend and labels come on top of it). */
  height?: number;
  className?: string;
}

/** The axis top and step: 1, 2 or 5 times a power of ten, whole numbers only (counts). */
export function integerScale(max: number, targetTicks = 4): { top: number; step: number } {
  if (!(max > 0)) return { top: 1, step: 1 };
  const rough = Math.max(1, max / targetTicks);
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].map((f) => f * power).find((s) => s >= rough) ?? 10 * power) as number;
  return { top: Math.ceil(max / step) * step, step };
}

/** What one category says to a screen reader and in the hover tooltip: "11-18: Accepted 3, Submissions 10". */
const describeCategory = (category: string, series: BarSeries[], index: number) =>
  `${category}: ${series.map((s) => `${s.name} ${s.values[index] ?? 0}`).join(', ')}`;

/**
 * Grouped bars in plain SVG, for small charts where ECharts (about 180 KB gzip) would cost more
 * than the page it sits on. The plot is laid out in percentages so text stays crisp at any width;
 * each category is focusable and shows its values on hover and focus.
 */
export function BarChart({ title, categories, series, height = 220, className = '' }: BarChartProps) {
  const max = Math.max(0, ...series.flatMap((s) => s.values));
  const { top, step } = integerScale(max);
  const ticks = Array.from({ length: top / step + 1 }, (_, i) => i * step);
  const slot = 100 / Math.max(1, categories.length);
  // Bars fill 70% of their slot, side by side; the rest is the gap between categories.
  const barWidth = (slot * 0.7) / Math.max(1, series.length);
  const percentOf = (value: number) => (Math.max(0, value) / top) * 100;

  return (
    // A <div>, not a <figure>: daisyUI centres and shrinks figures inside cards.
    <div className={`flex w-full flex-col gap-2 text-xs ${className}`}>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        {series.map((s) => (
          <li key={s.name} className="flex items-center gap-1.5">
            <span className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
            {s.name}
          </li>
        ))}
      </ul>
      <div className="flex" style={{ height }}>
        <div className="relative w-8 shrink-0 text-base-content/70" aria-hidden="true">
          {ticks.map((tick) => (
            <span
              key={tick}
              className="absolute right-2 translate-y-1/2 tabular-nums"
              style={{ bottom: `${percentOf(tick)}%` }}
            >
              {tick}
            </span>
          ))}
        </div>
        {/* min-w-0: an SVG's intrinsic 300 px would otherwise widen a 360 px phone's page. */}
        {/* biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a <fieldset>; the group names the chart */}
        <svg className="h-full min-w-0 flex-1 overflow-visible" role="group" aria-label={title}>
          {ticks.map((tick) => (
            <line
              key={tick}
              x1="0"
              x2="100%"
              y1={`${100 - percentOf(tick)}%`}
              y2={`${100 - percentOf(tick)}%`}
              stroke="currentColor"
              className={tick === 0 ? 'text-base-content/40' : 'text-base-content/10'}
            />
          ))}
          {categories.map((category, index) => {
            const label = describeCategory(category, series, index);
            const groupStart = index * slot + (slot - barWidth * series.length) / 2;
            return (
              // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: focusable so keyboard users reach each category's values as pointer users do by hovering; `img` gives it a name
              <g key={category} className="group outline-none" tabIndex={0} role="img" aria-label={label}>
                <title>{label}</title>
                <rect
                  x={`${index * slot}%`}
                  y="0"
                  width={`${slot}%`}
                  height="100%"
                  rx="4"
                  className="fill-base-content/0 stroke-none group-hover:fill-base-content/5 group-focus-visible:fill-base-content/5 group-focus-visible:stroke-primary"
                  strokeWidth="2"
                />
                {series.map((s, seriesIndex) => {
                  const value = s.values[index] ?? 0;
                  const x = groupStart + seriesIndex * barWidth;
                  return (
                    <g key={s.name}>
                      <rect
                        x={`${x + barWidth * 0.05}%`}
                        y={`${100 - percentOf(value)}%`}
                        width={`${barWidth * 0.9}%`}
                        height={`${percentOf(value)}%`}
                        rx="2"
                        style={{ fill: s.color }}
                        data-value={value}
                      />
                      <text
                        x={`${x + barWidth / 2}%`}
                        y={`${100 - percentOf(value)}%`}
                        dy="-4"
                        textAnchor="middle"
                        className="fill-base-content font-semibold opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100"
                      >
                        {value}
                      </text>
                    </g>
                  );
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <div className="flex pl-8 text-base-content/70" aria-hidden="true">
        {categories.map((category) => (
          <span key={category} className="min-w-0 flex-1 truncate text-center tabular-nums">
            {category}
          </span>
        ))}
      </div>
    </div>
  );
}
