import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

/**
 * Asks before an action. `danger` styles the confirm button for destructive actions; while
 * `busy` (an action running) the button waits. Without `busy` handling the dialog closes as
 * soon as the action is confirmed.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  danger = false,
  closeOnConfirm = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  busy?: boolean;
  danger?: boolean;
  /** Close right after confirming, for actions that finish at once. */
  closeOnConfirm?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      width={420}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            className={`btn ${danger ? 'btn-error' : 'btn-primary'}`}
            disabled={busy}
            onClick={() => {
              onConfirm();
              if (closeOnConfirm) onClose();
            }}
          >
            {busy && <span className="loading loading-spinner loading-sm" />}
            {confirmLabel ?? t('actions.confirm')}
          </button>
        </>
      }
    >
      <div className="text-sm">{message}</div>
    </Modal>
  );
}
