import { FormModal } from '@web/components/ui/form-modal';
import { messageOf } from '@web/lib/api-client';
import { userIsAdmin, useUser } from '@web/lib/auth';
import { toast } from '@web/lib/toast';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateGroup } from '../api/create-group';
import { emptyGroupForm, toCreateGroupRequest } from '../lib/group-form';
import { useGroupForm } from '../lib/use-group-form';
import { GroupFormFields } from './group-form-fields';

/**
 * Spec 3 §2 Group list: creation in a wide dialog. Checked as the server checks (spec 3 §5)
 * before sending; a refusal (daily or total limit, too few solved problems) is shown in the
 * dialog, which keeps what was typed.
 */
export function CreateGroupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('group');
  const user = useUser();
  const create = useCreateGroup();
  const { form, errors, serverError, setServerError, change, accept } = useGroupForm(emptyGroupForm);

  const submit = (event: FormEvent) => {
    if (!accept(event)) return;
    create.mutate(toCreateGroupRequest(form), {
      onSuccess: () => {
        toast.success(t('create.success'));
        onClose();
      },
      onError: (failure) => setServerError(messageOf(failure, t('create.failed'))),
    });
  };

  return (
    <FormModal
      onClose={onClose}
      closeOnBackdrop={false}
      fullscreen
      title={t('create.title')}
      submitLabel={t('create.submit')}
      busy={create.isPending}
      onSubmit={submit}
    >
      {serverError && (
        <div role="alert" className="alert alert-error mb-3">
          {serverError}
        </div>
      )}
      <GroupFormFields form={form} errors={errors} onChange={change} uploads={userIsAdmin(user)} />
    </FormModal>
  );
}
