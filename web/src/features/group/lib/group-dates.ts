const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD in the viewer's time zone, as the group cards and sidebar show creation dates. */
export function formatGroupDate(value: string | null | undefined): string {
  if (!value) return '--';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '--';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
