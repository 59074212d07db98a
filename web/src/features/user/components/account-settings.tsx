import type { UserInfo } from '@contract/account';
import { LIMITS } from '@contract/limits';
import { FormField } from '@web/components/ui/form-field';
import { SendCodeButton } from '@web/components/ui/send-code-button';
import { STORAGE_KEYS } from '@web/config/storage-keys';
import { useFieldErrors } from '@web/hooks/use-field-errors';
import { auth } from '@web/lib/auth';
import { useCountdown } from '@web/lib/countdown';
import { toast } from '@web/lib/toast';
import { type FieldError, formatFieldError, validateField, validatePasswordAgain } from '@web/lib/validators';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeEmail } from '../api/change-email';
import { useChangePassword } from '../api/change-password';
import { useChangeUserInfo } from '../api/change-user-info';
import { useGetChangeEmailCode } from '../api/get-change-email-code';

const unchanged = (field: string): FieldError => ({ key: 'validation.unchanged', values: { field } });

function Section({
  title,
  children,
  onSubmit,
}: {
  title: string;
  children: ReactNode;
  onSubmit: (e: FormEvent) => void;
}) {
  return (
    <form className="rounded-box border border-base-300 p-4" onSubmit={onSubmit} noValidate>
      <h3 className="mb-2 font-semibold">{title}</h3>
      {children}
    </form>
  );
}

function PasswordForm() {
  const { t } = useTranslation('user');
  const change = useChangePassword();
  const [values, setValues] = useState({ oldPassword: '', newPassword: '', again: '' });
  const { errors, set, setAll } = useFieldErrors<keyof typeof values>();

  const checkNew = (next = values.newPassword) =>
    validateField('newPassword', next) ?? (next === values.oldPassword ? unchanged('password') : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = setAll({
      oldPassword: validateField('currentPassword', values.oldPassword),
      newPassword: checkNew(),
      again: validatePasswordAgain(values.newPassword, values.again),
    });
    if (!valid || change.isPending) return;
    change.mutate(
      { oldPassword: values.oldPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          setValues({ oldPassword: '', newPassword: '', again: '' });
          toast.success(t('account.passwordChanged'));
        },
      },
    );
  };

  const field = (name: keyof typeof values) => ({
    type: 'password',
    value: values[name],
    error: formatFieldError(t, errors[name]),
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  return (
    <Section title={t('account.changePassword')} onSubmit={submit}>
      <FormField
        label={t('common:fields.currentPassword')}
        autoComplete="current-password"
        {...field('oldPassword')}
        onBlur={() => set('oldPassword', validateField('currentPassword', values.oldPassword))}
      />
      <FormField
        label={t('common:fields.newPassword')}
        autoComplete="new-password"
        {...field('newPassword')}
        onBlur={() => set('newPassword', checkNew())}
      />
      <FormField
        label={t('common:fields.passwordAgain')}
        autoComplete="new-password"
        {...field('again')}
        onBlur={() => set('again', validatePasswordAgain(values.newPassword, values.again))}
      />
      <button type="submit" className="btn btn-primary btn-sm mt-3" disabled={change.isPending}>
        {t('account.updatePassword')}
      </button>
    </Section>
  );
}

function EmailForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('user');
  const change = useChangeEmail();
  const sendCode = useGetChangeEmailCode();
  const countdown = useCountdown(STORAGE_KEYS.changeEmailCountdown, LIMITS.registerCodeResendSeconds);
  const [values, setValues] = useState({ password: '', newEmail: '', code: '' });
  const { errors, set, setAll } = useFieldErrors<keyof typeof values>();

  const checkEmail = () =>
    validateField('email', values.newEmail) ??
    (values.newEmail.trim().toLowerCase() === (user.email ?? '').toLowerCase() ? unchanged('email') : null);

  const onSendCode = () => {
    const emailError = checkEmail();
    set('newEmail', emailError);
    if (emailError || countdown.running) return;
    countdown.start();
    sendCode.mutate(values.newEmail.trim(), {
      onSuccess: (msg) => toast.success(msg || t('account.codeSent'), { duration: 5000 }),
      onError: () => countdown.reset(),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = setAll({
      password: validateField('currentPassword', values.password),
      newEmail: checkEmail(),
      code: validateField('emailCode', values.code),
    });
    if (!valid || change.isPending) return;
    change.mutate(
      { password: values.password, newEmail: values.newEmail.trim(), code: values.code.trim() },
      {
        onSuccess: (response) => {
          if (response.userInfo) auth.setUser(response.userInfo);
          else auth.updateUser({ email: values.newEmail.trim() });
          countdown.reset();
          setValues({ password: '', newEmail: '', code: '' });
          toast.success(t('account.emailChanged'));
        },
      },
    );
  };

  return (
    <Section title={t('account.changeEmail')} onSubmit={submit}>
      <p className="text-sm opacity-70">
        {t('account.currentEmail', { email: user.email || t('common:states.notSet') })}
      </p>
      <FormField
        label={t('common:fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={formatFieldError(t, errors.password)}
        onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
        onBlur={() => set('password', validateField('currentPassword', values.password))}
      />
      <FormField
        label={t('account.newEmail')}
        type="email"
        autoComplete="email"
        value={values.newEmail}
        error={formatFieldError(t, errors.newEmail)}
        onChange={(event) => setValues((v) => ({ ...v, newEmail: event.target.value }))}
        onBlur={() => set('newEmail', checkEmail())}
        addon={
          <SendCodeButton
            secondsLeft={countdown.running ? countdown.left : 0}
            pending={sendCode.isPending}
            label={t('account.sendCode')}
            waitingLabel={t('account.resendIn', { seconds: countdown.left })}
            onClick={onSendCode}
          />
        }
      />
      <FormField
        label={t('common:fields.emailCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.emailCodeLength}
        value={values.code}
        error={formatFieldError(t, errors.code)}
        onChange={(event) => setValues((v) => ({ ...v, code: event.target.value }))}
        onBlur={() => set('code', validateField('emailCode', values.code))}
      />
      <button type="submit" className="btn btn-primary btn-sm mt-3" disabled={change.isPending}>
        {t('account.updateEmail')}
      </button>
    </Section>
  );
}

function MobileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('user');
  const change = useChangeUserInfo();
  const [values, setValues] = useState({ password: '', mobile: '' });
  const { errors, set, setAll } = useFieldErrors<keyof typeof values>();

  const checkMobile = () =>
    validateField('mobile', values.mobile) ??
    (values.mobile.trim() === (user.mobile ?? '') ? unchanged('mobile') : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid = setAll({
      password: validateField('currentPassword', values.password),
      mobile: checkMobile(),
    });
    if (!valid || change.isPending) return;
    const mobile = values.mobile.trim();
    change.mutate(
      { mobile, password: values.password },
      {
        onSuccess: (updated) => {
          auth.setUser({ ...user, ...updated, mobile: updated?.mobile ?? mobile });
          setValues({ password: '', mobile: '' });
          toast.success(t('account.mobileChanged'));
        },
      },
    );
  };

  return (
    <Section title={t('account.changeMobile')} onSubmit={submit}>
      <p className="text-sm opacity-70">
        {t('account.currentMobile', { mobile: user.mobile || t('common:states.notSet') })}
      </p>
      <FormField
        label={t('common:fields.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={formatFieldError(t, errors.password)}
        onChange={(event) => setValues((v) => ({ ...v, password: event.target.value }))}
        onBlur={() => set('password', validateField('currentPassword', values.password))}
      />
      <FormField
        label={t('account.newMobile')}
        type="tel"
        autoComplete="tel"
        value={values.mobile}
        error={formatFieldError(t, errors.mobile)}
        onChange={(event) => setValues((v) => ({ ...v, mobile: event.target.value }))}
        onBlur={() => set('mobile', checkMobile())}
      />
      <button type="submit" className="btn btn-primary btn-sm mt-3" disabled={change.isPending}>
        {t('account.updateMobile')}
      </button>
    </Section>
  );
}

/** Spec 1 §2.12 account settings: password, email (with a mailed code) and mobile. */
export function AccountSettings({ user }: { user: UserInfo }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
      <PasswordForm />
      <EmailForm user={user} />
      <MobileForm user={user} />
    </div>
  );
}
