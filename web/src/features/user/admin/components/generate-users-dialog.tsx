import {
  adminGenerateUsersRequest,
  GENERATED_PASSWORD_MAX,
  GENERATED_PASSWORD_MIN,
  USER_BATCH_MAX,
} from '@contract/account-admin';
import { useQueryClient } from '@tanstack/react-query';
import { FormField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadGeneratedUsers } from '../api/download-generated-users';
import { generateUsers } from '../api/generate-users';
import { USER_LIST_KEY } from '../api/get-user-list';

const INITIAL = { prefix: '', suffix: '', number_from: '1', number_to: '10', password_length: '8' };

/**
 * Generate users (spec 3 "User admin"): prefix + number + suffix over a range, each with a random
 * password; the spreadsheet of names and passwords downloads right after and can be fetched again
 * for half an hour.
 */
export function GenerateUsersDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('userAdmin');
  const queryClient = useQueryClient();
  const [form, setForm] = useState(INITIAL);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState<string | null>(null);

  const set = (field: keyof typeof INITIAL) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setError(null);
  };

  const close = () => {
    setKey(null);
    setError(null);
    onClose();
  };

  const download = async (forKey: string) => {
    try {
      await downloadGeneratedUsers(forKey);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    }
  };

  const submit = async () => {
    const parsed = adminGenerateUsersRequest.safeParse(form);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('generate.invalid'));
      return;
    }
    setBusy(true);
    try {
      const result = await generateUsers(parsed.data);
      setKey(result.key);
      toast.success(t('generate.done', { count: parsed.data.number_to - parsed.data.number_from + 1 }));
      await queryClient.invalidateQueries({ queryKey: USER_LIST_KEY });
      await download(result.key);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const number = (field: 'number_from' | 'number_to' | 'password_length', min: number, max?: number) => (
    <FormField
      label={t(`generate.${field}`)}
      type="number"
      min={min}
      max={max}
      value={form[field]}
      onChange={(event) => set(field)(event.target.value)}
    />
  );

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('generate.title')}
      width={480}
      closeOnBackdrop={false}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={close}>
            {t('common:actions.close')}
          </button>
          {key && (
            <button type="button" className="btn btn-outline" onClick={() => void download(key)}>
              {t('generate.downloadAgain')}
            </button>
          )}
          <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void submit()}>
            {busy && <span className="loading loading-spinner loading-sm" />}
            {t('generate.submit')}
          </button>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
        <FormField
          label={t('generate.prefix')}
          value={form.prefix}
          onChange={(e) => set('prefix')(e.target.value)}
        />
        <FormField
          label={t('generate.suffix')}
          value={form.suffix}
          onChange={(e) => set('suffix')(e.target.value)}
        />
        {number('number_from', 0)}
        {number('number_to', 0)}
        {number('password_length', GENERATED_PASSWORD_MIN, GENERATED_PASSWORD_MAX)}
      </div>
      <p className="mt-2 text-xs opacity-70">
        {t('generate.hint', {
          example: `${form.prefix}${form.number_from}${form.suffix}`,
          max: USER_BATCH_MAX,
        })}
      </p>
      {error && (
        <p className="mt-2 text-sm text-error" role="alert">
          {error}
        </p>
      )}
      {key && <p className="mt-2 text-sm text-success">{t('generate.ready')}</p>}
    </Modal>
  );
}
