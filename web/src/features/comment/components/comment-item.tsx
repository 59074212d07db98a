import { type CommentVO, REPLY_PREVIEW_SIZE, type ReplyVO } from '@contract/comment';
import { ThumbsUpIcon } from '@web/components/icons';
import { Markdown } from '@web/components/markdown';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReplies } from '../api/get-replies';
import { CommentAuthor } from './comment-author';
import { CommentTime } from './comment-time';
import { ItemActions } from './item-actions';
import { ReplyItem } from './reply-item';

export interface CommentItemProps {
  comment: CommentVO;
  liked: boolean;
  likeBusy: boolean;
  /** The contest id when the section is a contest's (the reply list needs it). */
  contestId: number | undefined;
  viewer: string | null;
  canReply: boolean;
  canDelete: boolean;
  canDeleteReply: (reply: ReplyVO) => boolean;
  onLike: (comment: CommentVO) => void;
  onReply: (comment: CommentVO, quote?: ReplyVO) => void;
  onDelete: (comment: CommentVO) => void;
  onDeleteReply: (reply: ReplyVO) => void;
  /** The reply box, when the reader is answering this comment or one of its replies. */
  replyBox: ReactNode;
}

/**
 * One comment with its replies: the newest three show, and "show all" fetches the rest (spec 2
 * §4), as HOJ's comment.vue does.
 */
export function CommentItem({
  comment,
  liked,
  likeBusy,
  contestId,
  viewer,
  canReply,
  canDelete,
  canDeleteReply,
  onLike,
  onReply,
  onDelete,
  onDeleteReply,
  replyBox,
}: CommentItemProps) {
  const { t } = useTranslation('comment');
  const [expanded, setExpanded] = useState(false);
  const allReplies = useReplies(comment.id, contestId, viewer, expanded);
  const replies = expanded && allReplies.data ? allReplies.data : comment.replyList;
  const hasMore = comment.totalReplyNum > REPLY_PREVIEW_SIZE;

  return (
    <li className="py-4" data-testid="comment-item">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <CommentAuthor author={comment} />
        <span className="basis-full pl-[46px] sm:ml-auto sm:basis-auto sm:pl-0">
          <CommentTime value={comment.gmtCreate} />
        </span>
      </div>
      <div className="mt-2 break-words sm:pl-[46px]">
        <Markdown source={comment.content} />
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 sm:pl-[46px]">
        <button
          type="button"
          className={`btn btn-ghost btn-xs gap-1 px-1 ${liked ? 'text-primary' : 'opacity-70 hover:opacity-100'}`}
          aria-pressed={liked}
          aria-label={liked ? t('like.cancel') : t('like.like')}
          disabled={likeBusy}
          onClick={() => onLike(comment)}
        >
          <ThumbsUpIcon size={14} fill={liked ? 'currentColor' : 'none'} />
          <span>{comment.likeNum > 0 ? t('like.count', { count: comment.likeNum }) : t('like.like')}</span>
        </button>
        <ItemActions
          replyLabel={t('comment.replyTo', { name: comment.fromName })}
          deleteLabel={t('comment.delete', { name: comment.fromName })}
          onReply={canReply ? () => onReply(comment) : undefined}
          onDelete={canDelete ? () => onDelete(comment) : undefined}
        />
      </div>
      {(replies.length > 0 || replyBox) && (
        <div className="mt-3 rounded-box bg-base-200/60 px-3 sm:ml-[46px]">
          {replies.length > 0 && (
            <ul
              className="divide-y divide-base-300"
              aria-label={t('reply.listLabel', { name: comment.fromName })}
            >
              {replies.map((reply) => (
                <ReplyItem
                  key={reply.id}
                  reply={reply}
                  canDelete={canDeleteReply(reply)}
                  onReply={(quote) => onReply(comment, quote)}
                  onDelete={onDeleteReply}
                />
              ))}
            </ul>
          )}
          {hasMore && (
            <div className="border-t border-base-300 py-2 text-sm">
              <span className="opacity-70">{t('reply.total', { count: comment.totalReplyNum })}</span>{' '}
              <button
                type="button"
                className="link link-primary"
                aria-expanded={expanded}
                onClick={() => setExpanded((value) => !value)}
              >
                {expanded ? t('reply.collapse') : t('reply.showAll')}
              </button>
              {expanded && allReplies.isFetching && (
                <span className="loading loading-spinner loading-xs ml-2" />
              )}
            </div>
          )}
          {replyBox && <div className="py-3">{replyBox}</div>}
        </div>
      )}
    </li>
  );
}
