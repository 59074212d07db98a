import { Markdown } from '@web/components/markdown';
import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { useUser } from '@web/lib/auth';
import { formatDateTime } from '@web/lib/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContestAnnouncements } from '../api/get-contest-announcements';
import { rememberReadAnnouncements } from '../lib/announcement-poll';
import { useContestContext } from '../lib/contest-context';

export const ANNOUNCEMENT_PAGE_SIZE = 10;

/** The Announcements tab: each one opens to its Markdown text; listed ones count as read. */
export function ContestAnnouncementList() {
  const { t } = useTranslation('contest');
  const user = useUser();
  const { contest, contestId } = useContestContext();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useContestAnnouncements({ cid: contestId, currentPage: page, limit: ANNOUNCEMENT_PAGE_SIZE });
  const records = list.data?.records ?? [];

  useEffect(() => {
    if (user?.uid && records.length > 0)
      rememberReadAnnouncements(
        user.uid,
        contest.id,
        records.map((item) => item.id),
      );
  }, [user?.uid, contest.id, records]);

  return (
    <section className="rounded-box border border-base-300 bg-base-100 p-4 md:p-6">
      <h2 className="mb-3 text-lg font-semibold">{t('announcement.title')}</h2>
      {list.isPending ? (
        <div className="skeleton h-24 w-full" />
      ) : records.length === 0 ? (
        <EmptyState>{t('announcement.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-base-300" data-testid="contest-announcements">
          {records.map((item) => {
            const open = openId === item.id;
            return (
              <li key={item.id} className="py-3">
                <button
                  type="button"
                  className="flex w-full flex-wrap items-baseline gap-x-3 text-left"
                  aria-expanded={open}
                  onClick={() => setOpenId(open ? null : item.id)}
                >
                  <span className="link link-hover font-medium">{item.title}</span>
                  <span className="ml-auto text-xs opacity-60">
                    {formatDateTime(item.gmtCreate)}
                    {item.username ? ` · ${item.username}` : ''}
                  </span>
                </button>
                {open && (
                  <div className="mt-3">
                    <Markdown source={item.content} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-4 flex justify-center">
        <Pagination
          page={page}
          pageSize={ANNOUNCEMENT_PAGE_SIZE}
          total={list.data?.total ?? 0}
          simple
          onChange={(next) => setPage(next)}
        />
      </div>
    </section>
  );
}
