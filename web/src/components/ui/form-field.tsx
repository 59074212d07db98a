import { type InputHTMLAttributes, type ReactNode, useId } from 'react';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something beside the input, e.g. a send-code button or a captcha image. */
  addon?: ReactNode;
}

/** A labelled input with its validation message, announced to screen readers. */
export function FormField({ label, error, hint, addon, className = '', id, ...input }: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  return (
    <div className={`fieldset py-1 ${className}`}>
      <label htmlFor={inputId} className="fieldset-legend pb-1 pt-0 text-sm font-medium">
        {label}
      </label>
      <div className="flex items-stretch gap-2">
        <input
          id={inputId}
          className={`input w-full ${error ? 'input-error' : ''}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          {...input}
        />
        {addon}
      </div>
      {/* The message line keeps its height when empty: an error appearing on blur must not move the
          controls below, or a tap aimed at them (e.g. "Register now" on a phone) lands on nothing. */}
      <p
        id={messageId}
        className={`min-h-4 text-xs leading-4 ${error ? 'text-error' : 'opacity-70'}`}
        role={error ? 'alert' : undefined}
      >
        {error || hint}
      </p>
    </div>
  );
}
