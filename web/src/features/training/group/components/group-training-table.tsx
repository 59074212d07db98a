import { EmptyState } from '@web/components/ui/empty-state';
import { Pagination } from '@web/components/ui/pagination';
import { paths } from '@web/config/paths';
import { useUrlState } from '@web/hooks/use-url-state';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TrainingTable } from '../../components/training-table';
import { useGroupTrainingList } from '../api/group-trainings';

const PAGE = { currentPage: 1, limit: 10 };

/**
 * Spec 3 §2 Group trainings, the member table: rank, title, auth, category, progress (solved over
 * problems, 2 decimals, the counts on hover), problem count, author and last update. A row opens
 * the training inside the group.
 */
export function GroupTrainingTable({ gid }: { gid: number }) {
  const { t } = useTranslation('groupTraining');
  const navigate = useNavigate();
  const [page, setPage] = useUrlState(PAGE);
  const list = useGroupTrainingList({ gid, currentPage: page.currentPage, limit: page.limit });
  const records = list.data?.records ?? [];
  if (list.isPending) return <div className="skeleton h-40 w-full" />;
  if (list.isError && !list.data) return <EmptyState>{t('common:states.loadFailed')}</EmptyState>;
  return (
    <div className="flex flex-col gap-3">
      {records.length === 0 ? (
        <EmptyState>{t('list.empty')}</EmptyState>
      ) : (
        <div className="overflow-x-auto rounded-box border border-base-300 bg-base-100">
          <TrainingTable
            rows={records}
            testId="group-training-list"
            ns="groupTraining"
            linkTo={(row) => paths.groupTrainingDetail(gid, row.id)}
            showProgress
            onOpenRow={(to) => navigate(to)}
          />
        </div>
      )}
      <Pagination
        page={page.currentPage}
        pageSize={page.limit}
        simple
        total={list.data?.total ?? 0}
        onChange={(currentPage) => setPage({ currentPage })}
      />
    </div>
  );
}
