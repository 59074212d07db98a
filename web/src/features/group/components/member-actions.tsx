import type { GroupMemberRow } from '@contract/group';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useUser } from '@web/lib/auth';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { useUpdateGroupMember } from '../api/update-group-member';
import { useGroupContext } from '../lib/group-context';
import type { MemberActor } from '../lib/member-rules';

/** The signed-in user as the member rules see them, in the enclosing group. */
export function useMemberActor(): MemberActor {
  const { level, isSuperAdmin, isOwner } = useGroupContext();
  const uid = useUser()?.uid ?? '';
  return { uid, level, isSuperAdmin, isOwner };
}

/**
 * The membership writes of both member tables: changing a level (saved at once) and removing a
 * member after a confirmation (spec 3 §8). Render `removeDialog` once in the table.
 */
export function useMemberActions() {
  const { t } = useTranslation('groupMember');
  const { gid, refresh } = useGroupContext();
  const update = useUpdateGroupMember(gid);
  const remove = useRemoveGroupMember(gid);
  const [toRemove, setToRemove] = useState<GroupMemberRow | null>(null);

  const changeAuth = (row: GroupMemberRow, auth: number, success = t('messages.updated')) =>
    update.mutate(
      { gid, uid: row.uid, auth },
      {
        onSuccess: () => {
          toast.success(success);
          // The group's own view (levels, member count) may have changed with it.
          refresh();
        },
      },
    );

  const isUpdating = (row: GroupMemberRow) => update.isPending && update.variables?.uid === row.uid;

  const removeDialog = (
    <ConfirmDialog
      danger
      open={toRemove !== null}
      title={t('remove.title')}
      message={t('remove.confirm', { username: toRemove?.username ?? '' })}
      confirmLabel={t('remove.action')}
      busy={remove.isPending}
      onClose={() => setToRemove(null)}
      onConfirm={() => {
        if (!toRemove) return;
        remove.mutate(
          { gid, uid: toRemove.uid },
          {
            onSuccess: () => {
              toast.success(t('messages.removed'));
              setToRemove(null);
              refresh();
            },
          },
        );
      }}
    />
  );

  return { changeAuth, isUpdating, askRemove: setToRemove, removeDialog };
}
