import { CloseIcon } from '@web/components/icons';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './modal-dialog';

/**
 * A menu that slides in from the left on narrow screens (the site's navigation, the admin area's
 * sidebar): a modal <dialog> like every other dialog, so the page behind is inert, Tab stays
 * inside, Escape closes and focus returns to the button that opened it. Portalled to the body: a
 * header's backdrop blur would otherwise become the drawer's containing block.
 */
export function SideDrawer({
  open,
  onClose,
  label,
  title,
  hiddenFromClass,
  widthClass = 'w-72',
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  /** Shown beside the close button, at the top. */
  title?: ReactNode;
  /** The breakpoint class from which the drawer is not needed, e.g. `lg:hidden`. */
  hiddenFromClass: string;
  widthClass?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const dialogProps = useModalDialog(open, onClose);
  if (!open) return null;
  return createPortal(
    <dialog
      {...dialogProps}
      className={`fixed inset-0 m-0 h-full max-h-none w-full max-w-none bg-transparent p-0 text-base-content outline-none backdrop:bg-transparent ${hiddenFromClass}`}
      aria-label={label}
    >
      <div className="absolute inset-0 bg-black/40" aria-hidden="true" onClick={onClose} />
      <aside
        className={`absolute inset-y-0 left-0 flex ${widthClass} max-w-[85vw] flex-col bg-base-100 shadow-xl`}
        aria-label={label}
      >
        <div className="flex items-center justify-between border-b border-base-300 px-4 py-3">
          <span className="text-lg font-bold">{title}</span>
          <button
            type="button"
            data-modal-close
            className="btn btn-ghost btn-sm btn-square"
            aria-label={t('actions.close')}
            onClick={onClose}
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </aside>
    </dialog>,
    document.body,
  );
}
