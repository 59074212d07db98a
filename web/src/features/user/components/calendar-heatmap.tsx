import type { CalendarHeatmap as CalendarData } from '@contract/account';
import { EChart } from '@web/components/charts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const DAY_MS = 86_400_000;

/** A year ending on `endDate`, as YYYY-MM-DD strings (calendar days, no time zone shifts). */
export function yearRange(endDate: string): [string, string] {
  const end = new Date(`${endDate}T00:00:00Z`);
  const start = new Date(end.getTime() - 364 * DAY_MS);
  return [start.toISOString().slice(0, 10), endDate];
}

function localisedNames(locale: string) {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  return {
    months: Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2024, i, 1))),
    // 2024-01-07 was a Sunday; ECharts wants Sunday first.
    days: Array.from({ length: 7 }, (_, i) => day.format(Date.UTC(2024, 0, 7 + i))),
  };
}

/** Spec 1 §2.11: one year of submissions per day, lazily rendered with ECharts. */
export function CalendarHeatmap({ data }: { data: CalendarData }) {
  const { t, i18n } = useTranslation('user');
  const locale = i18n.language;
  const option = useMemo(() => {
    const names = localisedNames(locale);
    const max = Math.max(1, ...data.dataList.map((item) => item.count));
    return {
      tooltip: {
        formatter: (params: { value: [string, number] }) =>
          t('home.heatmapTooltip', { date: params.value[0], count: params.value[1] }),
      },
      visualMap: {
        show: false,
        min: 0,
        max,
        inRange: { color: ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'] },
      },
      calendar: {
        range: yearRange(data.endDate),
        top: 24,
        left: 32,
        right: 8,
        cellSize: ['auto', 13],
        splitLine: { show: false },
        itemStyle: { borderWidth: 2, borderColor: 'transparent', color: 'rgba(128,128,128,0.12)' },
        yearLabel: { show: false },
        dayLabel: { firstDay: 1, nameMap: names.days, fontSize: 10 },
        monthLabel: { nameMap: names.months, fontSize: 10 },
      },
      series: {
        type: 'heatmap',
        coordinateSystem: 'calendar',
        data: data.dataList.filter((item) => item.count > 0).map((item) => [item.date, item.count]),
      },
    };
  }, [data, t, locale]);

  return (
    <div className="overflow-x-auto">
      <div className="min-w-[720px]">
        <EChart option={option} height={150} ariaLabel={t('home.heatmapLabel')} />
      </div>
    </div>
  );
}
