// daisyUI's tab and radio styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/tab.css';
import 'daisyui/components/radio.css';
import { GENDERS, type UserInfo } from '@contract/account';
import { Markdown } from '@web/components/markdown';
import { FormField } from '@web/components/ui/form-field';
import { auth } from '@web/lib/auth';
import { toast } from '@web/lib/toast';
import { formatFieldError, type ProfileField, validateProfile } from '@web/lib/validators';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeUserInfo } from '../api/change-user-info';
import { AvatarUpload } from './avatar-upload';

const TEXT_FIELDS = ['nickname', 'realname', 'school', 'number', 'github', 'blog', 'cfUsername'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

type ProfileValues = Record<TextField | 'signature', string> & { gender: UserInfo['gender'] };

const valuesOf = (user: UserInfo): ProfileValues => ({
  nickname: user.nickname ?? '',
  realname: user.realname ?? '',
  school: user.school ?? '',
  number: user.number ?? '',
  github: user.github ?? '',
  blog: user.blog ?? '',
  cfUsername: user.cfUsername ?? '',
  signature: user.signature ?? '',
  gender: user.gender ?? 'secrecy',
});

/** Spec 1 §2.12 profile settings: avatar, public details and a Markdown signature. */
export function ProfileSettings({ user }: { user: UserInfo }) {
  const { t } = useTranslation('user');
  const change = useChangeUserInfo();
  const [values, setValues] = useState(() => valuesOf(user));
  const [preview, setPreview] = useState(false);
  const errors = validateProfile(values);
  const [shown, setShown] = useState<Partial<Record<ProfileField, boolean>>>({});

  const set = (field: keyof ProfileValues, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorOf = (field: ProfileField) => (shown[field] ? formatFieldError(t, errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (Object.keys(errors).length > 0) {
      setShown(Object.fromEntries(Object.keys(errors).map((field) => [field, true])));
      return;
    }
    change.mutate(values, {
      onSuccess: (updated) => {
        auth.setUser({ ...user, ...values, ...updated });
        toast.success(t('profile.saved'));
      },
    });
  };

  return (
    <div className="space-y-6">
      <AvatarUpload user={user} />
      <form onSubmit={submit} noValidate className="space-y-2">
        <div className="grid gap-x-6 md:grid-cols-2">
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field}
              label={t(`common:fields.${field}`)}
              value={values[field]}
              error={errorOf(field)}
              placeholder={field === 'github' || field === 'blog' ? 'https://' : undefined}
              onChange={(event) => set(field, event.target.value)}
              onBlur={() => setShown((s) => ({ ...s, [field]: true }))}
            />
          ))}
          <fieldset className="fieldset py-1">
            <legend className="fieldset-legend pt-0 pb-1 text-sm font-medium">
              {t('common:fields.gender')}
            </legend>
            <div className="flex h-10 items-center gap-5">
              {GENDERS.map((gender) => (
                <label key={gender} className="flex cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name="gender"
                    className="radio radio-primary radio-sm"
                    checked={values.gender === gender}
                    onChange={() => set('gender', gender)}
                  />
                  {t(`profile.gender.${gender}`)}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        <div className="fieldset">
          <div className="flex items-center justify-between">
            <label htmlFor="profile-signature" className="fieldset-legend pt-0 pb-1 text-sm font-medium">
              {t('common:fields.signature')}
            </label>
            <div role="tablist" className="tabs tabs-box tabs-xs">
              <button
                type="button"
                role="tab"
                aria-selected={!preview}
                className={`tab ${preview ? '' : 'tab-active'}`}
                onClick={() => setPreview(false)}
              >
                {t('profile.write')}
              </button>
              <button
                type="button"
                role="tab"
                aria-selected={preview}
                className={`tab ${preview ? 'tab-active' : ''}`}
                onClick={() => setPreview(true)}
              >
                {t('profile.preview')}
              </button>
            </div>
          </div>
          {preview ? (
            <div className="min-h-40 rounded-box border border-base-300 p-3">
              {values.signature.trim() ? (
                <Markdown source={values.signature} />
              ) : (
                <span className="opacity-60">{t('common:states.notSet')}</span>
              )}
            </div>
          ) : (
            <textarea
              id="profile-signature"
              className={`textarea min-h-40 w-full font-mono text-sm ${errorOf('signature') ? 'textarea-error' : ''}`}
              value={values.signature}
              placeholder={t('profile.signatureHint')}
              onChange={(event) => set('signature', event.target.value)}
            />
          )}
          {errorOf('signature') && <p className="text-xs text-error">{errorOf('signature')}</p>}
        </div>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending && <span className="loading loading-spinner loading-sm" />}
          {t('profile.save')}
        </button>
      </form>
    </div>
  );
}
