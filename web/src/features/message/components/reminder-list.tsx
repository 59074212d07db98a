import type { UserMsg } from '@contract/message';
import { TrashIcon } from '@web/components/icons';
import { Avatar } from '@web/components/ui/avatar';
import { paths } from '@web/config/paths';
import { useUrlState } from '@web/hooks/use-url-state';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMessages } from '../api/get-messages';
import type { BoxInfo } from '../lib/boxes';
import { MessageBoxFrame, UnreadDot } from './message-box-frame';

const PAGE_DEFAULTS = { currentPage: 1 };

/** Only paths of this app are followed: the rows link where the discussion area said. */
const internal = (url: string | null) => (url?.startsWith('/') && !url.startsWith('//') ? url : null);

/** The comment, reply and like boxes: who did what, where, and what they wrote. */
export function ReminderList({ info }: { info: BoxInfo }) {
  const [query, setQuery] = useUrlState(PAGE_DEFAULTS);
  const list = useMessages<UserMsg>(info, query.currentPage);
  return (
    <MessageBoxFrame
      info={info}
      page={list.data}
      loading={list.isFetching}
      currentPage={query.currentPage}
      onPage={(currentPage) => setQuery({ currentPage })}
      renderRow={(row, askDelete) => <ReminderRow row={row} onDelete={askDelete} />}
    />
  );
}

export function ReminderRow({ row, onDelete }: { row: UserMsg; onDelete: () => void }) {
  const { t } = useTranslation('message');
  const name = row.senderUsername ?? t('deletedUser');
  const home = row.senderUsername ? paths.userHome({ username: row.senderUsername }) : null;
  const url = internal(row.url);
  const source = row.sourceTitle ?? '';
  return (
    <article
      className={`card border bg-base-100 ${row.state ? 'border-base-300' : 'border-primary/40'}`}
      aria-label={t('rowLabel', { name, action: t(`actions.${row.action}`, { defaultValue: row.action }) })}
    >
      <div className="card-body gap-2 p-3 sm:p-4">
        <div className="flex items-start gap-3">
          {home ? (
            <Link to={home} className="shrink-0" aria-label={name}>
              <Avatar src={row.senderAvatar} name={name} size={40} />
            </Link>
          ) : (
            <Avatar src={row.senderAvatar} name={name} size={40} className="shrink-0" />
          )}
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              {!row.state && <UnreadDot />}
              {home ? (
                <Link to={home} className="link link-hover font-semibold">
                  {name}
                </Link>
              ) : (
                <span className="font-semibold">{name}</span>
              )}
              <span className="text-sm opacity-80">
                {t(`actions.${row.action}`, { defaultValue: row.action })}
              </span>
            </div>
            {row.sourceContent && (
              <p className="mt-1 whitespace-pre-wrap break-words text-sm">{row.sourceContent}</p>
            )}
            {row.quoteContent && (
              <blockquote className="mt-2 whitespace-pre-wrap break-words rounded border-l-4 border-base-300 bg-base-200 px-3 py-1 text-sm opacity-80">
                {row.quoteContent}
              </blockquote>
            )}
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs opacity-70">
              <time dateTime={row.gmtCreate} title={formatDateTime(row.gmtCreate)}>
                {formatRelative(row.gmtCreate)}
              </time>
              <span className="min-w-0 break-words">
                {t(row.sourceType === 'Contest' ? 'fromContest' : 'fromDiscussion')}{' '}
                {url ? (
                  <Link to={url} className="link link-primary">
                    “{source}”
                  </Link>
                ) : (
                  <span>“{source}”</span>
                )}
              </span>
            </div>
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square text-error"
            aria-label={t('deleteOf', { name })}
            title={t('delete')}
            onClick={onDelete}
          >
            <TrashIcon size={16} />
          </button>
        </div>
      </div>
    </article>
  );
}
