import type { ReactNode } from 'react';

export interface IconButtonProps {
  /** The tooltip and accessible name (the button shows only its icon). */
  label: string;
  onClick: () => void;
  /** A destructive action (delete, remove), in the error colour. */
  danger?: boolean;
  children: ReactNode;
}

/** A small square icon button, as in the action column of a table row. */
export function IconButton({ label, onClick, danger = false, children }: IconButtonProps) {
  return (
    <button
      type="button"
      className={`btn btn-ghost btn-xs btn-square ${danger ? 'text-error' : ''}`}
      title={label}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
