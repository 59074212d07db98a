import type { ReplyVO } from '@contract/comment';
import { Markdown } from '@web/components/markdown';
import { UserTitleTag } from '@web/components/user-title-tag';
import { useTranslation } from 'react-i18next';
import { AuthorLink } from './author-link';
import { ReplyIcon, TrashIcon } from './comment-icons';
import { CommentTime } from './comment-time';
import { RoleBadge } from './role-badge';

export interface ReplyItemProps {
  reply: ReplyVO;
  canDelete: boolean;
  onReply: (reply: ReplyVO) => void;
  onDelete: (reply: ReplyVO) => void;
}

/** One reply under a comment: who answered whom, the text, when, and its actions. */
export function ReplyItem({ reply, canDelete, onReply, onDelete }: ReplyItemProps) {
  const { t } = useTranslation('comment');
  return (
    <li className="py-2.5" data-testid="reply-item">
      <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm">
        <AuthorLink uid={reply.fromUid} name={reply.fromName} avatar={reply.fromAvatar} size={24} />
        <span className="hidden sm:inline-flex">
          <UserTitleTag name={reply.fromTitleName} color={reply.fromTitleColor} />
        </span>
        <RoleBadge role={reply.fromRole} />
        {reply.toName && (
          <>
            <span className="opacity-60">{t('reply.repliedTo')}</span>
            <span className="font-medium text-primary">@{reply.toName}</span>
          </>
        )}
      </div>
      <div className="mt-1.5 ml-8 text-sm break-words">
        <Markdown source={reply.content} />
      </div>
      <div className="mt-1 ml-8 flex flex-wrap items-center gap-3">
        <CommentTime value={reply.gmtCreate} />
        <button
          type="button"
          className="btn btn-ghost btn-xs gap-1 px-1 opacity-70 hover:opacity-100"
          aria-label={t('reply.replyTo', { name: reply.fromName })}
          onClick={() => onReply(reply)}
        >
          <ReplyIcon size={14} />
          {t('actions.reply')}
        </button>
        {canDelete && (
          <button
            type="button"
            className="btn btn-ghost btn-xs gap-1 px-1 text-error opacity-70 hover:opacity-100"
            aria-label={t('reply.delete', { name: reply.fromName })}
            onClick={() => onDelete(reply)}
          >
            <TrashIcon size={14} />
            {t('actions.delete')}
          </button>
        )}
      </div>
    </li>
  );
}
