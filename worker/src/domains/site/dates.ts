/** Calendar-day helpers in UTC, the zone every per-day statistic uses. */

const DAY_MS = 24 * 3600 * 1000;

/** Midnight UTC of the day `date` falls on. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** YYYY-MM-DD of the UTC day. */
export function utcDateString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The `count` consecutive UTC days ending with today, oldest first. */
export function lastUtcDays(now: Date, count: number): string[] {
  const today = startOfUtcDay(now);
  return Array.from({ length: count }, (_, i) => utcDateString(addDays(today, i - count + 1)));
}

/** The first day of the year-long window that ends today: same day last year, plus one. */
export function yearWindowStart(now: Date): Date {
  const today = startOfUtcDay(now);
  const lastYear = new Date(Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate()));
  return addDays(lastYear, 1);
}
