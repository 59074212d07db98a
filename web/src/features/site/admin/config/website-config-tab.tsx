import type { AdminWebConfig } from '@contract/site-admin';
import { Spinner } from '@web/components/ui/spinner';
import { Toggle } from '@web/components/ui/toggle';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebConfig } from '../api/get-web-config';
import { useSetWebConfig } from '../api/set-web-config';
import { CarouselEditor } from './carousel-editor';
import { SaveResult } from './save-result';
import { TextInput } from './text-input';
import { validateWebConfig } from './validate';

/** The website section: names, links, description, registration, and the home carousel. */
export function WebsiteConfigTab() {
  const config = useWebConfig();
  if (!config.data) return <Spinner />;
  return (
    <div className="flex flex-col gap-6">
      <WebsiteForm initial={config.data} />
      <CarouselEditor />
    </div>
  );
}

function WebsiteForm({ initial }: { initial: AdminWebConfig }) {
  const { t } = useTranslation('siteAdmin');
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof AdminWebConfig, string>>>({});
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSetWebConfig();
  const set = <K extends keyof AdminWebConfig>(key: K, value: AdminWebConfig[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateWebConfig(form, t);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setResult({ ok: false, text: t('messages.fixErrors') });
      return;
    }
    save.mutate(form, {
      onSuccess: (response) => {
        setForm(response.data);
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

  const input = (key: Exclude<keyof AdminWebConfig, 'register' | 'description'>, placeholder?: string) => (
    <TextInput
      label={t(`web.${key}`)}
      name={key}
      value={form[key]}
      error={errors[key]}
      placeholder={placeholder}
      onChange={(value) => set(key, value)}
    />
  );

  return (
    <form className="flex flex-col gap-1" onSubmit={submit} noValidate aria-label={t('web.formLabel')}>
      <div className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
        {input('baseUrl', 'https://oj.example.org')}
        {input('name')}
        {input('shortName')}
        {input('recordName')}
        {input('recordUrl', 'https://')}
        {input('projectName')}
        {input('projectUrl', 'https://')}
      </div>
      <div className="fieldset py-1">
        <label htmlFor="web-description" className="fieldset-legend pb-1 pt-0 text-sm font-medium">
          {t('web.description')}
        </label>
        <textarea
          id="web-description"
          className={`textarea w-full ${errors.description ? 'textarea-error' : ''}`}
          rows={3}
          value={form.description}
          onChange={(event) => set('description', event.target.value)}
        />
        {errors.description && (
          <p className="text-xs text-error" role="alert">
            {errors.description}
          </p>
        )}
      </div>
      <Toggle
        label={t('web.register')}
        hint={t('web.registerHint')}
        checked={form.register}
        onChange={(value) => set('register', value)}
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
