import type { SysMsg } from '@contract/message';
import { TrashIcon } from '@web/components/icons';
import { Markdown } from '@web/components/markdown';
import { useUrlState } from '@web/hooks/use-url-state';
import { formatDateTime, formatRelative } from '@web/lib/format';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../api/get-messages';
import type { BoxInfo } from '../lib/boxes';
import { MessageBoxFrame, UnreadDot } from './message-box-frame';

const PAGE_DEFAULTS = { currentPage: 1 };

/** The sys and mine boxes: each notice's title and its Markdown. */
export function NoticeList({ info }: { info: BoxInfo }) {
  const [query, setQuery] = useUrlState(PAGE_DEFAULTS);
  const list = useMessages<SysMsg>(info, query.currentPage);
  return (
    <MessageBoxFrame
      info={info}
      page={list.data}
      loading={list.isFetching}
      currentPage={query.currentPage}
      onPage={(currentPage) => setQuery({ currentPage })}
      renderRow={(row, askDelete) => <NoticeRow row={row} onDelete={askDelete} />}
    />
  );
}

export function NoticeRow({ row, onDelete }: { row: SysMsg; onDelete: () => void }) {
  const { t } = useTranslation('message');
  return (
    <article
      className={`card border bg-base-100 ${row.state ? 'border-base-300' : 'border-primary/40'}`}
      aria-label={row.title}
    >
      <div className="card-body gap-2 p-3 sm:p-4">
        <div className="flex items-start gap-2">
          <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
            {!row.state && <UnreadDot />}
            <h3 className="break-words font-semibold">{row.title}</h3>
          </div>
          <time
            className="shrink-0 text-xs opacity-70"
            dateTime={row.gmtCreate}
            title={formatDateTime(row.gmtCreate)}
          >
            {formatRelative(row.gmtCreate)}
          </time>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square text-error"
            aria-label={t('deleteOf', { name: row.title })}
            title={t('delete')}
            onClick={onDelete}
          >
            <TrashIcon size={16} />
          </button>
        </div>
        <Markdown source={row.content} className="text-sm" />
      </div>
    </article>
  );
}
