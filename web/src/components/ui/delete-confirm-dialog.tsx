import { toast } from '@web/lib/toast';
import { ConfirmDialog } from './confirm-dialog';

/** A delete call that takes the row's id (any useMutation over an id fits). */
export interface DeleteByIdMutation {
  isPending: boolean;
  mutate: (id: number, options: { onSuccess: () => void }) => void;
}

export interface DeleteConfirmDialogProps {
  /** The row asked about; null keeps the dialog closed. */
  item: { id: number } | null;
  remove: DeleteByIdMutation;
  title: string;
  message: string;
  confirmLabel: string;
  /** The toast once it is gone. */
  deleted: string;
  onClose: () => void;
}

/** Asks before deleting a row of a list, waits while the call runs, and closes once it is gone. */
export function DeleteConfirmDialog({
  item,
  remove,
  title,
  message,
  confirmLabel,
  deleted,
  onClose,
}: DeleteConfirmDialogProps) {
  return (
    <ConfirmDialog
      danger
      open={item !== null}
      title={title}
      message={message}
      confirmLabel={confirmLabel}
      busy={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!item) return;
        remove.mutate(item.id, {
          onSuccess: () => {
            toast.success(deleted);
            onClose();
          },
        });
      }}
    />
  );
}
