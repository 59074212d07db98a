import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

export interface DropdownProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name when the label is only an icon. */
  ariaLabel?: string;
  /** Hover hint on the toggle button. */
  title?: string;
  buttonClassName?: string;
  /** A menu of items (default), or a dialog-like panel named by `ariaLabel` (a picker, a form). */
  popup?: 'menu' | 'dialog';
  /** Replaces the panel's default surface (border, background, padding, width, shadow). */
  panelClassName?: string;
  align?: 'start' | 'end';
  /** Menu content; call `close` after choosing an item. */
  children: (close: () => void) => ReactNode;
}

/** A click-to-open menu that closes on outside click, Escape, or when an item asks it to. */
export function Dropdown({
  label,
  ariaLabel,
  title,
  buttonClassName = 'btn btn-ghost',
  popup = 'menu',
  panelClassName = 'z-50 mt-1 min-w-44 rounded-box border border-base-300 bg-base-100 p-1 shadow-lg',
  align = 'start',
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    // Escape inside closes the menu alone (not a dialog around it) and returns to its button.
    const root = rootRef.current;
    const onKeyInside = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    root?.addEventListener('keydown', onKeyInside);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
      root?.removeEventListener('keydown', onKeyInside);
    };
  }, [open]);

  const close = () => setOpen(false);
  const panelClass = `absolute top-full ${panelClassName} ${align === 'end' ? 'right-0' : 'left-0'}`;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-haspopup={popup}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={ariaLabel}
        title={title}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open &&
        (popup === 'dialog' ? (
          <div id={menuId} role="dialog" aria-label={ariaLabel} className={panelClass}>
            {children(close)}
          </div>
        ) : (
          <div id={menuId} className={panelClass}>
            {children(close)}
          </div>
        ))}
    </div>
  );
}
