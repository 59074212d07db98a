import type { AdminEmailConfig } from '@contract/site-admin';
import { Spinner } from '@web/components/ui/spinner';
import { Toggle } from '@web/components/ui/toggle';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmailConfig } from '../api/get-email-config';
import { useSetEmailConfig } from '../api/set-email-config';
import { useTestEmail } from '../api/test-email';
import { SaveResult } from './save-result';
import { TextInput } from './text-input';
import { validateEmailConfig } from './validate';

type Result = { ok: boolean; text: string } | null;

/** The SMTP section: server, account, TLS, mail header image, and a real test send. */
export function EmailConfigTab() {
  const config = useEmailConfig();
  if (!config.data) return <Spinner />;
  return (
    <div className="flex flex-col gap-6">
      <EmailForm initial={config.data} />
      <TestMail />
    </div>
  );
}

function EmailForm({ initial }: { initial: AdminEmailConfig }) {
  const { t } = useTranslation('siteAdmin');
  const [form, setForm] = useState(initial);
  const [port, setPort] = useState(String(initial.emailPort));
  const [errors, setErrors] = useState<Partial<Record<keyof AdminEmailConfig, string>>>({});
  const [result, setResult] = useState<Result>(null);
  const save = useSetEmailConfig();
  const set = <K extends keyof AdminEmailConfig>(key: K, value: AdminEmailConfig[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...form, emailPort: /^\d+$/.test(port.trim()) ? Number(port) : Number.NaN };
    const found = validateEmailConfig(next, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setResult({ ok: false, text: t('messages.fixErrors') });
      return;
    }
    save.mutate(next, {
      onSuccess: (response) => {
        setForm(response.data);
        setPort(String(response.data.emailPort));
        setResult({ ok: true, text: t('messages.saved') });
        toast.success(t('messages.saved'));
      },
      onError: (failure) => {
        const text = messageOf(failure, t('messages.saveFailed'));
        setResult({ ok: false, text });
        toast.error(text);
      },
    });
  };

  return (
    <form className="flex flex-col gap-1" onSubmit={submit} noValidate aria-label={t('email.formLabel')}>
      <div className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
        <TextInput
          label={t('email.emailHost')}
          name="emailHost"
          value={form.emailHost}
          error={errors.emailHost}
          placeholder="smtp.example.org"
          onChange={(value) => set('emailHost', value)}
        />
        <TextInput
          label={t('email.emailPort')}
          name="emailPort"
          type="number"
          value={port}
          error={errors.emailPort}
          onChange={setPort}
        />
        <TextInput
          label={t('email.emailUsername')}
          name="emailUsername"
          type="email"
          value={form.emailUsername}
          error={errors.emailUsername}
          autoComplete="off"
          onChange={(value) => set('emailUsername', value)}
        />
        <TextInput
          label={t('email.emailPassword')}
          name="emailPassword"
          type="password"
          value={form.emailPassword}
          autoComplete="new-password"
          onChange={(value) => set('emailPassword', value)}
        />
        <TextInput
          label={t('email.emailBGImg')}
          name="emailBGImg"
          value={form.emailBGImg}
          error={errors.emailBGImg}
          placeholder="https://"
          onChange={(value) => set('emailBGImg', value)}
        />
      </div>
      <p className="text-xs opacity-70">{t('email.passwordHint')}</p>
      <Toggle
        label={t('email.emailSsl')}
        hint={t('email.sslHint')}
        checked={form.emailSsl}
        onChange={(value) => set('emailSsl', value)}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" />}
          {t('common:actions.save')}
        </button>
        <SaveResult result={result} />
      </div>
    </form>
  );
}

function TestMail() {
  const { t } = useTranslation('siteAdmin');
  const [to, setTo] = useState('');
  const [result, setResult] = useState<Result>(null);
  const send = useTestEmail();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to.trim())) {
      setResult({ ok: false, text: t('validation.email') });
      return;
    }
    setResult(null);
    send.mutate(to.trim(), {
      onSuccess: (response) => setResult({ ok: true, text: response.msg || t('email.testSent') }),
      onError: (failure) => setResult({ ok: false, text: messageOf(failure, t('email.testFailed')) }),
    });
  };

  return (
    <form
      className="flex flex-col gap-2 border-t border-base-300 pt-4"
      onSubmit={submit}
      noValidate
      aria-label={t('email.testTitle')}
    >
      <h3 className="font-semibold">{t('email.testTitle')}</h3>
      <p className="text-xs opacity-70">{t('email.testHint')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextInput label={t('email.testTo')} name="testEmail" type="email" value={to} onChange={setTo} />
        </div>
        <button type="submit" className="btn btn-secondary btn-sm mb-5" disabled={send.isPending}>
          {send.isPending && <span className="loading loading-spinner loading-sm" />}
          {t('email.testSend')}
        </button>
      </div>
      <SaveResult result={result} />
    </form>
  );
}
