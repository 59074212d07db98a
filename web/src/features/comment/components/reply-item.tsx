import type { ReplyVO } from '@contract/comment';
import { Markdown } from '@web/components/markdown';
import { useTranslation } from 'react-i18next';
import { CommentAuthor } from './comment-author';
import { CommentTime } from './comment-time';
import { ItemActions } from './item-actions';

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
        <CommentAuthor author={reply} compact />
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
        <ItemActions
          replyLabel={t('reply.replyTo', { name: reply.fromName })}
          deleteLabel={t('reply.delete', { name: reply.fromName })}
          onReply={() => onReply(reply)}
          onDelete={canDelete ? () => onDelete(reply) : undefined}
        />
      </div>
    </li>
  );
}
