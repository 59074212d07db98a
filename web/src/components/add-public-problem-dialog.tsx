import { keepPreviousData, type QueryKey, useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@web/components/ui/data-table';
import { Modal } from '@web/components/ui/modal';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const LIMIT = 10;

/** The fields of a bank problem the dialog shows. */
export interface PublicBankProblem {
  id: number;
  problemId: string;
  title: string;
}

export interface PublicProblemQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

export interface PublicProblemPage<P> {
  records: P[];
  total: number;
}

export interface AddPublicProblemDialogProps<P extends PublicBankProblem> {
  open: boolean;
  onClose: () => void;
  /**
   * Prefix of the pick list's query key; it must sit under what the caller's add invalidates, so
   * an added problem leaves the list.
   */
  queryKey: QueryKey;
  /** A page of the bank problems that may still be added (the server does the filtering). */
  fetchPage: (query: PublicProblemQuery, signal: AbortSignal) => Promise<PublicProblemPage<P>>;
  /** Adds the problem under the display id typed (trimmed, never empty). */
  onAdd: (problem: P, displayId: string) => Promise<unknown>;
  /** Label of the display-id input, naming where the problem goes. */
  displayIdLabel: string;
  /** What the display-id input starts with for a picked problem; empty if not given. */
  defaultDisplayId?: (problem: P) => string;
}

/**
 * The admin dialog adding public bank problems to a training or a contest, as HOJ's
 * AddPublicProblem: search, a page of candidates, then the display id of the one picked.
 */
export function AddPublicProblemDialog<P extends PublicBankProblem>({
  open,
  onClose,
  queryKey,
  fetchPage,
  onAdd,
  displayIdLabel,
  defaultDisplayId,
}: AddPublicProblemDialogProps<P>) {
  const { t } = useTranslation('common');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<P | null>(null);
  const [displayId, setDisplayId] = useState('');
  const query: PublicProblemQuery = { currentPage: page, limit: LIMIT, keyword: search || undefined };
  const list = useQuery({
    queryKey: [...queryKey, query],
    queryFn: ({ signal }) => fetchPage(query, signal),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  // The api client has already shown a failure; the dialog keeps the pick so it can be retried.
  const add = useMutation({
    mutationFn: ({ problem, id }: { problem: P; id: string }) => onAdd(problem, id),
    onSuccess: () => {
      toast.success(t('publicProblemDialog.added'));
      setPicked(null);
      setDisplayId('');
    },
  });
  const rows = list.data?.records ?? [];

  const confirm = () => {
    if (!picked) return;
    const id = displayId.trim();
    if (!id) {
      toast.warning(t('publicProblemDialog.displayIdRequired'));
      return;
    }
    add.mutate({ problem: picked, id });
  };

  const columns: ColumnDef<P>[] = [
    { id: 'id', header: t('publicProblemDialog.id'), cell: ({ row }) => row.original.id },
    {
      id: 'problemId',
      header: t('publicProblemDialog.problemId'),
      cell: ({ row }) => <span className="font-mono">{row.original.problemId}</span>,
    },
    { id: 'title', header: t('publicProblemDialog.problemTitle'), cell: ({ row }) => row.original.title },
    {
      id: 'add',
      header: '',
      cell: ({ row }) => (
        <button
          type="button"
          className="btn btn-primary btn-xs"
          aria-label={t('publicProblemDialog.addOf', { id: row.original.problemId })}
          onClick={() => {
            setPicked(row.original);
            setDisplayId(defaultDisplayId?.(row.original) ?? '');
          }}
        >
          {t('publicProblemDialog.add')}
        </button>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('publicProblemDialog.title')}
      width={760}
      closeOnBackdrop={false}
    >
      {picked ? (
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <p className="text-sm">
            {t('publicProblemDialog.adding', { id: picked.problemId, title: picked.title })}
          </p>
          <label className="fieldset py-1">
            <span className="fieldset-legend pt-0 pb-1 text-sm font-medium">{displayIdLabel}</span>
            <input
              className="input w-full"
              name="displayId"
              value={displayId}
              onChange={(event) => setDisplayId(event.target.value)}
            />
          </label>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={() => setPicked(null)}>
              {t('actions.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={add.isPending}>
              {add.isPending && <span className="loading loading-spinner loading-sm" />}
              {t('actions.confirm')}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3">
          <SearchBox
            variant="compact"
            value={keyword}
            label={t('publicProblemDialog.keyword')}
            onChange={setKeyword}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            inputClassName="w-full sm:w-64"
          />
          <DataTable
            data={rows}
            columns={columns}
            loading={list.isFetching}
            getRowId={(row) => String(row.id)}
          />
          <Pagination
            simple
            page={page}
            pageSize={LIMIT}
            total={list.data?.total ?? 0}
            onChange={(next) => setPage(next)}
          />
        </div>
      )}
    </Modal>
  );
}
