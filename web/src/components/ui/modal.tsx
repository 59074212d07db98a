import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Pixel width of the box on screens wide enough; narrower screens use the full width. */
  width?: number;
  /** Fills the whole window (the spec's fullscreen editors); `width` is then ignored. */
  fullscreen?: boolean;
  /** Dialogs holding a half-filled form stay open when the backdrop is clicked. */
  closeOnBackdrop?: boolean;
  footer?: ReactNode;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  width = 520,
  fullscreen = false,
  closeOnBackdrop = true,
  footer,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const first = boxRef.current?.querySelector<HTMLElement>(
      'input, select, textarea, button:not([data-modal-close])',
    );
    first?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="modal modal-open" role="dialog" aria-modal="true" aria-labelledby={titleId}>
      <div
        ref={boxRef}
        className={
          fullscreen
            ? 'modal-box h-dvh max-h-dvh w-screen max-w-none rounded-none p-5'
            : 'modal-box w-full p-5'
        }
        style={fullscreen ? undefined : { maxWidth: width }}
        data-fullscreen={fullscreen || undefined}
      >
        <div className="mb-4 flex items-start justify-between gap-2">
          <h3 id={titleId} className="text-lg font-bold">
            {title}
          </h3>
          <button
            type="button"
            data-modal-close
            className="btn btn-sm btn-circle btn-ghost -mt-1 -mr-1"
            aria-label={t('actions.close')}
            onClick={onClose}
          >
            ✕
          </button>
        </div>
        {children}
        {footer && <div className="modal-action">{footer}</div>}
      </div>
      <div className="modal-backdrop" aria-hidden="true" onClick={closeOnBackdrop ? onClose : undefined} />
    </div>,
    document.body,
  );
}
