import { Modal } from '@web/components/ui/modal';
import { closeAuthDialog, useAuthDialog } from '@web/lib/auth-dialog';
import { useWebsiteConfig } from '@web/lib/site-config';
import { useTranslation } from 'react-i18next';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { ResetForm } from './reset-form';

/** Spec 1 §2.5: one 370 px dialog for login, register and reset; a backdrop click keeps it open. */
export default function AuthDialog() {
  const { t } = useTranslation('auth');
  const { open, mode } = useAuthDialog();
  const { shortName } = useWebsiteConfig();
  return (
    <Modal
      open={open}
      onClose={closeAuthDialog}
      width={370}
      closeOnBackdrop={false}
      contentKey={mode}
      title={t('dialog.title', { mode: t(`dialog.${mode}`), shortName })}
    >
      {mode === 'login' && <LoginForm />}
      {mode === 'register' && <RegisterForm />}
      {mode === 'reset' && <ResetForm />}
    </Modal>
  );
}
