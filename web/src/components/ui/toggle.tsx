import { type ReactNode, useId } from 'react';

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
