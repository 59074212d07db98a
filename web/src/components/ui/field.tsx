import type { ReactNode } from 'react';

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
