import type { AdminUserRow } from '@contract/account-admin';
import { ROLE_CODES } from '@contract/roles';
import { Field } from '@web/components/ui/field';
import { FormField } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';
import { Toggle } from '@web/components/ui/toggle';
import { ApiError } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditUser } from '../api/edit-user';

interface Form {
  username: string;
  realname: string;
  nickname: string;
  school: string;
  email: string;
  titleName: string;
  titleColor: string;
  type: number;
  status: number;
  setNewPwd: boolean;
  password: string;
}

const formOf = (user: AdminUserRow): Form => ({
  username: user.username,
  realname: user.realname ?? '',
  nickname: user.nickname ?? '',
  school: user.school ?? '',
  email: user.email ?? '',
  titleName: user.titleName ?? '',
  titleColor: user.titleColor ?? '',
  type: user.roles[0]?.id ?? 1002,
  status: user.status,
  setNewPwd: false,
  password: '',
});

/** Edits a user: profile, role, status and optionally a new password (which ends their sessions). */
export function EditUserDialog({ user, onClose }: { user: AdminUserRow | null; onClose: () => void }) {
  const { t } = useTranslation('userAdmin');
  const edit = useEditUser();
  const roleId = useId();
  const statusId = useId();
  const [form, setForm] = useState<Form | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setForm(user ? formOf(user) : null);
    setError(null);
  }, [user]);

  if (!user || !form) return null;
  const set = <K extends keyof Form>(field: K, value: Form[K]) => setForm({ ...form, [field]: value });
  const text = (
    field: 'username' | 'realname' | 'nickname' | 'school' | 'email' | 'titleName' | 'titleColor',
  ) => (
    <FormField
      label={t(`fields.${field}`)}
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
    />
  );

  const save = () => {
    setError(null);
    edit.mutate(
      {
        uid: user.uid,
        ...form,
        password: form.setNewPwd ? form.password : undefined,
      },
      {
        onSuccess: () => {
          toast.success(t('messages.saved'));
          onClose();
        },
        onError: (failure) => {
          if (failure instanceof ApiError) setError(failure.message);
        },
      },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('edit.title', { username: user.username })}
      width={640}
      closeOnBackdrop={false}
      footer={
        <>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common:actions.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={edit.isPending} onClick={save}>
            {edit.isPending && <span className="loading loading-spinner loading-sm" />}
            {t('common:actions.save')}
          </button>
        </>
      }
    >
      <div className="grid grid-cols-1 gap-x-3 sm:grid-cols-2">
        {text('username')}
        {text('realname')}
        {text('nickname')}
        {text('school')}
        {text('email')}
        {text('titleName')}
        {text('titleColor')}
        <Field label={t('fields.role')} htmlFor={roleId}>
          <select
            id={roleId}
            className="select w-full"
            value={form.type}
            onChange={(e) => set('type', Number(e.target.value))}
          >
            {ROLE_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`role.${code}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('fields.status')} htmlFor={statusId}>
          <select
            id={statusId}
            className="select w-full"
            value={form.status}
            onChange={(e) => set('status', Number(e.target.value))}
          >
            <option value={0}>{t('status.0')}</option>
            <option value={1}>{t('status.1')}</option>
          </select>
        </Field>
      </div>
      <div className="mt-3 flex flex-col gap-2">
        <Toggle label={t('edit.setNewPwd')} checked={form.setNewPwd} onChange={(v) => set('setNewPwd', v)} />
        {form.setNewPwd && (
          <FormField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            value={form.password}
            hint={t('edit.passwordHint')}
            onChange={(e) => set('password', e.target.value)}
          />
        )}
        {form.status === 1 && <p className="text-xs text-warning">{t('edit.disableHint')}</p>}
      </div>
      {error && (
        <p className="mt-2 text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
