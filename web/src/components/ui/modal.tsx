import { type ReactNode, useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './modal-dialog';

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
  /** Names what the dialog shows; when it changes while open (a dialog that swaps its form), focus moves to the new first field. */
  contentKey?: string;
}

/**
 * Spec 1's dialogs on the native modal <dialog> (useModalDialog): the page behind is inert, focus moves in on
 * opening (the first field, else the dialog itself), Tab and Shift+Tab cycle inside, Escape
 * closes, and focus goes back to the control that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  width = 520,
  fullscreen = false,
  closeOnBackdrop = true,
  footer,
  contentKey,
}: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogProps = useModalDialog(open, onClose, contentKey);

  if (!open) return null;
  return createPortal(
    <dialog {...dialogProps} className="modal outline-none" aria-labelledby={titleId}>
      <div
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
    </dialog>,
    document.body,
  );
}
