import type { DiscussionListItem } from '@contract/discussion';
import { type DeleteByIdMutation, DeleteConfirmDialog } from '@web/components/ui/delete-confirm-dialog';
import { useTranslation } from 'react-i18next';

export interface DeleteDiscussionDialogProps {
  /** The discussion asked about; null keeps the dialog closed. */
  discussion: DiscussionListItem | null;
  /** The site's or a group's delete call. */
  remove: DeleteByIdMutation;
  onClose: () => void;
}

/** Asks before deleting a discussion from a list, and closes once it is gone. */
export function DeleteDiscussionDialog({ discussion, remove, onClose }: DeleteDiscussionDialogProps) {
  const { t } = useTranslation('discussion');
  return (
    <DeleteConfirmDialog
      item={discussion}
      remove={remove}
      title={t('detail.deleteTitle')}
      message={t('detail.deleteConfirm', { title: discussion?.title ?? '' })}
      confirmLabel={t('detail.delete')}
      deleted={t('messages.deleted')}
      onClose={onClose}
    />
  );
}
