import { useQuery } from '@tanstack/react-query';
import { FormField } from '@web/components/ui/form-field';
import { paths } from '@web/config/paths';
import { useFieldErrors } from '@web/hooks/use-field-errors';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { toast } from '@web/lib/toast';
import { formatFieldError, validateField, validatePasswordAgain } from '@web/lib/validators';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { checkUsernameOrEmail } from '../api/check-username-or-email';
import { useResetPassword } from '../api/reset-password';

type Field = 'password' | 'passwordAgain';

/** Spec 1 §2.13: the page a reset mail links to, `?username=…&code=…`. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? '';
  const reset = useResetPassword();
  const [values, setValues] = useState({ password: '', passwordAgain: '' });
  const { errors, set, setAll } = useFieldErrors<Field>();

  const userCheck = useQuery({
    queryKey: ['auth', 'username-exists', username],
    queryFn: () => checkUsernameOrEmail({ username }),
    enabled: username !== '',
  });
  const linkBroken = username === '' || code === '';
  const usernameMissing = userCheck.data ? !userCheck.data.username : false;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = setAll({
      password: validateField('password', values.password),
      passwordAgain: validatePasswordAgain(values.password, values.passwordAgain),
    });
    if (!valid || linkBroken || usernameMissing || reset.isPending) return;
    reset.mutate(
      { username, password: values.password, code },
      {
        onSuccess: () => {
          toast.success(t('resetPage.success'));
          navigate(paths.home, { replace: true });
          openAuthDialog('login');
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-md py-6">
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <form className="card-body" onSubmit={submit} noValidate>
          <h1 className="card-title text-2xl">{t('resetPage.title')}</h1>
          {linkBroken && (
            <div role="alert" className="alert alert-warning">
              {t('resetPage.invalidLink')}
            </div>
          )}
          <FormField
            label={t('common:fields.username')}
            value={username}
            disabled
            error={usernameMissing ? t('resetPage.usernameMissing') : undefined}
          />
          <FormField
            label={t('common:fields.newPassword')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            error={formatFieldError(t, errors.password)}
            onChange={(event) => {
              const password = event.target.value;
              setValues((v) => ({ ...v, password }));
              if (values.passwordAgain)
                set('passwordAgain', validatePasswordAgain(password, values.passwordAgain));
            }}
            onBlur={() => set('password', validateField('password', values.password))}
          />
          <FormField
            label={t('common:fields.passwordAgain')}
            type="password"
            autoComplete="new-password"
            value={values.passwordAgain}
            error={formatFieldError(t, errors.passwordAgain)}
            onChange={(event) => setValues((v) => ({ ...v, passwordAgain: event.target.value }))}
            onBlur={() => set('passwordAgain', validatePasswordAgain(values.password, values.passwordAgain))}
          />
          <button
            type="submit"
            className="btn btn-primary mt-2"
            disabled={linkBroken || usernameMissing || reset.isPending}
          >
            {reset.isPending && <span className="loading loading-spinner loading-sm" />}
            {t('resetPage.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
