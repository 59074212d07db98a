import type { AcmProblemCell } from '@contract/contest-board';

/** Spec 2 §4 Scoreboard cells: the ACM classes, in priority order. */
export type AcmCellKind = 'after-ac' | 'first-ac' | 'ac' | 'try' | 'wa';
export type OiCellKind = 'oi-100' | 'oi-0' | 'oi-between';

export function acmCellKind(cell: AcmProblemCell | undefined): AcmCellKind | null {
  if (!cell) return null;
  if (cell.isAC && cell.isAfterContest) return 'after-ac';
  if (cell.isFirstAC) return 'first-ac';
  if (cell.isAC) return 'ac';
  if ((cell.tryNum ?? 0) > 0) return 'try';
  if (cell.errorNum !== 0) return 'wa';
  return null;
}

/** A problem is full when it has a best time (only fully scored problems have one). */
export function oiCellKind(score: number | undefined, time: number | undefined): OiCellKind | null {
  if (time !== undefined && time !== null) return 'oi-100';
  if (score === undefined || score === null) return null;
  return score === 0 ? 'oi-0' : 'oi-between';
}

/** daisyUI theme colours, so light and dark themes both read well. */
export const CELL_CLASSES: Record<AcmCellKind | OiCellKind, string> = {
  'after-ac': 'bg-info/30',
  'first-ac': 'bg-success text-success-content font-semibold',
  ac: 'bg-success/30',
  try: 'bg-warning/40',
  wa: 'bg-error/25',
  'oi-100': 'bg-success/30',
  'oi-0': 'bg-error/25',
  'oi-between': 'bg-warning/30',
};

/** Seconds as H:MM:SS (HOJ's secondFormat), hours unbounded. */
export function formatSeconds(total: number): string {
  const s = Math.max(0, Math.floor(total));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The name a board shows: the contest's chosen field, else the username. */
export function rankShowName(row: Record<string, unknown> & { username: string }, field: string | undefined) {
  const value = field ? row[field] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : row.username;
}
