import { LIMITS } from '@contract/limits';
import { FormField } from '@web/components/ui/form-field';
import { STORAGE_KEYS } from '@web/config/storage-keys';
import { useFieldErrors } from '@web/hooks/use-field-errors';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { useCountdown } from '@web/lib/countdown';
import { toast } from '@web/lib/toast';
import { type FieldError, formatFieldError, validateField } from '@web/lib/validators';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplyResetPassword } from '../api/apply-reset-password';
import { checkUsernameOrEmail } from '../api/check-username-or-email';
import { useCaptcha } from '../api/get-captcha';

type Field = 'email' | 'captcha';

/** Spec 1 §9: the "reset mail sent" message stays 10 s. */
const MAIL_SENT_MS = 10_000;

export function ResetForm() {
  const { t } = useTranslation('auth');
  const captcha = useCaptcha();
  const apply = useApplyResetPassword();
  const countdown = useCountdown(STORAGE_KEYS.resetCountdown, LIMITS.resetResendSeconds);
  const [values, setValues] = useState({ email: '', captcha: '' });
  const { errors, set, setAll } = useFieldErrors<Field>();

  const checkEmail = async (): Promise<FieldError | null> => {
    const error = validateField('email', values.email);
    if (error) return error;
    try {
      const exists = await checkUsernameOrEmail({ email: values.email.trim() });
      if (!exists.email) return { key: 'auth:reset.emailMissing' };
    } catch {
      // Already reported by the api client; the server checks the address again on apply.
    }
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending || countdown.running) return;
    const valid = setAll({ email: await checkEmail(), captcha: validateField('captcha', values.captcha) });
    if (!valid || !captcha.data) return;
    apply.mutate(
      { email: values.email.trim(), captcha: values.captcha.trim(), captchaKey: captcha.data.captchaKey },
      {
        onSuccess: (msg) => {
          countdown.start();
          toast.success(msg || t('reset.mailSent'), { duration: MAIL_SENT_MS });
        },
        // Spec 1 §4: success or failure, the captcha is used up.
        onSettled: () => {
          setValues((current) => ({ ...current, captcha: '' }));
          void captcha.refetch();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormField
        label={t('common:fields.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={formatFieldError(t, errors.email)}
        onChange={(event) => setValues((v) => ({ ...v, email: event.target.value }))}
        onBlur={async () => set('email', await checkEmail())}
      />
      <FormField
        label={t('common:fields.captcha')}
        autoComplete="off"
        maxLength={LIMITS.captchaMax}
        value={values.captcha}
        error={formatFieldError(t, errors.captcha)}
        onChange={(event) => setValues((v) => ({ ...v, captcha: event.target.value }))}
        onBlur={() => set('captcha', validateField('captcha', values.captcha))}
        addon={
          <button
            type="button"
            className="h-10 w-28 shrink-0 overflow-hidden rounded border border-base-300 bg-base-200"
            title={t('reset.refreshCaptcha')}
            aria-label={t('reset.refreshCaptcha')}
            onClick={() => void captcha.refetch()}
          >
            {captcha.data ? (
              <img
                src={captcha.data.img}
                alt={t('reset.captchaImage')}
                className="h-full w-full object-contain"
              />
            ) : (
              <span className="loading loading-spinner loading-sm" />
            )}
          </button>
        }
      />
      <button
        type="submit"
        className="btn btn-primary mt-4 w-full"
        disabled={apply.isPending || countdown.running}
      >
        {apply.isPending && <span className="loading loading-spinner loading-sm" />}
        {countdown.running ? t('reset.waitResend', { seconds: countdown.left }) : t('reset.submit')}
      </button>
      <div className="mt-3 text-center text-sm">
        <button type="button" className="link link-primary" onClick={() => openAuthDialog('login')}>
          {t('reset.toLogin')}
        </button>
      </div>
    </form>
  );
}
