import { currentLocale } from './i18n';

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '--';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '--';
  return new Intl.DateTimeFormat(currentLocale(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(date);
}

export function formatDate(value: string | number | Date | null | undefined): string {
  if (value == null || value === '') return '--';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '--';
  return new Intl.DateTimeFormat(currentLocale(), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 30],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "3 minutes ago" in the interface language. */
export function formatRelative(value: string | number | Date | null | undefined, now = Date.now()): string {
  if (value == null || value === '') return '--';
  const time = toDate(value).getTime();
  if (Number.isNaN(time)) return '--';
  let amount = (time - now) / 1000;
  const format = new Intl.RelativeTimeFormat(currentLocale(), { numeric: 'auto' });
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return formatDate(value);
}

/** A length of time given in seconds, as d h m (for contest durations). */
export function formatDuration(
  seconds: number,
  t: (key: string, values: Record<string, number>) => string,
): string {
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts: string[] = [];
  if (days) parts.push(t('duration.days', { count: days }));
  if (hours) parts.push(t('duration.hours', { count: hours }));
  if (minutes || parts.length === 0) parts.push(t('duration.minutes', { count: minutes }));
  return parts.join(' ');
}
