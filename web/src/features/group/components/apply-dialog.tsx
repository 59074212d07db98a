import { GROUP_APPLY_REASON_MAX, GROUP_CODE_LENGTH, GroupAuth } from '@contract/group';
import { Field } from '@web/components/ui/field';
import { FormField } from '@web/components/ui/form-field';
import { FormModal } from '@web/components/ui/form-modal';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApplicationErrors, type ApplicationState, validateApplication } from '../lib/group-form';

/**
 * Spec 3 §2/§5: the application to a protected group asks for a reason, to a private group for
 * the invitation code too. The caller sends it and closes the dialog once it succeeded.
 */
export function ApplyDialog({
  auth,
  pending,
  onSubmit,
  onClose,
}: {
  auth: GroupAuth;
  pending: boolean;
  onSubmit: (application: ApplicationState) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('group');
  const reasonId = useId();
  const [application, setApplication] = useState<ApplicationState>({ code: '', reason: '' });
  const [errors, setErrors] = useState<ApplicationErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (patch: Partial<ApplicationState>) => {
    const next = { ...application, ...patch };
    setApplication(next);
    if (submitted) setErrors(validateApplication(auth, next));
  };

  const submit = () => {
    setSubmitted(true);
    const found = validateApplication(auth, application);
    setErrors(found);
    if (Object.keys(found).length === 0)
      onSubmit({ code: application.code.trim(), reason: application.reason.trim() });
  };

  const reasonError = errors.reason && t(errors.reason.key, errors.reason.values);
  return (
    <FormModal
      onClose={onClose}
      closeOnBackdrop={false}
      width={440}
      title={t('apply.title')}
      submitLabel={t('apply.submit')}
      busy={pending}
      onSubmit={submit}
      formClassName="flex flex-col gap-1"
    >
      {auth === GroupAuth.PRIVATE && (
        <FormField
          label={t('form.code')}
          value={application.code}
          maxLength={GROUP_CODE_LENGTH}
          autoComplete="off"
          error={errors.code && t(errors.code.key, errors.code.values)}
          hint={t('form.codeHint', { length: GROUP_CODE_LENGTH })}
          onChange={(event) => change({ code: event.target.value })}
        />
      )}
      <Field
        label={t('apply.reason')}
        htmlFor={reasonId}
        required
        error={reasonError}
        hint={`${application.reason.length}/${GROUP_APPLY_REASON_MAX}`}
      >
        <textarea
          id={reasonId}
          className={`textarea w-full ${reasonError ? 'textarea-error' : ''}`}
          rows={5}
          maxLength={GROUP_APPLY_REASON_MAX}
          aria-invalid={reasonError ? true : undefined}
          value={application.reason}
          onChange={(event) => change({ reason: event.target.value })}
        />
      </Field>
    </FormModal>
  );
}
