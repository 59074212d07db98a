import { type DiscussionReportItem, REPORT_TAGS } from '@contract/discussion';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useTranslation } from 'react-i18next';
import { parseReportContent, REPORT_TAG_KEYS, type ReportTag } from '../../lib/discussion-rules';
import { useDiscussionReports } from '../api/get-discussion-reports';
import { useUpdateDiscussionReport } from '../api/update-discussion-report';
import { discussionLink } from '../lib/discussion-link';

const REPORT_PAGE_SIZE = 10;

const isKnownTag = (tag: string): tag is ReportTag => (REPORT_TAGS as readonly string[]).includes(tag);

/** The reports on discussions (spec 3 §2), open ones first; each can be marked handled. */
export function ReportAdminTable({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  // The tag names live with the report dialog, in the discussion namespace.
  const { t } = useTranslation(['discussionAdmin', 'discussion']);
  const reports = useDiscussionReports({ currentPage: page, limit: REPORT_PAGE_SIZE });
  const handle = useUpdateDiscussionReport();
  // Tags the web app offers read in the admin's language; others (HOJ's own client) as sent.
  const tagLabel = (tag: string) =>
    isKnownTag(tag) ? t(`discussion:report.tag.${REPORT_TAG_KEYS[tag]}`) : tag;

  const columns: ColumnDef<DiscussionReportItem>[] = [
    { id: 'id', header: t('fields.id'), cell: ({ row }) => row.original.id },
    {
      id: 'discussion',
      header: t('fields.discussion'),
      cell: ({ row }) => (
        <a
          href={discussionLink(row.original.did, row.original.gid)}
          target="_blank"
          rel="noreferrer"
          className="link link-hover line-clamp-2 min-w-40 break-words"
        >
          <span className="opacity-60">#{row.original.did} </span>
          {row.original.discussionTitle ?? ''}
        </a>
      ),
    },
    { id: 'author', header: t('fields.author'), cell: ({ row }) => row.original.discussionAuthor ?? '--' },
    { id: 'reporter', header: t('fields.reporter'), cell: ({ row }) => row.original.reporter },
    {
      id: 'time',
      header: t('fields.reportTime'),
      cell: ({ row }) => (
        <span className="text-xs whitespace-nowrap">{formatDateTime(row.original.gmtCreate)}</span>
      ),
    },
    {
      id: 'content',
      header: t('fields.content'),
      cell: ({ row }) => {
        const { tags, reason } = parseReportContent(row.original.content);
        return (
          <div className="flex min-w-48 flex-col gap-1">
            {tags.length > 0 && (
              <ul className="flex flex-wrap gap-1" aria-label={t('reports.tags')}>
                {tags.map((tag) => (
                  <li key={tag} className="badge badge-warning badge-sm">
                    {tagLabel(tag)}
                  </li>
                ))}
              </ul>
            )}
            <p className={`text-sm break-words whitespace-pre-wrap ${reason ? '' : 'opacity-60'}`}>
              {reason || t('reports.noReason')}
            </p>
          </div>
        );
      },
    },
    {
      id: 'handled',
      header: t('fields.handled'),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="toggle toggle-success toggle-sm"
          aria-label={t('reports.handledOf', { id: row.original.id })}
          checked={row.original.status}
          disabled={handle.isPending && handle.variables?.id === row.original.id}
          onChange={(event) =>
            handle.mutate(
              { id: row.original.id, status: event.target.checked },
              { onSuccess: () => toast.success(t('messages.updated')) },
            )
          }
        />
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <DataTable
        data={reports.data?.records ?? []}
        columns={columns}
        loading={reports.isFetching}
        empty={t('reports.empty')}
        getRowId={(row) => String(row.id)}
        rowClassName={(row) => (row.status ? 'opacity-70' : undefined)}
      />
      <Pagination
        page={page}
        pageSize={REPORT_PAGE_SIZE}
        simple
        total={reports.data?.total ?? 0}
        onChange={(next) => onPage(next)}
      />
    </div>
  );
}
