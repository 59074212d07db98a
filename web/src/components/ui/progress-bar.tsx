/** A determinate bar with its percentage, announced to screen readers. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="flex items-center gap-3">
      <progress className="progress progress-primary flex-1" value={value} max={100} aria-label={label} />
      <span className="w-12 text-right text-sm tabular-nums">{value}%</span>
    </div>
  );
}
