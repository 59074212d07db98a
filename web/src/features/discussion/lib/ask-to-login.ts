import { openAuthDialog } from '@web/lib/auth-dialog';
import { i18n } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';

/** Spec 2 §5: a visitor who posts, likes or reports is told to log in and gets the login dialog. */
export function askToLogin(): void {
  toast.warning(i18n.t('errors.loginFirst', { ns: 'common' }));
  openAuthDialog('login');
}
