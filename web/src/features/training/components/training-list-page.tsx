import { TRAINING_AUTHS, TRAINING_LIST_LIMIT, type TrainingAuth } from '@contract/training';
import { EmptyState } from '@web/components/ui/empty-state';
import { FilterPanel, FilterRow } from '@web/components/ui/filter-panel';
import { Pagination } from '@web/components/ui/pagination';
import { paths } from '@web/config/paths';
import { positiveIntParam, useQueryFilters } from '@web/hooks/use-query-filters';
import { useUser } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { toast } from '@web/lib/toast';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrainingCategories } from '../api/get-training-category';
import { useTrainingList } from '../api/get-training-list';
import { CategoryTag } from './training-badges';
import { TrainingTable } from './training-table';

const authOf = (value: string | null) =>
  TRAINING_AUTHS.includes(value as TrainingAuth) ? (value as TrainingAuth) : undefined;

/** Spec 2 §2 Training list: keyword, category, auth and page live in the query string. */
export function TrainingListPage() {
  const { t } = useTranslation('training');
  const user = useUser();
  const loggedIn = Boolean(user);
  const { searchParams, update, currentPage, keyword } = useQueryFilters();
  const categoryId = positiveIntParam(searchParams.get('categoryId'));
  const auth = authOf(searchParams.get('auth'));

  const categories = useTrainingCategories();
  const list = useTrainingList(
    { currentPage, limit: TRAINING_LIST_LIMIT, keyword: keyword || undefined, categoryId, auth },
    user?.uid,
  );

  // Spec 2 §5: opening a training needs an account; guests stay on the list with the login dialog.
  const guard = (event: MouseEvent) => {
    if (loggedIn) return;
    event.preventDefault();
    toast.warning(t('common:errors.loginFirst'));
    openAuthDialog('login');
  };

  const records = list.data?.records ?? [];
  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-4 md:px-6">
      <FilterPanel
        title={t('list.title')}
        keyword={keyword}
        searchLabel={t('list.keyword')}
        onSearch={(value) => update({ keyword: value })}
      >
        <FilterRow label={t('list.auth')}>
          <CategoryTag name={t('list.all')} filled={!auth} onClick={() => update({ auth: undefined })} />
          {TRAINING_AUTHS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={auth === value}
              className={`badge badge-md cursor-pointer ${value === 'Private' ? 'badge-error' : 'badge-success'} ${auth === value ? '' : 'badge-outline'}`}
              onClick={() => update({ auth: value })}
            >
              {t(value === 'Private' ? 'auth.private' : 'auth.public')}
            </button>
          ))}
        </FilterRow>
        <FilterRow label={t('list.category')}>
          <CategoryTag
            name={t('list.all')}
            filled={!categoryId}
            onClick={() => update({ categoryId: undefined })}
          />
          {(categories.data ?? []).map((category) => (
            <CategoryTag
              key={category.id}
              name={category.name}
              color={category.color}
              filled={category.id === categoryId}
              onClick={() => update({ categoryId: category.id })}
            />
          ))}
        </FilterRow>
      </FilterPanel>

      <section className="mt-4 rounded-box border border-base-300 bg-base-100">
        {list.isPending ? (
          <div className="skeleton h-40 w-full" />
        ) : records.length === 0 ? (
          <EmptyState>{t('list.empty')}</EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <TrainingTable
              rows={records}
              testId="training-list"
              ns="training"
              linkTo={(row) => paths.trainingDetail(row.id)}
              showProgress={loggedIn}
              onOpenLink={guard}
            />
          </div>
        )}
      </section>
      <div className="mt-4 flex justify-center">
        <Pagination
          page={currentPage}
          pageSize={TRAINING_LIST_LIMIT}
          simple
          total={list.data?.total ?? 0}
          onChange={(page) => update({ currentPage: page > 1 ? page : undefined })}
        />
      </div>
    </div>
  );
}
