import { GROUP_ANNOUNCEMENT_PAGE_SIZE, type GroupAnnouncement } from '@contract/group';
import { ClockIcon, RefreshIcon, UsersIcon } from '@web/components/icons';
import { Markdown } from '@web/components/markdown';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { formatDateTime } from '@web/lib/format';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupAnnouncements } from '../api/get-group-announcements';
import { useGroupContext } from '../lib/group-context';

/**
 * The group's visible announcements for its members (spec 3 §2): a list of title, date and
 * creator, 5 a page, with Refresh; opening one shows it in full with a Back button.
 */
export function GroupAnnouncementReader({
  className = '',
  actions,
}: {
  className?: string;
  /** More buttons beside Refresh (the announcement page's admin switch). */
  actions?: ReactNode;
}) {
  const { t } = useTranslation('groupAnnouncement');
  const { gid } = useGroupContext();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<GroupAnnouncement | null>(null);
  const list = useGroupAnnouncements(gid, page);
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;

  if (open) {
    return (
      <Panel
        className={className}
        title={<span className="break-words">{open.title}</span>}
        actions={
          <button type="button" className="btn btn-sm btn-primary" onClick={() => setOpen(null)}>
            {t('reader.back')}
          </button>
        }
      >
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-xs opacity-70">
          <span>{formatDateTime(open.gmtCreate)}</span>
          <span>{open.username}</span>
        </div>
        <Markdown source={open.content} />
      </Panel>
    );
  }

  return (
    <Panel
      className={className}
      title={t('reader.title')}
      actions={
        <>
          {actions}
          <button
            type="button"
            className="btn btn-sm btn-primary"
            disabled={list.isFetching}
            onClick={() => list.refetch()}
          >
            {list.isFetching ? (
              <span className="loading loading-spinner loading-xs" />
            ) : (
              <RefreshIcon size={14} />
            )}
            {t('reader.refresh')}
          </button>
        </>
      }
    >
      {list.isPending ? (
        <div className="skeleton h-24 w-full" />
      ) : records.length === 0 ? (
        <EmptyState>{t('reader.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-base-300">
          {records.map((announcement) => (
            <li
              key={announcement.id}
              className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:gap-3"
            >
              <button
                type="button"
                className="link link-hover flex-1 text-left font-medium break-words"
                onClick={() => setOpen(announcement)}
              >
                {announcement.title}
              </button>
              <span className="flex shrink-0 flex-wrap gap-x-3 text-xs opacity-70">
                <span className="inline-flex items-center gap-1">
                  <ClockIcon size={12} />
                  {formatDateTime(announcement.gmtCreate)}
                </span>
                <span className="inline-flex items-center gap-1">
                  <UsersIcon size={12} />
                  {announcement.username}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > GROUP_ANNOUNCEMENT_PAGE_SIZE && (
        <Pagination
          simple
          page={page}
          pageSize={GROUP_ANNOUNCEMENT_PAGE_SIZE}
          total={total}
          onChange={(next) => setPage(next)}
        />
      )}
    </Panel>
  );
}
