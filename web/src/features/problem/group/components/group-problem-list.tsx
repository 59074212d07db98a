import type { GroupProblemRow } from '@contract/group-problem';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DifficultyBadge } from '../../components/difficulty-badge';
import { TagBadge } from '../../components/tag-badge';
import { useGroupProblemList } from '../api/group-problems';
import { groupProblemLinks } from '../lib/group-problem-links';

/** AC over total with the rate to two decimals, as the bank's list shows it. */
export function acRateText(ac: number, total: number): string {
  const rate = total > 0 ? ((ac / total) * 100).toFixed(2) : '0.00';
  return `${ac}/${total} (${rate}%)`;
}

/** The members' problem table (spec 3 §2): the group's public problems; a row opens the problem. */
export function GroupProblemList({ gid }: { gid: number }) {
  const { t } = useTranslation('groupProblem');
  const [paging, setPaging] = useState({ currentPage: 1, limit: 10 });
  const list = useGroupProblemList({ gid, ...paging });
  const links = groupProblemLinks(gid);

  const columns: ColumnDef<GroupProblemRow>[] = [
    {
      id: 'problemId',
      header: t('list.problemId'),
      cell: ({ row }) => <span className="font-mono">{row.original.problemId}</span>,
    },
    {
      id: 'title',
      header: t('list.titleField'),
      cell: ({ row }) => (
        <Link className="link link-hover font-medium" to={links.problem(row.original.problemId)}>
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'difficulty',
      header: t('list.difficulty'),
      cell: ({ row }) => <DifficultyBadge difficulty={row.original.difficulty} />,
    },
    {
      id: 'tags',
      header: t('list.tags'),
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-1">
          {row.original.tags.map((tag) => (
            <TagBadge key={tag.id} tag={tag} />
          ))}
        </div>
      ),
    },
    {
      id: 'acRate',
      header: t('list.acRate'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap text-sm">{acRateText(row.original.ac, row.original.total)}</span>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <DataTable
        data={list.data?.records ?? []}
        columns={columns}
        loading={list.isFetching}
        empty={t('list.empty')}
        getRowId={(row) => String(row.pid)}
      />
      <Pagination
        page={paging.currentPage}
        pageSize={paging.limit}
        total={list.data?.total ?? 0}
        pageSizes={[10, 30, 50, 100]}
        onChange={(currentPage, limit) => setPaging({ currentPage, limit })}
      />
    </div>
  );
}
