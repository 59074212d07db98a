import type { CalendarHeatmap as CalendarData } from '@contract/account';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

const DAY_MS = 86_400_000;
const WEEKS = 53;

/** Colour of each activity level: level 0 is an empty day, 4 the busiest; each reads in light and dark. */
const LEVEL_CLASS = ['bg-base-300', 'bg-success/30', 'bg-success/55', 'bg-success/80', 'bg-success'] as const;

export interface HeatmapDay {
  /** YYYY-MM-DD. */
  date: string;
  count: number;
  level: 0 | 1 | 2 | 3 | 4;
}

export interface HeatmapLayout {
  /** Week columns, oldest first; each holds Monday to Sunday, null after the last day. */
  weeks: (HeatmapDay | null)[][];
  /** Month names above the column of the week a month starts in. */
  months: { column: number; month: number }[];
}

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A day's level: none, then four steps up to the busiest day of the year. */
export function activityLevel(count: number, max: number): HeatmapDay['level'] {
  if (count <= 0 || max <= 0) return 0;
  return Math.min(4, Math.max(1, Math.ceil((count / max) * 4))) as HeatmapDay['level'];
}

/**
 * The year ending on `endDate` as whole weeks (Monday first): the last column is the week of
 * `endDate`, so the grid ends at the current week on its right edge. Calendar days, no time zones.
 */
export function heatmapLayout(data: CalendarData): HeatmapLayout {
  const counts = new Map(data.dataList.map((item) => [item.date, item.count]));
  const max = Math.max(0, ...data.dataList.map((item) => item.count));
  const end = dayOf(data.endDate);
  const mondayOffset = (new Date(end).getUTCDay() + 6) % 7;
  const start = end - (mondayOffset + (WEEKS - 1) * 7) * DAY_MS;
  const weeks: (HeatmapDay | null)[][] = [];
  const months: HeatmapLayout['months'] = [];
  for (let week = 0; week < WEEKS; week++) {
    const days: (HeatmapDay | null)[] = [];
    for (let weekday = 0; weekday < 7; weekday++) {
      const ms = start + (week * 7 + weekday) * DAY_MS;
      if (ms > end) {
        days.push(null);
        continue;
      }
      const date = isoDate(ms);
      const count = counts.get(date) ?? 0;
      days.push({ date, count, level: activityLevel(count, max) });
      // A month's label sits over the week holding its first day (the first column: its first week).
      if (date.endsWith('-01') || (week === 0 && weekday === 0))
        months.push({ column: week, month: new Date(ms).getUTCMonth() });
    }
    weeks.push(days);
  }
  // A label needs about three columns; a first partial month too close to the next loses its own.
  const spaced = months.filter((label, i) => (months[i + 1]?.column ?? WEEKS) - label.column >= 3);
  return { weeks, months: spaced };
}

function localisedNames(locale: string) {
  const month = new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' });
  const day = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  return {
    months: Array.from({ length: 12 }, (_, i) => month.format(Date.UTC(2024, i, 1))),
    // 2024-01-01 was a Monday.
    days: Array.from({ length: 7 }, (_, i) => day.format(Date.UTC(2024, 0, 1 + i))),
  };
}

/**
 * Spec 1 §2.11: one year of submissions per day as a grid of day cells (weeks as columns), the
 * busier the greener. Only Monday, Wednesday and Friday are labelled, so even the longer weekday
 * names of some locales fit beside their row.
 */
export function CalendarHeatmap({ data }: { data: CalendarData }) {
  const { t, i18n } = useTranslation('user');
  const locale = i18n.language;
  const layout = useMemo(() => heatmapLayout(data), [data]);
  const names = useMemo(() => localisedNames(locale), [locale]);
  const scroller = useRef<HTMLDivElement>(null);
  const total = data.dataList.reduce((sum, item) => sum + item.count, 0);

  // On a narrow screen the grid scrolls sideways: start at the current week, not a year ago.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box) box.scrollLeft = box.scrollWidth;
  }, []);

  return (
    <div>
      <div ref={scroller} className="overflow-x-auto pb-1">
        <div
          role="img"
          aria-label={`${t('home.heatmapLabel')}: ${t('home.heatmapTotal', { count: total })}`}
          data-testid="calendar-heatmap"
          className="grid min-w-[560px] gap-[3px] text-[10px] leading-none"
          style={{ gridTemplateColumns: `max-content repeat(${WEEKS}, minmax(0, 1fr))` }}
        >
          <span aria-hidden="true" className="sticky left-0 z-10 bg-base-100" />
          {layout.weeks.map((week, column) => {
            const label = layout.months.find((month) => month.column === column);
            return (
              <span
                aria-hidden="true"
                // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity
                key={column}
                className="overflow-visible whitespace-nowrap pb-0.5 opacity-70"
                data-week-start={week[0]?.date}
              >
                {label ? names.months[label.month] : ''}
              </span>
            );
          })}
          {names.days.map((dayName, weekday) => (
            <DayRow
              key={dayName}
              label={weekday % 2 === 0 && weekday < 6 ? dayName : ''}
              days={layout.weeks.map((week) => week[weekday] ?? null)}
            />
          ))}
        </div>
      </div>
      <div className="mt-1 flex items-center justify-end gap-1 text-[10px] opacity-70" aria-hidden="true">
        {t('home.heatmapLess')}
        {LEVEL_CLASS.map((colour) => (
          <span key={colour} className={`inline-block size-2.5 rounded-[2px] ${colour}`} />
        ))}
        {t('home.heatmapMore')}
      </div>
    </div>
  );
}

function DayRow({ label, days }: { label: string; days: (HeatmapDay | null)[] }) {
  const { t } = useTranslation('user');
  return (
    <>
      {/* Sticky: on a phone the weeks scroll under the weekday names, which stay in view. */}
      <span aria-hidden="true" className="sticky left-0 z-10 flex items-center bg-base-100 pe-1">
        <span className="opacity-70">{label}</span>
      </span>
      {days.map((day, column) =>
        day ? (
          <span
            key={day.date}
            aria-hidden="true"
            title={t('home.heatmapTooltip', { date: day.date, count: day.count })}
            data-date={day.date}
            data-level={day.level}
            className={`aspect-square w-full rounded-[2px] ${LEVEL_CLASS[day.level]}`}
          />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the days after today have no date of their own
          <span key={`after-${column}`} aria-hidden="true" />
        ),
      )}
    </>
  );
}
