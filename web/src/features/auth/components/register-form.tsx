import { LIMITS } from '@contract/limits';
import { FormField } from '@web/components/ui/form-field';
import { SendCodeButton } from '@web/components/ui/send-code-button';
import { STORAGE_KEYS } from '@web/config/storage-keys';
import { useFieldErrors } from '@web/hooks/use-field-errors';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { useCountdown } from '@web/lib/countdown';
import { toast } from '@web/lib/toast';
import { type FieldError, formatFieldError, validateField, validatePasswordAgain } from '@web/lib/validators';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUsernameOrEmail } from '../api/check-username-or-email';
import { useGetRegisterCode } from '../api/get-register-code';
import { useRegister } from '../api/register';

type Field = 'username' | 'password' | 'passwordAgain' | 'email' | 'code';

/** Spec 1 §9: the "code sent" message stays 5 s. */
const CODE_SENT_MS = 5000;

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const register = useRegister();
  const sendCode = useGetRegisterCode();
  const countdown = useCountdown(STORAGE_KEYS.registerCountdown, LIMITS.registerCodeResendSeconds);
  const [values, setValues] = useState({
    username: '',
    password: '',
    passwordAgain: '',
    email: '',
    code: '',
  });
  const { errors, set, setAll } = useFieldErrors<Field>();

  const update = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Spec 1 §5: changing the password re-checks a confirmation already typed.
    if (field === 'password' && values.passwordAgain)
      set('passwordAgain', validatePasswordAgain(value, values.passwordAgain));
  };

  /** Format first, then whether the name or address is taken (only the server knows). */
  const checkTaken = async (field: 'username' | 'email'): Promise<FieldError | null> => {
    const error =
      field === 'username'
        ? validateField('newUsername', values.username, 'username')
        : validateField('email', values.email);
    if (error) return error;
    try {
      const taken = await checkUsernameOrEmail({ [field]: values[field].trim() });
      if (taken[field])
        return { key: field === 'username' ? 'auth:register.usernameTaken' : 'auth:register.emailTaken' };
    } catch {
      // The api client has already reported why the check failed; the server re-checks on register.
    }
    return null;
  };

  const blurTaken = async (field: 'username' | 'email') => set(field, await checkTaken(field));

  const onSendCode = () => {
    const emailError = validateField('email', values.email);
    set('email', emailError);
    if (emailError || countdown.running) return;
    countdown.start();
    sendCode.mutate(values.email.trim(), {
      onSuccess: (msg) => toast.success(msg || t('register.codeSent'), { duration: CODE_SENT_MS }),
      onError: () => countdown.reset(),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const [usernameError, emailError] = await Promise.all([checkTaken('username'), checkTaken('email')]);
    const valid = setAll({
      username: usernameError,
      password: validateField('password', values.password),
      passwordAgain: validatePasswordAgain(values.password, values.passwordAgain),
      email: emailError,
      code: validateField('emailCode', values.code),
    });
    if (!valid) return;
    register.mutate(
      {
        username: values.username.trim(),
        password: values.password,
        email: values.email.trim(),
        code: values.code.trim(),
      },
      {
        onSuccess: () => {
          toast.success(t('register.success'));
          openAuthDialog('login');
        },
        onError: () => setValues((current) => ({ ...current, code: '' })),
      },
    );
  };

  const error = (field: Field) => formatFieldError(t, errors[field]);

  return (
    <form onSubmit={submit} noValidate>
      <FormField
        label={t('common:fields.username')}
        autoComplete="username"
        value={values.username}
        error={error('username')}
        onChange={(event) => update('username', event.target.value)}
        onBlur={() => void blurTaken('username')}
      />
      <FormField
        label={t('common:fields.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={error('password')}
        onChange={(event) => update('password', event.target.value)}
        onBlur={() => set('password', validateField('password', values.password))}
      />
      <FormField
        label={t('common:fields.passwordAgain')}
        type="password"
        autoComplete="new-password"
        value={values.passwordAgain}
        error={error('passwordAgain')}
        onChange={(event) => update('passwordAgain', event.target.value)}
        onBlur={() => set('passwordAgain', validatePasswordAgain(values.password, values.passwordAgain))}
      />
      <FormField
        label={t('common:fields.email')}
        type="email"
        autoComplete="email"
        value={values.email}
        error={error('email')}
        onChange={(event) => update('email', event.target.value)}
        onBlur={() => void blurTaken('email')}
        addon={
          <SendCodeButton
            secondsLeft={countdown.running ? countdown.left : 0}
            pending={sendCode.isPending}
            label={t('register.sendCode')}
            waitingLabel={t('register.resendIn', { seconds: countdown.left })}
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
        error={error('code')}
        onChange={(event) => update('code', event.target.value)}
        onBlur={() => set('code', validateField('emailCode', values.code))}
      />
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={register.isPending}>
        {register.isPending && <span className="loading loading-spinner loading-sm" />}
        {t('register.submit')}
      </button>
      <div className="mt-3 text-center text-sm">
        <button type="button" className="link link-primary" onClick={() => openAuthDialog('login')}>
          {t('register.toLogin')}
        </button>
      </div>
    </form>
  );
}
