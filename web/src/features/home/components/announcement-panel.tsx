import { ChevronDownIcon } from '@web/components/icons';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { formatDateTime } from '@web/lib/format';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_PAGE_SIZE, useAnnouncements } from '../api/get-announcements';

// Announcements open one at a time on request, so the Markdown renderer is fetched then rather
// than with the home page.
const Markdown = lazy(() =>
  import('@web/components/markdown').then((module) => ({ default: module.Markdown })),
);

export function AnnouncementPanel() {
  const { t } = useTranslation('home');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data, isPending } = useAnnouncements(page);
  const records = data?.records ?? [];

  return (
    <Panel className="shadow-sm" title={t('announcements.title')}>
      {isPending ? (
        <div className="skeleton h-32 w-full" />
      ) : records.length === 0 ? (
        <EmptyState>{t('announcements.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-base-300">
          {records.map((item) => {
            const open = openId === item.id;
            return (
              <li key={item.id} className="py-2">
                <button
                  type="button"
                  className="flex w-full items-center gap-3 rounded px-1 py-1 text-left hover:bg-base-200"
                  aria-expanded={open}
                  onClick={() => setOpenId(open ? null : item.id)}
                >
                  <span className="flex-1 font-medium">{item.title}</span>
                  <span className="hidden text-xs opacity-60 sm:inline">
                    {formatDateTime(item.gmtModified || item.gmtCreate)}
                  </span>
                  <span className="hidden text-xs opacity-60 md:inline">{item.username}</span>
                  <ChevronDownIcon size={16} className={`transition ${open ? 'rotate-180' : ''}`} />
                </button>
                {open && (
                  <div className="px-1 pt-2 pb-1">
                    <Suspense fallback={<div className="skeleton h-16 w-full" />}>
                      <Markdown source={item.content} />
                    </Suspense>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {(data?.total ?? 0) > ANNOUNCEMENT_PAGE_SIZE && (
        <Pagination
          simple
          page={page}
          pageSize={ANNOUNCEMENT_PAGE_SIZE}
          total={data?.total ?? 0}
          onChange={(next) => {
            setPage(next);
            setOpenId(null);
          }}
        />
      )}
    </Panel>
  );
}
