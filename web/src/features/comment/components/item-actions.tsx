import { MessageIcon, TrashIcon } from '@web/components/icons';
import { useTranslation } from 'react-i18next';

const ACTION = 'btn btn-ghost btn-xs gap-1 px-1 opacity-70 hover:opacity-100';

/**
 * The reply and delete buttons of a comment or reply. Each shows only when its handler is given;
 * the labels name whose post it acts on.
 */
export function ItemActions({
  replyLabel,
  deleteLabel,
  onReply,
  onDelete,
}: {
  replyLabel: string;
  deleteLabel: string;
  onReply?: () => void;
  onDelete?: () => void;
}) {
  const { t } = useTranslation('comment');
  return (
    <>
      {onReply && (
        <button type="button" className={ACTION} aria-label={replyLabel} onClick={onReply}>
          <MessageIcon size={14} />
          {t('actions.reply')}
        </button>
      )}
      {onDelete && (
        <button type="button" className={`${ACTION} text-error`} aria-label={deleteLabel} onClick={onDelete}>
          <TrashIcon size={14} />
          {t('actions.delete')}
        </button>
      )}
    </>
  );
}
