import { Panel } from '@web/components/ui/panel';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateGroup } from '../api/update-group';
import { useGroupContext } from '../lib/group-context';
import { formFromGroup, toUpdateGroupRequest } from '../lib/group-form';
import { useGroupForm } from '../lib/use-group-form';
import { GroupAvatarUpload } from './group-avatar-upload';
import { GroupFormFields } from './group-form-fields';

/** Spec 3 §2 Group settings, for the group's root: the picture, then the fields of creation. */
export function GroupSettingsPage() {
  const { t } = useTranslation('group');
  const { gid, group, isRoot } = useGroupContext();
  const update = useUpdateGroup();
  const { form, errors, serverError, setServerError, change, accept } = useGroupForm(() =>
    formFromGroup(group),
  );

  if (!isRoot)
    return (
      <div role="alert" className="alert alert-warning">
        {t('setting.rootOnly')}
      </div>
    );

  const submit = (event: FormEvent) => {
    if (!accept(event)) return;
    update.mutate(toUpdateGroupRequest(gid, form), {
      onSuccess: () => toast.success(t('setting.saved')),
      onError: (failure) => setServerError(messageOf(failure, t('setting.saveFailed'))),
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <Panel title={t('setting.avatar')}>
        <GroupAvatarUpload />
      </Panel>
      <Panel title={t('setting.info')}>
        <form noValidate onSubmit={submit} className="flex flex-col gap-2">
          {serverError && (
            <div role="alert" className="alert alert-error">
              {serverError}
            </div>
          )}
          <GroupFormFields form={form} errors={errors} onChange={change} gid={gid} uploads />
          <div className="flex justify-center pt-2">
            <button type="submit" className="btn btn-primary" disabled={update.isPending}>
              {update.isPending && <span className="loading loading-spinner loading-sm" />}
              {t('common:actions.save')}
            </button>
          </div>
        </form>
      </Panel>
    </div>
  );
}
