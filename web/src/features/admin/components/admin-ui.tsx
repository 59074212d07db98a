import { type ReactNode, useId } from 'react';

/** A titled block of an admin page. */
export function Panel({
  title,
  actions,
  children,
  id,
  className = '',
}: {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  id?: string;
  className?: string;
}) {
  return (
    <section id={id} className={`card border border-base-300 bg-base-100 ${className}`}>
      <div className="card-body gap-3 p-4 md:p-5">
        {(title || actions) && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {title && <h2 className="card-title text-base md:text-lg">{title}</h2>}
            {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

/** Asks before something that cannot be undone (spec 3 §8 confirmation prompts). */

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

/** A checkbox toggle with a label. */
export function Toggle({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex cursor-pointer items-center gap-3">
        <input
          id={id}
          type="checkbox"
          className="toggle toggle-primary toggle-sm"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="text-sm font-medium">{label}</span>
      </label>
      {hint && <p className="text-xs opacity-70">{hint}</p>}
    </div>
  );
}

/** A labelled control (select, textarea, custom) with an optional hint and error. */
export function Field({
  label,
  children,
  error,
  hint,
  required,
  htmlFor,
  className = '',
}: {
  label: ReactNode;
  children: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  htmlFor?: string;
  className?: string;
}) {
  return (
    <div className={`fieldset py-1 ${className}`}>
      <label htmlFor={htmlFor} className="fieldset-legend pt-0 pb-1 text-sm font-medium">
        {required && (
          <span className="text-error" aria-hidden="true">
            *
          </span>
        )}
        {label}
      </label>
      {children}
      {(error || hint) && (
        <p className={`text-xs ${error ? 'text-error' : 'opacity-70'}`} role={error ? 'alert' : undefined}>
          {error || hint}
        </p>
      )}
    </div>
  );
}
