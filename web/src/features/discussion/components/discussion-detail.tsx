// daisyUI's divider styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/divider.css';
import { ClockIcon, EditIcon, FlagIcon, FolderIcon, ThumbsUpIcon, TrashIcon } from '@web/components/icons';
import { Markdown } from '@web/components/markdown';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { LoadFailure, NotFoundState } from '@web/components/ui/load-failure';
import { paths } from '@web/config/paths';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDeleteDiscussion } from '../api/delete-discussion';
import { useDeleteGroupDiscussion } from '../api/delete-group-discussion';
import { useDiscussionCategories } from '../api/get-categories';
import { isDiscussionId, useDiscussion } from '../api/get-discussion';
import { useLikeDiscussion } from '../api/like-discussion';
import { askToLogin } from '../lib/ask-to-login';
import { groupDiscussionLinks } from '../lib/group-discussion-links';
import { useDiscussionRoles } from '../lib/use-discussion-roles';
import { DiscussionAuthor } from './discussion-author';
import { DiscussionCounts } from './discussion-counts';
import { DiscussionFormDialog } from './discussion-form-dialog';
import { ReportDialog } from './report-dialog';

/** Spec 2 §6: only an admin's or root's Markdown may embed more than everyone else's. */
const trustedRole = (role: string | null) => role === 'root' || role === 'admin';

export interface DiscussionDetailGroup {
  gid: number;
  /** The caller administers the group: deletes anyone's discussion and pins. */
  isGroupAdmin: boolean;
}

/**
 * /discussion-detail/:discussionID (spec 2 §2): the post, with like, report, edit and delete;
 * with `group`, a group's discussion inside the group (spec 3 §2), edited and deleted through
 * the group calls and linking to the group's pages.
 */
export function DiscussionDetail({
  discussionId,
  group,
}: {
  discussionId: number;
  group?: DiscussionDetailGroup;
}) {
  const { t } = useTranslation('discussion');
  const navigate = useNavigate();
  const roles = useDiscussionRoles();
  const query = useDiscussion(discussionId);
  const categories = useDiscussionCategories();
  const like = useLikeDiscussion();
  const removePublic = useDeleteDiscussion();
  const removeInGroup = useDeleteGroupDiscussion();
  const remove = group ? removeInGroup : removePublic;
  const groupLinks = group ? groupDiscussionLinks(group.gid) : null;
  const [dialog, setDialog] = useState<'edit' | 'report' | 'delete' | null>(null);

  const listPath = groupLinks?.list ?? paths.discussion;
  if (!isDiscussionId(discussionId))
    return (
      <NotFoundState title={t('detail.notFound')} backTo={listPath} backLabel={t('detail.backToList')} />
    );
  if (query.isPending) return <div className="skeleton h-64 w-full" aria-busy="true" />;
  const discussion = query.data;
  if (!discussion)
    return (
      <LoadFailure
        error={query.error}
        notFoundTitle={t('detail.notFound')}
        failedText={t('detail.loadFailed')}
        onRetry={() => void query.refetch()}
        backTo={listPath}
        backLabel={t('detail.backToList')}
      />
    );

  const isAuthor = roles.isAuthor(discussion.uid);
  const mayDelete = isAuthor || (group ? group.isGroupAdmin : roles.isAdmin);
  const problemLink = groupLinks?.problem ?? paths.problem;
  const listAfterDelete = groupLinks
    ? discussion.pid
      ? groupLinks.problemList(discussion.pid)
      : groupLinks.list
    : discussion.pid
      ? paths.problemDiscussion(discussion.pid)
      : paths.discussion;
  const toggleLike = () => {
    if (!roles.loggedIn) {
      askToLogin();
      return;
    }
    const toLike = !discussion.hasLike;
    like.mutate(
      { did: discussion.id, toLike },
      { onSuccess: () => toast.success(toLike ? t('messages.liked') : t('messages.unliked')) },
    );
  };
  const openReport = () => {
    if (!roles.loggedIn) {
      askToLogin();
      return;
    }
    setDialog('report');
  };

  return (
    <article className="card border border-base-300 bg-base-100" aria-labelledby="discussion-title">
      <div className="card-body gap-4 p-4 md:p-6">
        <header className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="discussion-title" className="min-w-0 text-2xl font-bold break-words">
              {discussion.title}
            </h1>
            {discussion.pid && (
              <Link to={problemLink(discussion.pid)} className="btn btn-xs btn-primary">
                {t('list.goToProblem')}
              </Link>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <DiscussionAuthor
              uid={discussion.uid}
              author={discussion.author}
              avatar={discussion.avatar}
              role={discussion.role}
              titleName={discussion.titleName}
              titleColor={discussion.titleColor}
              size={28}
            />
            {discussion.categoryName && discussion.categoryId !== null && group && (
              <span className="inline-flex items-center gap-1 opacity-70">
                <FolderIcon size={14} />
                <span className="sr-only">{t('detail.category')}</span>
                {discussion.categoryName}
              </span>
            )}
            {discussion.categoryName && discussion.categoryId !== null && !group && (
              <Link
                to={`${paths.discussion}?cid=${discussion.categoryId}`}
                className="inline-flex items-center gap-1 link link-hover opacity-70"
              >
                <FolderIcon size={14} />
                <span className="sr-only">{t('detail.category')}</span>
                {discussion.categoryName}
              </Link>
            )}
            <DiscussionCounts
              commentNum={discussion.commentNum}
              likeNum={discussion.likeNum}
              viewNum={discussion.viewNum}
            />
            <span
              className="inline-flex items-center gap-1 opacity-70"
              title={formatDateTime(discussion.gmtCreate)}
            >
              <ClockIcon size={14} />
              <span className="sr-only">{t('list.postedAt')}</span>
              {formatRelative(discussion.gmtCreate)}
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`btn btn-sm ${discussion.hasLike ? 'btn-primary' : 'btn-outline btn-primary'}`}
              aria-pressed={discussion.hasLike}
              disabled={like.isPending}
              onClick={toggleLike}
            >
              <ThumbsUpIcon size={16} />
              {discussion.hasLike ? t('detail.liked') : t('detail.like')}
              <span className="badge badge-sm">{discussion.likeNum}</span>
            </button>
            <button type="button" className="btn btn-sm btn-ghost" onClick={openReport}>
              <FlagIcon size={16} />
              {t('detail.report')}
            </button>
            {isAuthor && (
              <button type="button" className="btn btn-sm btn-ghost" onClick={() => setDialog('edit')}>
                <EditIcon size={16} />
                {t('detail.edit')}
              </button>
            )}
            {mayDelete && (
              <button
                type="button"
                className="btn btn-sm btn-ghost text-error"
                onClick={() => setDialog('delete')}
              >
                <TrashIcon size={16} />
                {t('detail.delete')}
              </button>
            )}
          </div>
        </header>
        <div className="divider my-0" />
        <Markdown source={discussion.content} trusted={trustedRole(discussion.role)} />
      </div>
      <ReportDialog did={discussion.id} open={dialog === 'report'} onClose={() => setDialog(null)} />
      {dialog === 'edit' && (
        <DiscussionFormDialog
          open
          onClose={() => setDialog(null)}
          categories={categories.data ?? []}
          editing={{
            id: discussion.id,
            title: discussion.title,
            description: discussion.description,
            content: discussion.content,
            categoryId: discussion.categoryId,
            topPriority: discussion.topPriority,
          }}
          group={group ? { gid: group.gid, canPin: group.isGroupAdmin } : undefined}
        />
      )}
      <ConfirmDialog
        danger
        open={dialog === 'delete'}
        title={t('detail.deleteTitle')}
        message={t('detail.deleteConfirm', { title: discussion.title })}
        confirmLabel={t('detail.delete')}
        busy={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(discussion.id, {
            onSuccess: () => {
              toast.success(t('messages.deleted'));
              navigate(listAfterDelete, { replace: true });
            },
          })
        }
      />
    </article>
  );
}
