import type { DiscussionListItem } from '@contract/discussion';
import { ClockIcon, EditIcon, FolderIcon, MoreIcon, PinIcon, TrashIcon } from '@web/components/icons';
import { Dropdown } from '@web/components/ui/dropdown';
import { paths } from '@web/config/paths';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DiscussionAuthor } from './discussion-author';
import { DiscussionCounts } from './discussion-counts';

export interface DiscussionRowProps {
  discussion: DiscussionListItem;
  categoryName: string | null;
  /** The list filtered to this category; without one the category shows as text. */
  categoryLink?: string;
  /** The pages it links to, when not the site's (a group's discussion lives under the group). */
  links?: { detail: string; problem: (pid: string) => string };
  canEdit: boolean;
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One discussion in the list (spec 2 §2). */
export function DiscussionRow({
  discussion,
  categoryName,
  categoryLink,
  links,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: DiscussionRowProps) {
  const { t } = useTranslation('discussion');
  const detail = links?.detail ?? paths.discussionDetail(discussion.id);
  const problemLink = links?.problem ?? paths.problem;
  return (
    <li
      className={`relative rounded-box border bg-base-100 p-3 transition hover:border-primary sm:p-4 ${
        discussion.topPriority ? 'border-error/40' : 'border-base-300'
      }`}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            {discussion.topPriority && (
              <span className="badge badge-error badge-sm gap-1" data-testid="discussion-pinned">
                <PinIcon size={12} />
                {t('list.pinned')}
              </span>
            )}
            <h2 className="min-w-0 text-lg font-semibold break-words">
              <Link to={detail} className="link link-hover">
                {discussion.title}
              </Link>
            </h2>
            {discussion.pid && (
              <Link to={problemLink(discussion.pid)} className="btn btn-xs btn-primary">
                {t('list.goToProblem')}
              </Link>
            )}
          </div>
          <Link to={detail} className="mt-1 block text-sm break-words opacity-80 hover:opacity-100">
            {discussion.description}
          </Link>
        </div>
        {(canEdit || canDelete) && (
          <Dropdown
            align="end"
            buttonClassName="btn btn-ghost btn-sm btn-square"
            ariaLabel={t('list.moreOf', { title: discussion.title })}
            label={<MoreIcon size={16} />}
          >
            {(close) => (
              <ul className="menu menu-sm w-full p-0">
                {canEdit && (
                  <li>
                    <button
                      type="button"
                      onClick={() => {
                        close();
                        onEdit();
                      }}
                    >
                      <EditIcon size={14} />
                      {t('detail.edit')}
                    </button>
                  </li>
                )}
                {canDelete && (
                  <li>
                    <button
                      type="button"
                      className="text-error"
                      onClick={() => {
                        close();
                        onDelete();
                      }}
                    >
                      <TrashIcon size={14} />
                      {t('detail.delete')}
                    </button>
                  </li>
                )}
              </ul>
            )}
          </Dropdown>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <DiscussionAuthor
          uid={discussion.uid}
          author={discussion.author}
          avatar={discussion.avatar}
          role={discussion.role}
          titleName={discussion.titleName}
          titleColor={discussion.titleColor}
        />
        <DiscussionCounts
          commentNum={discussion.commentNum}
          likeNum={discussion.likeNum}
          viewNum={discussion.viewNum}
        />
        {categoryName &&
          (categoryLink ? (
            <Link to={categoryLink} className="inline-flex items-center gap-1 link link-hover opacity-70">
              <FolderIcon size={14} />
              {categoryName}
            </Link>
          ) : (
            <span className="inline-flex items-center gap-1 opacity-70">
              <FolderIcon size={14} />
              {categoryName}
            </span>
          ))}
        <span
          className="inline-flex items-center gap-1 opacity-70"
          title={formatDateTime(discussion.gmtCreate)}
        >
          <ClockIcon size={14} />
          <span className="sr-only">{t('list.postedAt')}</span>
          {formatRelative(discussion.gmtCreate)}
        </span>
      </div>
    </li>
  );
}
