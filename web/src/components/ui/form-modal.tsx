import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './modal';

export interface FormModalProps {
  open?: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The submit button's label. */
  submitLabel: string;
  /** While the form is being sent the submit button waits. */
  busy: boolean;
  /** Called on submit (the browser's own submit already prevented). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  width?: number;
  fullscreen?: boolean;
  closeOnBackdrop?: boolean;
  formClassName?: string;
  children: ReactNode;
}

/** A dialog holding one form: its fields, then Cancel and the submit button in the footer. */
export function FormModal({
  open = true,
  onClose,
  title,
  submitLabel,
  busy,
  onSubmit,
  width,
  fullscreen,
  closeOnBackdrop,
  formClassName,
  children,
}: FormModalProps) {
  const { t } = useTranslation();
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      closeOnBackdrop={closeOnBackdrop}
      width={width}
      fullscreen={fullscreen}
      title={title}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {submitLabel}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        className={formClassName}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
