import { FormField } from '@web/components/ui/form-field';
import { useFieldErrors } from '@web/hooks/use-field-errors';
import { auth } from '@web/lib/auth';
import { closeAuthDialog, openAuthDialog } from '@web/lib/auth-dialog';
import { useWebsiteConfig } from '@web/lib/site-config';
import { toast } from '@web/lib/toast';
import { formatFieldError, validateField } from '@web/lib/validators';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '../api/login';
import { loginFailures, needsPuzzle } from '../lib/login-failures';
import { SlidePuzzle } from './slide-puzzle';

type Field = 'username' | 'password';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const config = useWebsiteConfig();
  const failures = loginFailures.use();
  const login = useLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [showPuzzle, setShowPuzzle] = useState(false);
  const { errors, set, setAll } = useFieldErrors<Field>();

  // The password is only required here (it may predate today's rules), yet it is called the password.
  const checkPassword = (value: string) => validateField('currentPassword', value, 'password');
  const check = (field: Field) =>
    set(
      field,
      field === 'username' ? validateField('username', values.username) : checkPassword(values.password),
    );

  const send = () => {
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: ({ token, user }) => {
          loginFailures.set(0);
          auth.login(token, user);
          closeAuthDialog();
          toast.success(t('login.welcome', { username: user.username }));
        },
        onError: () => loginFailures.set((count) => count + 1),
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = setAll({
      username: validateField('username', values.username),
      password: checkPassword(values.password),
    });
    if (!valid || login.isPending) return;
    if (needsPuzzle(failures)) setShowPuzzle(true);
    else send();
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormField
        label={t('common:fields.username')}
        name="username"
        autoComplete="username"
        value={values.username}
        error={formatFieldError(t, errors.username)}
        onChange={(event) => setValues((v) => ({ ...v, username: event.target.value }))}
        onBlur={() => check('username')}
      />
      <FormField
        label={t('common:fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={formatFieldError(t, errors.password)}
        onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
        onBlur={() => check('password')}
      />
      {showPuzzle && (
        <div className="mt-3">
          <p className="mb-2 text-sm opacity-75">{t('puzzle.required')}</p>
          <SlidePuzzle
            onSuccess={() => {
              setShowPuzzle(false);
              send();
            }}
          />
        </div>
      )}
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={login.isPending || showPuzzle}>
        {login.isPending && <span className="loading loading-spinner loading-sm" />}
        {t('login.submit')}
      </button>
      <div className="mt-3 flex justify-between text-sm">
        {config.register ? (
          <button type="button" className="link link-primary" onClick={() => openAuthDialog('register')}>
            {t('login.toRegister')}
          </button>
        ) : (
          <span />
        )}
        <button type="button" className="link link-hover opacity-80" onClick={() => openAuthDialog('reset')}>
          {t('login.forgot')}
        </button>
      </div>
    </form>
  );
}
