import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@web/components/ui/data-table';
import { Modal } from '@web/components/ui/modal';
import { Pagination } from '@web/components/ui/pagination';
import { SearchBox } from '@web/components/ui/search-box';
import { toast } from '@web/lib/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddTrainingProblem } from '../api/add-training-problem';
import { useTrainingProblemList } from '../api/get-training-problem-list';
import type { TrainingPickProblem } from '../lib/types';

const LIMIT = 10;

/**
 * The public bank problems not yet in the training (the server leaves out private, contest and
 * group problems and those already in it). Each addition asks for its display id in the training,
 * the problem's own id to begin with, as HOJ's dialog does.
 */
export function AddPublicProblemDialog({
  open,
  tid,
  onClose,
}: {
  open: boolean;
  tid: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('trainingAdmin');
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<TrainingPickProblem | null>(null);
  const [displayId, setDisplayId] = useState('');
  const list = useTrainingProblemList(
    { tid, currentPage: page, limit: LIMIT, keyword: search || undefined, queryExisted: false },
    open,
  );
  const add = useAddTrainingProblem();
  const rows = list.data?.problemList.records ?? [];

  const confirm = () => {
    if (!picked) return;
    const id = displayId.trim();
    if (!id) {
      toast.warning(t('validation.displayIdRequired'));
      return;
    }
    add.mutate(
      { pid: picked.id, tid, displayId: id },
      {
        onSuccess: () => {
          toast.success(t('messages.added'));
          setPicked(null);
          setDisplayId('');
        },
      },
    );
  };

  const columns: ColumnDef<TrainingPickProblem>[] = [
    { id: 'id', header: t('fields.id'), cell: ({ row }) => row.original.id },
    {
      id: 'problemId',
      header: t('fields.problemId'),
      cell: ({ row }) => <span className="font-mono">{row.original.problemId}</span>,
    },
    { id: 'title', header: t('fields.problemTitle'), cell: ({ row }) => row.original.title },
    {
      id: 'add',
      header: '',
      cell: ({ row }) => (
        <button
          type="button"
          className="btn btn-primary btn-xs"
          aria-label={t('problems.addOf', { id: row.original.problemId })}
          onClick={() => {
            setPicked(row.original);
            setDisplayId(row.original.problemId);
          }}
        >
          {t('actions.add')}
        </button>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('problems.addFromPublic')}
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
          <p className="text-sm">{t('problems.adding', { id: picked.problemId, title: picked.title })}</p>
          <label className="fieldset py-1">
            <span className="fieldset-legend pt-0 pb-1 text-sm font-medium">
              {t('problems.enterDisplayId')}
            </span>
            <input
              className="input w-full"
              name="displayId"
              value={displayId}
              onChange={(event) => setDisplayId(event.target.value)}
            />
          </label>
          <div className="flex justify-end gap-2">
            <button type="button" className="btn btn-ghost" onClick={() => setPicked(null)}>
              {t('common:actions.cancel')}
            </button>
            <button type="submit" className="btn btn-primary" disabled={add.isPending}>
              {add.isPending && <span className="loading loading-spinner loading-sm" />}
              {t('common:actions.confirm')}
            </button>
          </div>
        </form>
      ) : (
        <div className="flex flex-col gap-3">
          <SearchBox
            variant="compact"
            value={keyword}
            label={t('problems.keyword')}
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
            total={list.data?.problemList.total ?? 0}
            onChange={(next) => setPage(next)}
          />
        </div>
      )}
    </Modal>
  );
}
