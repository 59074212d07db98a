import { FormField } from '@web/components/ui/form-field';
import { paths } from '@web/config/paths';
import { messageOf } from '@web/lib/api-client';
import { auth, userIsAdmin } from '@web/lib/auth';
import { formatDateTime } from '@web/lib/format';
import { useWebsiteConfig } from '@web/lib/site-config';
import { toast } from '@web/lib/toast';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAdminLogin } from '../api/admin-login';
import { lastLogin } from '../lib/last-login';

type Field = 'username' | 'password';

/** Spec 3 §5 Admin login: both fields required, checked before the call. */
export function validateAdminLogin(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.username.trim()) errors.username = 'login.usernameRequired';
  if (!values.password) errors.password = 'login.passwordRequired';
  return errors;
}

/** /admin/login: the back office's own login (spec 3 §2). */
export function AdminLoginPage({ tools }: { tools?: ReactNode }) {
  const { t } = useTranslation('admin');
  const config = useWebsiteConfig();
  const navigate = useNavigate();
  const login = useAdminLogin();
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [previous] = useState(lastLogin.get);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateAdminLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || login.isPending) return;
    setFailure(null);
    login.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: ({ token, user }) => {
          if (!userIsAdmin(user)) {
            setFailure(t('login.notAdmin'));
            return;
          }
          auth.login(token, user);
          lastLogin.record(user.username);
          toast.success(t('login.welcomeBack'));
          navigate(paths.admin, { replace: true });
        },
        onError: (error) => {
          const message = messageOf(error, t('login.failed'));
          setFailure(message);
          toast.error(message);
          setValues((v) => ({ ...v, password: '' }));
        },
      },
    );
  };

  const setField = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  return (
    <div className="flex min-h-screen flex-col bg-base-200 text-base-content">
      <div className="flex justify-end gap-1 p-3">{tools}</div>
      <div className="flex flex-1 items-center justify-center px-4 pb-16">
        <div className="card w-full max-w-md bg-base-100 shadow-xl">
          <form className="card-body gap-2" onSubmit={submit} noValidate>
            <div className="mb-2 text-center">
              <img src="/favicon.svg" alt="" width={48} height={48} className="mx-auto mb-2" />
              <h1 className="text-2xl font-bold">{t('login.welcome')}</h1>
              <p className="text-sm opacity-70">{t('login.subtitle', { name: config.name })}</p>
            </div>
            <FormField
              label={t('common:fields.username')}
              name="username"
              autoComplete="username"
              value={values.username}
              error={errors.username ? t(errors.username) : undefined}
              onChange={setField('username')}
            />
            <FormField
              label={t('common:fields.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={values.password}
              error={errors.password ? t(errors.password) : undefined}
              onChange={setField('password')}
            />
            {failure && (
              <div role="alert" className="alert alert-error alert-soft text-sm">
                {failure}
              </div>
            )}
            <button type="submit" className="btn btn-primary mt-2 w-full" disabled={login.isPending}>
              {login.isPending && <span className="loading loading-spinner loading-sm" />}
              {t('login.submit')}
            </button>
            <p className="mt-2 text-center text-xs opacity-70" data-testid="admin-last-login">
              {previous
                ? t('login.lastLogin', { username: previous.username, time: formatDateTime(previous.time) })
                : t('login.noLastLogin')}
            </p>
            <Link to="/home" className="link link-hover text-center text-sm opacity-80">
              {t('topbar.home')}
            </Link>
          </form>
        </div>
      </div>
    </div>
  );
}
