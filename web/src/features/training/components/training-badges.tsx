import { DEFAULT_TRAINING_COLOR, TrainingAuth } from '@contract/training';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

/** HOJ TRAINING_TYPE colours: Public green, Private red. */
export function TrainingAuthTag({ auth }: { auth: string }) {
  const { t } = useTranslation('training');
  const isPrivate = auth === TrainingAuth.PRIVATE;
  return (
    <span className={`badge badge-sm whitespace-nowrap ${isPrivate ? 'badge-error' : 'badge-success'}`}>
      {t(isPrivate ? 'auth.private' : 'auth.public')}
    </span>
  );
}

interface CategoryTagProps {
  name: string;
  color?: string | null;
  /** Filled in the category's colour (the chosen filter, the detail card), else outlined. */
  filled?: boolean;
  onClick?: () => void;
}

/** A training category in its own colour. */
export function CategoryTag({ name, color, filled = false, onClick }: CategoryTagProps) {
  const tone = color || DEFAULT_TRAINING_COLOR;
  // The category's own colour, kept legible: darkened behind white, or as text on the page.
  const style = { '--legible-color': tone, borderColor: tone } as CSSProperties;
  const className = `badge badge-outline whitespace-nowrap ${filled ? 'bg-legible text-white' : 'text-legible'}`;
  if (!onClick)
    return (
      <span className={`${className} badge-sm`} style={style}>
        {name}
      </span>
    );
  return (
    <button
      type="button"
      className={`${className} badge-md cursor-pointer transition-transform hover:scale-105`}
      style={style}
      aria-pressed={filled}
      onClick={onClick}
    >
      {name}
    </button>
  );
}

/** A share as a bar with its percentage to 2 decimals; the tooltip gives the counts ("3/5"). */
export function PercentBar({
  percent,
  counts,
  label,
  tone = 'progress-primary',
}: {
  percent: number;
  counts: string;
  label: string;
  tone?: string;
}) {
  return (
    <span className="flex min-w-28 items-center gap-2" title={counts}>
      <progress className={`progress ${tone} h-2 flex-1`} value={percent} max={100} aria-label={label} />
      <span className="w-14 text-right text-xs tabular-nums">{percent.toFixed(2)}%</span>
    </span>
  );
}

const DIFFICULTY_CLASS: Record<number, string> = {
  0: 'badge-success',
  1: 'badge-warning',
  2: 'badge-error',
};

export function DifficultyTag({ difficulty }: { difficulty: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`badge badge-sm badge-soft whitespace-nowrap ${DIFFICULTY_CLASS[difficulty] ?? 'badge-ghost'}`}
    >
      {t(`difficulty.${difficulty}`, { defaultValue: String(difficulty) })}
    </span>
  );
}
