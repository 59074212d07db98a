import { type Toast, toast, toastStore } from '@web/lib/toast';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

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
        aria-label={t('actions.close')}
        onClick={() => toast.dismiss(item.id)}
      >
        ✕
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = toastStore.use();
  if (toasts.length === 0) return null;
  return (
    <div className="toast toast-top toast-center z-[1000] w-[min(28rem,calc(100vw-2rem))]">
      {toasts.map((item) => (
        <ToastItem key={item.id} item={item} />
      ))}
    </div>
  );
}
