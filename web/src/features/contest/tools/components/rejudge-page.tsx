import type { ContestProblemItem } from '@contract/contest';
import { useMutation } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable } from '@web/components/ui/data-table';
import { Panel } from '@web/components/ui/panel';
import { toast } from '@web/lib/toast';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useContestProblems } from '../../api/get-contest-problems';
import { rejudgeContestProblem } from '../api/rejudge-contest-problem';

const column = createColumnHelper<ContestProblemItem>();

/** The Rejudge tab (super admins): every problem of the contest with its rejudge button. */
export function RejudgePage() {
  const { t } = useTranslation('contestTools');
  const contestId = useParams().contestID ?? '';
  const problems = useContestProblems(contestId, false);
  const [target, setTarget] = useState<ContestProblemItem | null>(null);
  const rejudge = useMutation({
    mutationFn: (problem: ContestProblemItem) =>
      rejudgeContestProblem({ cid: problem.cid, pid: problem.pid }),
    onSuccess: () => toast.success(t('rejudge.success')),
    onSettled: () => setTarget(null),
  });

  const columns = useMemo(
    () => [
      column.accessor('displayId', { header: () => t('rejudge.displayId'), size: 90 }),
      column.accessor('displayTitle', { header: () => t('rejudge.problemTitle') }),
      column.accessor('pid', { header: () => t('rejudge.pid'), size: 90 }),
      column.display({
        id: 'option',
        header: () => t('option'),
        cell: ({ row: { original } }) => (
          <button
            type="button"
            className="btn btn-xs btn-warning"
            disabled={rejudge.isPending}
            onClick={() => setTarget(original)}
          >
            {t('rejudge.button')}
          </button>
        ),
      }),
    ],
    [t, rejudge.isPending],
  );

  return (
    <Panel title={t('rejudge.title')}>
      <DataTable
        data={problems.data ?? []}
        columns={columns}
        loading={problems.isPending}
        getRowId={(row) => String(row.id)}
      />
      <ConfirmDialog
        open={target !== null}
        title={t('rejudge.title')}
        message={t('rejudge.tips', { problem: target ? `${target.displayId}. ${target.displayTitle}` : '' })}
        busy={rejudge.isPending}
        danger
        onConfirm={() => target && rejudge.mutate(target)}
        onClose={() => setTarget(null)}
      />
    </Panel>
  );
}
