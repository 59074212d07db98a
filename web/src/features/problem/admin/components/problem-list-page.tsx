import { PROBLEM_AUTH } from '@contract/limits';
import type { AdminProblem } from '@contract/problem';
import type { ColumnDef } from '@tanstack/react-table';
import { DownloadIcon, EditIcon } from '@web/components/icons';
import { RemoteImportDialog } from '@web/components/remote-judge/remote-import-dialog';
import { RemoteProblemOrigin } from '@web/components/remote-judge/remote-judge-badge';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Pagination } from '@web/components/ui/pagination';
import { Panel } from '@web/components/ui/panel';
import { SearchBox } from '@web/components/ui/search-box';
import { paths } from '@web/config/paths';
import { useUrlState } from '@web/hooks/use-url-state';
import { ApiError } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangeProblemAuth } from '../api/change-problem-auth';
import { useDeleteProblem } from '../api/delete-problem';
import { downloadTestcase, exportProblems } from '../api/downloads';
import { useAdminProblemList } from '../api/get-admin-problem-list';
import { useImportRemoteProblem } from '../api/import-remote-problem';

const LIST_DEFAULTS = { currentPage: 1, limit: 10, keyword: '' };
export const AUTH_OPTIONS = [PROBLEM_AUTH.PUBLIC, PROBLEM_AUTH.PRIVATE, PROBLEM_AUTH.CONTEST] as const;

/** Spec 3 §3: public, private; contest only inside a contest (shown, not chosen here). */
export function AuthSelect({
  value,
  onChange,
  disabled,
  label,
}: {
  value: number;
  onChange: (auth: number) => void;
  disabled?: boolean;
  label: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <select
      className="select select-sm w-28"
      aria-label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {AUTH_OPTIONS.map((auth) => (
        <option
          key={auth}
          value={auth}
          disabled={auth === PROBLEM_AUTH.CONTEST && value !== PROBLEM_AUTH.CONTEST}
        >
          {t(`auth.${auth}`)}
        </option>
      ))}
    </select>
  );
}

/** /admin/problems (spec 3 §2): the problem bank with visibility, test data, export and delete. */
export function ProblemListPage() {
  const { t } = useTranslation(['admin', 'remoteJudge']);
  const [query, setQuery] = useUrlState(LIST_DEFAULTS);
  const [keyword, setKeyword] = useState(query.keyword);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [toDelete, setToDelete] = useState<AdminProblem | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importingRemote, setImportingRemote] = useState(false);
  const list = useAdminProblemList({
    currentPage: query.currentPage,
    limit: query.limit,
    keyword: query.keyword || undefined,
  });
  const changeAuth = useChangeProblemAuth();
  const remove = useDeleteProblem();
  const importRemote = useImportRemoteProblem();
  const rows = list.data?.records ?? [];

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const download = async (row: AdminProblem) => {
    setDownloading(row.id);
    try {
      await downloadTestcase(row.id, row.problemId);
      toast.success(t('problemList.downloadStarted'));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setDownloading(null);
    }
  };

  const exportSelected = async () => {
    if (selected.size === 0) {
      toast.warning(t('batch.exportNeedsOne'));
      return;
    }
    setExporting(true);
    try {
      await exportProblems([...selected]);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setExporting(false);
    }
  };

  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const columns: ColumnDef<AdminProblem>[] = [
    {
      id: 'select',
      size: 36,
      header: () => (
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-label={t('problemList.selectPage')}
          checked={allOnPage}
          onChange={(event) => {
            for (const row of rows) toggle(row.id, event.target.checked);
          }}
        />
      ),
      cell: ({ row }) => (
        <input
          type="checkbox"
          className="checkbox checkbox-sm"
          aria-label={t('problemList.selectRow', { id: row.original.problemId })}
          checked={selected.has(row.original.id)}
          onChange={(event) => toggle(row.original.id, event.target.checked)}
        />
      ),
    },
    { id: 'id', header: t('fields.id'), cell: ({ row }) => row.original.id },
    {
      id: 'problemId',
      header: t('fields.problemId'),
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-0.5">
          <span>{row.original.problemId}</span>
          <RemoteProblemOrigin problemId={row.original.problemId} isRemote={row.original.isRemote} compact />
        </div>
      ),
    },
    {
      id: 'title',
      header: t('fields.title'),
      cell: ({ row }) => (
        <Link to={paths.adminProblemEdit(row.original.id)} className="link link-hover font-medium">
          {row.original.title}
        </Link>
      ),
    },
    { id: 'author', header: t('fields.author'), cell: ({ row }) => row.original.author ?? '--' },
    {
      id: 'created',
      header: t('fields.created'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.gmtCreate)}</span>,
    },
    {
      id: 'modifiedUser',
      header: t('fields.modifiedUser'),
      cell: ({ row }) => row.original.modifiedUser ?? '--',
    },
    {
      id: 'auth',
      header: t('fields.auth'),
      cell: ({ row }) => (
        <AuthSelect
          label={t('problemList.authOf', { id: row.original.problemId })}
          value={row.original.auth}
          disabled={changeAuth.isPending && changeAuth.variables?.id === row.original.id}
          onChange={(auth) =>
            changeAuth.mutate(
              { id: row.original.id, auth },
              { onSuccess: () => toast.success(t('messages.updated')) },
            )
          }
        />
      ),
    },
    {
      id: 'actions',
      header: t('fields.actions'),
      cell: ({ row }) => (
        <div className="flex gap-1">
          <Link
            to={paths.adminProblemEdit(row.original.id)}
            className="btn btn-ghost btn-xs btn-square"
            title={t('actions.edit')}
            aria-label={t('actions.editOf', { id: row.original.problemId })}
          >
            <EditIcon size={16} />
          </Link>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            title={t('actions.downloadTestcase')}
            aria-label={t('actions.downloadTestcaseOf', { id: row.original.problemId })}
            disabled={downloading === row.original.id}
            onClick={() => void download(row.original)}
          >
            {downloading === row.original.id ? (
              <span className="loading loading-spinner loading-xs" />
            ) : (
              <DownloadIcon size={16} />
            )}
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-xs text-error"
            aria-label={t('actions.deleteOf', { id: row.original.problemId })}
            onClick={() => setToDelete(row.original)}
          >
            {t('actions.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <Panel
      title={t('title.problems')}
      actions={
        <>
          <SearchBox
            variant="compact"
            value={keyword}
            label={t('problemList.keyword')}
            onChange={setKeyword}
            onSearch={(value) => setQuery({ keyword: value, currentPage: 1 })}
            inputClassName="w-40 sm:w-56"
          />
          <button
            type="button"
            className="btn btn-sm"
            disabled={exporting}
            onClick={() => void exportSelected()}
          >
            {exporting && <span className="loading loading-spinner loading-xs" />}
            {t('problemList.exportSelected', { count: selected.size })}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => setImportingRemote(true)}>
            {t('remoteJudge:import.open')}
          </button>
          <Link to={paths.adminProblemCreate} className="btn btn-sm btn-primary">
            {t('menu.createProblem')}
          </Link>
        </>
      }
    >
      <DataTable data={rows} columns={columns} loading={list.isFetching} getRowId={(row) => String(row.id)} />
      <Pagination
        page={query.currentPage}
        pageSize={query.limit}
        total={list.data?.total ?? 0}
        pageSizes={[10, 30, 50, 100]}
        onChange={(currentPage, limit) => setQuery({ currentPage, limit })}
      />
      <RemoteImportDialog
        open={importingRemote}
        onClose={() => setImportingRemote(false)}
        onImport={({ judge, problemId }, signal) => importRemote.mutateAsync({ judge, problemId, signal })}
      />
      <ConfirmDialog
        danger
        open={toDelete !== null}
        title={t('problemList.deleteTitle')}
        message={t('problemList.deleteConfirm', {
          id: toDelete?.problemId ?? '',
          title: toDelete?.title ?? '',
        })}
        confirmLabel={t('actions.delete')}
        busy={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => {
              toast.success(t('messages.deleted'));
              setSelected((current) => {
                const next = new Set(current);
                next.delete(toDelete.id);
                return next;
              });
              setToDelete(null);
            },
          });
        }}
      />
    </Panel>
  );
}
