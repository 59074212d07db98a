import { GroupAuth } from '@contract/group';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { paths } from '@web/config/paths';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApplyToGroup } from '../api/apply-to-group';
import { useDisbandGroup } from '../api/disband-group';
import { useExitGroup } from '../api/exit-group';
import { useGroupContext } from '../lib/group-context';
import type { ApplicationState } from '../lib/group-form';
import { groupAction } from '../lib/group-roles';
import { ApplyDialog } from './apply-dialog';

/**
 * Spec 3 §2/§4 membership action: the owner or a super admin disbands (then back to the list), a
 * member exits (the group is refetched), a non-member applies (a public group joins at once),
 * an application waits as a disabled Applying, a refused one shows Refused.
 */
export function GroupActionButton() {
  const { t } = useTranslation('group');
  const navigate = useNavigate();
  const { gid, group, level, isOwner, isMember, isSuperAdmin } = useGroupContext();
  const [dialog, setDialog] = useState<'disband' | 'exit' | 'apply' | null>(null);
  const disband = useDisbandGroup();
  const exit = useExitGroup();
  const apply = useApplyToGroup();
  const close = () => setDialog(null);

  const send = (application: ApplicationState | null) =>
    apply.mutate(
      { gid, code: application?.code || undefined, reason: application?.reason || undefined },
      {
        onSuccess: () => {
          toast.success(t(group.auth === GroupAuth.PUBLIC ? 'action.joined' : 'action.applied'));
          close();
        },
      },
    );

  const action = groupAction({ isOwner, isMember }, level, isSuperAdmin);
  const button = (() => {
    switch (action) {
      case 'disband':
        return (
          <button type="button" className="btn btn-error btn-sm" onClick={() => setDialog('disband')}>
            {t('action.disband')}
          </button>
        );
      case 'exit':
        return (
          <button type="button" className="btn btn-error btn-sm" onClick={() => setDialog('exit')}>
            {t('action.exit')}
          </button>
        );
      case 'apply':
        return (
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={apply.isPending}
            onClick={() => (group.auth === GroupAuth.PUBLIC ? send(null) : setDialog('apply'))}
          >
            {apply.isPending && dialog === null && <span className="loading loading-spinner loading-sm" />}
            {t('action.apply')}
          </button>
        );
      case 'applying':
        return (
          <button type="button" className="btn btn-warning btn-sm" disabled>
            {t('action.applying')}
          </button>
        );
      case 'refused':
        return (
          <button type="button" className="btn btn-sm" disabled>
            {t('action.refused')}
          </button>
        );
      case 'none':
        return null;
    }
  })();

  return (
    <>
      {button}
      <ConfirmDialog
        open={dialog === 'disband'}
        danger
        title={t('action.disband')}
        message={t('action.disbandConfirm', { name: group.name })}
        confirmLabel={t('action.disband')}
        busy={disband.isPending}
        onClose={close}
        onConfirm={() =>
          disband.mutate(gid, {
            onSuccess: () => {
              toast.success(t('action.disbanded'));
              close();
              navigate(paths.group);
            },
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'exit'}
        danger
        title={t('action.exit')}
        message={t('action.exitConfirm', { name: group.name })}
        confirmLabel={t('action.exit')}
        busy={exit.isPending}
        onClose={close}
        onConfirm={() =>
          exit.mutate(gid, {
            onSuccess: () => {
              toast.success(t('action.exited'));
              close();
            },
          })
        }
      />
      {dialog === 'apply' && (
        <ApplyDialog auth={group.auth} pending={apply.isPending} onSubmit={send} onClose={close} />
      )}
    </>
  );
}
