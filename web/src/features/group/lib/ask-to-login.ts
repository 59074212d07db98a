import { openAuthDialog } from '@web/lib/auth-dialog';
import { i18n } from '@web/lib/i18n';
import { toast } from '@web/lib/toast';

/** Spec 3 §6: a visitor who opens a group, creates one or asks for "my groups" is told to log in. */
export function askToLogin(): void {
  toast.warning(i18n.t('errors.loginFirst', { ns: 'common' }));
  openAuthDialog('login');
}
