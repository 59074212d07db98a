import { useSession } from '@web/lib/auth';
import { type Toast, toast, toastStore } from '@web/lib/toast';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useTopDialog } from './modal-dialog';

const ALERT_CLASS: Record<Toast['kind'], string> = {
  success: 'alert-success',
  error: 'alert-error',
  warning: 'alert-warning',
  info: 'alert-info',
};

function ToastItem({ item }: { item: Toast }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => toast.dismiss(item.id), item.duration);
    return () => clearTimeout(timer);
  }, [item.id, item.duration]);

  return (
    <div
      role={item.kind === 'error' ? 'alert' : 'status'}
      className={`alert ${ALERT_CLASS[item.kind]} shadow-lg`}
    >
      <div className="min-w-0">
        {item.title && <div className="font-semibold">{item.title}</div>}
        <div className="break-words whitespace-pre-line">{item.message}</div>
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-xs btn-circle"
        aria-label={t('actions.dismissMessage')}
        onClick={() => toast.dismiss(item.id)}
      >
        ✕
      </button>
    </div>
  );
}

/**
 * The toasts, above everything: inside the topmost modal dialog while one is open (the page
 * behind it is inert and covered), on the page otherwise. A login clears the requests to log in.
 */
export function Toaster() {
  const toasts = toastStore.use();
  const dialog = useTopDialog();
  const { token } = useSession();
  useEffect(() => {
    if (token) toast.dismissLoginPrompts();
  }, [token]);
  if (toasts.length === 0) return null;
  const list = (
    <div className="toast toast-top toast-center z-[1000] w-[min(28rem,calc(100vw-2rem))]">
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>
  );
  return dialog ? createPortal(list, dialog) : list;
}
