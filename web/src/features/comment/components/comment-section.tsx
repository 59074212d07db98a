import type { CommentVO, ReplyVO } from '@contract/comment';
import { isSiteAdmin } from '@contract/roles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { roleCodesOf, useUser } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { toast } from '@web/lib/toast';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addComment } from '../api/add-comment';
import { addReply } from '../api/add-reply';
import { deleteComment } from '../api/delete-comment';
import { deleteReply } from '../api/delete-reply';
import { commentListKey, useComments } from '../api/get-comments';
import { repliesQuery } from '../api/get-replies';
import { likeComment } from '../api/like-comment';
import {
  type CommentPages,
  commentTotal,
  flattenComments,
  isLiked,
  prependComment,
  prependReply,
  removeComment,
  removeReply,
  setLiked,
  setReplies,
} from '../lib/comment-cache';
import { type CommentViewer, canDelete, canReplyToComment } from '../lib/comment-permissions';
import { type CommentTarget, contestIdOf } from '../lib/comment-target';
import { CommentEditor } from './comment-editor';
import { CommentItem } from './comment-item';
import { ContestCommentNotice } from './contest-comment-notice';

interface ReplyTarget {
  comment: CommentVO;
  /** The reply being answered; absent when answering the comment itself. */
  quote?: ReplyVO;
}

type PendingDelete = { kind: 'comment'; comment: CommentVO } | { kind: 'reply'; reply: ReplyVO };

export type CommentSectionProps = (
  | {
      discussionId: number;
      /** On a group's discussion: whether the viewer administers the group (deletes any comment). */
      isGroupAdmin?: boolean;
    }
  | {
      contestId: number;
      /** The viewer administers the contest: may delete any comment and reply to any. */
      isContestAdmin: boolean;
      /** The contest owner's username (spec 2 §6's reply rule). */
      contestOwner: string;
    }
) & {
  /**
   * Told after the viewer posts or deletes a comment or reply, with how much that moved the
   * host's comment count as the server keeps it (HOJ's commentNum: comments plus replies, so
   * deleting a comment takes its replies with it).
   */
  onChanged?: (delta: number) => void;
};

const targetOf = (props: CommentSectionProps): CommentTarget =>
  'discussionId' in props
    ? { kind: 'discussion', id: props.discussionId, isGroupAdmin: props.isGroupAdmin }
    : {
        kind: 'contest',
        id: props.contestId,
        isContestAdmin: props.isContestAdmin,
        ownerName: props.contestOwner,
      };

/** The comment section of a discussion or a contest (spec 2 §3–§6; HOJ comment.vue). */
export function CommentSection(props: CommentSectionProps) {
  const { t } = useTranslation('comment');
  const target = targetOf(props);
  const { onChanged } = props;
  const user = useUser();
  const uid = user?.uid ?? null;
  const viewer: CommentViewer = { uid, isSiteAdmin: isSiteAdmin(roleCodesOf(user?.roleList)) };
  const contestId = contestIdOf(target);
  const queryClient = useQueryClient();
  const listKey = commentListKey(target, uid);
  const list = useComments(target, uid);
  const comments = flattenComments(list.data);

  const [draft, setDraft] = useState('');
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const [replyDraft, setReplyDraft] = useState('');
  const [pendingDelete, setPendingDelete] = useState<PendingDelete | null>(null);

  // Another viewer (login, logout) sees other comments and likes: drop the half-written reply.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the viewer changes
  useEffect(() => {
    setReplyTo(null);
    setReplyDraft('');
  }, [uid]);

  const updateList = (update: (data: CommentPages) => CommentPages) =>
    queryClient.setQueryData<CommentPages>(listKey, (data) => (data ? update(data) : data));
  const updateReplies = (commentId: number, update: (replies: ReplyVO[]) => ReplyVO[]) =>
    queryClient.setQueryData<ReplyVO[]>(repliesQuery(commentId, contestId, uid).queryKey, (replies) =>
      replies ? update(replies) : replies,
    );

  const post = useMutation({
    mutationFn: (content: string) => addComment(target, content),
    onSuccess: (comment) => {
      updateList((data) => prependComment(data, comment));
      setDraft('');
      toast.success(t('comment.posted'));
      onChanged?.(1);
    },
  });

  const like = useMutation({
    mutationFn: ({ comment, toLike }: { comment: CommentVO; toLike: boolean }) =>
      likeComment(target, comment.id, toLike),
    onSuccess: (_, { comment, toLike }) => updateList((data) => setLiked(data, comment.id, toLike)),
  });

  const reply = useMutation({
    mutationFn: ({ to, content }: { to: ReplyTarget; content: string }) =>
      addReply(target, {
        commentId: to.comment.id,
        content,
        quoteId: to.quote?.id ?? to.comment.id,
        quoteType: to.quote ? 'Reply' : 'Comment',
      }),
    onSuccess: (created) => {
      updateList((data) => prependReply(data, created));
      updateReplies(created.commentId, (replies) => [created, ...replies]);
      setReplyTo(null);
      setReplyDraft('');
      toast.success(t('reply.posted'));
      onChanged?.(1);
    },
  });

  const remove = useMutation({
    mutationFn: (pending: PendingDelete) =>
      pending.kind === 'comment'
        ? deleteComment(target, pending.comment)
        : deleteReply(target, pending.reply),
    onSuccess: (_, pending) => {
      let removed = 1;
      if (pending.kind === 'comment') {
        // The cached comment counts replies posted since the delete was asked for.
        const cached = flattenComments(queryClient.getQueryData<CommentPages>(listKey)).find(
          (item) => item.id === pending.comment.id,
        );
        removed += (cached ?? pending.comment).totalReplyNum;
        updateList((data) => removeComment(data, pending.comment.id));
        if (replyTo?.comment.id === pending.comment.id) setReplyTo(null);
      } else {
        const { commentId } = pending.reply;
        updateList((data) => removeReply(data, pending.reply));
        updateReplies(commentId, (replies) => replies.filter((item) => item.id !== pending.reply.id));
        // As HOJ: refill the preview from the full list, so three still show when there are more.
        void queryClient
          .fetchQuery({ ...repliesQuery(commentId, contestId, uid), staleTime: 0 })
          .then((fresh) => updateList((data) => setReplies(data, commentId, fresh)))
          .catch((error: unknown) => console.warn('Could not refresh the replies after a delete', error));
      }
      setPendingDelete(null);
      toast.success(t('deleted'));
      onChanged?.(-removed);
    },
  });

  const onLike = (comment: CommentVO) => {
    if (!uid) {
      toast.warning(t('errors.loginFirst'));
      openAuthDialog('login');
      return;
    }
    like.mutate({ comment, toLike: !isLiked(list.data, comment.id) });
  };

  const onReply = (comment: CommentVO, quote?: ReplyVO) => {
    setReplyTo({ comment, quote });
    setReplyDraft('');
  };

  const total = commentTotal(list.data);

  return (
    <section className="space-y-4" aria-labelledby="comment-section-title">
      {target.kind === 'contest' && <ContestCommentNotice />}
      <CommentEditor
        value={draft}
        onChange={setDraft}
        onSubmit={(content) => post.mutate(content)}
        label={t('comment.label')}
        placeholder={t('comment.placeholder')}
        submitLabel={t('comment.submit')}
        kind="comment"
        busy={post.isPending}
      />
      <h2 id="comment-section-title" className="flex items-baseline gap-2 text-lg font-semibold">
        {t('comment.all')}
        <span className="badge badge-ghost badge-sm tabular-nums">{total}</span>
      </h2>
      {list.isPending ? (
        <div className="skeleton h-24 w-full" />
      ) : list.isError ? (
        <EmptyState>{t('loadFailed')}</EmptyState>
      ) : comments.length === 0 ? (
        <EmptyState>{t('comment.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-base-300" aria-label={t('comment.all')}>
          {comments.map((comment) => {
            const replyingHere = replyTo?.comment.id === comment.id;
            return (
              <CommentItem
                key={comment.id}
                comment={comment}
                liked={isLiked(list.data, comment.id)}
                likeBusy={like.isPending && like.variables?.comment.id === comment.id}
                contestId={contestId}
                viewer={uid}
                canReply={canReplyToComment(target, viewer, comment)}
                canDelete={canDelete(target, viewer, comment.fromUid)}
                canDeleteReply={(item) => canDelete(target, viewer, item.fromUid)}
                onLike={onLike}
                onReply={onReply}
                onDelete={(item) => setPendingDelete({ kind: 'comment', comment: item })}
                onDeleteReply={(item) => setPendingDelete({ kind: 'reply', reply: item })}
                replyBox={
                  replyingHere && replyTo ? (
                    <CommentEditor
                      value={replyDraft}
                      onChange={setReplyDraft}
                      onSubmit={(content) => reply.mutate({ to: replyTo, content })}
                      onCancel={() => setReplyTo(null)}
                      label={t('reply.label', { name: (replyTo.quote ?? replyTo.comment).fromName })}
                      placeholder={replyTo.quote ? `@${replyTo.quote.fromName}` : t('comment.placeholder')}
                      submitLabel={t('reply.submit')}
                      kind="reply"
                      rows={4}
                      autoFocus
                      busy={reply.isPending}
                    />
                  ) : null
                }
              />
            );
          })}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="flex justify-center">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage && <span className="loading loading-spinner loading-xs" />}
            {t('loadMore')}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t('confirmTitle')}
        message={pendingDelete?.kind === 'comment' ? t('comment.deleteTips') : t('reply.deleteTips')}
        confirmLabel={t('actions.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => pendingDelete && remove.mutate(pendingDelete)}
        onClose={() => setPendingDelete(null)}
      />
    </section>
  );
}
