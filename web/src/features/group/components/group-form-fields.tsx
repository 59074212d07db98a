import {
  GROUP_BRIEF_MAX,
  GROUP_CODE_LENGTH,
  GROUP_NAME_MAX,
  GROUP_SHORT_NAME_MAX,
  type GroupAuth,
} from '@contract/group';
import { MarkdownEditor } from '@web/components/markdown-editor/markdown-editor';
import { Field } from '@web/components/ui/field';
import { FormField } from '@web/components/ui/form-field';
import { Toggle } from '@web/components/ui/toggle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldError, type GroupFormErrors, type GroupFormState, needsCode } from '../lib/group-form';
import { GROUP_AUTHS } from './group-tags';

export interface GroupFormFieldsProps {
  form: GroupFormState;
  errors: GroupFormErrors;
  onChange: (patch: Partial<GroupFormState>) => void;
  /** The group being edited: its admins may upload images into its description. */
  gid?: number;
  /** Whether the description editor offers uploads (the server takes them from admins and group admins). */
  uploads: boolean;
}

/** The group's fields (spec 3 §5), shared by the create dialog and the settings page. */
export function GroupFormFields({ form, errors, onChange, gid, uploads }: GroupFormFieldsProps) {
  const { t } = useTranslation('group');
  const authId = useId();
  const message = (error: FieldError | undefined) => (error ? t(error.key, error.values) : undefined);
  const counter = (value: string, max: number) => `${value.length}/${max}`;

  return (
    <div className="grid grid-cols-1 gap-x-4 md:grid-cols-2">
      <FormField
        label={t('form.name')}
        value={form.name}
        maxLength={GROUP_NAME_MAX}
        required
        error={message(errors.name)}
        hint={counter(form.name, GROUP_NAME_MAX)}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <FormField
        label={t('form.shortName')}
        value={form.shortName}
        maxLength={GROUP_SHORT_NAME_MAX}
        required
        error={message(errors.shortName)}
        hint={t('form.shortNameHint', { length: form.shortName.length, max: GROUP_SHORT_NAME_MAX })}
        onChange={(event) => onChange({ shortName: event.target.value })}
      />
      <FormField
        className="md:col-span-2"
        label={t('form.brief')}
        value={form.brief}
        maxLength={GROUP_BRIEF_MAX}
        required
        error={message(errors.brief)}
        hint={counter(form.brief, GROUP_BRIEF_MAX)}
        onChange={(event) => onChange({ brief: event.target.value })}
      />
      <Field label={t('form.auth')} htmlFor={authId} required hint={t(`auth.tips.${form.auth}`)}>
        <select
          id={authId}
          className="select w-full"
          value={form.auth}
          onChange={(event) => onChange({ auth: Number(event.target.value) as GroupAuth })}
        >
          {GROUP_AUTHS.map((auth) => (
            <option key={auth} value={auth}>
              {t(`auth.${auth}`)}
            </option>
          ))}
        </select>
      </Field>
      {needsCode(form.auth) ? (
        <FormField
          label={t('form.code')}
          value={form.code}
          maxLength={GROUP_CODE_LENGTH}
          required
          autoComplete="off"
          error={message(errors.code)}
          hint={t('form.codeHint', { length: GROUP_CODE_LENGTH })}
          onChange={(event) => onChange({ code: event.target.value })}
        />
      ) : (
        <div className="hidden md:block" />
      )}
      <div className="py-2 md:col-span-2">
        <Toggle
          label={t('form.visible')}
          checked={form.visible}
          hint={t(form.visible ? 'form.visibleOn' : 'form.visibleOff')}
          onChange={(visible) => onChange({ visible })}
        />
      </div>
      <div className="md:col-span-2">
        <MarkdownEditor
          label={t('form.description')}
          value={form.description}
          required
          rows={8}
          error={message(errors.description)}
          gid={gid}
          uploads={uploads}
          onChange={(description) => onChange({ description })}
        />
      </div>
    </div>
  );
}
